/**
 * PDF content-stream operators for the display list, inside the pdf-lib document (`pdf-doc.ts`).
 * Written by hand as a byte string (one char per byte) because it is the hot loop of the renderer:
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

/** `text` as a PDF literal string of WinAnsi bytes, with `\`, `(` and `)` escaped. */
export function pdfString(text: string): string {
  let out = "(";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28 || c === 0x29 || c === 0x5c) out += `\\${text[i]}`;
    else {
      const b = winAnsiByte(c);
      out += String.fromCharCode(b < 0 ? 0x3f : b);
    }
  }
  return `${out})`;
}

/** Text runs as one `BT … ET` block, switching font only when it changes. */
export function textOps(runs: readonly TextRun[]): string {
  let out = "BT\n";
  let font = "";
  for (const r of runs) {
    const f = `/${r.face === "bold" ? "F2" : "F1"} ${num(r.size)} Tf\n`;
    if (f !== font) {
      out += f;
      font = f;
    }
    out += `1 0 0 1 ${num(r.x)} ${num(PAGE_H - r.y)} Tm ${pdfString(r.text)} Tj\n`;
  }
  return `${out}ET\n`;
}

/** The static frame: outlines (0.5 pt), rules (their own widths, dashed where asked), texts. */
export function frameOps(frame: Frame): string {
  let out = "0 G 0 g 0.5 w\n";
  for (const o of frame.outlines)
    out += `${num(o.x)} ${num(PAGE_H - o.y - o.h)} ${num(o.w)} ${num(o.h)} re\n`;
  out += "S\n";
  return out + ruleOps(frame.rules) + textOps(frame.texts);
}

/**
 * Barcodes and QR codes as filled paths. Each symbol gets its own matrix so its coordinates are
 * small integers (modules): a barcode is scaled by X horizontally and by its height vertically, a
 * QR by its module size with y pointing down, so a run is `col row len 1 re`.
 */
export function symbolOps(bars: readonly BarSymbol[], qrs: readonly QrSymbol[]): string {
  let out = "";
  for (const s of bars) {
    out += `q ${num(s.module)} 0 0 ${num(s.height)} ${num(s.x)} ${num(PAGE_H - s.y - s.height)} cm\n`;
    const b = s.bars;
    for (let i = 0; i < b.length; i += 2) out += `${b[i]} 0 ${b[i + 1]} 1 re\n`;
    out += "f Q\n";
  }
  for (const q of qrs) {
    out += `q ${num4(q.module)} 0 0 ${num4(-q.module)} ${num(q.x)} ${num(PAGE_H - q.y)} cm\n`;
    const runs = q.runs;
    for (let i = 0; i < runs.length; i += 3) out += `${runs[i + 1]} ${runs[i]} ${runs[i + 2]} 1 re\n`;
    out += "f Q\n";
  }
  return out;
}

/** Rules drawn on one page (outside any frame), each with its own width and dash. */
export function ruleOps(rules: readonly Rule[]): string {
  let out = "";
  for (const r of rules) {
    out += r.dash ? "[3 2] 0 d\n" : "";
    out += `${num(r.width)} w ${num(r.x1)} ${num(PAGE_H - r.y1)} m ${num(r.x2)} ${num(PAGE_H - r.y2)} l S\n`;
    out += r.dash ? "[] 0 d\n" : "";
  }
  return out;
}

/** A frame Form XObject named `name`, moved by (`dx`, `dy`) top-down points. */
export function frameUseOps(name: string, dx: number, dy: number): string {
  return dx === 0 && dy === 0 ? `/${name} Do\n` : `q 1 0 0 1 ${num(dx)} ${num(-dy)} cm /${name} Do Q\n`;
}

/** An image XObject named `name` filling the top-down rectangle (`x`, `y`, `w`, `h`). */
export function imageOps(name: string, x: number, y: number, w: number, h: number): string {
  return `q ${num4(w)} 0 0 ${num4(h)} ${num(x)} ${num(PAGE_H - y - h)} cm /${name} Do Q\n`;
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
