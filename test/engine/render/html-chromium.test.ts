/**
 * The HTML segunda via in a real browser: headless Chromium renders the page, ZXing reads the SVG
 * barcode (and QR) from the screenshot; printed to PDF by Chromium, the A4 page still decodes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBoletoHtml } from "../../../src/engine/render/html";
import { builtBoleto } from "./built";
import { fixtureBoleto, VECTORS } from "./fixtures";
import { type BrowserSession, decodeBarcodes, launchBrowser, pageCount, rasterize } from "./tools";

let browser: BrowserSession;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("HTML in headless Chromium", () => {
  it.each([
    ["001", true],
    ["104", false],
    ["748", true],
    ["136", true],
  ] as const)("bank %s (pix %s): the screenshot decodes", async (code, pix) => {
    const boleto = builtBoleto(code, { pix });
    const png = await browser.screenshot(renderBoletoHtml(boleto), { width: 880, height: 1220 });
    expect(await decodeBarcodes(png, "i25")).toEqual([boleto.barcode]);
    expect(await decodeBarcodes(png, "qrcode")).toEqual(pix ? [boleto.pix_payload] : []);
  });

  it("Chromium's own print to PDF (A4) decodes too", async () => {
    const boleto = fixtureBoleto(VECTORS[8]!, true);
    const pdf = await browser.printToPdf(renderBoletoHtml(boleto));
    expect(pageCount(pdf)).toBe(1);
    const png = rasterize(pdf);
    expect(await decodeBarcodes(png, "i25")).toEqual([boleto.barcode]);
    expect(await decodeBarcodes(png, "qrcode")).toEqual([boleto.pix_payload]);
  });
});
