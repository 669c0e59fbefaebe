// Itaú's value formats, the published notification and francesa examples, and the simulator's
// codes held to the published registration answer.
import { describe, expect, it } from "vitest";
import { DP_REGISTER_RESPONSE } from "./examples";
import { WH_NOTIFICATION } from "./examples-errors";
import {
  accountDac,
  amount17,
  amountDecimal,
  beneficiaryId,
  decimalCents,
  instructionId,
  percent12,
  percentDecimal,
} from "./format";
import { parseSettledResponse } from "./settled";
import { simulatedCodes } from "./simulator-codes";
import { parseWebhook } from "./webhook";

describe("Itaú value formats", () => {
  it("writes registration amounts in 17 digits and percentages in 12", () => {
    expect(amount17(119900)).toBe("00000000000119900");
    expect(amount17(0)).toBe("00000000000000000");
    expect(percent12(100)).toBe("000000100000");
    expect(percent12(1)).toBe("000000001000");
  });
  it("writes instruction amounts and percentages as decimals", () => {
    expect(amountDecimal(18000)).toBe("180.00");
    expect(amountDecimal(5)).toBe("0.05");
    expect(percentDecimal(250)).toBe("2.50000");
    expect(percentDecimal(5)).toBe("0.05000");
  });
  it("reads Itaú's decimals without floating point", () => {
    expect(decimalCents("2100.00")).toBe(210000);
    expect(decimalCents("-4.23")).toBe(-423);
    expect(decimalCents("8.1")).toBe(810);
    expect(decimalCents("1,00")).toBeUndefined();
  });
  it("builds the published ids", () => {
    const account = { agency: "1500", account: "05206", wallet: "157" };
    expect(accountDac("1500", "05206")).toBe(1);
    expect(beneficiaryId(account)).toBe(DP_REGISTER_RESPONSE.beneficiario.id_beneficiario);
    const k = {
      our_number: "12345678",
      account: { agency: "1500", account: "05201", account_digit: "2", wallet: "112" },
      beneficiary_document: "",
    };
    expect(instructionId(k)).toBe("15000005201211212345678");
  });
});

describe("the simulator's codes", () => {
  it("equal the published registration answer", () => {
    const d = DP_REGISTER_RESPONSE.dado_boleto;
    const ind = d.dados_individuais_boleto[0];
    const c = simulatedCodes({
      id_beneficiario: DP_REGISTER_RESPONSE.beneficiario.id_beneficiario,
      carteira: d.codigo_carteira,
      nosso: ind.numero_nosso_numero,
      due: ind.data_vencimento,
      valor_cents: 10001,
    });
    expect(c).toEqual({ dac: ind.dac_titulo, barcode: ind.codigo_barras, line: ind.numero_linha_digitavel });
  });
  it("answer no barcode for a carteira especial", () => {
    expect(
      simulatedCodes({
        id_beneficiario: "150000052061",
        carteira: "198",
        nosso: "00000001",
        due: "2025-07-01",
        valor_cents: 1,
      }).barcode,
    ).toBeUndefined();
  });
});

describe("published notification and francesa", () => {
  it("reads the notification example", () => {
    const out = parseWebhook({ headers: {}, body: JSON.stringify(WH_NOTIFICATION) });
    expect(out).toEqual({
      payments: [
        {
          payment_id: "341:00007965:2022-07-27:30000",
          our_number: "00007965",
          provider_ids: { id_boleto: "139bbd22-a164-4128-bb2d-8ef1e22e1213", tipo_liquidacao: "95" },
          amount_cents: 30000,
          paid_on: "2022-07-27",
          credit_on: "2022-03-31",
          channel: "boleto",
        },
      ],
    });
  });
  it("says what is wrong with a body it cannot read", () => {
    expect(parseWebhook({ headers: {}, body: "{" })).toEqual({
      issues: [{ path: "body", message: "not JSON" }],
    });
    expect(parseWebhook({ headers: {}, body: '{"boletos":[{}]}' })).toMatchObject({
      issues: [{ path: "boletos.0" }],
    });
  });
  it("reads a francesa liquidation with its tariff and charges (the V3 example's line, as a liquidation)", () => {
    const line = {
      codigo_status: "L",
      tipo_movimentacao: "liquidacoes",
      nosso_numero: "1234678",
      data_movimentacao: "2020-03-12",
      valor_titulo: "100.00",
      valor_liquido_lancado: "110.00",
      operacoes_cobranca: [
        { codigo: "1", descricao: "Juros", valor: "-4.23" },
        { codigo: "2", descricao: "Multa", valor: "-4.23" },
        { codigo: "3", descricao: "Tarifa de cobrança", valor: "-2.50" },
      ],
    };
    const out = parseSettledResponse(
      {
        status: 200,
        headers: {},
        body: { data: [line, { ...line, codigo_status: "E" }], pagination: { page: 0, total_pages: 2 } },
      },
      "2020-03-12",
      "2020-03-12",
    );
    expect(out).toEqual({
      kind: "ok",
      next: "2020-03-12:1",
      payments: [
        {
          payment_id: "341:01234678:2020-03-12:11250",
          our_number: "01234678",
          provider_ids: { codigo_status: "L" },
          amount_cents: 11250,
          interest_cents: 423,
          fine_cents: 423,
          paid_on: "2020-03-12",
          channel: "boleto",
        },
      ],
    });
  });
});
