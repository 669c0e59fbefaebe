/**
 * Pages as SVG documents, from the same display list as the PDF: same boxes, same fitted text,
 * same bar and module geometry, same logo placement. Used by the HTML "segunda via" and the HTML
 * carnê; text stays real text (selectable, searchable, read by screen readers). Units are PDF
 * points (the viewBox is A4 in pt).
 */
import { encodeToBase64 } from "pdf-lib";
import type { Boleto } from "../types";
import { checkBoletos, checkOptions, logoOf } from "./args";
import {
  type BarSymbol,
  drawBoletoPage,
  type Frame,
  frameOf,
  type PageDraw,
  type QrSymbol,
  type TextRun,
} from "./draw";
import { PAGE_H, PAGE_W, type Rule } from "./layout";
import type { Logo } from "./logo";
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

function rulesSvg(rules: readonly Rule[]): string {
  let out = "";
  for (const r of rules) {
    const dash = r.dash ? ' stroke-dasharray="3 2"' : "";
    const d = `M${num(r.x1)} ${num(r.y1)}L${num(r.x2)} ${num(r.y2)}`;
    out += `<path d="${d}" stroke="#000" stroke-width="${num(r.width)}"${dash}/>`;
  }
  return out;
}

function frameSvg(frame: Frame): string {
  let boxes = "";
  for (const o of frame.outlines) boxes += `M${num(o.x)} ${num(o.y)}h${num(o.w)}v${num(o.h)}h${num(-o.w)}z`;
  const outline = boxes ? `<path d="${boxes}" fill="none" stroke="#000" stroke-width="0.5"/>` : "";
  return outline + rulesSvg(frame.rules) + textSvg(frame.texts);
}

/** SVG of each frame, by layout key, built once per process. */
const frames = new Map<string, string>();

/**
 * Barcodes and QRs, each one `<path>` in its own module grid (the transform scales modules to
 * points). `crispEdges` keeps a bar edge on a device pixel when the page is shown at 1 module = 1 px.
 */
function symbolsSvg(bars: readonly BarSymbol[], qrs: readonly QrSymbol[]): string {
  let out = "";
  for (const s of bars) {
    let d = "";
    for (let i = 0; i < s.bars.length; i += 2) d += `M${s.bars[i]} 0h${s.bars[i + 1]}v1h-${s.bars[i + 1]}z`;
    const t = `translate(${num(s.x)} ${num(s.y)}) scale(${num(s.module)} ${num(s.height)})`;
    out += `<path class="i25" transform="${t}" d="${d}" shape-rendering="crispEdges"><title>Código de barras ${s.digits}</title></path>`;
  }
  for (const q of qrs) {
    let qd = "";
    for (let i = 0; i < q.runs.length; i += 3)
      qd += `M${q.runs[i + 1]} ${q.runs[i]}h${q.runs[i + 2]}v1h-${q.runs[i + 2]}z`;
    const qt = `translate(${num(q.x)} ${num(q.y)}) scale(${String(Math.round(q.module * 10000) / 10000)})`;
    out += `<path class="qr" transform="${qt}" d="${qd}" shape-rendering="crispEdges"><title>QR Code Pix</title></path>`;
  }
  return out;
}

/** `data:` URIs of logos, built once per logo. */
const dataUris = new WeakMap<Logo, string>();

function dataUri(logo: Logo): string {
  let uri = dataUris.get(logo);
  if (!uri) {
    uri = `data:${logo.contentType};base64,${encodeToBase64(logo.bytes)}`;
    dataUris.set(logo, uri);
  }
  return uri;
}

/**
 * The logos of one HTML document, each written once: the element id each is drawn from, in the
 * order of first use (so the ids, and the document, are deterministic).
 */
export type LogoIds = Map<Logo, string>;

/**
 * The logos `pages` print, each given an id (`lote-logo-0`, `-1`, …) for {@link pageSvg} to draw
 * with `<use>` and {@link logoSprite} to define once.
 */
export function logoIds(pages: readonly PageDraw[]): LogoIds {
  const ids: LogoIds = new Map();
  for (const page of pages)
    for (const im of page.images) if (!ids.has(im.logo)) ids.set(im.logo, `lote-logo-${ids.size}`);
  return ids;
}

/**
 * A zero-size `<svg>` defining each logo once as a `<symbol>` (its picture as a `data:` URI): a
 * page's `<use href="#id">` draws it at any size, so a 1,000-parcela carnê holds a 256 KB logo
 * once instead of 1,000 times. Not `display:none`, which some engines also apply to what `<use>`
 * draws from it. Empty when there is no logo.
 */
export function logoSprite(ids: LogoIds): string {
  if (ids.size === 0) return "";
  let defs = "";
  for (const [logo, id] of ids)
    defs +=
      `<symbol id="${id}" viewBox="0 0 ${logo.width} ${logo.height}" preserveAspectRatio="none">` +
      `<image width="${logo.width}" height="${logo.height}" href="${dataUri(logo)}"/></symbol>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" ' +
    `style="position:absolute;width:0;height:0;overflow:hidden"><defs>${defs}</defs></svg>`
  );
}

function imageSvg(page: PageDraw, ids: LogoIds | undefined): string {
  let out = "";
  for (const im of page.images) {
    const box = `x="${num(im.x)}" y="${num(im.y)}" width="${num(im.w)}" height="${num(im.h)}"`;
    const id = ids?.get(im.logo);
    out += id
      ? `<use href="#${id}" ${box}/>`
      : `<image ${box} preserveAspectRatio="none" href="${dataUri(im.logo)}"/>`;
  }
  return out;
}

/**
 * One page of the display list as an `<svg>` element (A4, units in points): standalone, with its
 * logos inline, or — given the document's {@link LogoIds} — drawing them from its
 * {@link logoSprite}.
 *
 * @example pageSvg(drawBoletoPage(boleto)).startsWith("<svg") // true
 */
export function pageSvg(page: PageDraw, ids?: LogoIds): string {
  let body = "";
  for (const f of page.frames) {
    let svg = frames.get(f.key);
    if (svg === undefined) {
      svg = frameSvg(frameOf(f.layout));
      frames.set(f.key, svg);
    }
    body += f.dx === 0 && f.dy === 0 ? svg : `<g transform="translate(${num(f.dx)} ${num(f.dy)})">${svg}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="sheet" viewBox="0 0 ${PAGE_W} ${PAGE_H}" ` +
    `width="${PAGE_W}pt" height="${PAGE_H}pt">` +
    `<rect width="${PAGE_W}" height="${PAGE_H}" fill="#fff"/>` +
    body +
    rulesSvg(page.rules) +
    textSvg(page.texts) +
    symbolsSvg(page.bars, page.qrs) +
    imageSvg(page, ids) +
    "</svg>"
  );
}

/**
 * The page of `boleto` as a standalone `<svg>` element (A4, units in points). Bad arguments throw
 * an `EngineError`.
 *
 * @example boletoSvg(boleto).startsWith("<svg") // true
 */
export function boletoSvg(boleto: Boleto, options?: { logo?: Logo }): string {
  const { list } = checkBoletos(boleto, "one");
  const o = checkOptions<{ logo?: Logo }>(options, { logo: true });
  return pageSvg(drawBoletoPage(list[0]!, logoOf(o.logo, list[0]!, 0)));
}
