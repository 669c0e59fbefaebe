// Inter's connector against Inter's published material: (a) the published request examples, field
// by field; (b) every request lote builds, validated against the published schemas with lote's
// validator and with Ajv; (c) published error and answer bodies as outcomes. The simulator
// lifecycle and the faults are in api-sim.test.ts.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiRequest, ApiTitle } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { connector } from "./connector";
import { CANCELAR_REQUEST, EDITAR_REQUEST, EMITIR_REQUEST, WEBHOOK_REQUEST } from "./examples";
import {
  CANCELAR_COBRANCA,
  CONSULTA,
  EDITAR_COBRANCA,
  EMITIR_COBRANCA,
  HEADERS,
  SUMARIO,
  WEBHOOK_SOLICITADO,
} from "./published";
import { webhookRegister } from "./request";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** Both validators agree the value conforms. */
function conforms(schema: JsonSchema, value: unknown): void {
  expect(validateSchema(schema, value)).toEqual([]);
  const ok = ajv.validate(schema as object, value);
  expect(ok, JSON.stringify(ajv.errors)).toBe(true);
}

const ADDRESS = {
  street: "Avenida Brasil, 1200",
  district: "Centro",
  city: "Belo Horizonte",
  state: "MG",
  zip_code: "30110000",
};

/** The input the portal's "Emitir cobrança" example stands for. */
const EXAMPLE_INPUT: BoletoInput = {
  bank_code: "077",
  agency: "0001",
  account: "1234567",
  account_digit: "8",
  wallet: "112",
  agreement: "1234567",
  our_number: "1",
  document_number: "123456",
  amount_cents: 250,
  due_date: "2026-10-20",
  beneficiary: { name: "Empresa Exemplo Ltda", document: "62474761000132" },
  payer: {
    name: "Nome do pagador",
    document: "01123456789",
    address: { ...ADDRESS, number: "3456", complement: "apartamento 3 bloco 4" },
  },
  guarantor: { name: "Nome do beneficiário", document: "12345678901", address: ADDRESS },
  fine: { kind: "rate", value: 200 },
  interest: { kind: "monthly_rate", value: 500 },
  instructions: ["mensagem 1", "mensagem 2", "mensagem 3", "mensagem 4", "mensagem 5"],
  pix: { key: "chave-da-conta-no-inter" },
};

const titleOf = (input: BoletoInput, reference = "item-1"): ApiTitle => ({
  input,
  reference,
  today: "2026-10-01",
});

function built(t: ApiTitle): ApiRequest {
  const r = connector.register(t);
  if ("issues" in r) throw new Error(JSON.stringify(r.issues));
  return r;
}
const json = (r: ApiRequest) =>
  (r.body && "json" in r.body ? r.body.json : undefined) as Record<string, unknown>;

describe("(a) published examples", () => {
  it("Emitir cobrança: lote's request is the portal's, field by field", () => {
    const body = json(built(titleOf(EXAMPLE_INPUT)));
    const published = structuredClone(EMITIR_REQUEST.body) as Record<string, Record<string, unknown>>;
    // What lote's title cannot say: the payer's e-mail and phone, a percentage discount, the NF-e.
    const pagador = published.pagador as Record<string, unknown>;
    for (const k of ["email", "ddd", "telefone"]) delete pagador[k];
    delete published.desconto;
    delete published.notaFiscal;
    expect(body).toEqual(published);
    expect(Object.keys(EMITIR_REQUEST.body).filter((k) => !(k in body))).toEqual(["desconto", "notaFiscal"]);
  });

  it("Emitir cobrança: the request and the portal's own example conform to the schema", () => {
    conforms(EMITIR_COBRANCA, json(built(titleOf(EXAMPLE_INPUT))));
    conforms(EMITIR_COBRANCA, EMITIR_REQUEST.body);
  });

  it("Editar cobrança: due date and amount are the sample's fields, one instruction each", () => {
    const k = {
      our_number: "1",
      account: EXAMPLE_INPUT,
      beneficiary_document: "62474761000132",
      provider_ids: { codigoSolicitacao: "183e982a-34e5-4bc0-9643-def5432a" },
    };
    const sample = EDITAR_REQUEST.body as Record<string, unknown>;
    const due = connector.instruct(k, {
      type: "due_date_change",
      due_date: "2019-08-24",
      reference: "i",
      today: "2019-08-01",
    });
    const amount = connector.instruct(k, {
      type: "amount_change",
      amount_cents: 250,
      reference: "i",
      today: "2019-08-01",
    });
    expect(due?.[0]).toMatchObject({
      method: "PATCH",
      path: "/cobranca/v3/cobrancas/183e982a-34e5-4bc0-9643-def5432a",
    });
    expect(json(due?.[0] as ApiRequest)).toEqual({ dataVencimento: sample.dataVencimento });
    expect(json(amount?.[0] as ApiRequest)).toEqual({ valorNominal: sample.valorNominal });
    for (const r of [...(due ?? []), ...(amount ?? [])]) conforms(EDITAR_COBRANCA, json(r));
  });

  it("Cancelar cobrança and the webhook: the examples' shapes", () => {
    const k = {
      our_number: "1",
      account: EXAMPLE_INPUT,
      beneficiary_document: "x",
      provider_ids: { codigoSolicitacao: "abc" },
    };
    const cancel = connector.instruct(k, {
      type: "write_off",
      reference: "i",
      today: "2026-10-01",
    })?.[0] as ApiRequest;
    expect(cancel).toMatchObject({ method: "POST", path: "/cobranca/v3/cobrancas/abc/cancelar" });
    expect(Object.keys(json(cancel))).toEqual(Object.keys(CANCELAR_REQUEST.body as object));
    conforms(CANCELAR_COBRANCA, json(cancel));
    const hook = webhookRegister(EXAMPLE_INPUT, "https://cobranca.example.com/api/webhook");
    expect(hook).toMatchObject({ method: "PUT", path: "/cobranca/v3/cobrancas/webhook" });
    expect(json(hook)).toEqual(WEBHOOK_REQUEST.body);
    conforms(WEBHOOK_SOLICITADO, json(hook));
  });
});

const VARIANTS: Record<string, Partial<BoletoInput>> = {
  "CPF payer, nothing else": {
    guarantor: undefined,
    fine: undefined,
    interest: undefined,
    instructions: [],
    pix: undefined,
  },
  "CNPJ payer, daily interest, fixed fine, discount": {
    payer: {
      name: "Comércio Exemplo S.A.",
      document: "11222333000181",
      address: { ...ADDRESS, number: "10" },
    },
    interest: { kind: "daily_amount", value: 33 },
    fine: { kind: "amount", value: 1000 },
    discount: { amount_cents: 150, until: "2026-10-15" },
  },
  "discount on the due date, interest from the day after": {
    discount: { amount_cents: 1, until: "2026-10-20" },
    interest: { kind: "monthly_rate", value: 199, start_date: "2026-10-21" },
  },
  "guarantor with a number, no Pix, one line": {
    guarantor: {
      name: "Avalista Ltda",
      document: "11222333000181",
      address: { ...ADDRESS, street: "Rua A", number: "5" },
    },
    pix: undefined,
    instructions: ["Não receber após 60 dias"],
  },
  "largest amount, longest texts": {
    amount_cents: 9_999_999_999,
    document_number: "ABCDEFGHIJKLMNO",
    payer: {
      name: "N".repeat(100),
      document: "01123456789",
      address: { ...ADDRESS, street: "R".repeat(100), complement: "C".repeat(30) },
    },
    instructions: ["L".repeat(78)],
  },
};

describe("(b) every request validates against the published schemas (lote's validator and Ajv)", () => {
  it.each(Object.entries(VARIANTS))("%s", (_name, change) => {
    const r = built(titleOf({ ...EXAMPLE_INPUT, ...change }));
    conforms(EMITIR_COBRANCA, json(r));
    conforms(HEADERS, r.headers);
  });

  it("the schemas have teeth: a misspelt field, a variant with the wrong amount field, a bad header", () => {
    const body = json(built(titleOf(EXAMPLE_INPUT)));
    const refused = (schema: JsonSchema, value: unknown) => {
      expect(validateSchema(schema, value)).not.toEqual([]);
      expect(ajv.validate(schema as object, value)).toBe(false);
    };
    refused(EMITIR_COBRANCA, { ...body, valorAbatimento: 0 });
    refused(EMITIR_COBRANCA, { ...body, multa: { codigo: "PERCENTUAL", valor: 2 } });
    refused(EMITIR_COBRANCA, { ...body, numDiasAgenda: 61 });
    refused(HEADERS, { "x-conta-corrente": "0123" });
  });

  it("queries, settled lists and the probe", () => {
    const k = {
      our_number: "1",
      document_number: "123456",
      account: EXAMPLE_INPUT,
      beneficiary_document: "x",
    };
    for (const q of [
      connector.query({ ...k, due_date: "2026-10-20" } as typeof k),
      connector.query(k),
      connector.settled?.(EXAMPLE_INPUT, "2026-10-01", "2026-10-31"),
      connector.settled?.(EXAMPLE_INPUT, "2026-10-01", "2026-10-31", "3"),
    ])
      conforms(CONSULTA, q?.query);
    conforms(SUMARIO, connector.probe(EXAMPLE_INPUT, "2026-10-01").query);
  });

  it("what Inter cannot carry comes back as issues, not as a request", () => {
    const issues = (change: Partial<BoletoInput>) => {
      const r = connector.register(titleOf({ ...EXAMPLE_INPUT, ...change }));
      return "issues" in r ? r.issues.map((i) => i.code) : [];
    };
    expect(issues({ rebate_cents: 100 })).toEqual(["INTER_REBATE_UNSUPPORTED"]);
    expect(issues({ document_number: "1234567890123456" })).toEqual(["INTER_SEU_NUMERO"]);
    expect(issues({ amount_cents: 249 })).toEqual(["INTER_AMOUNT_TOO_SMALL"]);
    expect(issues({ due_date: null })).toEqual(["INTER_DUE_DATE_REQUIRED"]);
    expect(issues({ payer: { name: "Sem Endereço", document: "01123456789" } })).toEqual([
      "INTER_ADDRESS_REQUIRED",
    ]);
    expect(issues({ instructions: ["1", "2", "3", "4", "5", "6"] })).toEqual(["INTER_TOO_MANY_LINES"]);
    expect(issues({ instructions: ["x".repeat(79)] })).toEqual(["INTER_FIELD_TOO_LONG"]);
    expect(issues({ pix: { emv: "000201" } })).toEqual(["INTER_PIX_EMV_UNSUPPORTED"]);
    expect(issues({ fine: { kind: "rate", value: 200, start_date: "2026-10-25" } })).toEqual([
      "INTER_START_DATE_UNSUPPORTED",
    ]);
    expect(issues({ discount: { amount_cents: 10, until: "2026-10-21" } })).toEqual([
      "INTER_DISCOUNT_AFTER_DUE",
    ]);
  });
});
