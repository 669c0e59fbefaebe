/**
 * The suite every published boleto vector runs through (src/engine/banks/vectors.test.ts over the
 * banks' `vectors.fixtures.ts`, and the banks' own `boleto.test.ts`): build it from its inputs,
 * then parse both printed forms back to the same fields.
 */
import { describe, expect, it } from "vitest";
import type { Vector } from "../../src/engine/banks/vectors.fixtures";
import { buildBoleto } from "../../src/engine/boleto/build";
import { parseBoletoCode } from "../../src/engine/boleto/parse";
import type { BoletoInput } from "../../src/engine/types";

export const PARTIES = {
  beneficiary: { name: "Beneficiario Exemplo Ltda", document: "11222333000181" },
  payer: { name: "Pagador Exemplo", document: "52998224725" },
};

export type { Vector } from "../../src/engine/banks/vectors.fixtures";

export function inputOf(v: Vector): BoletoInput {
  return { agency: "0001", account: "1", ...PARTIES, ...v.input } as BoletoInput;
}

/** One describe block per vector. */
export function describeVectors(vectors: Vector[]): void {
  describe.each(vectors)("$name", (v) => {
    const today = v.today ?? v.input.due_date ?? "2025-01-01";

    it("builds the published barcode and linha digitável", () => {
      expect(v.barcode ?? v.line, "a vector publishes a barcode or a linha").toBeDefined();
      const boleto = buildBoleto(inputOf(v), { today });
      if (v.barcode) expect(boleto.barcode).toBe(v.barcode);
      if (v.line) {
        expect(boleto.digitable_line_formatted).toBe(v.line);
        expect(boleto.digitable_line).toBe(v.line.replace(/\D/g, ""));
      }
      if (v.ourNumber) expect(boleto.our_number).toBe(v.ourNumber);
    });

    it("parses both forms back to the same fields", () => {
      const forms = [v.barcode, v.line, v.line?.replace(/\D/g, "")].filter((f) => f !== undefined);
      for (const code of forms) {
        const parsed = parseBoletoCode(code, { today });
        if (v.barcode) expect(parsed.barcode).toBe(v.barcode);
        if (v.line) expect(parsed.digitable_line_formatted).toBe(v.line);
        expect(parsed.bank_code).toBe(v.input.bank_code);
        expect(parsed.amount_cents).toBe(v.input.amount_cents);
        expect(parsed.due_date).toBe(v.input.due_date);
        expect(parsed.free_field).toBe(parsed.barcode.slice(19));
      }
    });
  });
}
