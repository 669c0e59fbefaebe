/**
 * The display list every writer shares: per page, the static frames it draws (each one layout,
 * moved to its place), the fitted value texts, the barcodes and QR codes, loose rules, and the
 * logo placements. The PDF writer turns it into content-stream operators, the SVG writer into
 * elements; both draw exactly the same page.
 */
import type { Boleto } from "../types";
import { boletoValues } from "./fields";
import { I25_HEIGHT_PT, I25_NARROW_PT, i25Bars } from "./i25";
import { BARCODE_TOP, type Layout, LEFT, pageLayout, QR_BOX, type Rule } from "./layout";
import { type Logo, placeLogo } from "./logo";
import { placeValues, type TextRun } from "./place";
import { QR_QUIET_MODULES, qrRuns } from "./qr";

export type { Frame, TextRun } from "./place";
export { frameOf, placeValues } from "./place";

/** An I2/5 barcode: bars as flat `[x, w, …]` in narrow modules, placed at its top-left corner. */
export interface BarSymbol {
  bars: number[];
  x: number;
  y: number;
  module: number;
  height: number;
  digits: string;
}

/** A QR symbol: dark runs `[row, col, len, …]`; (`x`, `y`) is module (0, 0), `module` its size. */
export interface QrSymbol {
  runs: readonly number[];
  size: number;
  x: number;
  y: number;
  module: number;
}

/** A static layout frame drawn on a page, moved by (`dx`, `dy`). `key` names the layout. */
export interface FrameUse {
  key: string;
  layout: Layout;
  dx: number;
  dy: number;
}

/** A logo drawn at a rectangle (top-down points). */
export interface ImageDraw {
  logo: Logo;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One page, ready to be written. Coordinates are top-down points on the A4 sheet. */
export interface PageDraw {
  frames: FrameUse[];
  texts: TextRun[];
  /** Rules drawn on this page only (a cover page's table), besides those of its frames. */
  rules: Rule[];
  bars: BarSymbol[];
  qrs: QrSymbol[];
  images: ImageDraw[];
}

/** A barcode for `digits` with its top-left corner at (`x`, `y`), at the FEBRABAN size. */
export function barSymbol(digits: string, x: number, y: number): BarSymbol {
  return { bars: i25Bars(digits), x, y, module: I25_NARROW_PT, height: I25_HEIGHT_PT, digits };
}

/** The QR of `payload` filling a `size`-point square (quiet zone included) at (`x`, `y`). */
export function qrSymbol(payload: string, x: number, y: number, size: number): QrSymbol {
  const qr = qrRuns(payload);
  const module = size / (qr.size + 2 * QR_QUIET_MODULES);
  const inset = QR_QUIET_MODULES * module;
  return { runs: qr.runs, size: qr.size, x: x + inset, y: y + inset, module };
}

/** Logo placements for the slots of `layout`, moved by (`dx`, `dy`). */
export function logoDraws(layout: Layout, logo: Logo | undefined, dx = 0, dy = 0): ImageDraw[] {
  if (!logo) return [];
  return layout.logos.map((slot) => ({
    logo,
    ...placeLogo(logo, { ...slot, x: slot.x + dx, y: slot.y + dy }),
  }));
}

const layouts = { plain: pageLayout(false), pix: pageLayout(true) };

/** The single-page layout a boleto uses: with the PIX panel when it carries a PIX payload. */
export function layoutFor(boleto: Boleto): Layout {
  return boleto.pix_payload ? layouts.pix : layouts.plain;
}

/**
 * The A4 page of one boleto: recibo do pagador on top, ficha de compensação below, barcode under
 * the ficha, QR in the recibo for a Bolepix, the logo (if any) above each part. Expects a boleto
 * the argument checks (`args.ts`) accepted.
 *
 * @example drawBoletoPage(boleto).bars[0]?.bars.length // 228 (114 bars × [x, w])
 */
export function drawBoletoPage(boleto: Boleto, logo?: Logo): PageDraw {
  const pix = Boolean(boleto.pix_payload);
  const layout = layoutFor(boleto);
  const page: PageDraw = {
    frames: [{ key: pix ? "page.pix" : "page.plain", layout, dx: 0, dy: 0 }],
    texts: placeValues(layout, boletoValues(boleto), 0, 0, logo !== undefined),
    rules: [],
    bars: [barSymbol(boleto.barcode, LEFT, BARCODE_TOP)],
    qrs: boleto.pix_payload ? [qrSymbol(boleto.pix_payload, QR_BOX.x, QR_BOX.y, QR_BOX.size)] : [],
    images: logoDraws(layout, logo),
  };
  return page;
}
