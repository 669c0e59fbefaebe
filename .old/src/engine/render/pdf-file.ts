/**
 * A minimal, synchronous PDF 1.7 file writer: numbered objects, streams, a classic cross-reference
 * table and the trailer. The renderer's API is synchronous (`renderBoletoPdf → Uint8Array`) and
 * pdf-lib's writer is async-only, so the file structure is written here; pdf-lib still supplies
 * the font metrics and, in the tests, parses every file we write. Nothing here reads a clock or
 * makes an ID, so the same objects always give the same bytes.
 */
import { byteString } from "./pdf-content";

const HEADER = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"; // binary comment: marks the file as 8-bit data

/**
 * Collects objects in write order and assembles the file.
 *
 * @example
 * const f = new PdfFile();
 * f.object(1, "<</Type/Catalog/Pages 2 0 R>>");
 * f.object(2, "<</Type/Pages/Kids[]/Count 0>>");
 * const bytes = f.finish(1);
 */
export class PdfFile {
  private readonly chunks: Uint8Array[] = [];
  private readonly offsets: number[] = [];
  /** Bytes already in `chunks`. */
  private flushed = 0;
  /** Text not yet converted (one char per byte): dictionaries between two streams' data. */
  private pending = HEADER;

  private get size(): number {
    return this.flushed + this.pending.length;
  }

  private flush(): void {
    const bytes = byteString(this.pending);
    this.chunks.push(bytes);
    this.flushed += bytes.length;
    this.pending = "";
  }

  /** Writes object `num` whose body is `body` (a dictionary, array or other PDF value). */
  object(num: number, body: string): void {
    this.offsets[num] = this.size;
    this.pending += `${num} 0 obj\n${body}\nendobj\n`;
  }

  /** Writes stream object `num`: `dict` is the dictionary's inside (without `<<`, `>>`, `/Length`). */
  stream(num: number, dict: string, data: Uint8Array): void {
    this.offsets[num] = this.size;
    this.pending += `${num} 0 obj\n<<${dict}/Length ${data.length}>>\nstream\n`;
    this.flush();
    this.chunks.push(data);
    this.flushed += data.length;
    this.pending = "\nendstream\nendobj\n";
  }

  /** Appends the xref table and trailer and returns the whole file. Every object 1…n must exist. */
  finish(root: number, info?: number): Uint8Array {
    const count = this.offsets.length;
    const start = this.size;
    let xref = `xref\n0 ${count}\n0000000000 65535 f\r\n`;
    for (let i = 1; i < count; i++) {
      const off = this.offsets[i];
      if (off === undefined) throw new Error(`PDF object ${i} was never written`);
      xref += `${String(off).padStart(10, "0")} 00000 n\r\n`;
    }
    const infoRef = info ? `/Info ${info} 0 R` : "";
    this.pending += `${xref}trailer\n<</Size ${count}/Root ${root} 0 R${infoRef}>>\nstartxref\n${start}\n%%EOF\n`;
    this.flush();
    const out = new Uint8Array(this.flushed);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

/**
 * `text` as a PDF text string for the Info dictionary: UTF-16BE with a byte-order mark, in hex,
 * so any Unicode title is stored exactly.
 *
 * @example utf16Hex("Boleto") // "<FEFF0042006F006C00650074006F>"
 */
export function utf16Hex(text: string): string {
  let hex = "<FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0");
  return `${hex}>`;
}
