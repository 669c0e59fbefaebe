/**
 * Bytes → text for uploaded CSV files. Spreadsheets in Brazil are saved either as UTF-8 (often with
 * a BOM) or as Windows-1252 (Excel's "CSV (separado por vírgulas)" on a Portuguese Windows), and a
 * sheet pasted together from both can hold rows of each. So the encoding is decided per row:
 *
 * 1. the bytes go to the tokenizer unchanged, one character per byte ({@link bytesToRaw}); the
 *    CSV syntax (quotes, separators, line ends) is ASCII, which both encodings share, so records
 *    and row numbers come out right whatever the encoding;
 * 2. each record's bytes are classified ({@link RowDecoder}): only ASCII; valid UTF-8 with
 *    multi-byte sequences; or bytes ≥ 0x80 that are not UTF-8 (Windows-1252). A Windows-1252 text
 *    whose accented letters happen to form valid UTF-8 is practically unheard of ("Ã©" would have
 *    to be written on purpose), so a valid multi-byte sequence is taken as UTF-8;
 * 3. the record is decoded as its class says — or as the `charset` the upload declared — and a
 *    file whose rows disagree is refused (`CSV_MIXED_ENCODING`, naming rows of each) instead of
 *    issuing half the payers' names garbled.
 */

export type CsvCharset = "utf-8" | "windows-1252";

/** Windows-1252 code points for bytes 0x80–0x9F (the rest of the byte range is Latin-1). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/**
 * Decodes Windows-1252 bytes (single-byte, so chunks decode independently).
 * @example decodeWindows1252(new Uint8Array([0x53, 0xe3, 0x6f])) // "São"
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 4096) {
    const codes: number[] = [];
    const end = Math.min(bytes.length, i + 4096);
    for (let j = i; j < end; j++) {
      const b = bytes[j] as number;
      codes.push(b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] as number) : b);
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

/**
 * Bytes as one character per byte (U+0000–U+00FF), undecided: what the tokenizer reads.
 * @example bytesToRaw(new Uint8Array([0x61, 0xc3, 0xa9])) // "a\u00c3\u00a9"
 */
export function bytesToRaw(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 4096) out += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return out;
}

/**
 * The charset named by a Content-Type header, if it is one lote reads; `undefined` when absent;
 * `null` when it names a charset lote does not read.
 * @example charsetOf("text/csv; charset=ISO-8859-1") // "windows-1252"
 */
export function charsetOf(contentType: string | undefined): CsvCharset | undefined | null {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? "");
  if (!m) return undefined;
  const name = (m[1] as string).toLowerCase();
  if (name === "utf-8" || name === "utf8") return "utf-8";
  // Latin-1 labels are decoded as Windows-1252, as the WHATWG Encoding standard does.
  if (["windows-1252", "cp1252", "iso-8859-1", "latin1", "iso8859-1", "us-ascii", "ascii"].includes(name))
    return "windows-1252";
  return null;
}

/** Length of the valid UTF-8 sequence (2–4 bytes) starting at `i` of raw text `s`, or 0. */
function utf8SequenceAt(s: string, i: number): number {
  const b = s.charCodeAt(i);
  const n = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
  if (n === 0 || i + n > s.length) return 0;
  // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
  const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
  const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
  const second = s.charCodeAt(i + 1);
  if (second < lo || second > hi) return 0;
  for (let k = 2; k < n; k++) {
    const c = s.charCodeAt(i + k);
    if (c < 0x80 || c > 0xbf) return 0;
  }
  return n;
}

/** What a raw text holds beyond ASCII: valid UTF-8 sequences, bytes that are not UTF-8. */
function classify(s: string, into: { utf8: boolean; other: boolean }): void {
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) < 0x80) continue;
    const n = utf8SequenceAt(s, i);
    if (n > 0) {
      into.utf8 = true;
      i += n - 1;
    } else into.other = true;
  }
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

const rawBytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** Up to five row numbers, "…" after. */
function someRows(rows: number[], total: number): string {
  return rows.join(", ") + (total > rows.length ? ", …" : "");
}

/**
 * Decodes a file's records row by row (see the file comment) and says, once the file is read,
 * whether its rows disagree. `declared` is the upload's charset; a UTF-8 byte order mark counts
 * as declaring UTF-8.
 */
export class RowDecoder {
  private readonly utf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  /** First rows (up to 5) and counts of the rows of each kind. */
  private readonly seen = {
    utf8: { rows: [] as number[], count: 0 },
    other: { rows: [] as number[], count: 0 },
  };
  private bomSeen = false;
  private started = false;

  constructor(private declared?: CsvCharset) {}

  /** Raw text of a chunk of the body; a leading UTF-8 byte order mark is dropped. */
  raw(chunk: Uint8Array): string {
    let bytes = chunk;
    if (!this.started) {
      this.started = true;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf && this.declared !== "windows-1252") {
        this.bomSeen = true;
        this.declared = "utf-8";
        bytes = bytes.subarray(3);
      }
    }
    return bytesToRaw(bytes);
  }

  /** The record's fields as text, each decoded as the record's bytes (or the declared charset) say. */
  fields(row: number, raw: string[]): string[] {
    if (raw.every(isAscii)) return raw;
    const kind = { utf8: false, other: false };
    for (const f of raw) classify(f, kind);
    for (const k of ["utf8", "other"] as const) {
      if (!kind[k]) continue;
      const s = this.seen[k];
      s.count++;
      if (s.rows.length < 5) s.rows.push(row);
    }
    const asUtf8 = this.declared === "utf-8" || (this.declared === undefined && kind.utf8 && !kind.other);
    return raw.map((f) =>
      isAscii(f) ? f : asUtf8 ? this.utf8.decode(rawBytes(f)) : decodeWindows1252(rawBytes(f)),
    );
  }

  /** The charset the file was read as: declared, else what its rows hold (UTF-8 when only ASCII). */
  get charset(): CsvCharset {
    if (this.declared) return this.declared;
    return this.seen.other.count > 0 && this.seen.utf8.count === 0 ? "windows-1252" : "utf-8";
  }

  /** What is wrong with the file's encoding, once read: rows that are not UTF-8, or rows that disagree. */
  issues(): { code: string; path: string; message: string }[] {
    const { utf8, other } = this.seen;
    if (other.count === 0) return [];
    if (this.declared === "utf-8") {
      const row = other.rows[0] as number;
      const why = this.bomSeen
        ? "the file starts with a UTF-8 byte order mark"
        : "charset=utf-8 was declared";
      return [
        {
          code: "CSV_INVALID_ENCODING",
          path: `body.rows[${row}]`,
          message: `row ${row}: the file is not valid UTF-8 (${why}; rows ${someRows(other.rows, other.count)} are not); send it with charset=windows-1252, or save it again as UTF-8`,
        },
      ];
    }
    if (utf8.count === 0) return [];
    // The rows of the kind that came second are where the file stops agreeing with itself.
    const second = (utf8.rows[0] as number) < (other.rows[0] as number) ? other : utf8;
    const row = second.rows[0] as number;
    return [
      {
        code: "CSV_MIXED_ENCODING",
        path: `body.rows[${row}]`,
        message: `the file mixes UTF-8 (rows ${someRows(utf8.rows, utf8.count)}) and Windows-1252 (rows ${someRows(other.rows, other.count)}): names would come out garbled in one or the other; save the whole sheet again in one encoding (Excel: "CSV UTF-8")`,
      },
    ];
  }
}
