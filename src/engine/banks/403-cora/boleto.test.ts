// Cora's rule held against every published Cora code (vectors.ts): lote rebuilds each barcode and
// linha digitável from the nosso número in it, and refuses to choose a nosso número itself.
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../boleto/build";
import { parseBoletoCode } from "../../boleto/parse";
import { validateBoletoInput } from "../../boleto/validate";
import type { BoletoInput } from "../../types";
import { CORA_VECTORS } from "./vectors";

const TODAY = "2025-06-01";

const base = (v: { due_date: string; amount_cents: number }, our: string): BoletoInput => ({
  bank_code: "403",
  agency: "0001",
  account: "1234567",
  wallet: "01",
  our_number: our,
  amount_cents: v.amount_cents,
  due_date: v.due_date,
  beneficiary: { name: "Hecol Saude Ambiental", document: "15551751000173" },
  payer: {
    name: "Maria da Silva",
    document: "49467837846",
    address: { street: "Rua A", city: "São Paulo", state: "SP", zip_code: "01001000" },
  },
});

describe("403 Cora: the published codes", () => {
  it.each(CORA_VECTORS.map((v) => [v.code, v] as const))("%s", (_code, v) => {
    const parsed = parseBoletoCode(v.code, { today: TODAY });
    expect(parsed).toMatchObject({ bank_code: "403", due_date: v.due_date, amount_cents: v.amount_cents });
    const ff = parsed.free_field;
    expect(ff.slice(0, 5)).toBe("00000");
    expect(ff.slice(23)).toBe("01");
    if (v.our) expect(ff.slice(5, 23)).toBe(v.our);
    // ACBr's rule: the nosso número opens with the beneficiary's CNPJ root.
    if (v.beneficiary) expect(ff.slice(5, 13)).toBe(v.beneficiary.slice(0, 8));
    const built = buildBoleto(base(v, ff.slice(5, 23)), { today: TODAY });
    expect(built.barcode).toBe(parsed.barcode);
    expect(built.digitable_line).toBe(parsed.digitable_line);
    expect(built.bank_code_formatted).toBe("403-9");
    expect(built.our_number).toBe(ff.slice(5, 23));
  });

  it("the stage answer's our_number is the last 17 of the campo livre's 18 digits", () => {
    const p = parseBoletoCode("40399157900000350000000090485367000022132101", { today: TODAY });
    expect(p.free_field.slice(5, 23).endsWith("04853670000221321")).toBe(true);
  });
});

describe("403 Cora: lote does not choose the nosso número", () => {
  const v = { due_date: "2026-07-10", amount_cents: 8375 };

  it("a nosso número shorter than Cora's 18 digits is BANK_ASSIGNS_CODES", () => {
    const r = validateBoletoInput(base(v, "123"), { today: TODAY });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues.map((i) => [i.code, i.path.join(".")])).toEqual([["BANK_ASSIGNS_CODES", "our_number"]]);
  });

  it("more than 18 digits, letters or another carteira are the usual issues", () => {
    const codes = (input: BoletoInput) => {
      const r = validateBoletoInput(input, { today: TODAY });
      return r.ok ? [] : r.issues.map((i) => i.code);
    };
    expect(codes(base(v, "1".repeat(19)))).toEqual(["INVALID_OUR_NUMBER"]);
    expect(codes(base(v, "15551751017457890A"))).toEqual(["INVALID_OUR_NUMBER"]);
    expect(codes({ ...base(v, "155517510174578909"), wallet: "02" })).toEqual(["UNSUPPORTED_WALLET"]);
    expect(codes(base(v, "155517510174578909"))).toEqual([]);
  });
});
