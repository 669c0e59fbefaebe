/**
 * The proof that matters: every bank's boleto, rendered to PDF and rasterised the way a scanner or
 * a phone sees it (poppler at 200 dpi), decodes with zbar to exactly its 44 digits (I2/5) and,
 * for a Bolepix, to exactly its PIX payload (QR); pdftotext finds the linha digitável and payer.
 */
import { afterAll, describe, expect, it } from "vitest";
import { BANK_CODES } from "../../../src/engine/banks/registry";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { builtBoleto } from "./built";
import { fixtureBoleto, VECTORS } from "./fixtures";
import { pdfText, rasterise, rasteriseAll, requireTools, scratch, zbar } from "./tools";

requireTools("pdftoppm", "pdftotext", "zbarimg");
const tmp = scratch();
afterAll(tmp.cleanup);

describe("rendered PDFs decode with zbar", () => {
  it("covers every bank in the registry", () => {
    expect(BANK_CODES.length).toBe(33);
  });

  it.each(BANK_CODES)("bank %s (buildBoleto, Bolepix): barcode, QR and text read back exactly", (code) => {
    const boleto = builtBoleto(code, { pix: true });
    const pdf = renderBoletoPdf(boleto);
    const png = rasterise(pdf, tmp.dir, `bank-${code}`);
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual([boleto.pix_payload]);
    const text = pdfText(pdf, tmp.dir, `bank-${code}`);
    expect(text).toContain(boleto.digitable_line_formatted);
    expect(text).toContain(boleto.input.payer.name);
  });

  it("the merged PDF of the published real-slip vectors decodes page by page", () => {
    const list = VECTORS.map((v, i) => fixtureBoleto(v, i % 2 === 0));
    const pages = rasteriseAll(renderBoletoPdf(list), tmp.dir, "merged");
    expect(pages.length).toBe(list.length);
    pages.forEach((png, i) => {
      const boleto = list[i]!;
      expect(zbar(png, "i25")).toEqual([boleto.barcode]);
      expect(zbar(png, "qrcode")).toEqual(boleto.pix_payload ? [boleto.pix_payload] : []);
    });
  });

  it("still decodes at 150 dpi, where bar edges no longer fall on whole pixels", () => {
    const boleto = builtBoleto("341", { pix: true });
    const png = rasterise(renderBoletoPdf(boleto), tmp.dir, "dpi150", 150);
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual([boleto.pix_payload]);
  });
});
