/**
 * PDF content-stream operators for the display list, inside the pdf-lib document (`pdf-doc.ts`).
 * Written by hand straight into bytes ({@link ContentWriter}) because it is the hot loop of the renderer:
 * a page is ~60 text runs, 114 bars and a few hundred QR runs, and building pdf-lib operator
 * objects for them (`pushOperators`) would cost more than the rest of the page together; pdf-lib
 * takes the result as a raw content stream. Fonts: `/F1` Helvetica, `/F2` Helvetica-Bold, both
 * WinAnsiEncoding; text was made WinAnsi-safe upstream (`toWinAnsiText`).
 */
import { winAnsiByte } from "../text";
import type { BarSymbol, Frame, QrSymbol, TextRun } from "./draw";
import { PAGE_H, type Rule } from "./layout";

/** A number as the shortest PDF real with at most 2 decimals (deterministic, no exponent). */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

/**
 * The bytes of a content stream, appended in place into one growing buffer. Numbers and strings
 * are written digit by digit and byte by byte: a page is a few thousand of them, and building
 * them as strings first, then copying the string into bytes, was a fifth of a merged page.
 */
export class ContentWriter {
  private buf = new Uint8Array(1 << 14);
  private n = 0;

  /** Starts a new stream, keeping the buffer. */
  reset(): this {
    this.n = 0;
    return this;
  }

  /** The stream so far, as a view of the buffer (valid until the next write or reset). */
  view(): Uint8Array {
    return this.buf.subarray(0, this.n);
  }

  private room(k: number): void {
    if (this.n + k <= this.buf.length) return;
    const bigger = new Uint8Array(Math.max(this.buf.length * 2, this.n + k));
    bigger.set(this.buf.subarray(0, this.n));
    this.buf = bigger;
  }

  /** ASCII text written as it is (operators, names, separators). */
  op(s: string): this {
    this.room(s.length);
    const b = this.buf;
    let n = this.n;
    for (let i = 0; i < s.length; i++) b[n++] = s.charCodeAt(i);
    this.n = n;
    return this;
  }

  /** A non-negative integer and a space. */
  int(v: number): this {
    this.room(17);
    this.digits(v);
    this.buf[this.n++] = 0x20;
    return this;
  }

  /** {@link num} of `v` and a space, written without the intermediate string. */
  num(v: number): this {
    this.room(26);
    let r = Math.round(v * 100);
    if (r < 0) {
      this.buf[this.n++] = 0x2d;
      r = -r;
    }
    const whole = Math.floor(r / 100);
    const cents = r - whole * 100;
    this.digits(whole);
    if (cents !== 0) {
      const b = this.buf;
      b[this.n++] = 0x2e;
      b[this.n++] = 0x30 + Math.floor(cents / 10);
      if (cents % 10 !== 0) b[this.n++] = 0x30 + (cents % 10);
    }
    this.buf[this.n++] = 0x20;
    return this;
  }

  /** `text` as a PDF literal string of WinAnsi bytes (`?` for any other), backslash and parentheses escaped. */
  text(text: string): this {
    this.room(2 * text.length + 2);
    const b = this.buf;
    let n = this.n;
    b[n++] = 0x28;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x28 || c === 0x29 || c === 0x5c) {
        b[n++] = 0x5c;
        b[n++] = c;
      } else if ((c >= 0x20 && c < 0x7f) || (c >= 0xa0 && c <= 0xff)) b[n++] = c;
      else {
        const w = winAnsiByte(c);
        b[n++] = w < 0 ? 0x3f : w;
      }
    }
    b[n++] = 0x29;
    this.n = n;
    return this;
  }

  private digits(v: number): void {
    const b = this.buf;
    if (v < 10) {
      b[this.n++] = 0x30 + v;
      return;
    }
    let end = this.n;
    for (let x = v; x >= 1; x = Math.floor(x / 10)) end++;
    this.n = end;
    for (let x = v; x >= 1; x = Math.floor(x / 10)) b[--end] = 0x30 + (x % 10);
  }
}

/** Text runs as one `BT … ET` block, switching font only when it changes. */
export function textOps(w: ContentWriter, runs: readonly TextRun[]): void {
  w.op("BT\n");
  let font = -1;
  for (const r of runs) {
    // The font as written: face and size in hundredths of a point.
    const f = Math.round(r.size * 100) * 2 + (r.face === "bold" ? 1 : 0);
    if (f !== font) {
      w.op(r.face === "bold" ? "/F2 " : "/F1 ")
        .num(r.size)
        .op("Tf\n");
      font = f;
    }
    w.op("1 0 0 1 ")
      .num(r.x)
      .num(PAGE_H - r.y)
      .op("Tm ")
      .text(r.text)
      .op(" Tj\n");
  }
  w.op("ET\n");
}

/** The static frame: outlines (0.5 pt), rules (their own widths, dashed where asked), texts. */
export function frameOps(w: ContentWriter, frame: Frame): void {
  w.op("0 G 0 g 0.5 w\n");
  for (const o of frame.outlines)
    w.num(o.x)
      .num(PAGE_H - o.y - o.h)
      .num(o.w)
      .num(o.h)
      .op("re\n");
  w.op("S\n");
  ruleOps(w, frame.rules);
  textOps(w, frame.texts);
}

/**
 * Barcodes and QR codes as filled paths. Each symbol gets its own matrix so its coordinates are
 * small integers (modules): a barcode is scaled by X horizontally and by its height vertically, a
 * QR by its module size with y pointing down, so a run is `col row len 1 re`.
 */
export function symbolOps(w: ContentWriter, bars: readonly BarSymbol[], qrs: readonly QrSymbol[]): void {
  for (const s of bars) {
    w.op("q ")
      .num(s.module)
      .op("0 0 ")
      .num(s.height)
      .num(s.x)
      .num(PAGE_H - s.y - s.height)
      .op("cm\n");
    const b = s.bars;
    for (let i = 0; i < b.length; i += 2)
      w.int(b[i]!)
        .op("0 ")
        .int(b[i + 1]!)
        .op("1 re\n");
    w.op("f Q\n");
  }
  for (const q of qrs) {
    w.op(`q ${num4(q.module)} 0 0 ${num4(-q.module)} `)
      .num(q.x)
      .num(PAGE_H - q.y)
      .op("cm\n");
    const runs = q.runs;
    for (let i = 0; i < runs.length; i += 3)
      w.int(runs[i + 1]!)
        .int(runs[i]!)
        .int(runs[i + 2]!)
        .op("1 re\n");
    w.op("f Q\n");
  }
}

/** Rules drawn on one page (outside any frame), each with its own width and dash. */
export function ruleOps(w: ContentWriter, rules: readonly Rule[]): void {
  for (const r of rules) {
    if (r.dash) w.op("[3 2] 0 d\n");
    w.num(r.width)
      .op("w ")
      .num(r.x1)
      .num(PAGE_H - r.y1)
      .op("m ")
      .num(r.x2)
      .num(PAGE_H - r.y2)
      .op("l S\n");
    if (r.dash) w.op("[] 0 d\n");
  }
}

/** A frame Form XObject named `name`, moved by (`dx`, `dy`) top-down points. */
export function frameUseOps(w: ContentWriter, name: string, dx: number, dy: number): void {
  if (dx === 0 && dy === 0) w.op(`/${name} Do\n`);
  else w.op("q 1 0 0 1 ").num(dx).num(-dy).op(`cm /${name} Do Q\n`);
}

/** An image XObject named `name` filling the top-down rectangle (`x`, `y`, `w`, `h`). */
export function imageOps(w: ContentWriter, name: string, x: number, y: number, wd: number, h: number): void {
  w.op(`q ${num4(wd)} 0 0 ${num4(h)} `)
    .num(x)
    .num(PAGE_H - y - h)
    .op(`cm /${name} Do Q\n`);
}

/** Four decimals for the QR module size, so 50+ modules add up to the intended square. */
function num4(v: number): string {
  return String(Math.round(v * 10000) / 10000);
}

/** A byte string (char codes 0–255) as bytes. */
export function byteString(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
