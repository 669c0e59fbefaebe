/**
 * What a payer or a bank clerk reads back: with the longest names the schema allows, every
 * CPF/CNPJ still appears whole in the text MuPDF extracts (names are shortened, documents never);
 * the Pix copia-e-cola extracts back to the exact payload (wrapped without a space added or lost);
 * a beneficiary name with characters outside WinAnsi still issues a Bolepix and prints.
 */
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../src/engine/boleto/build";
import { LIMITS } from "../../../src/engine/boleto/schema";
import { renderCarnePdf } from "../../../src/engine/render/carne";
import { renderBoletoPdf } from "../../../src/engine/render/pdf";
import type { Boleto, BoletoInput } from "../../../src/engine/types";
import { richInput, TODAY } from "./built";
import { pdfText } from "./tools";

/** Names of the maximum length: a real-looking one and the widest Helvetica glyphs. */
const LONG_NAMES = {
  realistic:
    "Companhia Brasileira de Distribuição e Comércio de Produtos Alimentícios e Farmacêuticos do Nordeste",
  widest: "W".repeat(LIMITS.name),
  at: "@".repeat(LIMITS.name), // '@' is Helvetica's widest printable ASCII glyph (1015/1000 em)
};

const DOCS = {
  beneficiary: { raw: "12ABC34501DE35", printed: "12.ABC.345/01DE-35" }, // RFB's alphanumeric example
  payer: { raw: "12345678909", printed: "123.456.789-09" },
  guarantor: { raw: "11222333000181", printed: "11.222.333/0001-81" },
};

function longBoleto(name: string, seed: number): Boleto {
  const base = richInput("341", seed, true);
  const input: BoletoInput = {
    ...base,
    beneficiary: { ...base.beneficiary, name: name.slice(0, LIMITS.name), document: DOCS.beneficiary.raw },
    payer: { ...base.payer, name: name.slice(0, LIMITS.name), document: DOCS.payer.raw },
    guarantor: { name: name.slice(0, LIMITS.name), document: DOCS.guarantor.raw },
    pix: { key: "cobranca@lote.dev", merchant_name: "Empresa Ficticia" },
  };
  return buildBoleto(input, { today: TODAY });
}

/** The lines of the text block that starts with the BR Code's first field. */
function payloadBlock(text: string): string[] {
  const block = text.split(/\n\s*\n/).find((b) => b.trimStart().startsWith("000201"));
  return (block ?? "").trim().split("\n");
}

describe("document numbers survive the longest names", () => {
  it.each(Object.entries(LONG_NAMES))(
    "%s names: single PDF and carnê keep every CPF/CNPJ whole",
    async (_k, name) => {
      expect(name.length).toBe(LIMITS.name);
      const boleto = longBoleto(name, 7);
      for (const pdf of [await renderBoletoPdf(boleto), await renderCarnePdf([boleto])]) {
        const text = pdfText(pdf);
        expect(text).toContain(`CNPJ ${DOCS.beneficiary.printed}`); // ficha: beneficiário line
        expect(text).toContain(`CPF ${DOCS.payer.printed}`); // ficha: pagador line
        expect(text).toContain(`CNPJ ${DOCS.guarantor.printed}`); // ficha: sacador/avalista
        // The recibo (single) / stub (carnê) prints the payer's document in its own box too.
        expect(text.split(DOCS.payer.printed).length - 1).toBeGreaterThanOrEqual(2);
        expect(text).not.toContain("?");
      }
    },
  );
});

describe("Pix copia-e-cola", () => {
  it("extracts back to the exact payload, whatever falls at a line break", async () => {
    // Names of growing length move the spaces of the payload across every break position.
    for (let n = 0; n < 14; n++) {
      const merchant = `Loja ${"A B ".repeat(n)}Fim`.slice(0, 25).trim();
      const input = {
        ...richInput("341", 7, true),
        pix: { key: "cobranca@lote.dev", merchant_name: merchant },
      };
      const boleto = buildBoleto(input, { today: TODAY });
      for (const pdf of [await renderBoletoPdf(boleto), await renderCarnePdf([boleto])]) {
        const lines = payloadBlock(pdfText(pdf));
        expect(lines.length).toBeGreaterThan(1);
        for (const l of lines) expect(l).toBe(l.trim()); // no line begins or ends with a space
        expect(lines.join("")).toBe(boleto.pix_payload);
      }
    }
  });

  it("prints a 512-character payload whole (it shrinks instead of being cut)", async () => {
    const base = richInput("341", 3, false);
    const boleto = { ...buildBoleto(base, { today: TODAY }), pix_payload: `000201${"7".repeat(506)}` };
    const lines = payloadBlock(pdfText(await renderBoletoPdf(boleto)));
    expect(lines.join("")).toBe(boleto.pix_payload);
  });
});

describe("names outside WinAnsi", () => {
  it("a ✓ / CJK beneficiary still issues a Bolepix (ASCII merchant name) and prints readably", async () => {
    const base = richInput("341", 11, true);
    const input = {
      ...base,
      beneficiary: { ...base.beneficiary, name: "Café Fictício ✓ 株式会社 — Matriz" },
      pix: { key: "cobranca@lote.dev" },
    };
    const boleto = buildBoleto(input, { today: TODAY });
    expect(boleto.pix_payload).toContain("5922Cafe Ficticio - Matriz");
    const text = pdfText(await renderBoletoPdf(boleto));
    expect(text).toContain("Café Fictício — Matriz");
    expect(text).not.toContain("?");
  });
});
