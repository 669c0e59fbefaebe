/**
 * `parseRetorno`: reads a bank's retorno file. The layout comes from the line length (or, for
 * right-trimmed files, the header's signature) and the bank from the header (240: positions
 * 1-3; 400: positions 77-79). Every failure is an `EngineError` with a stable code and the line.
 */
import { EngineError } from "../errors";
import { detectLayout, LineCursor, structureError } from "./lines";
import { requireSpec } from "./registry";
import { parseRetorno240 } from "./retorno240";
import { parseRetorno400 } from "./retorno400";
import type { Retorno } from "./types";

/**
 * Parses `content` (CRLF or LF, optional BOM, right-trimmed lines and a missing final newline
 * accepted). Errors: `CNAB_EMPTY_FILE`, `CNAB_UNKNOWN_LAYOUT`, `CNAB_UNSUPPORTED_BANK`,
 * `CNAB_LINE_LENGTH`, `CNAB_TRUNCATED`, `CNAB_TOTALS_MISMATCH`, `CNAB_UNEXPECTED_RECORD`,
 * `CNAB_BANK_MISMATCH`, `CNAB_BLANK_LINE`, `CNAB_TRAILING_DATA`, `CNAB_INVALID_NUMBER`,
 * `CNAB_NOT_RETORNO`.
 *
 * @example
 * const r = parseRetorno(text);
 * for (const e of r.entries) if (e.occurrence.kind === "paid") markPaid(e.our_number, e.amounts.paid_cents);
 */
export function parseRetorno(content: string): Retorno {
  if (typeof content !== "string") {
    throw new EngineError({ code: "CNAB_EMPTY_FILE", path: [], message: "the retorno must be text" });
  }
  const cursor = new LineCursor(content);
  const first = cursor.next();
  if (first === null || first.trim() === "") {
    throw new EngineError({ code: "CNAB_EMPTY_FILE", path: ["line", 1], message: "the file is empty" });
  }
  const layout = detectLayout(first);
  if (layout === "cnab240") {
    const spec = requireSpec(first.slice(0, 3), layout, ["line", 1]);
    if (spec.layout !== "cnab240") throw new Error("internal: 240 spec expected");
    if (first[142] !== "2")
      structureError(
        "CNAB_NOT_RETORNO",
        1,
        "line 1: the header de arquivo is not a retorno (position 143 must be 2)",
      );
    return parseRetorno240(spec, cursor, first);
  }
  const spec = requireSpec(first.slice(76, 79), layout, ["line", 1]);
  if (spec.layout !== "cnab400") throw new Error("internal: 400 spec expected");
  if (first[1] !== "2")
    structureError("CNAB_NOT_RETORNO", 1, "line 1: the header is not a retorno (position 2 must be 2)");
  return parseRetorno400(spec, cursor, first);
}
