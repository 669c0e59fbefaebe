// checkCoraCodes against every published Cora code (../vectors.ts) and against altered ones.
import { describe, expect, it } from "vitest";
import { parseBoletoCode } from "../../../boleto/parse";
import type { BoletoInput } from "../../../types";
import { CORA_VECTORS } from "../vectors";
import { checkCoraCodes } from "./codes";
import { STAGE_BOLETO_INVOICE, STAGE_PIX_INVOICE } from "./examples";
import { INPUT } from "./fixtures";

/** A CNPJ (filial 0001, its check digits) whose first 8 digits are `root`. */
function cnpjOf(root: string): string {
  const dv = (s: string) => {
    const weights =
      s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = [...s].reduce((t, d, i) => t + Number(d) * (weights[i] as number), 0) % 11;
    return r < 2 ? "0" : String(11 - r);
  };
  const twelve = `${root}0001`;
  const thirteen = twelve + dv(twelve);
  return thirteen + dv(thirteen);
}

/** The input a vector stands for: its amount and due date, a beneficiary of its CNPJ root. */
const inputFor = (v: {
  code: string;
  due_date: string;
  amount_cents: number;
  beneficiary?: string;
}): BoletoInput => {
  const ff = parseBoletoCode(v.code, { today: v.due_date }).free_field;
  return {
    ...INPUT,
    due_date: v.due_date,
    amount_cents: v.amount_cents,
    pix: undefined,
    beneficiary: { name: "Beneficiário", document: v.beneficiary ?? cnpjOf(ff.slice(5, 13)) },
  };
};

describe("checkCoraCodes", () => {
  it.each(CORA_VECTORS.map((v) => [v.code, v] as const))("accepts the published %s", (_c, v) => {
    const p = parseBoletoCode(v.code, { today: v.due_date });
    const codes = {
      barcode: p.barcode,
      digitable_line: p.digitable_line,
      ...(v.our ? { our_number: v.our } : {}),
    };
    expect(checkCoraCodes(codes, inputFor(v))).toEqual([]);
  });

  it("accepts the stage answer's 17-digit our_number; refuses its shortened Pix copia e cola", () => {
    const slip = STAGE_BOLETO_INVOICE.body.payment_options.bank_slip;
    const input = { ...inputFor({ code: slip.barcode, due_date: "2026-09-24", amount_cents: 35000 }) };
    const codes = { barcode: slip.barcode, digitable_line: slip.digitable, our_number: slip.our_number };
    expect(checkCoraCodes(codes, input)).toEqual([]);
    // The test that kept the answer shortened the Pix location (tag 26 says 83 characters): lote
    // would not print it.
    const emv = STAGE_PIX_INVOICE.body.pix.emv;
    expect(checkCoraCodes({ ...codes, pix_emv: emv }, input).map((i) => i.code)).toEqual(["PIX_INVALID_TLV"]);
  });

  it("names each defect", () => {
    const v = CORA_VECTORS[0]!;
    const p = parseBoletoCode(v.code, { today: v.due_date });
    const good = { barcode: p.barcode, digitable_line: p.digitable_line, our_number: v.our };
    const codes = (c: object, input = inputFor(v)) =>
      checkCoraCodes(c, input).map((i) => `${i.code} ${i.path}`);
    expect(codes({})).toEqual(["CORA_CODE_MISSING codes.barcode", "CORA_CODE_MISSING codes.digitable_line"]);
    expect(codes(good, { ...inputFor(v), amount_cents: 8376 })).toEqual([
      "CORA_AMOUNT_MISMATCH codes.barcode",
    ]);
    expect(codes(good, { ...inputFor(v), due_date: "2026-07-11" })).toEqual([
      "CORA_DUE_FACTOR_MISMATCH codes.barcode",
    ]);
    expect(codes({ ...good, our_number: "155517510174578900" })).toEqual([
      "CORA_OUR_NUMBER_MISMATCH codes.our_number",
    ]);
    const other = CORA_VECTORS[1]!.code.replace(/\D/g, "");
    expect(codes({ ...good, digitable_line: other })).toContain("CORA_CODES_DIFFER codes.digitable_line");
    const broken = `${p.barcode.slice(0, 4)}${p.barcode[4] === "1" ? "2" : "1"}${p.barcode.slice(5)}`;
    expect(codes({ barcode: broken, digitable_line: p.digitable_line })[0]).toMatch(
      /^INVALID_CHECK_DIGIT codes\.barcode/,
    );
    expect(codes(good, { ...inputFor(v), pix: { key: "k" } })).toEqual(["CORA_PIX_MISSING codes.pix_emv"]);
    expect(codes(good, { ...inputFor(v), beneficiary: INPUT.beneficiary })).toEqual([
      "CORA_FREE_FIELD codes.barcode",
    ]);
    expect(codes({ ...good, pix_emv: `${STAGE_PIX_INVOICE.body.pix.emv.slice(0, -4)}0000` })[0]).toMatch(
      /codes\.pix_emv/,
    );
  });

  it("refuses another bank's code and a campo livre not shaped like Cora's", () => {
    const itau = "34191.09008 01015.271248 80212.460002 4 25480000675787";
    const p = parseBoletoCode(itau, { today: "2020-01-01" });
    const out = checkCoraCodes(
      { barcode: p.barcode, digitable_line: p.digitable_line },
      { ...INPUT, due_date: p.due_date, amount_cents: p.amount_cents, pix: undefined },
    ).map((i) => i.code);
    expect(out).toEqual(expect.arrayContaining(["CORA_BANK_MISMATCH", "CORA_FREE_FIELD"]));
  });
});
