import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureBoleto, VECTORS } from "../../../test/engine/render/fixtures";
import type { Boleto } from "../types";
import { drawBoletoPage, frameOf, layoutFor, type TextRun } from "./draw";
import { PAGE_H, PAGE_W } from "./layout";
import { textWidth } from "./metrics";

/** A boleto whose every free-text field is far too long for its box. */
function overflowing(): Boleto {
  const b = fixtureBoleto(VECTORS[0]!, true);
  const long = "Razão Social Extremamente Longa de Uma Empresa Com Nome Enorme Sem Fim ".repeat(4);
  b.input.beneficiary.name = long;
  b.input.payer.name = long;
  b.input.payer.address = { ...b.input.payer.address!, street: long };
  b.input.guarantor = { name: long, document: "11222333000181" };
  b.input.document_number = "DOC-".repeat(30);
  b.input.payment_place = long;
  b.input.instructions = Array.from({ length: 12 }, (_, i) => `Instrução ${i} ${long}`);
  b.input.description = Array.from({ length: 20 }, () => long);
  b.our_number = "9".repeat(60);
  return b;
}

function inside(run: TextRun, boxes: ReturnType<typeof layoutFor>["boxes"]): boolean {
  const right = run.x + textWidth(run.text, run.face, run.size);
  return boxes.some(
    (b) =>
      run.x >= b.x - 0.01 &&
      right <= b.x + b.w + 0.01 &&
      run.y <= b.y + b.h &&
      run.y - run.size * 0.72 >= b.y,
  );
}

describe("drawBoleto", () => {
  it("keeps every value inside its own box, however long the input", () => {
    for (const b of [overflowing(), fixtureBoleto(VECTORS[5]!, false)]) {
      const boxes = layoutFor(b).boxes;
      const draw = drawBoletoPage(b);
      for (const run of draw.texts) expect(inside(run, boxes), JSON.stringify(run)).toBe(true);
    }
  });

  it("cuts overflowing text with an ellipsis and never exceeds the line budget", () => {
    const draw = drawBoletoPage(overflowing());
    expect(draw.texts.some((t) => t.text.endsWith("\u2026"))).toBe(true);
    const instructions = draw.texts.filter(
      (t) => t.text.startsWith("Instrução") || (t.y > 612 && t.y < 707 && t.x < 400),
    );
    expect(instructions.length).toBeLessThanOrEqual(9);
  });

  it("puts the barcode and the QR on the page, clear of the frame", () => {
    const draw = drawBoletoPage(fixtureBoleto(VECTORS[7]!, true));
    const s = draw.bars[0]!;
    expect(s.x + 405 * s.module).toBeLessThan(PAGE_W);
    expect(s.y + s.height).toBeLessThan(PAGE_H - 28);
    expect(draw.qrs[0]?.size).toBeGreaterThanOrEqual(21);
  });

  it("labels every FEBRABAN field of the ficha", () => {
    const labels = frameOf(layoutFor(fixtureBoleto(VECTORS[0]!))).texts.map((t) => t.text);
    for (const l of [
      "Local de Pagamento",
      "Vencimento",
      "Beneficiário",
      "Agência / Código do Beneficiário",
      "Data do Documento",
      "Nº do Documento",
      "Espécie Doc.",
      "Aceite",
      "Data Processamento",
      "Nosso Número",
      "Carteira",
      "Espécie",
      "(=) Valor do Documento",
      "(-) Desconto / Abatimento",
      "(+) Mora / Multa",
      "(=) Valor Cobrado",
      "Pagador",
      "Sacador/Avalista",
      "Autenticação Mecânica - Ficha de Compensação",
    ]) {
      expect(labels).toContain(l);
    }
  });
});

describe("fitting never loses a document or doubles an ellipsis", () => {
  const base = fixtureBoleto(VECTORS[3]!, true);
  const name = fc.string({ minLength: 1, maxLength: 100, unit: "grapheme" });

  it("party lines of the ficha always end with the whole CPF/CNPJ, for any name up to 100", () => {
    fc.assert(
      fc.property(name, name, name, (ben, pay, gua) => {
        const b = structuredClone(base);
        b.input.beneficiary.name = ben;
        b.input.payer.name = pay;
        b.input.guarantor = { name: gua, document: "11222333000181" };
        const texts = drawBoletoPage(b).texts.map((t) => t.text);
        expect(texts.some((t) => t.endsWith("CNPJ 43.576.788/0001-91"))).toBe(true);
        expect(texts.some((t) => t.endsWith("CPF 123.456.789-09"))).toBe(true);
        expect(texts.some((t) => t.endsWith("CNPJ 11.222.333/0001-81"))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("the demonstrativo and the instructions end in at most one ellipsis", () => {
    const line = fc.string({ minLength: 0, maxLength: 100 });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.array(line, { maxLength: 8 }),
        (description, instructions) => {
          const b = structuredClone(base);
          b.input.description = description;
          b.input.instructions = instructions;
          for (const t of drawBoletoPage(b).texts) expect(t.text).not.toContain("\u2026\u2026");
        },
      ),
      { numRuns: 200 },
    );
    // The case that used to print "……": a last line already cut, with more lines after it.
    const b = structuredClone(base);
    b.input.description = ["x ".repeat(400), "more", "and more"];
    const cut = drawBoletoPage(b).texts.filter((t) => t.text.endsWith("\u2026"));
    expect(cut.length).toBe(1);
    expect(cut[0]!.text.endsWith("\u2026\u2026")).toBe(false);
  });
});
