/**
 * An incremental RFC 4180 reader: text goes in chunk by chunk, complete records come out with
 * their row number (the header is row 1, as a spreadsheet numbers it). Written for what
 * spreadsheets really save: `;`, `,` or tab separators (detected from the header line, or set by
 * Excel's `sep=;` first line), CRLF, LF or CR line ends, quoted fields with `""` escapes and line
 * breaks inside. Tolerant like the common readers: a quote inside an unquoted field is a
 * character, text after a closing quote is kept. Only an unterminated quote is an error, since the
 * rest of the file would be swallowed into one field.
 */

export type Delimiter = ";" | "," | "\t";

export interface CsvRecord {
  /** 1-based record number; the header is row 1. */
  row: number;
  fields: string[];
}

/** Thrown at the end of input when a quoted field was never closed. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly code: string,
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Counts `;`, `,` and tabs outside quotes in the header line; the most frequent wins (`;` on a
 * tie, the Brazilian default, since `,` is the decimal separator there).
 * @example detectDelimiter("nome;valor;vencimento") // ";"
 */
export function detectDelimiter(headerLine: string): Delimiter {
  const counts = { ";": 0, ",": 0, "\t": 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ";" || ch === "," || ch === "\t")) counts[ch]++;
  }
  if (counts["\t"] > counts[";"] && counts["\t"] > counts[","]) return "\t";
  return counts[","] > counts[";"] ? "," : ";";
}

/** Streaming tokenizer. `push(text)` returns the records completed by that text; `end()` the last. */
export class CsvReader {
  delimiter: Delimiter | undefined;
  private head = ""; // text held until the header line is complete (to detect the separator)
  private field = "";
  private fields: string[] = [];
  private quoted = false; // inside a quoted field
  private afterQuote = false; // just read a quote inside a quoted field: "" or the closing quote
  private fieldStarted = false;
  private pendingCr = false;
  private row = 1;
  private quoteRow = 0;
  private sepChecked = false;

  constructor(delimiter?: Delimiter) {
    this.delimiter = delimiter;
  }

  /** The row being read now (where the next character lands). */
  get currentRow(): number {
    return this.row;
  }

  push(text: string): CsvRecord[] {
    if (this.delimiter === undefined) {
      this.head += text;
      const line = firstLine(this.head);
      if (line === undefined) return [];
      this.delimiter = detectDelimiter(line);
      const rest = this.head;
      this.head = "";
      return this.consume(rest);
    }
    return this.consume(text);
  }

  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.delimiter === undefined) {
      this.delimiter = detectDelimiter(this.head);
      out.push(...this.consume(this.head));
      this.head = "";
    }
    if (this.quoted && !this.afterQuote) {
      throw new CsvSyntaxError(
        "CSV_UNTERMINATED_QUOTE",
        this.quoteRow,
        `row ${this.quoteRow} opens a quoted field that is never closed`,
      );
    }
    if (this.fieldStarted || this.fields.length > 0) this.finishRecord(out);
    return out;
  }

  private consume(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    const d = this.delimiter as Delimiter;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (this.pendingCr) {
        this.pendingCr = false;
        if (ch === "\n") continue; // CRLF already ended the record
      }
      if (this.quoted) {
        if (this.afterQuote) {
          this.afterQuote = false;
          if (ch === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false; // that was the closing quote; fall through to the unquoted rules
        } else {
          if (ch === '"') this.afterQuote = true;
          else this.field += ch;
          continue;
        }
      }
      if (ch === d) {
        this.fields.push(this.field);
        this.field = "";
        this.fieldStarted = true;
      } else if (ch === "\n" || ch === "\r") {
        if (ch === "\r") this.pendingCr = true;
        this.finishRecord(out);
      } else if (ch === '"' && this.field === "") {
        // A quote opens a quoted field only as the field's first character.
        this.quoted = true;
        this.quoteRow = this.row;
        this.fieldStarted = true;
      } else {
        this.field += ch;
        this.fieldStarted = true;
      }
    }
    return out;
  }

  private finishRecord(out: CsvRecord[]): void {
    this.fields.push(this.field);
    const fields = this.fields;
    this.field = "";
    this.fields = [];
    this.fieldStarted = false;
    const row = this.row;
    this.row++;
    // Excel writes `sep=;` as the first line to name the separator: honour it and do not count it.
    if (!this.sepChecked) {
      this.sepChecked = true;
      const m = fields.length <= 2 ? /^sep=(.)$/i.exec(fields.join(this.delimiter)) : null;
      if (m) {
        const sep = m[1] as string;
        if (sep === ";" || sep === "," || sep === "\t") this.delimiter = sep;
        this.row = 1;
        return;
      }
    }
    out.push({ row, fields });
  }
}

/** The first line of `text` outside quotes, or `undefined` while it is not complete. */
function firstLine(text: string): string | undefined {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) {
      const line = text.slice(0, i);
      // `sep=;` names the separator itself; detect from the line after it.
      if (/^sep=.$/i.test(line)) {
        const next = firstLine(text.slice(i + 1).replace(/^\n/, ""));
        if (next === undefined) return undefined;
        return line.slice(4) === "," ? "," : line.slice(4) === "\t" ? "\t" : ";";
      }
      return line;
    }
  }
  return undefined;
}
