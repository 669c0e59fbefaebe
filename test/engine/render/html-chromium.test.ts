/**
 * The HTML segunda via in a real browser: headless Chromium renders the page, zbar reads the SVG
 * barcode (and QR) from the screenshot; printed to PDF by Chromium, the A4 page still decodes.
 */
import { afterAll, describe, expect, it } from "vitest";
import { renderBoletoHtml } from "../../../src/engine/render/html";
import { builtBoleto } from "./built";
import { fixtureBoleto, VECTORS } from "./fixtures";
import { printToPdf, rasterise, requireTools, scratch, screenshot, zbar } from "./tools";

requireTools("chromium", "zbarimg", "pdftoppm");
const tmp = scratch();
afterAll(tmp.cleanup);

describe("HTML in headless Chromium", () => {
  it.each([
    ["001", true],
    ["104", false],
    ["748", true],
    ["136", true],
  ] as const)("bank %s (pix %s): the screenshot decodes", (code, pix) => {
    const boleto = builtBoleto(code, { pix });
    const png = screenshot(renderBoletoHtml(boleto), tmp.dir, `html-${code}`);
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual(pix ? [boleto.pix_payload] : []);
  });

  it("Chromium's own print to PDF (A4) decodes too", () => {
    const boleto = fixtureBoleto(VECTORS[8]!, true);
    const pdf = printToPdf(renderBoletoHtml(boleto), tmp.dir, "print");
    const png = rasterise(pdf, tmp.dir, "print");
    expect(zbar(png, "i25")).toEqual([boleto.barcode]);
    expect(zbar(png, "qrcode")).toEqual([boleto.pix_payload]);
  });
});
