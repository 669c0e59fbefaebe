/**
 * The readers in `tools.ts` are only proof if they can say no. Synthetic images built here from
 * the I2/5 pattern table (ISO/IEC 16390, via the engine's `i25Bars`) check that the barcode
 * decoder reads a clean 44-digit symbol, refuses an I2/5 of any other length (as zbar did with
 * `-Si25.min-length=44 -Si25.max-length=44`), and finds nothing on a blank page.
 */
import { crc32, deflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { readBarcodes } from "zxing-wasm/reader";
import { i25Bars, i25Width } from "../../../src/engine/render/i25";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { builtBoleto } from "./built";
import { decodeBarcodes, pageCount, pdfText, rasterize, rasterizeAll } from "./tools";

/** A minimal 8-bit greyscale PNG of `width` × `height` whose pixels `shade(x, y)` gives. */
function greyPng(width: number, height: number, shade: (x: number, y: number) => number): Uint8Array {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = shade(x, y); // filter byte 0
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit, greyscale, deflate, no filter, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** An I2/5 symbol for `digits`, `px` pixels per module, with a 20-module quiet zone each side. */
function i25Png(digits: string, px = 2): Uint8Array {
  const bars = i25Bars(digits);
  const quiet = 20;
  const black = new Set<number>();
  for (let i = 0; i < bars.length; i += 2) {
    for (let m = 0; m < bars[i + 1]!; m++) black.add(bars[i]! + m);
  }
  const modules = i25Width(bars) + 2 * quiet;
  return greyPng(modules * px, 80, (x) => (black.has(Math.floor(x / px) - quiet) ? 0 : 255));
}

describe("decodeBarcodes is strict", () => {
  const boleto = builtBoleto("237");

  it("reads a clean 44-digit I2/5 exactly", async () => {
    expect(await decodeBarcodes(i25Png(boleto.barcode), "i25")).toEqual([boleto.barcode]);
  });

  it("leaves out an I2/5 that is not 44 digits, though ZXing reads it", async () => {
    const short = boleto.barcode.slice(0, 14);
    const png = i25Png(short);
    const raw = await readBarcodes(png, { formats: ["ITF"], tryHarder: true });
    expect(raw.map((r) => r.text)).toEqual([short]); // the symbol is readable…
    expect(await decodeBarcodes(png, "i25")).toEqual([]); // …but it is no boleto barcode
  });

  it("reads only the symbology asked for", async () => {
    expect(await decodeBarcodes(i25Png(boleto.barcode), "qrcode")).toEqual([]);
  });

  it("finds nothing on a blank page", async () => {
    const blank = greyPng(400, 300, () => 255);
    expect(await decodeBarcodes(blank, "i25")).toEqual([]);
    expect(await decodeBarcodes(blank, "qrcode")).toEqual([]);
  });
});

describe("PDF readers", () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await renderBoletoPdf([builtBoleto("001"), builtBoleto("104"), builtBoleto("341")]);
  });

  it("count pages, rasterize one or all, and extract every page's text", () => {
    expect(pageCount(pdf)).toBe(3);
    expect(rasterizeAll(pdf, { dpi: 72 })).toHaveLength(3);
    const page2 = rasterize(pdf, { page: 2, dpi: 72 });
    expect([...page2.slice(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect(pdfText(pdf).split("\f")).toHaveLength(3);
  });

  it("refuse a page that does not exist", () => {
    expect(() => rasterize(pdf, { page: 4 })).toThrow(RangeError);
    expect(() => rasterize(pdf, { page: 0 })).toThrow(RangeError);
  });
});
