/**
 * CNAB 240 structure walker shared by the retorno reader, the remessa self-check and the
 * simulator. It follows the record order (0, then 1 / 3… / 5 per batch, then 9), the bank code
 * and batch number of every line and the record counts of both trailers, and hands each detail
 * segment to the caller keyed by its type (`P`, `Q`, `T`, `U`, `Y01`, `Y03`, …). Every departure
 * goes to {@link Findings}: an error in a file lote wrote, a warning in a bank's file, after which
 * the walk goes on (a detail outside a batch is still read, a missing trailer closes its batch,
 * records after the trailer de arquivo are still read).
 */

import { type CompiledRecord, field, hasField } from "../layout/fields";
import { type Findings, unreadable } from "../layout/findings";
import { digitsAt, parseDigits } from "../layout/format";
import { fitLine, isBlankLine, type LineCursor } from "../layout/lines";
import type { Cnab240Spec } from "./spec";

export interface Walk240Handlers {
  /** A detail segment; `key` is the segment letter, or `Y` + its two-digit id. */
  detail(key: string, line: string, lineNo: number): void;
  /**
   * A batch ends: at its trailer (`line`), or (tolerant reading) without one (`line` null: a new
   * batch header, the trailer de arquivo or the end of the file came first).
   */
  batchEnd(line: string | null, lineNo: number): void;
  /** A header de lote, before any of its details (the retorno reader checks its service). */
  batchHeader?(line: string, lineNo: number): void;
  /** The trailer de arquivo the file's counts are read with, where the direction's differs (the bank's retorno). */
  fileTrailer?: CompiledRecord;
}

/** Segment letters by char code, so the hot loop does not allocate a one-letter string. */
const SEGMENTS: readonly string[] = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

export interface Walk240Result {
  fileHeader: string;
  batchHeader: string | null;
  lines: number;
}

/** How the batch trailer's record count may be meant: FEBRABAN's (with header and trailer) and/or details only. */
export type BatchRecords = readonly ("batch" | "details")[];

function count(
  table: CompiledRecord,
  rec: "batch_trailer" | "file_trailer",
  name: string,
  line: string,
  lineNo: number,
  f: Findings,
): number | undefined {
  // A trailer that does not state the count (Unicred's retorno blanks its file trailer's 10-23).
  if (!hasField(table, name)) return undefined;
  const raw = field(table, line, name);
  const n = parseDigits(raw);
  if (n === undefined)
    f.problem(
      "CNAB_INVALID_NUMBER",
      lineNo,
      [rec, name],
      `line ${lineNo}: ${name} is not a number ("${raw}")`,
    );
  return n;
}

/** The walk's state: the open batch, its counts, the file's counts, and whether the file ended. */
class Walker240 {
  batchHeader: string | null = null;
  lines = 1;
  ended = false;
  private batch: string | null = null;
  private batches = 0;
  private inBatch = 0;
  private seq = 0;

  constructor(
    private readonly spec: Cnab240Spec,
    private readonly h: Walk240Handlers,
    private readonly f: Findings,
    private readonly batchRecords: BatchRecords,
  ) {}

  /** One line after the header: blank, trailing and bank checks, then its record type's step. */
  line(raw: string, n: number): void {
    const f = this.f;
    const bank = this.spec.bank_code;
    if (isBlankLine(raw)) {
      if (!this.ended) f.problem("CNAB_BLANK_LINE", n, [], `line ${n} is empty; it was skipped`);
      return;
    }
    if (this.ended) {
      if (!f.tolerant) f.problem("CNAB_TRAILING_DATA", n, [], `line ${n} follows the trailer de arquivo`);
      f.warnOnce(
        "trailing",
        "CNAB_TRAILING_DATA",
        n,
        [],
        `line ${n} follows the trailer de arquivo; it was still read`,
      );
    }
    const line = fitLine(raw, 240, n, f);
    this.lines++;
    if (!line.startsWith(bank))
      f.problem(
        "CNAB_BANK_MISMATCH",
        n,
        [],
        `line ${n} is for bank ${line.slice(0, 3)}, not ${bank}; it was read as ${bank}'s`,
      );
    const type = line.charCodeAt(7);
    if (type === 51 /* 3 */) this.detail(line, n);
    else if (type === 49 /* 1 */) this.header(line, n);
    else if (type === 53 /* 5 */) this.batchTrailer(line, n);
    else if (type === 57 /* 9 */) this.fileTrailer(line, n);
    else if (type === 48 /* 0 */)
      f.problem("CNAB_UNEXPECTED_RECORD", n, [], `line ${n}: a second header de arquivo; it was not read`);
    else
      f.unreadLine("CNAB_UNKNOWN_RECORD", n, [], `line ${n}: record type "${line[7]}" is not read by lote`);
  }

  /** The end of the file: a missing trailer de arquivo closes what is open. */
  end(n: number): void {
    if (this.ended) return;
    this.f.problem("CNAB_TRUNCATED", n, [], `the file ends at line ${n} without a trailer de arquivo`);
    if (this.batch !== null) this.h.batchEnd(null, n);
  }

  private detail(line: string, n: number): void {
    if (this.batch === null || !line.startsWith(this.batch, 3)) {
      this.f.problem(
        "CNAB_UNEXPECTED_RECORD",
        n,
        [],
        `line ${n}: detail record outside its batch; it was still read`,
      );
      if (this.batch === null) {
        this.batch = line.slice(3, 7);
        this.inBatch = 0;
        this.seq = 0;
      }
    }
    this.inBatch++;
    this.seq++;
    const s = digitsAt(line, 8, 13);
    if (s !== this.seq) {
      this.f.warn(
        "CNAB_SEQUENCE_GAP",
        n,
        [],
        `line ${n}: record number ${line.slice(8, 13)}, expected ${this.seq}`,
      );
      if (s !== undefined) this.seq = s;
    }
    const seg = line.charCodeAt(13);
    this.h.detail(seg === 89 /* Y */ ? `Y${line.slice(17, 19)}` : (SEGMENTS[seg] ?? line[13]!), line, n);
  }

  private header(line: string, n: number): void {
    if (this.batch !== null) {
      this.f.problem(
        "CNAB_UNEXPECTED_RECORD",
        n,
        [],
        `line ${n}: batch header before the previous batch's trailer`,
      );
      this.closeOpenBatch(n);
    }
    this.h.batchHeader?.(line, n);
    this.batch = line.slice(3, 7);
    this.batchHeader ??= line;
    this.inBatch = 0;
    this.seq = 0;
  }

  private batchTrailer(line: string, n: number): void {
    const f = this.f;
    if (this.batch === null) {
      f.problem(
        "CNAB_UNEXPECTED_RECORD",
        n,
        [],
        `line ${n}: batch trailer without its batch; it was not read`,
      );
      return;
    }
    if (line.slice(3, 7) !== this.batch)
      f.problem(
        "CNAB_UNEXPECTED_RECORD",
        n,
        [],
        `line ${n}: batch trailer of batch ${line.slice(3, 7)} closes batch ${this.batch}`,
      );
    const inBatch = this.inBatch;
    const stated = count(this.spec.records.batch_trailer, "batch_trailer", "batch_records", line, n, f);
    const ok = this.batchRecords.some((m) => stated === (m === "details" ? inBatch : inBatch + 2));
    if (stated !== undefined && !ok) {
      const meaning = this.batchRecords
        .map((m) =>
          m === "details" ? `${inBatch} detail records` : `${inBatch + 2} records with header and trailer`,
        )
        .join(" or ");
      f.problem(
        "CNAB_TOTALS_MISMATCH",
        n,
        ["batch_trailer", "batch_records"],
        `line ${n}: the trailer de lote states ${stated} records but the batch has ${meaning}`,
      );
    }
    this.h.batchEnd(line, n);
    this.batch = null;
    this.batches++;
  }

  private fileTrailer(line: string, n: number): void {
    const f = this.f;
    if (this.batch !== null) {
      f.problem(
        "CNAB_TRUNCATED",
        n,
        [],
        `line ${n}: trailer de arquivo inside an open batch (no trailer de lote)`,
      );
      this.closeOpenBatch(n);
    }
    const trailer = this.h.fileTrailer ?? this.spec.records.file_trailer;
    const statedBatches = count(trailer, "file_trailer", "batch_count", line, n, f);
    if (statedBatches !== undefined && statedBatches !== this.batches)
      f.problem(
        "CNAB_TOTALS_MISMATCH",
        n,
        ["file_trailer", "batch_count"],
        `line ${n}: the trailer states ${statedBatches} batches but the file has ${this.batches}`,
      );
    const statedLines = count(trailer, "file_trailer", "record_count", line, n, f);
    if (statedLines !== undefined && statedLines !== this.lines)
      f.problem(
        "CNAB_TOTALS_MISMATCH",
        n,
        ["file_trailer", "record_count"],
        `line ${n}: the trailer states ${statedLines} records but the file has ${this.lines}`,
      );
    this.ended = true;
  }

  private closeOpenBatch(n: number): void {
    this.h.batchEnd(null, n);
    this.batch = null;
    this.batches++;
  }
}

/**
 * Walks a whole 240 file whose first line (`first`, already read from `cursor`) is its header.
 * `batchRecords` is what the bank's trailer de lote counts at 18-23.
 *
 * @example walk240(spec, cursor, first, { detail() {}, batchEnd() {} }, new Findings(false)).lines
 */
export function walk240(
  spec: Cnab240Spec,
  cursor: LineCursor,
  first: string,
  h: Walk240Handlers,
  f: Findings,
  batchRecords: BatchRecords = ["batch"],
): Walk240Result {
  const fileHeader = fitLine(first, 240, 1, f);
  if (fileHeader.charCodeAt(7) !== 48 || !fileHeader.startsWith(spec.bank_code)) {
    unreadable("CNAB_UNEXPECTED_RECORD", 1, "line 1 is not a header de arquivo (record type 0)");
  }
  const walker = new Walker240(spec, h, f, batchRecords);
  for (let raw = cursor.next(); raw !== null; raw = cursor.next()) walker.line(raw, cursor.line);
  walker.end(cursor.line);
  return { fileHeader, batchHeader: walker.batchHeader, lines: walker.lines };
}
