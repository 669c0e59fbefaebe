// Sicoob API Cobrança Bancária V3: lote's requests against Sicoob's published examples and
// schemas (with lote's validator and Ajv), the nosso número with DV against a Sicoob-produced
// barcode, and the published/plausible answers against the outcome kinds.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiRequest } from "../../../connect/types";
import { connector } from "./connector";
import {
  CHANGE_EXAMPLES,
  REGISTER_EXAMPLE,
  WEBHOOK_EXAMPLE,
  WEBHOOK_REGISTER_EXAMPLE,
  WRITE_OFF_EXAMPLE,
} from "./examples";
import { input, keyOf, title } from "./fixtures.test-helpers";
import { apiOurNumber } from "./format";
import type { SicoobInstruction } from "./instruct";
import * as P from "./published";
import { WEBHOOK_PAYMENT } from "./published-responses";

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

function conforms(schema: JsonSchema, value: unknown): void {
  expect(validateSchema(schema, value), "lote's validator").toEqual([]);
  const check = ajv.compile(schema);
  expect(check(value), JSON.stringify(check.errors)).toBe(true);
}

const json = (r: ApiRequest | { issues: unknown }) => {
  if ("issues" in r) throw new Error(`issues: ${JSON.stringify(r.issues)}`);
  return (r.body as { json: Record<string, unknown> }).json;
};

describe("the published registration example", () => {
  const ex = REGISTER_EXAMPLE.body;
  // The example's input in lote's terms (Sicoob OpenAPI 3.0.8.0, components.schemas.Boleto.example).
  const t = title(
    {
      agreement: "25546454",
      account: "12345",
      account_digit: "6",
      bank_fields: { modality: "01", installment: "1" },
      amount_cents: 15623,
      due_date: "2025-09-25",
      issue_date: "2025-09-01",
      document_number: "012345678901234567",
      document_kind: "DM",
      acceptance: "A",
      rebate_cents: 557,
      discount: { amount_cents: 2250, until: "2025-09-15" },
      fine: { kind: "amount", value: 550, start_date: "2025-11-05" },
      interest: { kind: "daily_amount", value: 450, start_date: "2025-11-05" },
      payer: {
        name: "Nome completo do pagador X",
        document: "11122233300",
        address: {
          street: "Endereço do pagador X",
          district: "Bairro do pagador X",
          city: "Cidade do pagador X",
          state: "OU",
          zip_code: "00000000",
        },
      },
      guarantor: { name: "Beneficiário Y", document: "11122233300" },
      instructions: [...ex.mensagensInstrucao],
      pix: { key: "11222333000181" },
    },
    "01234567890123456789",
  );
  const body = json(connector.register(t));
  // Fields lote sets by its own rule, each with the reason.
  const POLICY: Record<string, string> = {
    nossoNumero: "lote sends its 7-digit sequence + DV (the example's 18 digits are no Sicoob nosso número)",
    identificacaoEmissaoBoleto: "2 Cliente Emite: lote renders the boleto",
    identificacaoDistribuicaoBoleto: "2 Cliente Distribui: lote delivers it",
  };
  // Fields of the example lote's input has no value for.
  const NOT_WRITTEN = [
    "dataLimitePagamento",
    "dataSegundoDesconto",
    "valorSegundoDesconto",
    "dataTerceiroDesconto",
    "valorTerceiroDesconto",
    "codigoNegativacao",
    "numeroDiasNegativacao",
    "codigoProtesto",
    "numeroDiasProtesto",
    "rateioCreditos",
    "numeroContratoCobranca",
  ];

  it("the example itself conforms to the transcribed schema", () => conforms(P.REGISTER_BODY, ex));

  it.each(Object.keys(ex).filter((k) => !NOT_WRITTEN.includes(k) && !(k in POLICY)))(
    "%s equals the example",
    (k) => {
      const want = (ex as Record<string, unknown>)[k];
      if (k === "pagador") {
        const { email: _email, ...rest } = want as Record<string, unknown>;
        expect(body.pagador).toEqual(rest);
      } else expect(body[k]).toEqual(want);
    },
  );

  it("differs only where lote's rule says, and writes nothing the example lacks", () => {
    expect(Object.keys(POLICY).map((k) => [k, body[k]])).toEqual([
      ["nossoNumero", apiOurNumber(t.input, "244")],
      ["identificacaoEmissaoBoleto", 2],
      ["identificacaoDistribuicaoBoleto", 2],
    ]);
    expect(Object.keys(body).filter((k) => !(k in ex))).toEqual([]);
    expect(NOT_WRITTEN.filter((k) => k in body)).toEqual([]);
  });
});

describe("the published change, write-off and webhook examples", () => {
  const k = keyOf(input({ agreement: "25546454" }), { nossoNumero: "2443" });
  const base = { reference: "r", today: "2018-09-01" };
  const cases: [string, SicoobInstruction, Record<string, unknown>][] = [
    [
      "prorrogacaoVencimento",
      { ...base, type: "due_date_change", due_date: "2018-09-20" },
      CHANGE_EXAMPLES.prorrogacaoVencimento,
    ],
    ["valorNominal", { ...base, type: "amount_change", amount_cents: 15623 }, CHANGE_EXAMPLES.valorNominal],
    ["abatimento", { ...base, type: "rebate", rebate_cents: 15623 }, CHANGE_EXAMPLES.abatimento],
    [
      "multa",
      { ...base, type: "fine_change", fine: { kind: "amount", value: 500, start_date: "2018-09-20" } },
      CHANGE_EXAMPLES.multa,
    ],
    [
      "jurosMora",
      {
        ...base,
        type: "interest_change",
        interest: { kind: "daily_amount", value: 400, start_date: "2018-09-20" },
      },
      CHANGE_EXAMPLES.jurosMora,
    ],
    [
      "desconto",
      { ...base, type: "discount_change", discount: { amount_cents: 100, until: "2018-09-20" } },
      CHANGE_EXAMPLES.desconto,
    ],
  ];
  it.each(cases)("%s: PATCH /boletos/2443 with the example's object", (name, i, object) => {
    const [req, ...rest] = connector.instruct(k, i) ?? [];
    expect(rest).toEqual([]);
    expect(req?.method).toBe("PATCH");
    expect(req?.path).toBe("/boletos/2443");
    expect(json(req as ApiRequest)).toEqual({ ...CHANGE_EXAMPLES.contract, [name]: object });
    conforms(P.CHANGE_BODY, json(req as ApiRequest));
  });
  it("write-off: POST /boletos/{nossoNumero}/baixar with the example's body", () => {
    const req = connector.instruct(keyOf(input({ agreement: "5224" })), { ...base, type: "write_off" })?.[0];
    expect(req?.path).toBe(`/boletos/${apiOurNumber(input({ agreement: "5224" }), "244")}/baixar`);
    expect(json(req as ApiRequest)).toEqual(WRITE_OFF_EXAMPLE.body);
  });
  it("webhook registration equals the WebhookCadastro example", () => {
    expect(json(connector.registerWebhook("https://webhook.com", "email"))).toEqual(
      WEBHOOK_REGISTER_EXAMPLE.body,
    );
  });
  it("rebate cancel is not offered (V3 documents none)", () => {
    expect(connector.instruct(k, { ...base, type: "rebate_cancel" })).toBeNull();
  });
});

describe("nosso número: lote's 3197 rule and the API's nossoNumero agree", () => {
  const d = WEBHOOK_EXAMPLE.body.dados;
  const i = input({
    agreement: "63550",
    our_number: "244",
    amount_cents: 40500,
    due_date: "2021-07-15",
    issue_date: "2021-04-19",
    bank_fields: { modality: "01", installment: "003" },
  });
  it("lote's barcode equals the barcode of Sicoob's webhook example", () => {
    expect(buildBoleto(i, { today: "2021-04-19" }).barcode).toBe(d.codigoBarrasBoleto);
  });
  it("the API nosso número is the sequence followed by the DV (0000244-3 → 2443)", () => {
    expect(buildBoleto(i, { today: "2021-04-19" }).our_number).toBe("0000244-3");
    expect(apiOurNumber(i, "244")).toBe(Number(d.nossoNumero));
    expect(connector.query(keyOf(i)).query).toEqual({
      numeroCliente: "63550",
      codigoModalidade: "1",
      nossoNumero: "2443",
    });
    expect(json(connector.register(title({ ...i, due_date: "2026-03-20" }))).nossoNumero).toBe(2443);
  });
  it("the webhook example parses back to lote's nosso número and the amount paid", () => {
    conforms(WEBHOOK_PAYMENT, WEBHOOK_EXAMPLE.body);
    const r = connector.parseWebhook({ headers: {}, body: JSON.stringify(WEBHOOK_EXAMPLE.body) });
    expect(r).toEqual({
      payments: [
        {
          payment_id: "liquidacao:2443",
          our_number: "0000244",
          provider_ids: {
            nossoNumero: "2443",
            numeroIdentificadorBaixa: "2024102000741150823",
            idWebhook: "214",
          },
          amount_cents: 40741,
          paid_on: "2021-07-22",
          channel: "unknown",
        },
      ],
    });
  });
});
