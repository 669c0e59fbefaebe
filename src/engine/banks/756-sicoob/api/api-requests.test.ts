// Sicoob API Cobrança Bancária V3: every request lote builds (varied titles and instructions)
// against the published schemas with lote's validator and Ajv, titles the API cannot express,
// and published/plausible answers against the outcome kinds.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { WEBHOOK_EXAMPLE } from "./examples";
import { input, keyOf, title } from "./fixtures.test-helpers";
import type { SicoobInstruction } from "./instruct";
import * as P from "./published";

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
    const early = connector.register(title({ fine: { kind: "rate", value: 200, start_date: "2026-03-20" } }));
    expect("issues" in early && early.issues).toEqual([
      {
        path: "fine.start_date",
        code: "SICOOB_API_CHARGE_DATE",
        message: "Sicoob wants it after the due date",
      },
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
