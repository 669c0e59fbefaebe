/**
 * The carnê read back like every other page: MuPDF rasterizes each sheet at 150 dpi (a cheap
 * scanner; bar edges no longer fall on whole pixels) and ZXing finds every strip's 44-digit
 * barcode and every Bolepix QR; MuPDF's text has each parcela's linha digitável. The HTML carnê,
 * printed by a real Chromium, gives the same sheets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderCarneHtml, renderCarnePdf } from "../../../src/engine/render/carne";
import type { Boleto } from "../../../src/engine/types";
import { builtBoleto } from "./built";
import {
  type BrowserSession,
  decodeBarcodes,
  launchBrowser,
  pageCount,
  pdfText,
  rasterizeAll,
} from "./tools";

/** Seven parcelas over several banks, Bolepix on every other one. */
const plan: Boleto[] = ["341", "001", "237", "104", "748", "756", "033"].map((bank, i) =>
  builtBoleto(bank, { seed: 500 + i, pix: i % 2 === 0 }),
);

/** Sorted decodes of one page (reading order is not the strip order when ZXing tries harder). */
async function symbols(png: Uint8Array): Promise<{ bars: string[]; qrs: string[] }> {
  return {
    bars: (await decodeBarcodes(png, "i25")).sort(),
    qrs: (await decodeBarcodes(png, "qrcode")).sort(),
  };
}

function expected(strips: readonly Boleto[]): { bars: string[]; qrs: string[] } {
  return {
    bars: strips.map((b) => b.barcode).sort(),
    qrs: strips.flatMap((b) => (b.pix_payload ? [b.pix_payload] : [])).sort(),
  };
}

describe("carnê PDF decodes at 150 dpi", () => {
  it("cover + three sheets of three: every barcode and QR of every sheet, nothing on the cover", async () => {
    const pdf = await renderCarnePdf(plan, { cover: true });
    const pages = rasterizeAll(pdf, { dpi: 150 });
    expect(pages.length).toBe(4);
    expect(await symbols(pages[0]!)).toEqual({ bars: [], qrs: [] });
    for (let s = 0; s < 3; s++) {
      expect(await symbols(pages[s + 1]!)).toEqual(expected(plan.slice(3 * s, 3 * s + 3)));
    }
    const text = pdfText(pdf);
    for (const b of plan) expect(text).toContain(b.digitable_line_formatted);
    expect(text).toContain("Carnê de Pagamento");
  });

  it("two per sheet decodes too", async () => {
    const pages = rasterizeAll(await renderCarnePdf(plan.slice(0, 4), { per_page: 2 }), { dpi: 150 });
    expect(pages.length).toBe(2);
    expect(await symbols(pages[1]!)).toEqual(expected(plan.slice(2, 4)));
  });
});

describe("carnê HTML in headless Chromium", () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("prints one A4 page per sheet, and each decodes at 150 dpi", async () => {
    const pdf = await browser.printToPdf(renderCarneHtml(plan.slice(0, 6)));
    expect(pageCount(pdf)).toBe(2);
    const pages = rasterizeAll(pdf, { dpi: 150 });
    for (let s = 0; s < 2; s++)
      expect(await symbols(pages[s]!)).toEqual(expected(plan.slice(3 * s, 3 * s + 3)));
  });
});
