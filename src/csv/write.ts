/**
 * Writing CSV exports, streamed: rows are produced page by page and encoded as they go, so an
 * export of a large job never sits whole in memory. Two dialects:
 * - `br` (default): `;` separator, decimal comma, dd/mm/yyyy dates, UTF-8 with a byte order mark
 *   — what Excel in Portuguese opens correctly with a double click;
 * - `intl`: `,` separator, decimal point, ISO dates, no byte order mark (RFC 4180 plain).
 * Fields are quoted when they hold the separator, a quote or a line break (RFC 4180).
 *
 * Formula injection (OWASP "CSV Injection"; ASVS 5.0 V1.2.10): a spreadsheet runs a cell that
 * starts with `=`, `+`, `-`, `@`, a tab, a carriage return (or a NUL) as a formula, so every text
 * cell that starts so is prefixed with `'`, which the spreadsheet shows as text. Only a plain
 * number is left alone — the amounts and counts the exporter writes itself (`-12,50`, `7`), or a
 * text that is exactly such a number — so it still sums as a number.
 */

export type CsvDialect = "br" | "intl";

/** A cell as the exporter sees it; money and dates are formatted per dialect. */
export type OutCell =
  | string
  | number
  | boolean
  | null
  | undefined
  | { cents: number | null | undefined }
  | { date: string | null | undefined };

function separator(d: CsvDialect): string {
  return d === "br" ? ";" : ",";
}

/**
 * One cell as text in the dialect.
 * @example formatCell({ cents: 123456 }, "br") // "1234,56"
 */
export function formatCell(cell: OutCell, d: CsvDialect): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "object") {
    if ("cents" in cell) {
      const c = cell.cents;
      if (c === null || c === undefined) return "";
      const sign = c < 0 ? "-" : "";
      const abs = Math.abs(c);
      const frac = String(abs % 100).padStart(2, "0");
      return `${sign}${Math.floor(abs / 100)}${d === "br" ? "," : "."}${frac}`;
    }
    const iso = cell.date;
    if (!iso) return "";
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    return d === "br" && m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
  }
  return String(cell);
}

/** What makes a spreadsheet read a cell as a formula: its first character. */
const FORMULA_START = /^[=+\-@\t\r\0]/;
/** A plain number as the exporter writes one: optional minus, digits, at most one decimal part. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A cell's text made safe to open in a spreadsheet: `'` before anything that would run as a
 * formula, plain numbers untouched.
 * @example defuseFormula("-1+1") // "'-1+1"
 * @example defuseFormula("-12,50") // "-12,50"
 */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A line of cells, quoted where needed, ending in CRLF (RFC 4180). */
export function csvLine(cells: OutCell[], d: CsvDialect): string {
  const sep = separator(d);
  return (
    cells
      .map((c) => {
        const safe = defuseFormula(formatCell(c, d));
        return safe.includes(sep) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
      })
      .join(sep) + "\r\n"
  );
}

/**
 * A streamed CSV body: the header, then every row `pages` yields (page by page).
 * @example new Response(csvStream(["a", "b"], pages(), "br"), { headers: csvHeaders("x.csv") })
 */
export function csvStream(
  header: string[],
  pages: AsyncIterable<OutCell[][]>,
  d: CsvDialect,
): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  const it = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(enc.encode((d === "br" ? "\uFEFF" : "") + csvLine(header, d)));
        return;
      }
      const next = await it.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(enc.encode(next.value.map((row) => csvLine(row, d)).join("")));
    },
    async cancel() {
      await it.return?.();
    },
  });
}

/** Response headers of a CSV download. */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    "content-type": "text/csv; charset=utf-8; header=present",
    "content-disposition": `attachment; filename="${fileName.replace(/[^\w.-]+/g, "_")}"`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  };
}

/**
 * Whether a request asks for CSV: `?format=csv`, or an `Accept` that prefers `text/csv` to JSON.
 * @example wantsCsv("csv", undefined) // true
 */
export function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  if (format) return format === "csv";
  if (!accept) return false;
  const types = accept.split(",").map((t) => t.split(";")[0]?.trim().toLowerCase());
  const csv = types.indexOf("text/csv");
  const json = types.findIndex((t) => t === "application/json" || t === "*/*" || t === "application/*");
  return csv !== -1 && (json === -1 || csv < json);
}
