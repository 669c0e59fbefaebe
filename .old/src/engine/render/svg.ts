/**
 * The boleto page as one SVG document, from the same display list as the PDF: same boxes, same
 * fitted text, same bar and module geometry. Used by the HTML "segunda via"; text stays real text
 * (selectable, searchable, read by screen readers). Units are PDF points (the viewBox is A4 in pt).
 */
import type { Boleto } from "../types";
import { drawBoleto, type Frame, frameOf, layoutFor, type Symbols, type TextRun } from "./draw";
import { PAGE_H, PAGE_W } from "./layout";
import { num } from "./pdf-content";

/** Escapes text for XML/HTML content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function textSvg(runs: readonly TextRun[]): string {
  let out = "";
  for (const r of runs) {
    const cls = r.face === "bold" ? ' class="b"' : "";
    out += `<text x="${num(r.x)}" y="${num(r.y)}" font-size="${num(r.size)}"${cls}>${escapeXml(r.text)}</text>`;
  }
  return out;
}

function frameSvg(frame: Frame): string {
  let boxes = "";
  for (const o of frame.outlines) boxes += `M${num(o.x)} ${num(o.y)}h${num(o.w)}v${num(o.h)}h${num(-o.w)}z`;
  let out = `<path d="${boxes}" fill="none" stroke="#000" stroke-width="0.5"/>`;
  for (const r of frame.rules) {
    const dash = r.dash ? ' stroke-dasharray="3 2"' : "";
    const d = `M${num(r.x1)} ${num(r.y1)}L${num(r.x2)} ${num(r.y2)}`;
    out += `<path d="${d}" stroke="#000" stroke-width="${num(r.width)}"${dash}/>`;
  }
  return out + textSvg(frame.texts);
}

/**
 * Barcode and QR, each one `<path>` in its own module grid (the transform scales modules to points).
 * `crispEdges` keeps a bar edge on a device pixel when the page is shown at 1 module = 1 px.
 */
function symbolsSvg(s: Symbols, digits: string): string {
  let d = "";
  for (let i = 0; i < s.bars.length; i += 2) d += `M${s.bars[i]} 0h${s.bars[i + 1]}v1h-${s.bars[i + 1]}z`;
  const t = `translate(${num(s.barX)} ${num(s.barY)}) scale(${num(s.barModule)} ${num(s.barHeight)})`;
  let out = `<path class="i25" transform="${t}" d="${d}" shape-rendering="crispEdges"><title>Código de barras ${digits}</title></path>`;
  if (s.qr) {
    const q = s.qr;
    let qd = "";
    for (let i = 0; i < q.runs.length; i += 3)
      qd += `M${q.runs[i + 1]} ${q.runs[i]}h${q.runs[i + 2]}v1h-${q.runs[i + 2]}z`;
    const qt = `translate(${num(q.x)} ${num(q.y)}) scale(${String(Math.round(q.module * 10000) / 10000)})`;
    out += `<path class="qr" transform="${qt}" d="${qd}" shape-rendering="crispEdges"><title>QR Code Pix</title></path>`;
  }
  return out;
}

/**
 * The page of `boleto` as a standalone `<svg>` element (A4, units in points).
 *
 * @example boletoSvg(boleto).startsWith("<svg") // true
 */
export function boletoSvg(boleto: Boleto): string {
  const draw = drawBoleto(boleto);
  const frame = frameOf(layoutFor(boleto));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="sheet" viewBox="0 0 ${PAGE_W} ${PAGE_H}" ` +
    `width="${PAGE_W}pt" height="${PAGE_H}pt">` +
    `<rect width="${PAGE_W}" height="${PAGE_H}" fill="#fff"/>` +
    frameSvg(frame) +
    textSvg(draw.texts) +
    symbolsSvg(draw.symbols, boleto.barcode) +
    "</svg>"
  );
}
