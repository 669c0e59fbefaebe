/**
 * Synthetic images for the logo tests, made here so their provenance is this file: PNGs written
 * byte by byte (node:zlib for deflate and CRC-32), JPEGs encoded by MuPDF, and a sample company
 * logo drawn with pdf-lib and rasterized by MuPDF with a transparent background.
 */
import { crc32, deflateSync } from "node:zlib";
import * as mupdf from "mupdf";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

type Rgba = [number, number, number, number];

/** PNG colour types written here: grey, RGB, RGBA. */
export interface PngSpec {
  width: number;
  height: number;
  colorType?: 0 | 2 | 6;
  pixel: (x: number, y: number) => Rgba;
}

const CHANNELS = { 0: 1, 2: 3, 6: 4 } as const;

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An 8-bit, non-interlaced PNG of `spec` (filter 0 on every row). */
export function pngBytes(spec: PngSpec): Uint8Array {
  const { width, height, colorType = 6 } = spec;
  const n = CHANNELS[colorType];
  const raw = Buffer.alloc((width * n + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = spec.pixel(x, y);
      const at = y * (width * n + 1) + 1 + x * n;
      if (colorType === 0) raw[at] = Math.round((r + g + b) / 3);
      else raw.set(colorType === 2 ? [r, g, b] : [r, g, b, a], at);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", new Uint8Array(0)),
    ]),
  );
}

/** A baseline JPEG (MuPDF's encoder, quality 90) of an RGB image. */
export function jpegBytes(width: number, height: number, pixel: (x: number, y: number) => Rgba): Uint8Array {
  const pm = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  try {
    const px = pm.getPixels();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const [r, g, b] = pixel(x, y);
        px.set([r, g, b], (y * width + x) * 3);
      }
    }
    return pm.asJPEG(90).slice();
  } finally {
    pm.destroy();
  }
}

/**
 * The sample logo of the docs and tests: a teal badge and the word mark "Fictícia" in
 * Helvetica-Bold, 600 × 180 px RGBA with a transparent background.
 */
export async function sampleLogoPng(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 90]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 4, y: 8, width: 74, height: 74, color: rgb(0.0, 0.45, 0.5) });
  page.drawCircle({ x: 41, y: 45, size: 22, color: rgb(1, 0.62, 0.1) });
  page.drawText("Fictícia", { x: 90, y: 38, size: 40, font: bold, color: rgb(0.0, 0.3, 0.35) });
  page.drawText("COBRANÇA LTDA", { x: 92, y: 16, size: 14, font: regular, color: rgb(0.3, 0.3, 0.3) });
  const pdf = await doc.save();
  const mdoc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    const p = mdoc.loadPage(0);
    const pm = p.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, true, true);
    const png = pm.asPNG().slice();
    pm.destroy();
    p.destroy();
    return png;
  } finally {
    mdoc.destroy();
  }
}

/** `b` with one byte changed at `at` (a copy). */
export function corrupt(b: Uint8Array, at: number, value?: number): Uint8Array {
  const out = b.slice();
  out[at] = value ?? out[at]! ^ 0xff;
  return out;
}
