/**
 * The web "segunda via": one self-contained HTML page per boleto (and, in `carne.ts`, the carnê
 * as one HTML document of A4 sheets). Everything is inline (CSS, each page as SVG with the barcode
 * and QR as vector paths, a logo as a `data:` URI written once per document and drawn on every
 * sheet with `<use>`), so the page makes no request at all and can be served from a Worker,
 * saved, e-mailed or printed as is.
 *
 * Sizes: on screen a sheet is drawn at 1 barcode module = 1 CSS pixel (0.72 pt → 1 px, i.e.
 * 826.78 px wide), so with `crispEdges` every bar edge falls on a pixel boundary and a phone
 * camera or a screenshot reads it; in print each sheet is exactly one A4 page and the barcode
 * keeps its FEBRABAN size (102.87 mm × 13 mm).
 */
import type { Boleto } from "../types";
import { checkBoletos, checkOptions, type LogoOption, logoOf } from "./args";
import { drawBoletoPage, type PageDraw } from "./draw";
import { I25_NARROW_PT } from "./i25";
import { PAGE_H, PAGE_W } from "./layout";
import { escapeXml, logoIds, logoSprite, pageSvg } from "./svg";

/** Options of {@link renderBoletoHtml}. */
export interface RenderHtmlOptions {
  /** `<title>` of the page; default "Boleto <bank code> - <linha digitável>". */
  title?: string;
  /** `lang` of the page; default `pt-BR`. */
  lang?: string;
  /** The beneficiary's logo (from `prepareLogo`), or a function choosing it per boleto. */
  logo?: LogoOption;
}

const SCREEN_SCALE = 1 / I25_NARROW_PT;
const SCREEN_W = Math.round(PAGE_W * SCREEN_SCALE * 100) / 100;
const SCREEN_H = Math.round(PAGE_H * SCREEN_SCALE * 100) / 100;

// Helvetica first, then the metric-compatible clones (Arial, Liberation Sans, Nimbus Sans): the
// text was fitted with Helvetica's widths, so any of them keeps it inside its box.
const CSS = [
  "@page{size:A4;margin:0}",
  "html,body{margin:0;padding:0;background:#e9e9e9}",
  "main{display:flex;flex-direction:column;align-items:center;gap:16px;padding:16px 0}",
  `.sheet{display:block;width:${SCREEN_W}px;height:${SCREEN_H}px;max-width:100%;background:#fff;` +
    "box-shadow:0 1px 4px rgba(0,0,0,.25)}",
  '.sheet text{font-family:Helvetica,Arial,"Liberation Sans","Nimbus Sans",sans-serif;' +
    "font-weight:400;fill:#000;white-space:pre}",
  ".sheet text.b{font-weight:700}",
  ".sheet path.i25,.sheet path.qr{fill:#000}",
  "@media print{html,body{background:#fff}main{padding:0;gap:0}" +
    ".sheet{width:210mm;height:297mm;max-width:none;box-shadow:none;break-after:page}" +
    ".sheet:last-child{break-after:auto}}",
].join("");

/**
 * A complete HTML document showing `pages` as A4 sheets, in order. Each logo is written once, in
 * a sprite before the sheets, and every sheet draws it from there.
 */
export function htmlDocument(pages: readonly PageDraw[], title: string, lang: string): string {
  const ids = logoIds(pages);
  return (
    "<!DOCTYPE html>\n" +
    `<html lang="${escapeXml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeXml(title)}</title><style>${CSS}</style></head>` +
    `<body>${logoSprite(ids)}<main>${pages.map((p) => pageSvg(p, ids)).join("")}</main></body></html>\n`
  );
}

/**
 * Renders `boleto` as a complete HTML document (UTF-8), with no external resources. Bad arguments
 * throw an `EngineError` listing every problem with its path.
 *
 * @example
 * const html = renderBoletoHtml(boleto);
 * html.includes(boleto.digitable_line_formatted) // true
 */
export function renderBoletoHtml(boleto: Boleto, options?: RenderHtmlOptions): string {
  const b = checkBoletos(boleto, "one").list[0]!;
  const o = checkOptions<RenderHtmlOptions>(options, { title: true, lang: true, logo: true });
  const title = o.title ?? `Boleto ${b.bank_code_formatted} - ${b.digitable_line_formatted}`;
  return htmlDocument([drawBoletoPage(b, logoOf(o.logo, b, 0))], title, o.lang ?? "pt-BR");
}
