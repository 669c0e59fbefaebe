import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleBoletoInput } from "../../../test/engine/boleto/samples";
import { type Issue, isEngineError } from "../errors";
import { buildBoleto } from "./build";
import { boletoItemSchema } from "./schema";
import { validateBoletoInput } from "./validate";

const TODAY = "2025-06-01";
const ITAU = sampleBoletoInput("341", TODAY);
const PIX_EMV_10 =
  "00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6";

function issues(value: unknown, today?: string): Issue[] {
  const r = validateBoletoInput(value, today ? { today } : {});
  return r.ok ? [] : r.issues;
}
const codesAt = (list: Issue[]) => list.map((i) => `${i.code} ${i.path.join(".")}`);

function buildIssues(value: unknown): Issue[] {
  try {
    buildBoleto(value, { today: TODAY });
  } catch (e) {
    if (isEngineError(e)) return e.issues;
    throw e;
  }
  return [];
}

describe("validateBoletoInput — structure", () => {
  it("lists every problem with its path and a stable code", () => {
    const bad = {
      ...ITAU,
      bank_code: "999",
      amount_cents: 10_000_000_000,
      due_date: "2025-02-30",
      our_number: "12A",
      agency: "",
      document_kind: "dm",
      instructions: ["ok", "two\nlines"],
      beneficiary: {
        name: "A",
        document: "11.222.333/0001-82",
        address: { street: "R", city: "C", state: "XX", zip_code: "123" },
      },
      payer: { name: "B", document: "529.982.247-24", emial: "x" },
      extra: true,
    };
    expect(codesAt(issues(bad))).toEqual([
      "UNSUPPORTED_BANK bank_code",
      "INVALID_AGENCY agency",
      "AMOUNT_TOO_LARGE amount_cents",
      "INVALID_DATE due_date",
      "INVALID_OUR_NUMBER our_number",
      "INVALID_FORMAT document_kind",
      "INVALID_CNPJ beneficiary.document",
      "INVALID_UF beneficiary.address.state",
      "INVALID_CEP beneficiary.address.zip_code",
      "INVALID_CPF payer.document",
      "UNKNOWN_FIELD payer.emial",
      "INVALID_TEXT instructions.1",
      "UNKNOWN_FIELD extra",
    ]);
    expect(issues(bad)[9]?.message).toBe("payer.document is not a valid CPF (check digits)");
    // The order is the schema's, whatever the order of the keys in the input.
    const reversed = Object.fromEntries(Object.entries(bad).reverse());
    expect(issues(reversed)).toEqual(issues(bad));
  });

  it("reports missing fields as REQUIRED and wrong types as INVALID_TYPE", () => {
    expect(codesAt(issues({ ...ITAU, payer: undefined, wallet: 109 }))).toEqual([
      "INVALID_TYPE wallet",
      "REQUIRED payer",
    ]);
    expect(codesAt(issues(null))).toEqual(["INVALID_TYPE "]);
    expect(codesAt(issues({ ...ITAU, amount_cents: 10.5 }))).toEqual(["INVALID_AMOUNT amount_cents"]);
    expect(codesAt(issues({ ...ITAU, amount_cents: -1 }))).toEqual(["INVALID_AMOUNT amount_cents"]);
  });

  it("normalises punctuation and case", () => {
    const r = validateBoletoInput({
      ...ITAU,
      beneficiary: {
        name: "ACME",
        document: "11.222.333/0001-81",
        address: { street: "R", city: "C", state: "sp", zip_code: "01310-100" },
      },
      payer: { name: "Fulano", document: "529.982.247-25" },
    });
    expect(r.ok && r.value.beneficiary).toEqual({
      name: "ACME",
      document: "11222333000181",
      address: { street: "R", city: "C", state: "SP", zip_code: "01310100" },
    });
    expect(r.ok && r.value.payer.document).toBe("52998224725");
  });

  it("exports to JSON Schema with descriptions (for OpenAPI)", () => {
    const schema = z.toJSONSchema(boletoItemSchema) as {
      properties: Record<string, { description?: string }>;
    };
    expect(schema.properties.amount_cents?.description).toContain("centavos");
    expect(Object.keys(schema.properties)).toContain("bank_fields");
  });
});

describe("validateBoletoInput — bank and cross-field rules", () => {
  it("applies the bank's rules once the structure is sound", () => {
    // Itaú: agência 1248 / conta 02124 has DAC 6 (published vector).
    const itau = {
      ...ITAU,
      agency: "1248",
      account: "02124",
      account_digit: "5",
      wallet: "999",
      our_number: "123456789",
    };
    expect(codesAt(issues(itau))).toEqual([
      "INVALID_ACCOUNT_DIGIT account_digit",
      "INVALID_OUR_NUMBER our_number",
      "UNSUPPORTED_WALLET wallet",
    ]);
    expect(issues(itau)[0]?.message).toBe("account_digit is 5 but Itaú computes 6");
    const sicredi = sampleBoletoInput("748", TODAY);
    expect(codesAt(issues({ ...sicredi, bank_fields: { byte: "1", ios: "0" } }))).toEqual([
      "UNKNOWN_BANK_FIELD bank_fields.ios",
      "REQUIRED bank_fields.post",
      "INVALID_BANK_FIELD bank_fields.byte",
    ]);
  });

  it("checks amounts, dates and charges across fields", () => {
    const due = ITAU.due_date as string;
    const list = issues({
      ...ITAU,
      amount_cents: 1000,
      discount: { amount_cents: 1000, until: "2099-01-01" },
      rebate_cents: 1001,
      interest: { kind: "monthly_rate", value: 10_001, start_date: due },
      fine: { kind: "rate", value: 200 },
    });
    expect(codesAt(list)).toEqual([
      "DISCOUNT_TOO_LARGE discount.amount_cents",
      "INVALID_DISCOUNT_DATE discount.until",
      "REBATE_TOO_LARGE rebate_cents",
      "INVALID_INTEREST interest.value",
      "INVALID_START_DATE interest.start_date",
    ]);
    // An abatimento of the whole amount is refused too (strictly less); one centavo less is fine.
    expect(codesAt(issues({ ...ITAU, amount_cents: 1000, rebate_cents: 1000 }))).toEqual([
      "REBATE_TOO_LARGE rebate_cents",
    ]);
    expect(issues({ ...ITAU, amount_cents: 1000, rebate_cents: 999 })).toEqual([]);
    expect(codesAt(issues({ ...ITAU, due_date: null, fine: { kind: "amount", value: 100 } }))).toEqual([
      "REQUIRES_DUE_DATE fine",
    ]);
    expect(codesAt(issues({ ...ITAU, due_date: "2000-07-02" }))).toEqual(["DUE_DATE_OUT_OF_RANGE due_date"]);
    expect(codesAt(issues({ ...ITAU, due_date: "2045-01-01" }, TODAY))).toEqual([
      "DUE_DATE_OUT_OF_RANGE due_date",
    ]);
    expect(issues({ ...ITAU, due_date: "2045-01-01" })).toEqual([]); // without a clock the window is not checked
    expect(codesAt(issues(ITAU, "2025-13-01"))).toEqual(["INVALID_DATE today"]);
  });

  it("validates a Bolepix EMV and its amount, or the key to build one from", () => {
    expect(issues({ ...ITAU, amount_cents: 1000, pix: { emv: PIX_EMV_10 } })).toEqual([]);
    expect(codesAt(issues({ ...ITAU, amount_cents: 1001, pix: { emv: PIX_EMV_10 } }))).toEqual([
      "PIX_AMOUNT_MISMATCH pix.emv",
    ]);
    expect(codesAt(issues({ ...ITAU, pix: { emv: `${PIX_EMV_10.slice(0, -1)}7` } }))).toEqual([
      "PIX_INVALID_CRC pix.emv.63",
    ]);
    expect(codesAt(issues({ ...ITAU, pix: { emv: PIX_EMV_10, key: "a@b.co" } }))).toEqual([
      "PIX_EMV_OR_KEY pix",
    ]);
    expect(codesAt(issues({ ...ITAU, pix: { key: "not a key" } }))).toEqual(["PIX_INVALID_KEY pix.key"]);
    const noCity = {
      ...ITAU,
      beneficiary: { name: "ACME", document: "11222333000181" },
      pix: { key: "+5511999998888" },
    };
    expect(codesAt(issues(noCity))).toEqual(["REQUIRED pix.merchant_city"]);
    expect(
      issues({ ...noCity, pix: { key: "+5511999998888", merchant_city: "Recife", txid: "Fatura42" } }),
    ).toEqual([]);
  });
});

describe("buildBoleto and validateBoletoInput agree", () => {
  it("throw exactly the issues validateBoletoInput returns", () => {
    const bads: unknown[] = [
      { ...ITAU, wallet: "999" },
      { ...ITAU, payer: { name: "x", document: "1" }, extra: 1 },
      { ...ITAU, due_date: "2049-01-01" },
      "not an object",
    ];
    for (const bad of bads) {
      expect(buildIssues(bad)).toEqual(issues(bad, TODAY));
      expect(buildIssues(bad)).toEqual(buildIssues(bad)); // deterministic
    }
  });
});
