/**
 * Cross-check, not regression, for the banks and layouts added for CNAB breadth that neither
 * cnab_yaml nor a reference remessa covers: their manuals' field tables, transcribed into
 * `manual-tables/<bank>-<layout>.json` (each JSON says which manual, which copy and how), are
 * diffed with lote's tables field by field like the cnab_yaml cross-check. Every difference is
 * reviewed in `manual-review-breadth.ts`; an unreviewed or stale one fails. (Bradesco CNAB 240 has
 * its own test, `manual-crosscheck.test.ts`.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { cnabSpec } from "../../../src/engine/cnab/registry";
import { diffRecord } from "./layout-diff";
import type { YamlField } from "./layout-table";
import { MANUAL_REVIEWED } from "./manual-review-breadth";

interface ManualField {
  start: number;
  end: number;
  pic: "9" | "X";
  name: string;
  value?: string;
  filler?: boolean;
}

const DIR = new URL("./manual-tables/", import.meta.url);
const READ = new Set(["T", "U", "ret_header", "ret_detail", "ret_trailer"]);
const files = readdirSync(DIR).filter((f) => f.endsWith(".json") && f !== "237-cnab240.json");

function differences(file: string): { found: Map<string, string>; compared: number } {
  const [bank, layout] = file.replace(".json", "").split("-") as [string, "cnab240" | "cnab400"];
  const spec = cnabSpec(bank, layout);
  if (spec === undefined) throw new Error(`${file}: lote has no ${bank} ${layout}`);
  const doc = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as {
    records: Record<string, ManualField[]>;
  };
  const known: Record<string, string> =
    spec.layout === "cnab240" ? { file_version: spec.versions.file, batch_version: spec.versions.batch } : {};
  const found = new Map<string, string>();
  let compared = 0;
  for (const [name, fields] of Object.entries(doc.records)) {
    const rec = (spec.records as Record<string, { table: Parameters<typeof diffRecord>[2] }>)[name];
    if (rec === undefined) throw new Error(`${file}: lote has no record ${name}`);
    const yf: YamlField[] = fields.map((f) => ({
      name: f.name,
      start: f.start,
      end: f.end,
      pic: f.pic,
      value: f.value,
      filler: f.filler === true,
      file: `manual-tables/${file}`,
    }));
    const r = diffRecord(`${bank} ${layout} ${name}`, yf, rec.table, known, READ.has(name));
    compared += r.compared;
    for (const d of r.differences) found.set(d.key, `${d.key}\n  manual: ${d.yaml}\n  lote: ${d.lote}`);
  }
  return { found, compared };
}

test("every transcribed manual table is checked", () => {
  expect(files.sort()).toEqual([
    "021-cnab240.json",
    "021-cnab400.json",
    "041-cnab240.json",
    "097-cnab240.json",
    "133-cnab400.json",
    "224-cnab400.json",
    "422-cnab400.json",
    "633-cnab400.json",
    "748-cnab400.json",
  ]);
});

describe.each(files)("%s", (file) => {
  const { found, compared } = differences(file);
  test("every difference from the manual's tables is reviewed, and every review still applies", () => {
    expect(compared).toBeGreaterThan(0);
    const unreviewed = [...found.entries()]
      .filter(([k]) => MANUAL_REVIEWED[k] === undefined)
      .map(([, v]) => v);
    expect(unreviewed.join("\n")).toBe("");
    const prefix = file.replace(".json", "").replace("-", " ");
    const stale = Object.keys(MANUAL_REVIEWED).filter((k) => k.startsWith(prefix) && !found.has(k));
    expect(stale).toEqual([]);
  });
});
