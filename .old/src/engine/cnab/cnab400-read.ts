/**
 * CNAB 400 structure walker shared by the retorno reader, the remessa self-check and the
 * simulator: header `0` first, details and the bank's extra records, trailer `9` last, each
 * record's sequence (395-400) equal to its line number, and the trailer's sequence equal to the
 * file's line count.
 */
import type { Issue } from "../errors";
import type { Cnab400Spec } from "./cnab400-spec";
import { parseDigits } from "./format";
import { fitLine, isBlankLine, type LineCursor, structureError, warn } from "./lines";

export interface Walk400Handlers {
  /** A detail record (record type `spec.detail_type`). */
  detail(line: string, lineNo: number): void;
  /** Any other record before the trailer, with its record type. */
  extra(type: string, line: string, lineNo: number): void;
  /** The trailer, after its sequence matched the line count. */
  trailer(line: string, lineNo: number): void;
}

/**
 * Walks a whole 400 file whose first line (`first`, already read from `cursor`) is its header.
 * Returns the fitted header line.
 *
 * @example walk400(spec, cursor, first, handlers, warnings).startsWith("02RETORNO")
 */
export function walk400(
  spec: Cnab400Spec,
  cursor: LineCursor,
  first: string,
  h: Walk400Handlers,
  warnings: Issue[],
): string {
  const header = fitLine(first, 400, 1);
  if (header.charCodeAt(0) !== 48)
    structureError("CNAB_UNEXPECTED_RECORD", 1, "line 1 is not a header (record type 0)");
  if (header.slice(76, 79) !== spec.bank_code) {
    structureError(
      "CNAB_BANK_MISMATCH",
      1,
      `line 1 is for bank ${header.slice(76, 79)}, not ${spec.bank_code}`,
    );
  }
  let lines = 1;
  for (let raw = cursor.next(); raw !== null; raw = cursor.next()) {
    const n = cursor.line;
    if (isBlankLine(raw)) structureError("CNAB_BLANK_LINE", n, `line ${n} is empty`);
    const line = fitLine(raw, 400, n);
    lines++;
    const seq = parseDigits(line.slice(394, 400));
    const type = line[0]!;
    if (type === "9") {
      if (seq !== lines) {
        structureError(
          "CNAB_TOTALS_MISMATCH",
          n,
          `line ${n}: the trailer's sequence states ${line.slice(394, 400)} records but the file has ${lines}`,
        );
      }
      h.trailer(line, n);
      for (let rest = cursor.next(); rest !== null; rest = cursor.next()) {
        if (!isBlankLine(rest))
          structureError("CNAB_TRAILING_DATA", cursor.line, `line ${cursor.line} follows the trailer`);
      }
      return header;
    }
    if (seq !== lines) {
      warn(warnings, {
        code: "CNAB_SEQUENCE_GAP",
        path: ["line", n],
        message: `line ${n}: sequence ${line.slice(394, 400)}, expected ${lines}`,
      });
    }
    if (type === "0") structureError("CNAB_UNEXPECTED_RECORD", n, `line ${n}: a second header`);
    if (type === spec.detail_type) h.detail(line, n);
    else h.extra(type, line, n);
  }
  return structureError(
    "CNAB_TRUNCATED",
    cursor.line,
    `the file ends at line ${cursor.line} without a trailer`,
  );
}
