/**
 * The beneficiary's logo: `prepareLogo` refuses anything that would not print (typed errors, never
 * a broken PDF), and a prepared logo prints above the recibo and above the ficha, in the PDF (as
 * MuPDF rasterizes it) and in the HTML, without hurting the barcode or the QR.
 */

import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { isEngineError } from "../../../src/engine/errors";
import { renderCarneHtml } from "../../../src/engine/render/carne";
import { renderBoletoHtml } from "../../../src/engine/render/html";
import { FICHA_LOGO, RECIBO_LOGO } from "../../../src/engine/render/layout";
import { type Logo, MAX_LOGO_BYTES, prepareLogo } from "../../../src/engine/render/logo";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { boletoSvg } from "../../../src/engine/render/svg";
import { builtBoleto } from "./built";
import { corrupt, jpegBytes, pngBytes, sampleLogoPng } from "./images";
import { decodeBarcodes, meanGrey, rasterize } from "./tools";

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

  it("is inlined in the HTML as a data: URI once, drawn in both slots (still no request)", () => {
    const html = renderBoletoHtml(boleto, { logo });
    expect(html.match(/<image [^>]*href="data:image\/png;base64,/g)?.length).toBe(1);
    expect(html.match(/<use href="#lote-logo-0" /g)?.length).toBe(2);
    expect(new Set(html.match(/https?:\/\/[^"' )]+/g))).toEqual(new Set(["http://www.w3.org/2000/svg"]));
    // A standalone SVG has no document to share: it keeps its pictures inline.
    expect(boletoSvg(boleto, { logo }).match(/<image [^>]*href="data:/g)?.length).toBe(2);
  });
});

describe("a 256 KB logo on a 1,000-parcela carnê's HTML", () => {
  it("is written once: the document stays a few MB, far below a Worker's 128 MB", async () => {
    // Noise does not deflate: an RGB PNG just under MAX_LOGO_BYTES.
    let seed = 24;
    const noise = (): number => {
      // xorshift32: bytes that look random to deflate.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed & 0xff;
    };
    const png = pngBytes({
      width: 360,
      height: 242,
      colorType: 2,
      pixel: () => [noise(), noise(), noise(), 255],
    });
    expect(png.length).toBeGreaterThan(250 * 1024);
    const big = await prepareLogo(png);
    const nine = Array.from({ length: 9 }, (_, i) => builtBoleto("341", { seed: 500 + i, pix: i === 0 }));
    const plan = Array.from({ length: 1000 }, (_, i) => nine[i % 9]!);
    const html = renderCarneHtml(plan, { logo: big, cover: true });
    const base64 = Buffer.from(png).toString("base64");
    expect(html.split(base64).length - 1).toBe(1);
    // 1,000 strips and the cover draw it, each with a <use> of ~80 bytes.
    expect(html.match(/<use href="#lote-logo-0" /g)?.length).toBe(1001);
    // The logo adds its data URI once and a <use> per slot: ≈ 12 MB in all, where inlining it in
    // every slot made ≈ 357 MB.
    const without = renderCarneHtml(plan, { cover: true });
    expect(html.length - without.length).toBeLessThan(base64.length + 1001 * 120);
    expect(html.length).toBeLessThan(16 * 1024 * 1024);
  });

  it("a different logo per parcela is one symbol each, in order of first use", async () => {
    const other = await prepareLogo(jpegBytes(120, 40, checker));
    const logo = await prepareLogo(await sampleLogoPng());
    const plan = [0, 1, 2].map((i) => builtBoleto("341", { seed: 700 + i }));
    const html = renderCarneHtml(plan, { logo: (_b, i) => [other, logo, other][i] });
    expect(html.match(/<symbol id="lote-logo-\d"/g)).toEqual([
      '<symbol id="lote-logo-0"',
      '<symbol id="lote-logo-1"',
    ]);
    expect(html.indexOf("data:image/jpeg")).toBeLessThan(html.indexOf("data:image/png"));
  });
});
