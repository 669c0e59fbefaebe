/**
 * A bank is one folder: every fact of a bank — its rules, layouts, samples, test accounts,
 * published vectors, transcribed manual tables and codes, evidence review — lives in
 * `src/engine/banks/<code>-<name>/`, and the lists that span banks are built from the registry and
 * the folders (test/engine/bank-folders.ts). This test fails when a file outside a bank's folder
 * keys data by bank code again, so a new bank's commit stays its folder and one registry line.
 *
 * What counts as keying data by bank code, read with the TypeScript parser:
 * - an object literal with keys of two or more registered banks (`"341": …`, `"341 cnab400 …"`,
 *   `"341-cnab400.json"`, `"341/cnab400/…"`), when every three-digit key is a bank code (so an
 *   OpenAPI `responses` map with 200, 413 and 422 is not one);
 * - an array literal whose object rows name two or more banks (`{ bank: "341", … }`,
 *   `{ input: { bank_code: "237" } }`), or whose strings are two or more banks' cells
 *   (`"341/cnab400"`);
 * - a file outside the bank folders named after a bank (`341-cnab400.json`), the generated golden
 *   files and the corpus (grouped by bank under test/corpus/cnab/<code>/) aside.
 * A literal with one bank (a test's input) is not a list.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BANK_CODES } from "../../src/engine/banks/registry";
import { BANK_EVIDENCE, BANK_RENDER_VECTORS, BANK_SAMPLES, BANK_VECTORS } from "./bank-folders";

const ROOT = join(import.meta.dirname, "..", "..");
const CODES = new Set(BANK_CODES);

/** Files that still list banks, each with why; the list only shrinks. */
const ALLOWED: Readonly<Record<string, string>> = {
  "src/engine/banks/registry.ts": "the registry: one line per bank",
  "src/ledger/property/world.ts":
    "the ledger property test's own world of two cells (Itaú, Caixa): a scenario, and src/ledger may reach the engine only through its index",
  "test/service/sandbox-fixtures.ts":
    "the sandbox titles per simulated bank API, under the connectors work (to move into the banks' api/ folders)",
  "test/service/cnab.test.ts": "a scenario's expected output: the files its three-bank remessa makes",
  "test/service/sandbox-providers.test.ts":
    "the sandbox providers' suite, under the connectors work (as above)",
};

/** Where bank-named files are a layout of their own, not a central list. */
const NAMED_BY_BANK = [/^test\/golden\//, /^test\/corpus\//];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === "node_modules" || name.startsWith(".")) return [];
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const rel = (f: string) => relative(ROOT, f);
const inBankFolder = (path: string) => /^src\/engine\/banks\/\d{3}-[^/]+\//.test(path);
const everything = ["src", "test", "bench", "scripts"].flatMap((d) => walk(join(ROOT, d)));
const sources = everything.filter((f) => /\.(ts|mjs|js)$/.test(f) && !inBankFolder(rel(f)));

const keyText = (n: ts.PropertyName): string | undefined =>
  ts.isStringLiteral(n) || ts.isNumericLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)
    ? n.text
    : ts.isComputedPropertyName(n) && ts.isStringLiteralLike(n.expression)
      ? n.expression.text
      : undefined;
/** The three digits a key or string starts with, when followed by its end or a separator. */
const leadingCode = (s: string): string | undefined => /^(\d{3})(?=$|[\s\-_/:.])/.exec(s)?.[1];

/** The banks an object row names in `bank` / `bank_code` / `bankCode` properties, at any depth. */
function banksNamed(node: ts.Node): Set<string> {
  const out = new Set<string>();
  const visit = (n: ts.Node) => {
    if (ts.isPropertyAssignment(n)) {
      const k = keyText(n.name) ?? (ts.isIdentifier(n.name) ? n.name.text : "");
      if (
        /^(bank|bank_code|bankCode)$/.test(k) &&
        ts.isStringLiteralLike(n.initializer) &&
        CODES.has(n.initializer.text)
      )
        out.add(n.initializer.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

/** Every literal of `file` that keys data by two or more banks, as `line: what`. */
function bankKeyedLiterals(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const hits: string[] = [];
  const at = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const visit = (n: ts.Node) => {
    if (ts.isObjectLiteralExpression(n)) {
      const codes = new Set<string>();
      let other = false;
      for (const p of n.properties) {
        const k = p.name && keyText(p.name);
        const code = k === undefined ? undefined : leadingCode(k);
        if (code === undefined) continue;
        if (CODES.has(code)) codes.add(code);
        else other = true;
      }
      if (codes.size >= 2 && !other) hits.push(`${at(n)}: object keyed by banks ${[...codes].join(", ")}`);
    }
    if (ts.isArrayLiteralExpression(n)) {
      const rows = new Set<string>();
      const cells = new Set<string>();
      for (const e of n.elements) {
        if (ts.isObjectLiteralExpression(e)) {
          const named = banksNamed(e);
          if (named.size === 1) rows.add([...named][0] as string);
        } else if (ts.isStringLiteralLike(e)) {
          const code = leadingCode(e.text);
          if (code !== undefined && CODES.has(code) && e.text.length > 3) cells.add(code);
        }
      }
      if (rows.size >= 2) hits.push(`${at(n)}: rows of banks ${[...rows].join(", ")}`);
      if (cells.size >= 2) hits.push(`${at(n)}: cells of banks ${[...cells].join(", ")}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return hits;
}

describe("a bank is one folder", () => {
  it("no file outside a bank's folder keys data by bank code (the registry aside)", () => {
    const found: string[] = [];
    for (const file of sources) {
      const path = rel(file);
      if (ALLOWED[path] !== undefined || path === "test/engine/bank-folders.test.ts") continue;
      for (const hit of bankKeyedLiterals(path, readFileSync(file, "utf8"))) found.push(`${path}:${hit}`);
    }
    expect(found).toEqual([]);
  });

  it("no file outside the bank folders is named after a bank", () => {
    const named = everything
      .map(rel)
      .filter((p) => !inBankFolder(p) && !NAMED_BY_BANK.some((r) => r.test(p)))
      .filter((p) => {
        const code = leadingCode(p.split("/").at(-1) ?? "");
        return code !== undefined && CODES.has(code);
      });
    expect(named).toEqual([]);
  });

  it("each allowance still lists banks (an entry that no longer does is dropped)", () => {
    for (const path of Object.keys(ALLOWED)) {
      if (path === "src/engine/banks/registry.ts") continue;
      expect(bankKeyedLiterals(path, readFileSync(join(ROOT, path), "utf8")), path).not.toEqual([]);
    }
  });

  it("the detector sees the shapes it is meant to", () => {
    const hits = (text: string) => bankKeyedLiterals("x.ts", text).length;
    expect(hits(`const a = { "341": 1, "237": 2 };`)).toBe(1);
    expect(hits(`const a = { "341 cnab400 P 1-1 picture": "", "237 cnab240 x": "" };`)).toBe(1);
    expect(hits(`const a = [{ bank: "341", x: 1 }, { bank: "104", x: 2 }];`)).toBe(1);
    expect(
      hits(`const a = [{ name: "v", input: { bank_code: "001" } }, { input: { bank_code: "237" } }];`),
    ).toBe(1);
    expect(hits(`const a = ["001/cnab240", "341/cnab400"];`)).toBe(1);
    expect(hits(`const r = { "200": ok, "413": big, "422": bad };`)).toBe(0);
    expect(hits(`const t = { bank_code: "341", agency: "1234" };`)).toBe(0);
    expect(hits(`it.each(["224", "633"])("bank %s", f);`)).toBe(0);
  });

  it("every registered bank has its samples; the folders' files belong to registered banks", () => {
    expect([...BANK_SAMPLES.keys()]).toEqual([...BANK_CODES]);
    for (const map of [BANK_VECTORS, BANK_EVIDENCE, BANK_RENDER_VECTORS]) {
      for (const code of map.keys()) expect(CODES.has(code), code).toBe(true);
    }
    for (const [code, v] of BANK_RENDER_VECTORS) expect(v.bank).toBe(code);
    for (const [code, s] of BANK_SAMPLES) if (s.account) expect(s.account.bank_code).toBe(code);
  });
});
