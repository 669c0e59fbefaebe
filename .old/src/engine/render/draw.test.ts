import { describe, expect, it } from "vitest";
import { fixtureBoleto, VECTORS } from "../../../test/engine/render/fixtures";
import type { Boleto } from "../types";
import { drawBoleto, frameOf, layoutFor, type TextRun } from "./draw";
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
      const draw = drawBoleto(b);
      for (const run of draw.texts) expect(inside(run, boxes), JSON.stringify(run)).toBe(true);
    }
  });

  it("cuts overflowing text with an ellipsis and never exceeds the line budget", () => {
    const draw = drawBoleto(overflowing());
    expect(draw.texts.some((t) => t.text.endsWith("\u2026"))).toBe(true);
    const instructions = draw.texts.filter(
      (t) => t.text.startsWith("Instrução") || (t.y > 612 && t.y < 707 && t.x < 400),
    );
    expect(instructions.length).toBeLessThanOrEqual(9);
  });

  it("puts the barcode and the QR on the page, clear of the frame", () => {
    const draw = drawBoleto(fixtureBoleto(VECTORS[7]!, true));
    const s = draw.symbols;
    expect(s.barX + 405 * s.barModule).toBeLessThan(PAGE_W);
    expect(s.barY + s.barHeight).toBeLessThan(PAGE_H - 28);
    expect(s.qr?.size).toBeGreaterThanOrEqual(21);
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
