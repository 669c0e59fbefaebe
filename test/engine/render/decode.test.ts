/**
 * The proof that matters: every bank's boleto, rendered to PDF and rasterised the way a scanner or
 * a phone sees it (poppler at 200 dpi), decodes with zbar to exactly its 44 digits (I2/5) and,
 * for a Bolepix, to exactly its PIX payload (QR). pdftotext finds the linha digitável and payer.
 */
import { afterAll, describe, expect, it } from "vitest";
import { BANK_CODES } from "../../../src/engine/banks/registry";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import { fixtureBoleto, VECTORS } from "./fixtures";
import { pdfText, rasterise, requireTools, scratch, zbar } from "./tools";

requireTools("pdftoppm", "pdftotext", "zbarimg");
const tmp = scratch();
afterAll(tmp.cleanup);

describe("rendered PDFs decode with zbar, for every bank", () => {
  const withVectors = BANK_CODES.filter((code) => VECTORS.some((v) => v.bank === code));

  it("has a boleto for every registered bank but Unicred (no published vector)", () => {
    expect(BANK_CODES.filter((c) => !withVectors.includes(c))).toEqual(["136"]);
  });

  it.each(withVectors)("bank %s: barcode, QR and text read back exactly", (code) => {
    const boleto = fixtureBoleto(VECTORS.find((v) => v.bank === code)!, true);
    const pdf = renderBoletoPdf(boleto);
    const png = rasterise(pdf, tmp.dir, `bank-${code}`);
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual([boleto.pix_payload]);
    const text = pdfText(pdf, tmp.dir, `bank-${code}`);
    expect(text).toContain(boleto.digitable_line_formatted);
    expect(text).toContain(boleto.input.payer.name);
  });

  it("a plain boleto (no PIX) has the barcode and no QR", () => {
    const boleto = fixtureBoleto(VECTORS[0]!);
    const png = rasterise(renderBoletoPdf(boleto), tmp.dir, "plain");
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual([]);
  });

  it("still decodes at 150 dpi, where bar edges no longer fall on whole pixels", () => {
    const boleto = fixtureBoleto(VECTORS[7]!, true);
    const png = rasterise(renderBoletoPdf(boleto), tmp.dir, "dpi150", 150);
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual([boleto.pix_payload]);
  });
});
