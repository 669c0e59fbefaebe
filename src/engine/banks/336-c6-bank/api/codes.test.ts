// checkC6Codes against published C6 codes (boletonet's BancoC6Teste.cs, as lote's vectors hold
// them) and against altered ones.
import { describe, expect, it } from "vitest";
import type { BoletoInput } from "../../../types";
import { checkC6Codes } from "./codes";
import { INPUT } from "./fixtures";

// boletonet src/Boleto.Net.Testes/BancoC6Teste.cs, carteira 21 (../vectors.fixtures.ts).
const BARCODE = "33691823600000420000000000000010000113522213";
const LINE = "33690000090000001000901135222139182360000042000";
const VECTOR: BoletoInput = {
  ...INPUT,
  agreement: "000000000001",
  wallet: "21",
  amount_cents: 42000,
  due_date: "2020-04-25",
  pix: undefined,
};

describe("checkC6Codes", () => {
  it("accepts boletonet's published C6 slip with its nosso número", () => {
    expect(
      checkC6Codes({ barcode: BARCODE, digitable_line: LINE, our_number: "0000113522" }, VECTOR),
    ).toEqual([]);
    expect(checkC6Codes({ barcode: BARCODE, digitable_line: LINE, our_number: "113522" }, VECTOR)).toEqual(
      [],
    );
  });

  it("names each defect", () => {
    const codes = (c: object, input = VECTOR) => checkC6Codes(c, input).map((i) => `${i.code} ${i.path}`);
    expect(codes({})).toEqual(["C6_CODE_MISSING codes.barcode", "C6_CODE_MISSING codes.digitable_line"]);
    expect(codes({ barcode: BARCODE, digitable_line: LINE }, { ...VECTOR, amount_cents: 1 })).toEqual([
      "C6_AMOUNT_MISMATCH codes.barcode",
    ]);
    expect(codes({ barcode: BARCODE, digitable_line: LINE }, { ...VECTOR, due_date: "2020-04-26" })).toEqual([
      "C6_DUE_FACTOR_MISMATCH codes.barcode",
    ]);
    expect(codes({ barcode: BARCODE, digitable_line: LINE }, { ...VECTOR, agreement: "2" })).toEqual([
      "C6_FREE_FIELD codes.barcode",
    ]);
    expect(codes({ barcode: BARCODE, digitable_line: LINE }, { ...VECTOR, wallet: "15" })).toEqual([
      "C6_FREE_FIELD codes.barcode",
    ]);
    expect(codes({ barcode: BARCODE, digitable_line: LINE, our_number: "0000113523" })).toEqual([
      "C6_OUR_NUMBER_MISMATCH codes.our_number",
    ]);
    expect(codes({ barcode: BARCODE, digitable_line: LINE }, { ...VECTOR, pix: { key: "k" } })).toEqual([
      "C6_PIX_MISSING codes.pix_emv",
    ]);
    expect(
      codes({ barcode: BARCODE, digitable_line: "33690000090000002000801135222139182360000042000" })[0],
    ).toMatch(/codes\.digitable_line/);
    expect(codes({ barcode: BARCODE, digitable_line: LINE, pix_emv: "000201xx" })[0]).toMatch(
      /codes\.pix_emv/,
    );
  });

  it("refuses another bank's code", () => {
    const itau = "34194254800006757871090001015271248021246000";
    const out = checkC6Codes(
      { barcode: itau },
      { ...VECTOR, amount_cents: 675787, due_date: "2010-09-15" },
    ).map((i) => i.code);
    expect(out).toContain("C6_BANK_MISMATCH");
  });
});
