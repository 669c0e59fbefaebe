import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { builtBoleto } from "../../../test/engine/render/built";
import { type EngineError, isEngineError } from "../errors";
import type { Boleto } from "../types";
import { drawCarnePages, renderCarneHtml, renderCarnePdf } from "./carne";
import { CARNE_CUT_X, CARNE_MARGIN, carneLayout, STRIP_H } from "./carne-layout";
import { I25_NARROW_PT } from "./i25";
import { PAGE_H, PAGE_W } from "./layout";
import { textWidth } from "./metrics";

/** Seven parcelas of one plan, Bolepix on the even ones. */
const plan: Boleto[] = Array.from({ length: 7 }, (_, i) =>
  builtBoleto("341", { seed: 100 + i, pix: i % 2 === 0 }),
);

describe("drawCarnePages", () => {
  it("puts per_page strips on a sheet (3 by default) and a cover first when asked", () => {
    expect([...drawCarnePages(plan, {})].length).toBe(3);
    expect([...drawCarnePages(plan, { cover: true })].length).toBe(4);
    expect([...drawCarnePages(plan, { per_page: 2 })].length).toBe(4);
    expect([...drawCarnePages(plan, { per_page: 1 })].length).toBe(7);
    const long = Array.from({ length: 90 }, (_, i) => plan[i % 7]!);
    const pages = [...drawCarnePages(long, { cover: true })];
    const covers = pages.filter((p) => p.bars.length === 0);
    expect(covers.length).toBe(2); // 90 rows continue on a second cover page
    const rows = covers.flatMap((p) => p.texts).filter((t) => /^\d+\/90$/.test(t.text));
    expect(rows.map((t) => t.text)).toEqual(Array.from({ length: 90 }, (_, i) => `${i + 1}/90`));
  });

  it("labels each strip with its parcela and keeps every strip inside its third of the sheet", () => {
    const [sheet] = [...drawCarnePages(plan, {})];
    expect(sheet!.texts.filter((t) => /^\d\/7$/.test(t.text)).map((t) => t.text)).toEqual([
      "1/7",
      "2/7",
      "3/7",
    ]);
    sheet!.bars.forEach((bar, k) => {
      const top = CARNE_MARGIN + k * STRIP_H;
      expect(bar.y).toBeGreaterThan(top);
      expect(bar.y + bar.height).toBeLessThan(top + STRIP_H);
      // ISO/IEC 16390 asks 10 modules of quiet zone; the cut line is the nearest mark on the left.
      expect(bar.x - CARNE_CUT_X).toBeGreaterThanOrEqual(10 * I25_NARROW_PT);
      expect(bar.x + 405 * bar.module).toBeLessThan(PAGE_W - 10 * I25_NARROW_PT);
      // FEBRABAN and Banco do Brasil: at least 12 mm from the ficha's lower edge (here the cut
      // line) to the barcode's centre. This is why the strip has no room for a logo band above
      // the ficha header: the ficha cannot move down.
      expect(top + STRIP_H - (bar.y + bar.height / 2)).toBeGreaterThanOrEqual((12 / 25.4) * 72);
    });
    for (const t of sheet!.texts) {
      const strip = Math.floor((t.y - CARNE_MARGIN) / STRIP_H);
      expect(t.y - t.size).toBeGreaterThan(CARNE_MARGIN + strip * STRIP_H);
    }
    expect(sheet!.qrs.length).toBe(2); // parcelas 1 and 3 are Bolepix
    expect(CARNE_MARGIN + 3 * STRIP_H).toBeCloseTo(PAGE_H - CARNE_MARGIN, 6);
  });

  it("keeps every value inside its own box, however long the input", () => {
    const b = structuredClone(plan[0]!);
    const long = "Razão Social Extremamente Longa de Uma Empresa Com Nome Enorme Sem Fim "
      .repeat(2)
      .slice(0, 100);
    b.input.beneficiary.name = long;
    b.input.payer.name = long;
    b.input.guarantor = { name: long, document: "11222333000181" };
    b.input.instructions = Array.from({ length: 8 }, () => long);
    b.input.description = Array.from({ length: 20 }, () => long);
    for (const pix of [true, false]) {
      const boleto = pix ? b : { ...b, pix_payload: undefined };
      const boxes = carneLayout(pix).boxes;
      const [sheet] = [...drawCarnePages([boleto], {})];
      for (const run of sheet!.texts) {
        const y = run.y - CARNE_MARGIN;
        const right = run.x + textWidth(run.text, run.face, run.size);
        const inside = boxes.some(
          (box) =>
            run.x >= box.x - 0.01 &&
            right <= box.x + box.w + 0.01 &&
            y <= box.y + box.h &&
            y - run.size * 0.72 >= box.y,
        );
        expect(inside, JSON.stringify(run)).toBe(true);
      }
    }
  });
});

describe("renderCarnePdf / renderCarneHtml", () => {
  it("writes one deterministic PDF with one frame per strip variant", async () => {
    const a = await renderCarnePdf(plan, { cover: true });
    expect(
      Buffer.from(a).equals(Buffer.from(await renderCarnePdf(structuredClone(plan), { cover: true }))),
    ).toBe(true);
    const doc = await PDFDocument.load(a);
    expect(doc.getPageCount()).toBe(4);
    expect(new TextDecoder("latin1").decode(a).split("/Subtype /Form").length - 1).toBe(2);
  });

  it("writes the same sheets as HTML, each printing on its own A4 page", () => {
    const html = renderCarneHtml(plan, { per_page: 3 });
    expect(html.match(/<svg /g)?.length).toBe(3);
    expect(html.match(/class="i25"/g)?.length).toBe(7);
    expect(html.match(/class="qr"/g)?.length).toBe(4);
    expect(html).toContain("break-after:page");
    for (const b of plan) expect(html).toContain(b.digitable_line_formatted);
  });

  it("refuses bad arguments with typed errors", async () => {
    const issues = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (e) {
        expect(isEngineError(e)).toBe(true);
        return (e as EngineError).issues.map((i) => [i.code, i.path]);
      }
      throw new Error("expected a rejection");
    };
    expect(await issues(renderCarnePdf(null as never))).toEqual([["INVALID_TYPE", []]]);
    expect(await issues(renderCarnePdf(plan[0] as never))).toEqual([["INVALID_TYPE", []]]);
    expect(await issues(renderCarnePdf([]))).toEqual([["NOTHING_TO_RENDER", []]]);
    expect(await issues(renderCarnePdf([plan[0]!, 7 as never]))).toEqual([["INVALID_TYPE", [1]]]);
    expect(await issues(renderCarnePdf(plan, { per_page: 4 as never, cover: "yes" as never }))).toEqual([
      ["INVALID_ARGUMENT", ["options", "per_page"]],
      ["INVALID_ARGUMENT", ["options", "cover"]],
    ]);
    expect(() => renderCarneHtml(undefined as never)).toThrow(
      expect.objectContaining({ code: "INVALID_TYPE" }),
    );
  });
});
