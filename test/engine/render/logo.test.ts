/**
 * The beneficiary's logo: `prepareLogo` refuses anything that would not print (typed errors, never
 * a broken PDF), and a prepared logo prints above the recibo and above the ficha, in the PDF (as
 * MuPDF rasterizes it) and in the HTML, without hurting the barcode or the QR.
 */

import * as mupdf from "mupdf";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { isEngineError } from "../../../src/engine/errors";
import { renderBoletoHtml } from "../../../src/engine/render/html";
import { FICHA_LOGO, RECIBO_LOGO } from "../../../src/engine/render/layout";
import { type Logo, MAX_LOGO_BYTES, prepareLogo } from "../../../src/engine/render/logo";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { builtBoleto } from "./built";
import { corrupt, jpegBytes, pngBytes, sampleLogoPng } from "./images";
import { decodeBarcodes, rasterize } from "./tools";

const checker = (x: number, y: number): [number, number, number, number] =>
  (x >> 3) % 2 === (y >> 3) % 2 ? [0, 90, 160, 255] : [255, 255, 255, 0];

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(isEngineError(e)).toBe(true);
    return (e as { code: string }).code;
  }
  throw new Error("expected a rejection");
}

/** Mean grey level (0 black … 255 white) of a rectangle in points of a 100-dpi page raster. */
function meanGrey(png: Uint8Array, r: { x: number; y: number; w: number; h: number }): number {
  const img = new mupdf.Image(png);
  const pm = img.toPixmap();
  const px = pm.getPixels();
  const width = pm.getWidth();
  const n = pm.getNumberOfComponents() + (pm.getAlpha() ? 1 : 0);
  const k = 100 / 72;
  let sum = 0;
  let count = 0;
  for (let y = Math.round(r.y * k); y < Math.round((r.y + r.h) * k); y++) {
    for (let x = Math.round(r.x * k); x < Math.round((r.x + r.w) * k); x++) {
      sum += px[(y * width + x) * n]!;
      count++;
    }
  }
  pm.destroy();
  img.destroy();
  return sum / count;
}

describe("prepareLogo", () => {
  it("accepts PNG (RGBA, RGB, grey) and baseline JPEG, with their pixel size", async () => {
    for (const colorType of [6, 2, 0] as const) {
      const logo = await prepareLogo(pngBytes({ width: 120, height: 40, colorType, pixel: checker }));
      expect([logo.contentType, logo.width, logo.height]).toEqual(["image/png", 120, 40]);
    }
    const jpeg = await prepareLogo(jpegBytes(90, 30, checker));
    expect([jpeg.contentType, jpeg.width, jpeg.height]).toEqual(["image/jpeg", 90, 30]);
  });

  it("refuses what would not print, with a typed code", async () => {
    const png = pngBytes({ width: 64, height: 64, pixel: checker });
    const jpeg = jpegBytes(64, 64, checker);
    expect(await code(prepareLogo(null as never))).toBe("INVALID_ARGUMENT");
    expect(await code(prepareLogo("logo.png" as never))).toBe("INVALID_ARGUMENT");
    expect(await code(prepareLogo(new Uint8Array(0)))).toBe("LOGO_UNSUPPORTED_TYPE");
    expect(await code(prepareLogo(new TextEncoder().encode("GIF89a…")))).toBe("LOGO_UNSUPPORTED_TYPE");
    const huge = new Uint8Array(MAX_LOGO_BYTES + 1);
    huge.set(png.subarray(0, 8));
    expect(await code(prepareLogo(huge))).toBe("LOGO_TOO_LARGE");
    // Damaged PNGs: a flipped byte in IHDR's CRC, a flipped byte of image data, a cut file.
    expect(await code(prepareLogo(corrupt(png, 29)))).toBe("LOGO_INVALID");
    expect(await code(prepareLogo(corrupt(png, 45)))).toBe("LOGO_INVALID");
    expect(await code(prepareLogo(png.slice(0, png.length - 20)))).toBe("LOGO_INVALID");
    // A header announcing more pixels than a logo may have is refused before any decoding.
    const wide = pngBytes({ width: 2049, height: 1, pixel: checker });
    expect(await code(prepareLogo(wide))).toBe("LOGO_TOO_LARGE");
    // JPEG: cut before its end marker; a lossless (SOF3) frame a PDF reader cannot decode.
    expect(await code(prepareLogo(jpeg.slice(0, jpeg.length - 200)))).toBe("LOGO_INVALID");
    const sof = jpeg.findIndex((v, i) => v === 0xff && jpeg[i + 1] === 0xc0);
    expect(await code(prepareLogo(corrupt(jpeg, sof + 1, 0xc3)))).toBe("LOGO_UNSUPPORTED_TYPE");
  });
});

describe("a logo on the boleto", () => {
  let logo: Logo;
  beforeAll(async () => {
    logo = await prepareLogo(await sampleLogoPng());
  });
  const boleto = builtBoleto("341", { pix: true });

  it("prints above the recibo and above the ficha; barcode and QR still decode at 150 dpi", async () => {
    const pdf = await renderBoletoPdf(boleto, { logo });
    const png = rasterize(pdf, { dpi: 100 });
    expect(meanGrey(png, RECIBO_LOGO)).toBeLessThan(235);
    // Blank is 255; the logo covers part of each slot (its aspect differs from the slot's).
    expect(meanGrey(png, { ...FICHA_LOGO, w: 60 })).toBeLessThan(235);
    const without = rasterize(await renderBoletoPdf(boleto), { dpi: 100 });
    expect(meanGrey(without, RECIBO_LOGO)).toBe(255);
    const at150 = rasterize(pdf, { dpi: 150 });
    expect(await decodeBarcodes(at150, "i25")).toEqual([boleto.barcode]);
    expect(await decodeBarcodes(at150, "qrcode")).toEqual([boleto.pix_payload]);
  });

  it("is stored once per document (with its alpha mask) and keeps the output deterministic", async () => {
    const list = [boleto, builtBoleto("001", { pix: false }), builtBoleto("104", { pix: true })];
    const a = await renderBoletoPdf(list, { logo });
    const b = await renderBoletoPdf(structuredClone(list), {
      logo: await prepareLogo(await sampleLogoPng()),
    });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const text = new TextDecoder("latin1").decode(a);
    expect(text.split("/Subtype /Image").length - 1).toBe(2); // the picture and its SMask
    expect(text).toContain("/SMask");
    expect((await PDFDocument.load(a)).getPageCount()).toBe(3);
  });

  it("can differ per boleto (a function) and be left out for some", async () => {
    const other = await prepareLogo(jpegBytes(120, 40, checker));
    const list = [boleto, builtBoleto("001"), builtBoleto("104")];
    const pdf = await renderBoletoPdf(list, { logo: (_b, i) => [logo, other, undefined][i] });
    const text = new TextDecoder("latin1").decode(pdf);
    expect(text).toContain("/DCTDecode");
    expect(meanGrey(rasterize(pdf, { dpi: 100, page: 3 }), RECIBO_LOGO)).toBe(255);
    expect(await code(renderBoletoPdf(list, { logo: () => ({}) as Logo }))).toBe("INVALID_ARGUMENT");
  });

  it("is inlined in the HTML as a data: URI (still no request)", () => {
    const html = renderBoletoHtml(boleto, { logo });
    expect(html.match(/<image [^>]*href="data:image\/png;base64,/g)?.length).toBe(2);
    expect(html.match(/https?:\/\/[^"' )]+/g) ?? []).toEqual(["http://www.w3.org/2000/svg"]);
  });
});
