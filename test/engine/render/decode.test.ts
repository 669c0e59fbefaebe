/**
 * The proof that matters: every bank's boleto, rendered to PDF and rasterized the way a scanner or
 * a phone sees it (MuPDF at 150 dpi, where bar edges no longer fall on whole pixels; 150 dpi is
 * also cheaper to decode than 200), decodes with ZXing to exactly its 44 digits (I2/5) and, for a
 * Bolepix, to exactly its PIX payload (QR); the PDF's text holds the linha digitável and the payer.
 * The published vectors' merged PDF and one bank are read at 200 dpi, a scanner's resolution.
 */
import { describe, expect, it } from "vitest";
import { BANK_CODES } from "../../../src/engine/banks/registry";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { builtBoleto } from "./built";
import { fixtureBoleto, VECTORS } from "./fixtures";
import { decodeBarcodes, pdfText, rasterize, rasterizeAll } from "./tools";

describe("rendered PDFs decode with ZXing", () => {
  it("covers every bank in the registry", () => {
    expect(BANK_CODES.length).toBe(50);
  });

  it.each(BANK_CODES)(
    "bank %s (buildBoleto, Bolepix) at 150 dpi: barcode, QR and text read back exactly",
    async (code) => {
      const boleto = builtBoleto(code, { pix: true });
      const pdf = await renderBoletoPdf(boleto);
      const png = rasterize(pdf, { dpi: 150 });
      expect(await decodeBarcodes(png, "i25")).toEqual([boleto.barcode]);
      expect(await decodeBarcodes(png, "qrcode")).toEqual([boleto.pix_payload]);
      const text = pdfText(pdf);
      expect(text).toContain(boleto.digitable_line_formatted);
      expect(text).toContain(boleto.input.payer.name);
    },
  );

  it("the merged PDF of the published real-slip vectors decodes page by page at 200 dpi", async () => {
    const list = VECTORS.map((v, i) => fixtureBoleto(v, i % 2 === 0));
    const pages = rasterizeAll(await renderBoletoPdf(list));
    expect(pages.length).toBe(list.length);
    for (const [i, png] of pages.entries()) {
      const boleto = list[i]!;
      expect(await decodeBarcodes(png, "i25")).toEqual([boleto.barcode]);
      expect(await decodeBarcodes(png, "qrcode")).toEqual(boleto.pix_payload ? [boleto.pix_payload] : []);
    }
  });

  it("a single boleto also decodes at 200 dpi", async () => {
    const boleto = builtBoleto("341", { pix: true });
    const png = rasterize(await renderBoletoPdf(boleto), { dpi: 200 });
    expect(await decodeBarcodes(png, "i25")).toEqual([boleto.barcode]);
    expect(await decodeBarcodes(png, "qrcode")).toEqual([boleto.pix_payload]);
  });
});
