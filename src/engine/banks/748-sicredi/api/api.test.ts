// Sicredi cobrança API: the published examples against lote's requests field by field, every
// request lote builds against the published schema (lote's validator and Ajv), the published
// answers against the response schema and lote's parsers, and lote's and the simulator's codes
// against the register example's Sicredi-made barcode.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { assembleBarcode } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiInstruction, ApiRequest, ApiTitle } from "../../../connect/types";
import { dueFactor } from "../../../math/due-factor";
import type { BoletoInput } from "../../../types";
import { boleto } from "../boleto";
import { connector } from "./connector";
import {
  INSTRUCTION_EXAMPLES,
  INSTRUCTION_RESPONSE_EXAMPLE,
  QUERY_EXAMPLES,
  QUERY_RESPONSE_EXAMPLE,
  REGISTER_EXAMPLE,
  REGISTER_MINIMAL_EXAMPLE,
  REGISTER_RESPONSE_EXAMPLE,
  SETTLED_EXAMPLE,
  TOKEN_EXAMPLE,
  WEBHOOK_CONTRACT_EXAMPLE,
  WEBHOOK_EXAMPLE,
} from "./examples";
import { built, input, jsonOf, keyOf, res, title } from "./fixtures.test-helpers";
import {
  ACCOUNT_HEADERS,
  DISCOUNT_BODY,
  DISCOUNT_DATE_BODY,
  DUE_DATE_BODY,
  EMPTY_BODY,
  INSTRUCTION_HEADERS,
  INTEREST_BODY,
  QUERY_PARAMS,
  REBATE_BODY,
  REGISTER_BODY,
  SETTLED_PARAMS,
  TOKEN_FORM,
  TOKEN_HEADERS,
  WEBHOOK_CONTRACT_BODY,
} from "./published";
import {
  INSTRUCTION_RESPONSE,
  QUERY_RESPONSE,
  REGISTER_RESPONSE,
  SETTLED_RESPONSE,
  WEBHOOK_EVENT,
} from "./published-responses";
import { codesOf, type SimTitle } from "./simulator-titles";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

function conforms(schema: JsonSchema, value: unknown): void {
  expect(validateSchema(schema, value), "lote's validator").toEqual([]);
  const check = ajv.compile(schema);
  expect(check(value), JSON.stringify(check.errors)).toBe(true);
}

/**
 * Field-by-field equality with a published body: every field of the example is in lote's body
 * with the same value; numbers a PHP client sends as strings ("3.00", 91250000) compare by value.
 */
function sameFields(published: unknown, mine: unknown, path = "body"): void {
  if (published && typeof published === "object" && !Array.isArray(published)) {
    expect(mine, path).toBeTypeOf("object");
    for (const [k, v] of Object.entries(published))
      sameFields(v, (mine as Record<string, unknown>)[k], `${path}.${k}`);
    return;
  }
  if (Array.isArray(published)) {
    expect(mine, path).toEqual(published);
    return;
  }
  const num = (x: unknown) =>
    typeof x === "number" || (typeof x === "string" && /^\d+(\.\d+)?$/.test(x)) ? Number(x) : x;
  expect(num(mine), path).toEqual(num(published));
}

const ACCOUNT = { agency: "6789", bank_fields: { post: "03" }, agreement: "12345", account: "12345" };

describe("published request examples", () => {
  it("POST /boletos (divulgueregional's HIBRIDO example) field by field", () => {
    const t: ApiTitle = {
      ...title({
        ...ACCOUNT,
        amount_cents: 5500,
        due_date: "2024-12-15",
        issue_date: "2024-11-20",
        document_number: "TESTE",
        document_kind: "DM",
        fine: { kind: "rate", value: 300 },
        pix: { key: "65613259585" },
        description: ["mens 1", "mens 2", "mens 3", "mens 4"],
        payer: {
          name: "TESTE FAKE",
          document: "35169335695",
          address: {
            street: "RUA DOUTOR VARGAS NETO",
            number: "180",
            city: "PORTO ALEGRE",
            state: "RS",
            zip_code: "91250000",
          },
        },
        guarantor: {
          name: "TESTE FAKE",
          document: "65613259585",
          address: {
            street: "RUA DOUTOR VARGAS NETO 180",
            number: "119",
            city: "PORTO ALEGRE",
            state: "RS",
            zip_code: "91250000",
          },
        },
      }),
      today: "2024-11-20",
    };
    const req = built(connector.register(t));
    expect(req).toMatchObject({
      method: "POST",
      path: "/boletos",
      headers: { cooperativa: "6789", posto: "03" },
    });
    sameFields(REGISTER_EXAMPLE.body, jsonOf(req));
    // lote also sends its own nosso número (the example lets Sicredi generate one).
    expect(jsonOf(req).nossoNumero).toMatch(/^24200016\d$/);
    expect(Object.keys(jsonOf(req)).filter((k) => !(k in REGISTER_EXAMPLE.body))).toEqual(["nossoNumero"]);
  });

  it("POST /boletos (a TS client's minimal NORMAL example) field by field", () => {
    const t = title({
      ...ACCOUNT,
      amount_cents: 12050,
      due_date: "2026-08-10",
      document_number: "AT0000001",
      document_kind: "RC",
      payer: { name: "Aluno Teste", document: "12345678901" },
    });
    const body = jsonOf(built(connector.register(t)));
    sameFields(REGISTER_MINIMAL_EXAMPLE.body, body);
    expect(body.valor).toBe(120.5);
  });

  it("the instructions (divulgueregional's examples): path, headers and body", () => {
    const E = INSTRUCTION_EXAMPLES;
    const k = keyOf(input(ACCOUNT), { nossoNumero: E.nossoNumero });
    const base = { reference: "r", today: "2024-12-01" };
    const one = (i: Omit<ApiInstruction, "reference" | "today">): ApiRequest[] => {
      const r = connector.instruct(k, { ...base, ...i } as ApiInstruction);
      expect(r).not.toBeNull();
      for (const x of r as ApiRequest[]) {
        expect(x.method).toBe("PATCH");
        expect(x.headers).toEqual(E.headers);
      }
      return r as ApiRequest[];
    };
    const [due] = one({ type: "due_date_change", due_date: "2024-12-17" });
    expect([due?.path, jsonOf(due as ApiRequest)]).toEqual([E.due_date.path, E.due_date.body]);
    const [disc, discDate] = one({
      type: "discount_change",
      discount: { amount_cents: 50, until: "2024-12-20" },
    });
    expect([disc?.path, jsonOf(disc as ApiRequest)]).toEqual([E.discount.path, E.discount.body]);
    expect([discDate?.path, jsonOf(discDate as ApiRequest)]).toEqual([
      E.discount_date.path,
      E.discount_date.body,
    ]);
    const [juros] = one({ type: "interest_change", interest: { kind: "daily_amount", value: 200 } });
    expect([juros?.path, jsonOf(juros as ApiRequest)]).toEqual([E.interest.path, E.interest.body]);
    const [reb] = one({ type: "rebate", rebate_cents: 1000 });
    expect([reb?.path, jsonOf(reb as ApiRequest)]).toEqual([E.rebate.path, E.rebate.body]);
    for (const [type, ex] of [
      ["rebate_cancel", E.rebate_cancel],
      ["write_off", E.write_off],
      ["protest", E.protest],
      ["protest_cancel", E.protest_cancel],
    ] as const) {
      const [r] = one({ type });
      expect([r?.path, jsonOf(r as ApiRequest)]).toEqual([ex.path, ex.body]);
    }
  });

  it("the query, the liquidados page and the probe", () => {
    const k = keyOf(input(ACCOUNT), { nossoNumero: "123456789" });
    const q = connector.query(k);
    expect({ path: q.path, query: q.query }).toEqual(QUERY_EXAMPLES.query);
    const s = connector.settled(k.account, "2026-08-10", "2026-08-10");
    expect({ path: s.path, query: s.query }).toEqual(QUERY_EXAMPLES.settled);
    expect(connector.probe(k.account, "2026-08-10")).toEqual(s);
  });

  it("the token form and the webhook contract", () => {
    const tok = connector.tokenRequest(TOKEN_EXAMPLE.credentials, "sandbox");
    expect(tok).toMatchObject({ method: "POST", path: "/sb/auth/openapi/token", host: "auth" });
    expect(tok.body).toEqual({ form: TOKEN_EXAMPLE.form });
    expect(tok.headers).toEqual(TOKEN_EXAMPLE.headers);
    expect(connector.tokenRequest(TOKEN_EXAMPLE.credentials, "production").path).toBe("/auth/openapi/token");
    const wh = connector.registerWebhook(input(ACCOUNT), WEBHOOK_CONTRACT_EXAMPLE.url);
    expect([wh.method, wh.path, jsonOf(wh)]).toEqual([
      "POST",
      "/webhook/contrato/",
      WEBHOOK_CONTRACT_EXAMPLE.body,
    ]);
  });
});

describe("the register example's codes (Sicredi-made barcode)", () => {
  const T = REGISTER_RESPONSE_EXAMPLE.title;
  const sample: BoletoInput = input({
    agency: T.agency,
    agreement: T.agreement,
    our_number: T.sequence,
    amount_cents: T.amount_cents,
    due_date: T.due_date,
    bank_fields: { post: T.post, byte: T.byte, year: T.year },
  });
  const barcode = REGISTER_RESPONSE_EXAMPLE.body.codigoBarras;

  it("lote's nosso número and campo livre give Sicredi's barcode", () => {
    expect(boleto.ourNumber(sample).replace(/\D/g, "")).toBe(REGISTER_RESPONSE_EXAMPLE.body.nossoNumero);
    const free = boleto.freeField(sample);
    expect(assembleBarcode("748", dueFactor(T.due_date), "0000009990", free)).toBe(barcode);
  });

  it("the simulator's own campo livre gives it too", () => {
    const t: SimTitle = {
      body: { codigoBeneficiario: T.agreement, valor: 99.9, dataVencimento: T.due_date },
      cooperativa: T.agency,
      posto: T.post,
      nossoNumero: REGISTER_RESPONSE_EXAMPLE.body.nossoNumero,
      situacao: "EM CARTEIRA",
      abatimento: 0,
      protesto: false,
      registeredOn: "2022-01-01",
      seq: 1,
      payments: [],
    };
    expect(codesOf(t)).toEqual({
      codigoBarras: barcode,
      linhaDigitavel: REGISTER_RESPONSE_EXAMPLE.body.linhaDigitavel,
    });
  });
});

describe("published answers", () => {
  it("conform to the response schemas", () => {
    conforms(REGISTER_RESPONSE, REGISTER_RESPONSE_EXAMPLE.body);
    conforms(QUERY_RESPONSE, QUERY_RESPONSE_EXAMPLE.body);
    conforms(INSTRUCTION_RESPONSE, INSTRUCTION_RESPONSE_EXAMPLE.body);
    conforms(SETTLED_RESPONSE, SETTLED_EXAMPLE.body);
    conforms(WEBHOOK_EVENT, WEBHOOK_EXAMPLE.body);
  });

  it("the register answer gives the ids and codes", () => {
    const t = title(ACCOUNT);
    expect(connector.parseRegister(res(201, REGISTER_RESPONSE_EXAMPLE.body), t)).toEqual({
      kind: "ok",
      provider_ids: { nossoNumero: "251006142", txid: "f69d2a0076fb4ea2bddd7babd1200525" },
      codes: {
        our_number: "00614",
        barcode: REGISTER_RESPONSE_EXAMPLE.body.codigoBarras,
        digitable_line: REGISTER_RESPONSE_EXAMPLE.body.linhaDigitavel,
        pix_emv: REGISTER_RESPONSE_EXAMPLE.body.qrCode,
        pix_txid: "f69d2a0076fb4ea2bddd7babd1200525",
      },
    });
  });

  it("the query of a liquidated title gives its payment", () => {
    const k = keyOf(input(ACCOUNT), { nossoNumero: "123456789" });
    expect(connector.parseQuery(res(200, QUERY_RESPONSE_EXAMPLE.body), k)).toMatchObject({
      kind: "ok",
      state: "paid",
      provider_state: "LIQUIDADO",
      amount_cents: 12050,
      due_date: "2026-08-10",
      payments: [{ payment_id: "liquidacao:123456789", amount_cents: 12050, paid_on: "2026-08-10" }],
    });
  });

  it("the liquidados page gives payments with juros and multa", () => {
    const out = connector.parseSettled(res(200, SETTLED_EXAMPLE.body), {
      from: "2024-06-18",
      to: "2024-06-18",
    });
    expect(out).toEqual({
      kind: "ok",
      payments: [
        {
          payment_id: "liquidacao:242194717",
          our_number: "19471",
          provider_ids: { nossoNumero: "242194717" },
          amount_cents: 13042,
          interest_cents: 453,
          fine_cents: 367,
          paid_on: "2024-06-18",
          channel: "boleto",
        },
      ],
    });
  });

  it("the webhook example gives a Pix payment", () => {
    const d = { headers: { "content-type": "application/json" }, body: JSON.stringify(WEBHOOK_EXAMPLE.body) };
    expect(connector.parseWebhook(d)).toEqual({
      payments: [
        {
          payment_id: "liquidacao:221000144",
          our_number: "00014",
          provider_ids: {
            nossoNumero: "221000144",
            idEventoWebhook: "N000000000000000000000000000000LIQUIDACAO_PIX",
            movimento: "LIQUIDACAO_PIX",
          },
          amount_cents: 10101,
          paid_on: "2024-03-20",
          credit_on: "2024-03-20",
          channel: "pix",
        },
      ],
    });
  });

  it("an instruction's 202 receipt is ok", () => {
    const k = keyOf(input(ACCOUNT));
    const i: ApiInstruction = { type: "write_off", reference: "r", today: "2026-08-10" };
    expect(connector.parseInstruct(res(202, INSTRUCTION_RESPONSE_EXAMPLE.body), k, i)).toEqual({
      kind: "ok",
    });
  });
});

/** Varied titles: with/without juros, multa, desconto, Pix, guarantor, CPF/CNPJ payer. */
const VARIED: ApiTitle[] = [
  title(),
  title({ payer: { name: "Comércio de Peças Ltda", document: "11222333000181" } }, "cnpj"),
  title(
    {
      interest: { kind: "daily_amount", value: 33 },
      fine: { kind: "rate", value: 200 },
      discount: { amount_cents: 1000, until: "2026-03-15" },
      instructions: ["Não receber após 30 dias", "Juros de R$ 0,33 ao dia"],
      description: ["Mensalidade de março"],
    },
    "charges",
  ),
  title(
    {
      pix: { key: "00732159000109" },
      guarantor: {
        name: "Sacador Avalista S.A.",
        document: "00732159000109",
        address: {
          street: "Av. Ipiranga",
          number: "6681",
          complement: "Prédio 32",
          city: "Porto Alegre",
          state: "RS",
          zip_code: "90619900",
        },
      },
      document_kind: "DS",
    },
    "pix-guarantor",
  ),
  title(
    {
      payer: {
        name: "Um Nome de Pagador Muito Comprido Que Passa de Quarenta Caracteres",
        document: "11144477735",
        address: {
          street: "Rua Com Um Nome Bastante Longo Para Cortar",
          number: "1234",
          complement: "Apto 1201",
          city: "Santana do Livramento e Arredores",
          state: "RS",
          zip_code: "97573000",
        },
      },
    },
    "long",
  ),
];

describe("every request lote builds conforms to the published schema", () => {
  it("registrations", () => {
    for (const t of VARIED) {
      const req = built(connector.register(t));
      conforms(ACCOUNT_HEADERS, req.headers);
      conforms(REGISTER_BODY, jsonOf(req));
    }
  });

  it("instructions", () => {
    const k = keyOf(input());
    const base = { reference: "r", today: "2026-03-10" };
    const cases: [ApiInstruction, JsonSchema[]][] = [
      [{ ...base, type: "due_date_change", due_date: "2026-04-10" }, [DUE_DATE_BODY]],
      [
        { ...base, type: "discount_change", discount: { amount_cents: 990, until: "2026-03-18" } },
        [DISCOUNT_BODY, DISCOUNT_DATE_BODY],
      ],
      [{ ...base, type: "interest_change", interest: { kind: "daily_amount", value: 5 } }, [INTEREST_BODY]],
      [{ ...base, type: "rebate", rebate_cents: 2550 }, [REBATE_BODY]],
      [{ ...base, type: "rebate_cancel" }, [EMPTY_BODY]],
      [{ ...base, type: "write_off" }, [EMPTY_BODY]],
      [{ ...base, type: "protest", protest: { days: 5 } }, [EMPTY_BODY]],
      [{ ...base, type: "protest_cancel" }, [EMPTY_BODY]],
    ];
    for (const [i, schemas] of cases) {
      const reqs = connector.instruct(k, i);
      expect(reqs?.length, i.type).toBe(schemas.length);
      reqs?.forEach((r, n) => {
        conforms(INSTRUCTION_HEADERS, r.headers);
        conforms(schemas[n] as JsonSchema, jsonOf(r));
      });
    }
  });

  it("queries, liquidados pages, token forms and the webhook contract", () => {
    const k = keyOf(input());
    conforms(QUERY_PARAMS, connector.query(k).query);
    conforms(SETTLED_PARAMS, connector.settled(k.account, "2026-03-01", "2026-03-05", "2026-03-03:4").query);
    const tok = connector.tokenRequest(
      { beneficiary: "12345", cooperativa: "6789", accessCode: "x" },
      "production",
    );
    conforms(TOKEN_HEADERS, tok.headers);
    conforms(TOKEN_FORM, (tok.body as { form: unknown }).form);
    conforms(TOKEN_FORM, (connector.refreshRequest("r-1", "sandbox").body as { form: unknown }).form);
    conforms(
      WEBHOOK_CONTRACT_BODY,
      jsonOf(connector.registerWebhook(k.account, "https://lote.example/hooks/abc")),
    );
  });

  it("a long payer is cut to the published lengths", () => {
    const body = jsonOf(built(connector.register(VARIED[4] as ApiTitle)));
    const p = body.pagador as Record<string, string>;
    expect([p.nome?.length, p.endereco?.length, p.cidade?.length]).toEqual([40, 40, 20]);
  });
});

describe("what the API cannot carry", () => {
  const codes = (over: Partial<BoletoInput>) => {
    const r = connector.register(title(over));
    return "issues" in r ? r.issues.map((i) => i.code) : [];
  };
  it("registrations lote refuses before sending", () => {
    expect(codes({ fine: { kind: "amount", value: 500 } })).toEqual(["SICREDI_API_FINE"]);
    expect(codes({ interest: { kind: "monthly_rate", value: 100 } })).toEqual(["SICREDI_API_INTEREST"]);
    expect(codes({ interest: { kind: "daily_amount", value: 10, start_date: "2026-03-25" } })).toEqual([
      "SICREDI_API_CHARGE_DATE",
    ]);
    expect(codes({ rebate_cents: 100 })).toEqual(["SICREDI_API_REBATE"]);
    expect(codes({ due_date: null })).toEqual(["SICREDI_API_DUE_DATE"]);
    expect(codes({ document_kind: "XYZ" })).toEqual(["SICREDI_API_ESPECIE"]);
    expect(codes({ document_number: "1234567890123456" })).toEqual(["SICREDI_API_SEU_NUMERO"]);
    expect(codes({ bank_fields: {} })).toEqual(["SICREDI_API_POSTO"]);
  });
  it("instructions without an API command", () => {
    const k = keyOf(input());
    const base = { reference: "r", today: "2026-03-10" };
    expect(connector.instruct(k, { ...base, type: "amount_change", amount_cents: 100 })).toBeNull();
    expect(
      connector.instruct(k, { ...base, type: "fine_change", fine: { kind: "rate", value: 100 } }),
    ).toBeNull();
    expect(connector.instruct(k, { ...base, type: "discount_change", discount: null })).toBeNull();
    expect(
      connector.instruct(k, {
        ...base,
        type: "interest_change",
        interest: { kind: "monthly_rate", value: 100 },
      }),
    ).toBeNull();
    expect(connector.instruct(k, { ...base, type: "due_date_change" })).toBeNull();
    expect(connector.operations.has("amount_change")).toBe(false);
  });
  it("lote's boleto for a registered title has the codes Sicredi computes", () => {
    const t = title();
    const b = buildBoleto(t.input, { today: t.today });
    expect(b.our_number.replace(/\D/g, "")).toBe(jsonOf(built(connector.register(t))).nossoNumero);
  });
});
