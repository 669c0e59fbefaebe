/**
 * Reading a CSV upload into boleto items, streaming: bytes are decoded and tokenised chunk by
 * chunk and each record becomes an item as soon as it is complete, so the file's text is never
 * held whole. What is wrong with the file itself (an unknown column, an unclosed quote, a row
 * with more cells than headers, bytes that are not text) is returned as issues naming the row and
 * the column; what is wrong with a value is left to item validation, so a bad row fails alone.
 */

import { type Cell, type ColumnSpec, columnFor } from "./columns";
import { type CsvCharset, RowDecoder } from "./decode";
import { CsvReader, type CsvRecord, CsvSyntaxError, type Delimiter } from "./records";

export interface CsvIssue {
  code: string;
  /** `body.columns[3]` (the 1-based column of the header) or `body.rows[12].valor` (row 1 is the header). */
  path: string;
  message: string;
}

/** How the file was read: recorded on the job (`audit.source`) so errors can name their column. */
export interface CsvSource {
  format: "csv";
  charset: CsvCharset;
  delimiter: Delimiter;
  /** Header text and the item field it fills, in file order (comment columns left out). */
  columns: { header: string; field: string }[];
  /** Data rows read (blank rows not counted). */
  rows: number;
  /** Row numbers of the items, in item order, when they are not simply 2, 3, 4… (blank rows skipped). */
  row_numbers?: number[];
}

export interface CsvRow {
  row: number;
  item: Record<string, unknown>;
}

export interface CsvRead {
  rows: CsvRow[];
  source: CsvSource;
  issues: CsvIssue[];
  /** More than `maxRows` data rows: reading stopped there. */
  tooMany: boolean;
}

const MAX_ISSUES = 100;

/**
 * Reads a CSV body into items. `onBytes` sees every raw chunk (to hash the request while it
 * streams); `maxRows` stops reading once exceeded.
 * @example const { rows, issues } = await readCsvItems(req.body, { maxRows: 1000 })
 */
export async function readCsvItems(
  body: ReadableStream<Uint8Array> | null,
  opts: { charset?: CsvCharset; maxRows: number; onBytes?: (chunk: Uint8Array) => void },
): Promise<CsvRead> {
  const decoder = new RowDecoder(opts.charset);
  const reader = new CsvReader();
  const state = new Mapper(opts.maxRows, decoder);
  const issues = state.issues;
  try {
    if (body) {
      const r = body.getReader();
      for (;;) {
        const { done, value } = await r.read();
        if (done) break;
        opts.onBytes?.(value);
        state.take(reader.push(decoder.raw(value)));
        if (state.tooMany) {
          await r.cancel();
          break;
        }
      }
    }
    if (!state.tooMany) state.take(reader.end());
  } catch (e) {
    if (e instanceof CsvSyntaxError)
      issues.push({ code: e.code, path: `body.rows[${e.row}]`, message: e.message });
    else throw e;
  }
  // First: when the rows disagree on their encoding, that is what to fix before anything else.
  issues.unshift(...decoder.issues());
  if (!state.headerSeen)
    issues.push({ code: "CSV_EMPTY", path: "body", message: "the file has no header row" });
  else if (state.rows.length === 0 && !issues.length)
    issues.push({ code: "CSV_NO_ROWS", path: "body", message: "the file has a header but no data rows" });
  const numbers = state.rows.map((r) => r.row);
  const contiguous = numbers.every((n, i) => n === i + 2);
  return {
    rows: state.rows,
    tooMany: state.tooMany,
    issues: issues.slice(0, MAX_ISSUES),
    source: {
      format: "csv",
      charset: decoder.charset,
      delimiter: reader.delimiter ?? ";",
      columns: state.columns
        .filter((c) => c.spec)
        .map((c) => ({ header: c.header, field: (c.spec as ColumnSpec).path.join(".") })),
      rows: state.rows.length,
      ...(contiguous ? {} : { row_numbers: numbers }),
    },
  };
}

interface HeaderCell {
  header: string;
  spec: ColumnSpec | undefined;
  comment: boolean;
}

/** Header + records → items, collecting issues. */
class Mapper {
  rows: CsvRow[] = [];
  issues: CsvIssue[] = [];
  columns: HeaderCell[] = [];
  headerSeen = false;
  tooMany = false;
  lastRow = 0;

  constructor(
    private readonly maxRows: number,
    private readonly decoder: RowDecoder,
  ) {}

  take(...batches: CsvRecord[][]): void {
    for (const batch of batches)
      for (const raw of batch) {
        // Each record is decoded as its own bytes say (decode.ts): rows in two encodings are seen.
        const rec = { row: raw.row, fields: this.decoder.fields(raw.row, raw.fields) };
        this.lastRow = rec.row;
        if (!this.headerSeen) this.header(rec);
        else if (rec.fields.some((f) => f.trim() !== "")) {
          if (this.rows.length >= this.maxRows) {
            this.tooMany = true;
            return;
          }
          this.record(rec);
        }
      }
  }

  private issue(i: CsvIssue): void {
    if (this.issues.length < MAX_ISSUES) this.issues.push(i);
  }

  private header(rec: CsvRecord): void {
    if (rec.fields.every((f) => f.trim() === "")) return; // blank lines before the header
    this.headerSeen = true;
    const seen = new Map<string, number>();
    rec.fields.forEach((raw, i) => {
      const header = raw.trim();
      const comment = header.startsWith("#");
      const spec = header === "" || comment ? undefined : columnFor(header);
      this.columns.push({ header, spec, comment });
      const path = `body.columns[${i + 1}]`;
      if (header !== "" && !comment && !spec) {
        this.issue({
          code: "CSV_UNKNOWN_COLUMN",
          path,
          message: `column ${i + 1} "${header}" is not a column lote knows (see docs/csv.md; start a header with # to ignore its column)`,
        });
      } else if (spec) {
        const first = seen.get(spec.name);
        if (first !== undefined) {
          (this.columns[i] as HeaderCell).spec = undefined; // reported once here, not on every row
          this.issue({
            code: "CSV_DUPLICATE_COLUMN",
            path,
            message: `column ${i + 1} "${header}" repeats column ${first} (${spec.name})`,
          });
        } else seen.set(spec.name, i + 1);
      }
    });
  }

  private record(rec: CsvRecord): void {
    const item: Record<string, unknown> = {};
    const filledBy = new Map<string, string>();
    rec.fields.forEach((raw, i) => {
      const cell = raw.trim();
      if (cell === "") return;
      const col = this.columns[i];
      if (!col) {
        this.issue({
          code: "CSV_TOO_MANY_FIELDS",
          path: `body.rows[${rec.row}]`,
          message: `row ${rec.row} has ${rec.fields.length} cells but the header has ${this.columns.length} columns`,
        });
        return;
      }
      if (col.comment) return;
      if (!col.spec) {
        if (col.header === "" && !col.comment)
          this.issue({
            code: "CSV_UNNAMED_COLUMN",
            path: `body.rows[${rec.row}]`,
            message: `row ${rec.row}, column ${i + 1} has a value but no header`,
          });
        return;
      }
      const where = col.spec.path.join(".");
      const other = filledBy.get(where);
      if (other !== undefined) {
        this.issue({
          code: "CSV_CONFLICTING_COLUMNS",
          path: `body.rows[${rec.row}].${col.header}`,
          message: `row ${rec.row}: "${col.header}" and "${other}" both fill ${where}; fill only one`,
        });
        return;
      }
      filledBy.set(where, col.header);
      setPath(item, col.spec.path, col.spec.read(cell));
      if (col.spec.with) setPath(item, col.spec.with.path, col.spec.with.value);
    });
    this.rows.push({ row: rec.row, item });
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: Cell): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === "object" && next !== null && !Array.isArray(next))
      node = next as Record<string, unknown>;
    else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  node[path[path.length - 1] as string] = value;
}

/** The spreadsheet row of item `index` (the header is row 1). */
export function rowOf(source: CsvSource, index: number): number {
  return source.row_numbers?.[index] ?? index + 2;
}

/**
 * The header of the column that filled `path` (an item error's path), or of its nearest parent or
 * child column; `undefined` when no column did.
 * @example columnOf(source, "payer.document") // "CPF/CNPJ"
 */
export function columnOf(source: CsvSource, path: string): string | undefined {
  const exact = source.columns.find((c) => c.field === path);
  if (exact) return exact.header;
  const inside = source.columns.find((c) => path.startsWith(`${c.field}.`) || c.field.startsWith(`${path}.`));
  return inside?.header;
}
