/**
 * `parseRetorno`: reads a bank's retorno file, strictly as to what it can read and tolerantly as
 * to everything else. The layout comes from the first line (its length, or its signature when
 * trimmed or padded) and the bank from the header (240: positions 1-3; 400: 77-79). A file is
 * refused only when it cannot be read at all; every other departure is a warning with its line.
 */
import { EngineError } from "../../errors";
import { Findings, unreadable } from "../layout/findings";
import { detectLayout, isBlankLine, LineCursor } from "../layout/lines";
import { type CnabSpec, cnabSpec } from "../registry";
import type { Retorno } from "../types";
import { parseRetorno240 } from "./retorno240";
import { parseRetorno400 } from "./retorno400";
import { check400Service, checkLote240 } from "./service";

/** The bank's spec for the file, or the typed error naming line 1. */
function specOf(bank: string, layout: "cnab240" | "cnab400"): CnabSpec {
  // A bank offered in CNAB 444 alone answers its remessas with a CNAB 400 retorno, read with the
  // retorno tables of its 444 spec (which are 400 wide).
  const spec = cnabSpec(bank, layout) ?? (layout === "cnab400" ? cnabSpec(bank, "cnab444") : undefined);
  if (spec === undefined)
    unreadable("CNAB_UNSUPPORTED_BANK", 1, `bank ${bank} has no ${layout.toUpperCase()} support in lote`, [
      "bank_code",
    ]);
  return spec;
}

/** The `index`-th line of `content` (0-based), or `""`: a look ahead without moving the reader. */
function peekLine(content: string, index: number): string {
  const c = new LineCursor(content);
  let line: string | null = "";
  for (let i = 0; i <= index && line !== null; i++) line = c.next();
  return line ?? "";
}

/**
 * Whether a 240 file is a retorno: its header says so at 143 (`2`), or, when the header's code
 * is not `2`, its batch header's operation (position 9, `T`) does — a header that says `1` over a
 * batch of operation T is read with a warning (the corpus has one: OCA's Ailos retorno). A
 * remessa (operation `R`) is refused.
 */
function direction240(first: string, content: string, f: Findings): void {
  const code = first[142] ?? " ";
  if (code === "2") return;
  const op = peekLine(content, 1)[8];
  if (op === "T") {
    f.warn(
      "CNAB_HEADER_FIELD",
      1,
      ["file_header", "direction"],
      `line 1: position 143 is "${code}" where a retorno has 2; read as a retorno because the batch header's operation is T`,
    );
    return;
  }
  unreadable(
    "CNAB_NOT_RETORNO",
    1,
    `line 1: the header de arquivo is not a retorno (position 143 is "${code}", the batch's operation "${op ?? ""}")`,
  );
}

/** Same for 400: position 2 `2`, or, when it is not `1`, the literal RETORNO at 3-9. */
function direction400(first: string, f: Findings): void {
  const code = first[1] ?? " ";
  if (code === "2") return;
  if (code !== "1" && first.slice(2, 9) === "RETORNO") {
    f.warn(
      "CNAB_HEADER_FIELD",
      1,
      ["header", "direction"],
      `line 1: position 2 is "${code}" where a retorno has 2; read as a retorno (RETORNO at 3-9)`,
    );
    return;
  }
  unreadable("CNAB_NOT_RETORNO", 1, `line 1: the header is not a retorno (position 2 is "${code}")`);
}

/**
 * Warnings about line ends: a file that mixes them (`CNAB_MIXED_LINE_ENDINGS`, with the count of
 * each), one whose lines end in LF, CR or LF CR instead of CRLF, and a last line without one.
 */
function lineEnds(cursor: LineCursor, f: Findings): void {
  const { crlf, lf, cr, lfcr } = cursor.ends;
  const seen = (
    [
      ["CRLF", crlf],
      ["LF alone", lf],
      ["CR alone", cr],
      ["LF CR", lfcr],
    ] as const
  ).filter(([, n]) => n > 0);
  if (seen.length > 1) {
    f.warn(
      "CNAB_MIXED_LINE_ENDINGS",
      0,
      [],
      `the file mixes line ends: ${seen.map(([kind, n]) => `${n} ${kind}`).join(", ")}; each was read as the end of a line (CNAB lines end in CRLF)`,
    );
  } else if (seen.length === 1 && seen[0]![0] !== "CRLF") {
    f.warn("CNAB_LINE_ENDINGS", 0, [], `the file's lines end in ${seen[0]![0]}; CNAB lines end in CRLF`);
  }
  if (cursor.unterminated && cursor.line > 1)
    f.warn("CNAB_NO_FINAL_NEWLINE", cursor.line, [], `the last line (${cursor.line}) has no line end`);
}

/**
 * Parses `content` (a bank's retorno: CRLF, LF, CR or LF CR line ends and any mixture of them,
 * a BOM, right-trimmed or blank-padded lines accepted). Refused, as `EngineError`:
 * `CNAB_EMPTY_FILE`, `CNAB_UNKNOWN_LAYOUT`, `CNAB_UNSUPPORTED_BANK`, `CNAB_WRONG_SERVICE` (a
 * file of another of the bank's services), `CNAB_NOT_RETORNO`, `CNAB_UNEXPECTED_RECORD` /
 * `CNAB_BANK_MISMATCH` for a first line that is no header, `CNAB_TOO_MANY_UNREAD_LINES`.
 * Everything else is in `warnings`; a line that was not read is one of them and counts in
 * `unread_lines` (then the entries may be incomplete).
 *
 * @example
 * const r = parseRetorno(text);
 * for (const e of r.entries) if (e.occurrence.kind === "paid") markPaid(e.our_number, e.amounts.paid_cents);
 */
export function parseRetorno(content: string): Retorno {
  if (typeof content !== "string") {
    throw new EngineError({
      code: "CNAB_EMPTY_FILE",
      line: 0,
      path: [],
      message: "the retorno must be text",
    });
  }
  const cursor = new LineCursor(content);
  const f = new Findings(true);
  let first = cursor.next();
  // Blank lines before the header (a pasted file, a template literal) are skipped, with a warning.
  while (first !== null && isBlankLine(first)) {
    f.warn("CNAB_BLANK_LINE", cursor.line, [], `line ${cursor.line} is empty; it was skipped`);
    first = cursor.next();
  }
  if (first === null) unreadable("CNAB_EMPTY_FILE", 1, "the file is empty");
  const layout = detectLayout(first);
  if (layout === "cnab444")
    unreadable(
      "CNAB_UNKNOWN_LAYOUT",
      1,
      "the first line has 444 positions: a CNAB 444 remessa, not a retorno (the banks answer CNAB 444 remessas in CNAB 400)",
    );
  let retorno: Retorno;
  if (layout === "cnab240") {
    const spec = specOf(first.slice(0, 3), layout);
    if (spec.layout !== "cnab240") throw new Error("internal: 240 spec expected");
    // The first header de lote is checked before the direction: a payments retorno says retorno
    // at 143 too, and its lote header names what it is.
    const lote = peekLine(content, 1);
    if (lote.charCodeAt(7) === 49 /* 1 */) checkLote240(lote, 2, content, f);
    direction240(first, content, f);
    retorno = parseRetorno240(spec, cursor, first, f, content);
  } else {
    const spec = specOf(first.slice(76, 79), layout);
    if (spec.layout === "cnab240") throw new Error("internal: 400 spec expected");
    check400Service(first, f);
    direction400(first, f);
    retorno = parseRetorno400(spec, cursor, first, f);
  }
  lineEnds(cursor, f);
  retorno.unread_lines = f.unread;
  retorno.warnings = f.finish();
  return retorno;
}
