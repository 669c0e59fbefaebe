/**
 * CNAB 240 structure walker shared by the retorno reader, the remessa self-check and the
 * simulator. It enforces the record order (0, then 1 / 3… / 5 per batch, then 9), the bank code
 * and batch number of every line, the record counts of both trailers, and hands each detail
 * segment to the caller keyed by its type (`P`, `Q`, `T`, `U`, `Y01`, `Y03`, …).
 */
import type { Issue } from "../errors";
import type { Cnab240Spec } from "./cnab240-spec";
import { field } from "./fields";
import { digitsAt, parseDigits } from "./format";
import { fitLine, isBlankLine, type LineCursor, structureError, warn } from "./lines";

export interface Walk240Handlers {
  /** A detail segment; `key` is the segment letter, or `Y` + its two-digit id. */
  detail(key: string, line: string, lineNo: number): void;
  /** A batch trailer whose record count already checked out. */
  batchTrailer(line: string, lineNo: number): void;
}

/** Segment letters by char code, so the hot loop does not allocate a one-letter string. */
const SEGMENTS: readonly string[] = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

export interface Walk240Result {
  fileHeader: string;
  batchHeader: string | null;
  lines: number;
}

function count(
  spec: Cnab240Spec,
  rec: "batch_trailer" | "file_trailer",
  name: string,
  line: string,
  lineNo: number,
) {
  const raw = field(spec.records[rec], line, name);
  const n = parseDigits(raw);
  if (n === undefined)
    structureError("CNAB_INVALID_NUMBER", lineNo, `line ${lineNo}: ${name} is not a number ("${raw}")`);
  return n;
}

function mismatch(lineNo: number, what: string, written: number, found: number): never {
  structureError(
    "CNAB_TOTALS_MISMATCH",
    lineNo,
    `line ${lineNo}: the trailer states ${written} ${what} but the file has ${found}`,
  );
}

/**
 * Walks a whole 240 file whose first line (`first`, already read from `cursor`) is its header.
 *
 * @example walk240(spec, cursor, first, { detail() {}, batchTrailer() {} }, warnings).lines
 */
export function walk240(
  spec: Cnab240Spec,
  cursor: LineCursor,
  first: string,
  h: Walk240Handlers,
  warnings: Issue[],
): Walk240Result {
  const bank = spec.bank_code;
  const fileHeader = fitLine(first, 240, 1);
  if (fileHeader.charCodeAt(7) !== 48 || !fileHeader.startsWith(bank)) {
    structureError("CNAB_UNEXPECTED_RECORD", 1, "line 1 is not a header de arquivo (record type 0)");
  }
  let batchHeader: string | null = null;
  let batch: string | null = null;
  let batches = 0;
  let inBatch = 0;
  let seq = 0;
  let lines = 1;
  for (let raw = cursor.next(); raw !== null; raw = cursor.next()) {
    const n = cursor.line;
    if (isBlankLine(raw)) structureError("CNAB_BLANK_LINE", n, `line ${n} is empty`);
    const line = fitLine(raw, 240, n);
    lines++;
    if (!line.startsWith(bank))
      structureError("CNAB_BANK_MISMATCH", n, `line ${n} is for bank ${line.slice(0, 3)}, not ${bank}`);
    const type = line.charCodeAt(7);
    if (type === 51 /* 3 */) {
      if (batch === null || !line.startsWith(batch, 3)) {
        structureError("CNAB_UNEXPECTED_RECORD", n, `line ${n}: detail record outside its batch`);
      }
      inBatch++;
      seq++;
      const s = digitsAt(line, 8, 13);
      if (s !== seq) {
        warn(warnings, {
          code: "CNAB_SEQUENCE_GAP",
          path: ["line", n],
          message: `line ${n}: record number ${line.slice(8, 13)}, expected ${seq}`,
        });
        if (s !== undefined) seq = s;
      }
      const seg = line.charCodeAt(13);
      h.detail(seg === 89 /* Y */ ? `Y${line.slice(17, 19)}` : (SEGMENTS[seg] ?? line[13]!), line, n);
    } else if (type === 49 /* 1 */) {
      if (batch !== null)
        structureError(
          "CNAB_UNEXPECTED_RECORD",
          n,
          `line ${n}: batch header before the previous batch's trailer`,
        );
      batch = line.slice(3, 7);
      batchHeader ??= line;
      inBatch = 0;
      seq = 0;
    } else if (type === 53 /* 5 */) {
      if (batch === null || line.slice(3, 7) !== batch)
        structureError("CNAB_UNEXPECTED_RECORD", n, `line ${n}: batch trailer without its header`);
      const stated = count(spec, "batch_trailer", "batch_records", line, n);
      if (stated !== inBatch + 2) mismatch(n, "records in the batch", stated, inBatch + 2);
      h.batchTrailer(line, n);
      batch = null;
      batches++;
    } else if (type === 57 /* 9 */) {
      if (batch !== null) structureError("CNAB_TRUNCATED", n, `line ${n}: file trailer inside an open batch`);
      const statedBatches = count(spec, "file_trailer", "batch_count", line, n);
      if (statedBatches !== batches) mismatch(n, "batches", statedBatches, batches);
      const statedLines = count(spec, "file_trailer", "record_count", line, n);
      if (statedLines !== lines) mismatch(n, "records", statedLines, lines);
      for (let rest = cursor.next(); rest !== null; rest = cursor.next()) {
        if (!isBlankLine(rest))
          structureError("CNAB_TRAILING_DATA", cursor.line, `line ${cursor.line} follows the file trailer`);
      }
      return { fileHeader, batchHeader, lines };
    } else {
      structureError("CNAB_UNEXPECTED_RECORD", n, `line ${n}: unknown record type "${line[7]}"`);
    }
  }
  return structureError(
    "CNAB_TRUNCATED",
    cursor.line,
    `the file ends at line ${cursor.line} without a trailer de arquivo`,
  );
}
