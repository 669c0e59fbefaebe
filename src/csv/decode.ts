/**
 * Bytes → text for uploaded CSV files, chunk by chunk. Spreadsheets in Brazil are saved either as
 * UTF-8 (often with a BOM) or as Windows-1252 (Excel's "CSV (separado por vírgulas)" on a
 * Portuguese Windows). The charset comes from `Content-Type: text/csv; charset=…` when given;
 * otherwise it is detected: the first chunk with a byte ≥ 0x80 decides — valid UTF-8 keeps UTF-8,
 * anything else is Windows-1252 (a Windows-1252 text whose accented letters happen to form valid
 * UTF-8 sequences is practically unheard of: "Ã©" would have to be written on purpose).
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

/** Thrown when bytes are not valid UTF-8; `validText` is what decoded before the bad byte. */
export class CsvEncodingError extends Error {
  constructor(
    message: string,
    readonly validText: string,
  ) {
    super(message);
  }
}

/** A streaming decoder: `push` each chunk, then `end`; `charset` is known once decided. */
export class CsvDecoder {
  charset: CsvCharset | undefined;
  private utf8: TextDecoder | undefined;
  private started = false;

  constructor(declared?: CsvCharset) {
    this.charset = declared;
  }

  push(chunk: Uint8Array): string {
    let bytes = chunk;
    if (!this.started) {
      this.started = true;
      // A UTF-8 byte order mark settles it (and is not part of the first header).
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        this.charset ??= "utf-8";
        if (this.charset === "utf-8") bytes = bytes.subarray(3);
      }
    }
    if (this.charset === undefined) {
      if (isAscii(bytes)) return decodeWindows1252(bytes); // ASCII reads the same either way
      this.charset = validUtf8Prefix(bytes) ? "utf-8" : "windows-1252";
    }
    if (this.charset === "windows-1252") return decodeWindows1252(bytes);
    this.utf8 ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    try {
      return this.utf8.decode(bytes, { stream: true });
    } catch {
      // Decode what precedes the bad byte, so the reader can tell which row holds it.
      const bad = firstInvalidUtf8(bytes);
      const before = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(
        bytes.subarray(0, bad),
      );
      throw new CsvEncodingError("the file is not valid UTF-8; send it with charset=windows-1252", before);
    }
  }

  end(): string {
    if (!this.utf8) return "";
    try {
      return this.utf8.decode();
    } catch {
      throw new CsvEncodingError("the file ends in the middle of a UTF-8 character", "");
    }
  }
}

function isAscii(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b >= 0x80) return false;
  return true;
}

/** True when `bytes` is valid UTF-8, allowing a sequence cut at the very end of the chunk. */
function validUtf8Prefix(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Index of the first byte that does not start a complete, valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const n =
      b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    i += n + 1;
  }
  return i;
}
