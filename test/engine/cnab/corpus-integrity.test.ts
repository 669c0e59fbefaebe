/**
 * The corpus's bookkeeping is true: every data file under `test/corpus/cnab/` has its JSON
 * sidecar and its row in `SOURCES.md`, the JSON's sha256 is the file's bytes, the JSON's bank,
 * layout and direction are the folder's, and SOURCES.md's matrix counts what the tree holds —
 * per bank × layout × direction, files and files with expected values — for every bank lote issues
 * boletos for (`BANK_CODES`) and the CNAB layouts lote has for it (CNAB 444 files are listed, not counted in the matrix).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { BANK_CODES } from "../../../src/engine/banks/registry";
import { cnabSupport } from "../../../src/engine/cnab/registry";
import { CORPUS, type CorpusMeta } from "./corpus";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const all = walk(CORPUS).map((p) => relative(CORPUS, p));
const docs = new Set(["README.md", "SOURCES.md", ".gitattributes"]);
const data = all.filter((p) => !p.endsWith(".json") && !docs.has(p)).sort();
const sidecars = all.filter((p) => p.endsWith(".json")).sort();
const sources = readFileSync(join(CORPUS, "SOURCES.md"), "utf8");
const meta = (p: string) =>
  JSON.parse(readFileSync(join(CORPUS, `${p}.json`), "utf8")) as CorpusMeta & {
    source: { sha256: string };
  };

/** The first cell of each row of SOURCES.md's "Files" table. */
const rows = new Set(
  [...sources.matchAll(/^\| (\d{3}\/cnab(?:240|400|444)\/(?:remessa|retorno)\/[^ |]+) \|/gm)].map(
    (m) => m[1]!,
  ),
);

test("the tree holds only data files with their JSON, under <bank>/<layout>/<direction>/", () => {
  expect(sidecars.map((p) => p.slice(0, -".json".length))).toEqual(data);
  for (const p of data) expect(p, p).toMatch(/^\d{3}\/cnab(240|400|444)\/(remessa|retorno)\/[^/]+$/);
});

describe.each(data.map((p) => [p] as const))("%s", (p) => {
  test("has a SOURCES.md row, its sha256 and its folder's bank, layout and direction", () => {
    expect(rows.has(p), `${p} has no row in SOURCES.md`).toBe(true);
    const m = meta(p);
    const bytes = readFileSync(join(CORPUS, p));
    expect(m.source.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    const [bank, layout, direction] = p.split("/");
    expect([m.bank_code, m.layout, m.direction]).toEqual([bank, layout, direction]);
    expect(["publisher", "manual-transcription", "none"]).toContain(m.assertions);
  });
});

test("every SOURCES.md row names a stored file", () => {
  expect([...rows].filter((r) => !data.includes(r))).toEqual([]);
});

test("the matrix counts the tree, for every bank lote issues and every bank the corpus holds", () => {
  const support = new Map<string, string[]>();
  for (const { bank_code, layout } of cnabSupport())
    support.set(bank_code, [...(support.get(bank_code) ?? []), layout.slice(4)]);
  const expected = new Map<string, string[]>();
  const banks = [...new Set([...BANK_CODES, ...data.map((p) => p.slice(0, 3))])].sort();
  for (const bank of banks) {
    const cell = (layout: string, direction: string) => {
      const files = data.filter((p) => p.startsWith(`${bank}/${layout}/${direction}/`));
      const valued = files.filter((p) => meta(p).assertions !== "none");
      return files.length === 0 ? "0" : `${files.length} (${valued.length})`;
    };
    expected.set(bank, [
      BANK_CODES.includes(bank) ? "yes" : "",
      (support.get(bank) ?? []).sort().join(", "),
      cell("cnab240", "remessa"),
      cell("cnab240", "retorno"),
      cell("cnab400", "remessa"),
      cell("cnab400", "retorno"),
    ]);
  }
  const matrix = new Map<string, string[]>();
  for (const m of sources.matchAll(/^\| (\d{3}) [^|]*\|(.*)\|$/gm)) {
    if (m[2]!.includes("/")) continue;
    matrix.set(
      m[1]!,
      m[2]!.split("|").map((c) => c.trim()),
    );
  }
  expect(Object.fromEntries(matrix)).toEqual(Object.fromEntries(expected));
});

test("a remessa without the publisher's inputs says so in its row", () => {
  for (const p of data.filter((x) => x.includes("/remessa/"))) {
    const row = sources.split("\n").find((l) => l.startsWith(`| ${p} |`))!;
    if (!meta(p).inputs) expect(row, p).toContain("inputs unknown");
  }
});
