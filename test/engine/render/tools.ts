/**
 * Test-only readers that see a rendered boleto the way a bank's scanner, a phone or a browser
 * does. Everything installs from the npm registry and runs offline; no system tool is needed:
 *
 * - PDFs: `mupdf` (MuPDF compiled to WebAssembly) rasterizes pages and extracts their text;
 * - barcodes: `zxing-wasm` (ZXing-C++ compiled to WebAssembly) reads I2/5 (ITF) and QR codes;
 * - HTML: a real headless Chromium shipped inside `@sparticuz/chromium`, driven by
 *   `puppeteer-core` (see `./browser.ts`, re-exported here).
 *
 * Images travel as PNG bytes (`Uint8Array`), so a test can also decode a committed picture.
 * The engine never imports this; only the decode tests do.
 *
 * @example
 * const png = rasterize(await renderBoletoPdf(boleto), { dpi: 150 });
 * expect(await decodeBarcodes(png, "i25")).toEqual([boleto.barcode]);
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as mupdf from "mupdf";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

export type { BrowserSession, ScreenshotOptions } from "./browser";
export { launchBrowser, printToPdf, screenshot, withBrowser } from "./browser";

// zxing-wasm fetches its WebAssembly from a CDN unless it is handed the bundled copy; there is no
// network in CI, so it gets the bytes from node_modules before the first read.
const wasmPath = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
const wasmBytes = readFileSync(wasmPath);
prepareZXingModule({
  overrides: {
    wasmBinary: wasmBytes.buffer.slice(wasmBytes.byteOffset, wasmBytes.byteOffset + wasmBytes.byteLength),
  },
});

/** Opens `pdf` with MuPDF, runs `fn`, and frees the document. */
function withDocument<T>(pdf: Uint8Array, fn: (doc: mupdf.Document) => T): T {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    return fn(doc);
  } finally {
    doc.destroy();
  }
}

/** Number of pages in `pdf`. */
export function pageCount(pdf: Uint8Array): number {
  return withDocument(pdf, (doc) => doc.countPages());
}

/** Renders one page (a 0-based index) of an open document to an 8-bit grey PNG at `dpi`. */
function pagePng(doc: mupdf.Document, index: number, dpi: number): Uint8Array {
  const page = doc.loadPage(index);
  const scale = dpi / 72;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    return pixmap.asPNG().slice();
  } finally {
    pixmap.destroy();
    page.destroy();
  }
}

/**
 * Rasterizes one page of `pdf` (1-based `page`, default 1) at `dpi` (default 200, a scanner's
 * resolution) to a greyscale PNG, the way a scanner or a phone camera sees the slip.
 */
export function rasterize(pdf: Uint8Array, opts: { dpi?: number; page?: number } = {}): Uint8Array {
  const { dpi = 200, page = 1 } = opts;
  return withDocument(pdf, (doc) => {
    const count = doc.countPages();
    if (!Number.isInteger(page) || page < 1 || page > count) {
      throw new RangeError(`page ${page} is outside 1..${count}`);
    }
    return pagePng(doc, page - 1, dpi);
  });
}

/** Rasterizes every page of `pdf` at `dpi` (default 200); PNGs in page order. */
export function rasterizeAll(pdf: Uint8Array, opts: { dpi?: number } = {}): Uint8Array[] {
  const { dpi = 200 } = opts;
  return withDocument(pdf, (doc) => Array.from({ length: doc.countPages() }, (_, i) => pagePng(doc, i, dpi)));
}

/** The text MuPDF extracts from every page of `pdf`, pages separated by a form feed. */
export function pdfText(pdf: Uint8Array): string {
  return withDocument(pdf, (doc) => {
    const pages: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const text = page.toStructuredText("preserve-whitespace");
      pages.push(text.asText());
      text.destroy();
      page.destroy();
    }
    return pages.join("\f");
  });
}

/**
 * Mean grey level (0 black … 255 white) of a rectangle given in page points, in a PNG of the page:
 * a raster at `scale` pixels per point (default 100 dpi) whose page starts at (`dx`, `dy`) pixels
 * (a browser screenshot has the sheet inset). Colour pixels count as the mean of their channels.
 */
export function meanGrey(
  png: Uint8Array,
  r: { x: number; y: number; w: number; h: number },
  opts: { scale?: number; dx?: number; dy?: number } = {},
): number {
  const { scale = 100 / 72, dx = 0, dy = 0 } = opts;
  const img = new mupdf.Image(png);
  const pm = img.toPixmap();
  try {
    const px = pm.getPixels();
    const width = pm.getWidth();
    const colours = pm.getNumberOfComponents();
    const n = colours + (pm.getAlpha() ? 1 : 0);
    let sum = 0;
    let count = 0;
    for (let y = Math.round(dy + r.y * scale); y < Math.round(dy + (r.y + r.h) * scale); y++) {
      for (let x = Math.round(dx + r.x * scale); x < Math.round(dx + (r.x + r.w) * scale); x++) {
        let v = 0;
        for (let c = 0; c < colours; c++) v += px[(y * width + x) * n + c]!;
        sum += v / colours;
        count++;
      }
    }
    return sum / count;
  } finally {
    pm.destroy();
    img.destroy();
  }
}

/** The symbologies a boleto carries: the 44-digit Interleaved 2 of 5 and the Pix QR code. */
export type Symbology = "i25" | "qrcode";

/** A boleto's barcode: exactly 44 digits (FEBRABAN layout), nothing shorter or longer. */
const BOLETO_I25 = /^\d{44}$/;

/**
 * What ZXing decodes from `png` for one symbology, one entry per symbol found, in reading order.
 *
 * Strict like a bank's scanner: only the asked symbology is enabled, I2/5 counts only when it is
 * exactly 44 digits (anything else is not a boleto barcode and is left out), and only
 * error-free reads are returned. QR payloads are the symbol's raw bytes decoded as UTF-8 (a
 * Pix payload is ASCII; invalid UTF-8 throws rather than being patched).
 */
export async function decodeBarcodes(png: Uint8Array, symbology: Symbology): Promise<string[]> {
  const results = await readBarcodes(png, {
    formats: [symbology === "i25" ? "ITF" : "QRCode"],
    tryHarder: true,
    maxNumberOfSymbols: 0,
  });
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  return results
    .filter((r) => r.isValid && r.error === "")
    .map((r) => (symbology === "i25" ? r.text : utf8.decode(r.bytes)))
    .filter((payload) => symbology !== "i25" || BOLETO_I25.test(payload));
}
