/**
 * The HTML segunda via in a real browser: headless Chromium renders the page, ZXing reads the SVG
 * barcode (and QR) from the screenshot; printed to PDF by Chromium, the A4 page still decodes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBoletoHtml } from "../../../src/engine/render/html";
import { I25_NARROW_PT } from "../../../src/engine/render/i25";
import { FICHA_LOGO, PAGE_W, RECIBO_LOGO } from "../../../src/engine/render/layout";
import { prepareLogo } from "../../../src/engine/render/logo";
import { builtBoleto } from "./built";
import { fixtureBoleto, VECTORS } from "./fixtures";
import { sampleLogoPng } from "./images";
import { type BrowserSession, decodeBarcodes, launchBrowser, meanGrey, pageCount, rasterize } from "./tools";

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

  it("draws a logo from its one data: URI in both slots, on screen and in Chromium's print", async () => {
    const logo = await prepareLogo(await sampleLogoPng());
    const boleto = builtBoleto("341", { pix: true });
    const html = renderBoletoHtml(boleto, { logo });
    const size = { width: 880, height: 1220 };
    const shot = await browser.screenshot(html, size);
    const plain = await browser.screenshot(renderBoletoHtml(boleto), size);
    // On screen 1 module = 1 px; the sheet is centred in the viewport, 16 px from the top.
    const screen = { scale: 1 / I25_NARROW_PT, dx: (size.width - PAGE_W / I25_NARROW_PT) / 2, dy: 16 };
    // The logo covers part of each slot (its aspect differs from the slot's); blank is white.
    for (const slot of [RECIBO_LOGO, { ...FICHA_LOGO, w: 60 }]) {
      expect(meanGrey(shot, slot, screen)).toBeLessThan(235);
      expect(meanGrey(plain, slot, screen)).toBeGreaterThan(250);
    }
    expect(await decodeBarcodes(shot, "i25")).toEqual([boleto.barcode]);
    const printed = rasterize(await browser.printToPdf(html), { dpi: 100 });
    for (const slot of [RECIBO_LOGO, { ...FICHA_LOGO, w: 60 }])
      expect(meanGrey(printed, slot)).toBeLessThan(235);
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
