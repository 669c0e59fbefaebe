// Sicoob API Cobrança Bancária V3: lote's requests against Sicoob's published examples and
// schemas (with lote's validator and Ajv), the nosso número with DV against a Sicoob-produced
// barcode, and the published/plausible answers against the outcome kinds.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
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

describe("every request lote builds conforms to the published schemas", () => {
  const titles = [
    title(),
    title({
      payer: {
        name: "Comércio de Peças Exemplo S.A. com um nome bem mais longo que cinquenta",
        document: "11222333000181",
        address: {
          street: "Avenida Brigadeiro Faria Lima, conjunto comercial",
          number: "3477",
          complement: "Torre Sul 14º andar",
          district: "Itaim Bibi de um bairro comprido demais",
          city: "São Paulo",
          state: "SP",
          zip_code: "04538133",
        },
      },
      interest: { kind: "monthly_rate", value: 200 },
      fine: { kind: "rate", value: 233 },
      discount: { amount_cents: 1000, until: "2026-03-15" },
      rebate_cents: 500,
      pix: { key: "11222333000181" },
      guarantor: { name: "Sacador Avalista Exemplo Ltda", document: "11222333000181" },
      document_kind: "DS",
    }),
    title({
      interest: { kind: "daily_amount", value: 5, start_date: "2026-03-22" },
      fine: { kind: "amount", value: 300 },
    }),
    title({
      instructions: ["Não receber após 30 dias", "", "a".repeat(60), "4", "5", "6", "7"],
      acceptance: "A",
    }),
    title({ amount_cents: 1, our_number: "9999999", document_number: undefined }, "x".repeat(40)),
  ];
  it.each(titles.map((t, n) => [n, t] as const))("title %i: POST /boletos", (_n, t) =>
    conforms(P.REGISTER_BODY, json(connector.register(t))),
  );

  const k = keyOf(input());
  const base = { reference: "r", today: "2026-03-02", due_date: "2026-03-20" };
  const instructions: SicoobInstruction[] = [
    { ...base, type: "due_date_change", due_date: "2026-04-10" },
    { ...base, type: "amount_change", amount_cents: 12345 },
    { ...base, type: "rebate", rebate_cents: 1 },
    { ...base, type: "discount_change", discount: null },
    { ...base, type: "interest_change", interest: { kind: "monthly_rate", value: 100 } },
    { ...base, type: "interest_change", interest: null },
    { ...base, type: "fine_change", fine: { kind: "rate", value: 200 } },
    { ...base, type: "fine_change", fine: null },
  ];
  it.each(instructions.map((i) => [i.type, i] as const))("%s: PATCH body", (_t, i) => {
    for (const r of connector.instruct(k, i) ?? []) conforms(P.CHANGE_BODY, json(r));
  });
  it("write-off, protest and protest cancel bodies", () => {
    conforms(
      P.WRITE_OFF_BODY,
      json(connector.instruct(k, { ...base, type: "write_off" })?.[0] as ApiRequest),
    );
    for (const type of ["protest", "protest_cancel"] as const)
      conforms(P.PROTEST_BODY, json(connector.instruct(k, { ...base, type })?.[0] as ApiRequest));
  });
  it("query, probe, movimentações and webhook registration", () => {
    conforms(P.QUERY_PARAMS, connector.query(k).query);
    conforms(P.RANGES_PARAMS, connector.probe(k.account, "2026-03-02").query);
    conforms(P.MOVEMENTS_BODY, json(connector.settled(k.account, "2026-03-01", "2026-03-09")));
    conforms(
      P.MOVEMENTS_PARAMS,
      connector.settled(k.account, "2026-03-01", "2026-03-09", "s:132:2026-03-01").query,
    );
    conforms(
      P.MOVEMENTS_PARAMS,
      connector.settled(k.account, "2026-03-01", "2026-03-09", "f:132:2026-03-01:30025254").query,
    );
    conforms(P.WEBHOOK_BODY, json(connector.registerWebhook("https://lote.example/hooks/sicoob/abc")));
  });
  it("titles the API cannot express come back as issues, not requests", () => {
    const r = connector.register(
      title({
        due_date: null,
        bank_fields: { modality: "03" },
        payer: { name: "X", document: "11144477735" },
      }),
    );
    expect("issues" in r && r.issues.map((x) => x.code)).toEqual([
      "SICOOB_API_MODALITY",
      "SICOOB_API_DUE_DATE",
      "SICOOB_API_PAYER_ADDRESS",
    ]);
  });
});

describe("answers become outcome kinds", () => {
  const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
    status,
    headers,
    body,
  });
  const err = (mensagem: string, codigo = "5001") => ({ mensagens: [{ codigo, mensagem }] });
  const t = title();
  const k = keyOf(t.input);
  const instr = { type: "write_off", reference: "r", today: "2026-03-02" } as const;
  it.each([
    [
      "400 business error",
      res(400, err("mensagem", "codigo")),
      { kind: "rejected", code: "codigo", message: "mensagem", status: 400 },
    ],
    [
      "406 inconsistency",
      res(406, err("Dados inconsistentes")),
      { kind: "rejected", code: "5001", message: "Dados inconsistentes", status: 406 },
    ],
    [
      "400 duplicate",
      res(400, err("Já existe título")),
      { kind: "duplicate", code: "5001", message: "Já existe título", status: 400 },
    ],
    [
      "401 token refused",
      res(401, "Unauthorized"),
      { kind: "unauthorized", code: "401", message: "Unauthorized", status: 401 },
    ],
    [
      "403 certificate or scope",
      res(403, null),
      { kind: "unauthorized", code: "403", message: "HTTP 403", status: 403 },
    ],
    [
      "429 with Retry-After",
      res(429, err("rate"), { "retry-after": "3" }),
      { kind: "transient", code: "5001", message: "rate", status: 429, retryAfterSeconds: 3 },
    ],
    [
      "500 Erro interno",
      res(500, err("Erro interno")),
      { kind: "transient", code: "5001", message: "Erro interno", status: 500 },
    ],
    ["503 gateway", res(503, "<html>"), { kind: "transient", code: "503", message: "<html>", status: 503 }],
    [
      "404 on POST /boletos",
      res(404, null),
      { kind: "unknown", code: "404", message: "HTTP 404", status: 404 },
    ],
    [
      "200 without resultado",
      res(200, {}),
      { kind: "unknown", code: "NO_RESULTADO", message: "200 without resultado.nossoNumero", status: 200 },
    ],
  ])("register: %s", (_n, r, want) => expect(connector.parseRegister(r, t)).toEqual(want));
  it("instructions: 204 is done, a 400 is rejected, a 404 rejected, a 302 unknown", () => {
    expect(connector.parseInstruct(res(204, null), k, instr)).toEqual({ kind: "ok" });
    expect(connector.parseInstruct(res(400, err("Já existe título")), k, instr).kind).toBe("rejected");
    expect(connector.parseInstruct(res(404, null), k, instr).kind).toBe("rejected");
    expect(connector.parseInstruct(res(302, null), k, instr).kind).toBe("unknown");
  });
  it("query: 204 is not found, a 200 maps the situação, 406 is rejected", () => {
    expect(connector.parseQuery(res(204, null), k)).toEqual({ kind: "not_found", status: 204 });
    const r = connector.parseQuery(
      res(200, {
        resultado: { nossoNumero: 2443, situacaoBoleto: "Baixado", valor: 405, dataVencimento: "2021-07-15" },
      }),
      k,
    );
    expect(r).toMatchObject({
      kind: "ok",
      state: "written_off",
      amount_cents: 40500,
      due_date: "2021-07-15",
    });
    expect(connector.parseQuery(res(406, err("x")), k).kind).toBe("rejected");
  });
  it("webhook: a URL validation and a cancelled baixa carry no payment; garbage is an issue", () => {
    expect(
      connector.parseWebhook({ headers: {}, body: '{"idWebhook":990,"validacaoWebhook":true}' }),
    ).toEqual({ payments: [] });
    const cancelled = {
      ...WEBHOOK_EXAMPLE.body,
      dados: { ...WEBHOOK_EXAMPLE.body.dados, cancelamentoBaixa: true },
    };
    expect(connector.parseWebhook({ headers: {}, body: JSON.stringify(cancelled) })).toEqual({
      payments: [],
    });
    expect(connector.parseWebhook({ headers: {}, body: "not json" })).toHaveProperty("issues");
  });
});
