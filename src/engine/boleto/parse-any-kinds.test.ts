/**
 * parsePaymentCode on the arrecadação kinds the published lists of parse-any.test.ts lack: a
 * reference instead of an amount (value types 7 and 9) and a company identified by CNPJ
 * (segment 6). Facts only, no code carried over:
 * - WilliamSampaio/febraban_barcode, commit 60ae885f201a445e91de55799134444c7bde9f12, MIT licence:
 *   `tests/test_gerar_numeracao_codigo_de_barras_func.py`, a telecom code of value type 6 (barcode
 *   and linha) and one of value type 9 (barcode: a reference, módulo 11), with their inputs.
 * No published code of value type 7 or of segment 6 (company identified by CNPJ) was found: not
 * among the boleto-utils and ClipBarcode codes of parse-any.test.ts, not in the tests of
 * brcobranca, laravel-boleto, BoletoNetCore, boletonet, openboleto, bopepo, node-boleto or
 * gerar-boletos, and not in FEBRABAN's layout (versão 7, stored by febraban_barcode under
 * `specs/`, whose worked examples use the retired value type 2). Those two cases are
 * self-consistency tests, labelled as such below.
 */
import { describe, expect, it } from "vitest";
import { isEngineError } from "../errors";
import { type ParsedPaymentCode, parsePaymentCode } from "./parse-any";

const TODAY = { today: "2022-06-01" };

describe("parsePaymentCode: value types and segment 6", () => {
  it("published: febraban_barcode's value type 6 and value type 9 codes (segment 4, company 1042)", () => {
    const six = parsePaymentCode("84670000000 9 10991042202 0 31231000000 4 00000054321 5", TODAY);
    expect(six).toMatchObject({
      type: "arrecadacao",
      barcode: "84670000000109910422023123100000000000054321",
      segment: "4",
      value_type: "6",
      check_modulus: 10,
      value_kind: "amount",
      amount_cents: 1099,
      company_id: "1042",
      free_field: "2023123100000000000054321",
    });
    const nine = parsePaymentCode("84910000000010010422023123100000000000054321", TODAY);
    expect(nine).toMatchObject({
      segment: "4",
      value_type: "9",
      check_modulus: 11,
      value_kind: "reference",
      amount_cents: null,
      reference: "00000000100",
      company_id: "1042",
    });
  });

  it("self-consistency, not a published code: value type 7 and a CNPJ company (segment 6)", () => {
    // The general DV is found by the parser itself; no published code of this kind was found.
    const body = `867${"00000001234"}${"11222333"}${"012345678901234567890"}`;
    const barcode = `${body.slice(0, 3)}${generalDigit(body)}${body.slice(3)}`;
    const p = parsePaymentCode(barcode, TODAY) as Extract<ParsedPaymentCode, { type: "arrecadacao" }>;
    expect(p).toMatchObject({
      segment: "6",
      value_kind: "reference",
      amount_cents: null,
      reference: "00000001234",
      company_id: "11222333",
      company_id_kind: "cnpj",
    });
    expect(p.free_field).toHaveLength(21);
  });
});

/** The general DV the parser accepts for a 43-digit body (position 4 left out). */
function generalDigit(body43: string): string {
  for (let d = 0; d <= 9; d++) {
    const barcode = `${body43.slice(0, 3)}${d}${body43.slice(3)}`;
    try {
      parsePaymentCode(barcode, TODAY);
      return String(d);
    } catch (e) {
      if (!isEngineError(e)) throw e;
    }
  }
  throw new Error("no general DV");
}
