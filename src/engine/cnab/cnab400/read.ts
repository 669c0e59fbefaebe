/**
 * CNAB 400 structure walker shared by the retorno reader, the remessa self-check and the
 * simulator: header `0` first, details and the bank's other records, trailer `9` last, each
 * record's sequence (395-400) equal to its line number, and the trailer's sequence equal to the
 * file's line count. Departures go to {@link Findings} (errors in lote's own files, warnings in a
 * bank's, after which the walk goes on: records after the trailer are still read).
 */

import { type Findings, unreadable } from "../layout/findings";
import { parseDigits } from "../layout/format";
import { fitLine, isBlankLine, type LineCursor } from "../layout/lines";
import { type Cnab400Spec, remessaShape } from "./spec";

/** Where a 400 record's sequence sits and how wide the line is: 395-400 of 400 but in a CNAB 444 remessa. */
type Shape = { width: number; seq0: number; seqEnd: number };
const SHAPE_400: Shape = { width: 400, seq0: 394, seqEnd: 400 };

export interface Walk400Handlers {
  /** A detail record (record type `spec.detail_type`). */
  detail(line: string, lineNo: number): void;
  /** Any other record before the trailer, with its record type. */
  extra(type: string, line: string, lineNo: number): void;
  /** The trailer. */
  trailer(line: string, lineNo: number): void;
}

/**
 * Walks a whole 400 file whose first line (`first`, already read from `cursor`) is its header.
 * Returns the fitted header line. `remessa` reads a CNAB 444 spec's remessa records at their own
 * widths (a retorno, and any CNAB 400, is 400 throughout).
 *
 * @example walk400(spec, cursor, first, handlers, new Findings(false)).startsWith("02RETORNO")
 */
export function walk400(
  spec: Cnab400Spec,
  cursor: LineCursor,
  first: string,
  h: Walk400Handlers,
  f: Findings,
  remessa = false,
): string {
  const wide = remessa && spec.layout === "cnab444";
  const shapeOf = (type: string): Shape => (wide ? remessaShape(spec, type) : SHAPE_400);
  const header = fitLine(first, shapeOf("0").width, 1, f);
  if (header.charCodeAt(0) !== 48)
    unreadable("CNAB_UNEXPECTED_RECORD", 1, "line 1 is not a header (record type 0)");
  if (header.slice(76, 79) !== spec.bank_code) {
    unreadable("CNAB_BANK_MISMATCH", 1, `line 1 is for bank ${header.slice(76, 79)}, not ${spec.bank_code}`);
  }
  let lines = 1;
  let ended = false;
  for (let raw = cursor.next(); raw !== null; raw = cursor.next()) {
    const n = cursor.line;
    if (isBlankLine(raw)) {
      if (!ended) f.problem("CNAB_BLANK_LINE", n, [], `line ${n} is empty; it was skipped`);
      continue;
    }
    if (ended) {
      if (!f.tolerant) f.problem("CNAB_TRAILING_DATA", n, [], `line ${n} follows the trailer`);
      f.warnOnce("trailing", "CNAB_TRAILING_DATA", n, [], `line ${n} follows the trailer; it was still read`);
    }
    const type = raw[0]!;
    const shape = shapeOf(type);
    const line = fitLine(raw, shape.width, n, f);
    lines++;
    const seqText = line.slice(shape.seq0, shape.seqEnd);
    const seq = parseDigits(seqText);
    if (type === "9") {
      if (seq !== lines) {
        f.problem(
          "CNAB_TOTALS_MISMATCH",
          n,
          ["trailer", "sequence"],
          `line ${n}: the trailer's sequence (${shape.seq0 + 1}-${shape.seqEnd}) is "${seqText}" but it is record ${lines} of the file`,
        );
      }
      h.trailer(line, n);
      ended = true;
      continue;
    }
    if (seq !== lines) {
      f.warn("CNAB_SEQUENCE_GAP", n, [], `line ${n}: sequence ${seqText}, expected ${lines}`);
    }
    if (type === "0")
      f.problem("CNAB_UNEXPECTED_RECORD", n, [], `line ${n}: a second header; it was not read`);
    else if (type === spec.detail_type) h.detail(line, n);
    else h.extra(type, line, n);
  }
  if (!ended)
    f.problem("CNAB_TRUNCATED", cursor.line, [], `the file ends at line ${cursor.line} without a trailer`);
  return header;
}
