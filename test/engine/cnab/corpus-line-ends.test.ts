/**
 * Line ends never cost an entry: every retorno of the independent corpus (`test/corpus/cnab/`,
 * banks' files kept by open-source projects) that lote reads is cut into its lines and put back
 * together with CRLF, LF, CR or LF CR ends, mixtures of them (the issue's file: CRLF and CR in
 * turn), no final newline and a byte-order mark. Each version reads the same entries, at the same
 * lines, as the file with CRLF ends; no line is left unread; a mixture is named with its counts.
 */
import { describe, expect, test } from "vitest";
import { cnabSpec } from "../../../src/engine/cnab/registry";
import { parseRetorno } from "../../../src/engine/cnab/retorno/retorno";
import { corpusFiles } from "./corpus";
import { REFUSED } from "./corpus-review";

/** The file's lines, whatever ends it had (a final end gives no empty last line). */
function linesOf(content: string): string[] {
  const body = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  const lines = body.split(/\r\n|\n\r|\n|\r/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** The lines joined with `ends[i % ends.length]` after line i, the last one too unless `open`. */
function join(lines: readonly string[], ends: readonly string[], open = false): string {
  let out = "";
  lines.forEach((l, i) => {
    out += l;
    if (!open || i < lines.length - 1) out += ends[i % ends.length];
  });
  return out;
}

/** Each form: its line ends (in turn), whether the last line has none, whether a BOM leads. */
const FORMS: [string, string[], { open?: boolean; bom?: boolean }][] = [
  ["CRLF", ["\r\n"], {}],
  ["LF", ["\n"], {}],
  ["CR", ["\r"], {}],
  ["LF CR", ["\n\r"], {}],
  ["CRLF and CR in turn", ["\r\n", "\r"], {}],
  ["CR and LF in turn", ["\r", "\n"], {}],
  ["all four in turn", ["\r\n", "\n", "\r", "\n\r"], {}],
  ["CR, no final newline", ["\r"], { open: true }],
  ["mixed, no final newline", ["\n\r", "\r\n"], { open: true }],
  ["a BOM and mixed ends", ["\r", "\r\n"], { bom: true }],
];

/** The line-end warning a file of `lines` joined so should carry, or null (CRLF only). */
function endsWarning(lines: readonly string[], ends: readonly string[], open?: boolean): string | null {
  const used = new Set(lines.slice(0, open ? -1 : undefined).map((_, i) => ends[i % ends.length]));
  if (used.size > 1) return "CNAB_MIXED_LINE_ENDINGS";
  return used.has("\r\n") ? null : "CNAB_LINE_ENDINGS";
}

const retornos = corpusFiles("retorno").filter(
  (f) => cnabSpec(f.meta.bank_code, f.meta.layout) && REFUSED[f.name] === undefined,
);

test("the corpus has retornos of both layouts to re-terminate", () => {
  expect(retornos.filter((f) => f.meta.layout === "cnab240").length).toBeGreaterThan(10);
  expect(retornos.filter((f) => f.meta.layout === "cnab400").length).toBeGreaterThan(10);
});

describe.each(retornos.map((f) => [f.name, f] as const))("%s", (_, f) => {
  const lines = linesOf(f.content);
  const reference = parseRetorno(join(lines, ["\r\n"]));

  test.each(FORMS)("%s: every entry, at its line", (_form, ends, { open, bom }) => {
    const r = parseRetorno(`${bom ? "\uFEFF" : ""}${join(lines, ends, open)}`);
    expect(r.entries).toEqual(reference.entries);
    expect(r.unread_lines).toBe(0);
    const expected = endsWarning(lines, ends, open);
    const codes = r.warnings.map((w) => w.code);
    for (const code of ["CNAB_LINE_ENDINGS", "CNAB_MIXED_LINE_ENDINGS"])
      expect(codes.includes(code), code).toBe(code === expected);
    if (expected === "CNAB_MIXED_LINE_ENDINGS")
      expect(r.warnings.find((w) => w.code === expected)?.message).toMatch(/^the file mixes line ends: \d+ /);
  });
});
