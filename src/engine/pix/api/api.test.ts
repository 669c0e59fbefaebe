// The Pix API connector against the BACEN OpenAPI document's own examples (bacen/pix-api
// openapi.yaml 2.9.0, transcribed in examples.ts): lote's requests for the examples' inputs equal
// the published requests field by field; every request lote builds validates against the
// transcribed schema with lote's validator AND with Ajv; the published answers and errors read
// as the right outcomes.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../connect/schema";
import type { ApiRequest, ApiResponse, ApiTitle } from "../../connect/types";
import type { BoletoInput } from "../../types";
import { cobvBody } from "./cobv";
import { connector } from "./connector";
import * as ex from "./examples";
import { devolucaoId, loteCobvId, pixTxid } from "./ids";
import { loteCobvPatch, loteCobvPut, parseLoteCobv } from "./lote";
import { parseDevolucao, parsePixRead, parseWebhookGet } from "./parse";
import * as pub from "./published";
import * as res from "./published-responses";
import { saoPauloDate } from "./read";
import { devolucaoPut, webhookPut } from "./requests";

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();
/** Both validators' verdicts on `value`: lote's issues and Ajv's errors. */
function bothValidate(schema: JsonSchema, value: unknown) {
  let check = compiled.get(schema);
  if (!check) {
    check = ajv.compile(schema as object);
    compiled.set(schema, check);
  }
  const ok = check(value);
  return { lote: validateSchema(schema, value), ajv: ok ? [] : (check.errors ?? []) };
}
function expectValid(schema: JsonSchema, value: unknown) {
  const v = bothValidate(schema, value);
  expect(v.lote, JSON.stringify(value)).toEqual([]);
  expect(v.ajv, JSON.stringify(value)).toEqual([]);
}

const KEY = "5f84a4c5-c5cb-4599-9f13-7eb4d419dacc";
/** A title: the spec example cobBody1's receiver and payer unless overridden. */
function title(
  over: Partial<BoletoInput> = {},
  reference = "7978c0c97ea847e78e8849634473c1f1",
  today = "2020-09-09",
): ApiTitle {
  const input: BoletoInput = {
    bank_code: "341",
    agency: "1234",
    account: "12345",
    wallet: "109",
    our_number: "12345678",
    amount_cents: 12345,
    due_date: "2020-12-31",
    beneficiary: {
      name: "Empresa de Logística SA",
      document: "56989000019533",
      address: { street: "Rua 15 Numero 1200", city: "São Paulo", state: "SP", zip_code: "70800100" },
    },
    payer: {
      name: "Francisco da Silva",
      document: "12345678909",
      address: {
        street: "Alameda Souza, Numero 80, Bairro Braz",
        city: "Recife",
        state: "PE",
        zip_code: "70011750",
      },
    },
    pix: { key: KEY },
    ...over,
  };
  return { input, reference, today };
}
const bodyOf = (r: ApiRequest | { issues: unknown[] }) => {
  if ("issues" in r) throw new Error(JSON.stringify(r.issues));
  return (r.body as { json: Record<string, unknown> }).json;
};
/** The example without `loc` (lote lets the PSP create the location) and with integer modalidades. */
function asLoteSends(v: Record<string, unknown>): Record<string, unknown> {
  const { loc: _loc, ...rest } = v;
  return JSON.parse(JSON.stringify(rest), (k, x) => (k === "modalidade" ? Number(x) : x));
}

describe("published request examples → lote's request, field by field", () => {
  it("cobBody1 (PUT /cobv/{txid}): every field but juros, which lote's interest cannot express", () => {
    const t = title({
      fine: { kind: "rate", value: 1500 },
      discount: { amount_cents: 3000, until: "2020-11-30" },
    });
    const req = connector.register(t) as ApiRequest;
    expect(req).toMatchObject({ method: "PUT", path: "/v2/cobv/7978c0c97ea847e78e8849634473c1f1" });
    const built = cobvBody(t, { solicitacao_pagador: "Cobrança dos serviços prestados." });
    if ("issues" in built) throw new Error(JSON.stringify(built.issues));
    const sent = built.body;
    const { solicitacaoPagador: _s, ...withoutPrompt } = sent;
    expect(bodyOf(req)).toEqual(withoutPrompt);
    const published = asLoteSends(ex.COBV_PUT.value);
    const { juros, ...valor } = published.valor as Record<string, unknown>;
    expect(sent).toEqual({ ...published, valor });
    // juros modalidade 2 is "percentual ao dia (dias corridos)": lote has a daily amount (1) and a monthly rate (3).
    expect(juros).toEqual({ modalidade: 2, valorPerc: "2.00" });
    const monthly = bodyOf(connector.register(title({ interest: { kind: "monthly_rate", value: 200 } })));
    expect((monthly.valor as Record<string, unknown>).juros).toEqual({ modalidade: 3, valorPerc: "2.00" });
  });

  it("the raw example breaks its own schema only where the document disagrees with itself", () => {
    const paths = validateSchema(pub.CobVSolicitada, ex.COBV_PUT.value, "cobv").map((i) => i.path);
    // modalidade is a string in the example, an integer in CobVValor; loc lacks tipoCob, which PayloadLocationCob requires.
    expect(paths.sort()).toEqual(
      [
        "cobv.loc.tipoCob",
        "cobv.valor.desconto.modalidade",
        "cobv.valor.juros.modalidade",
        "cobv.valor.multa.modalidade",
      ].sort(),
    );
    expectValid(pub.CobVSolicitada, asLoteSends(ex.COBV_PUT.value));
  });

  it("cobBody4, cobBody7, cobBody5 (PATCH /cobv/{txid}): amount change and removal", () => {
    const k = {
      our_number: "1",
      account: { agency: "1", account: "1", wallet: "1" },
      beneficiary_document: "1",
      provider_ids: { txid: "7978c0c97ea847e78e8849634473c1f1" },
    };
    const patch = (i: Parameters<typeof connector.instruct>[1]) =>
      (connector.instruct(k, i) as ApiRequest[])[0] as ApiRequest;
    const amount = patch({ type: "amount_change", amount_cents: 56789, reference: "r", today: "2020-09-09" });
    expect(amount).toMatchObject({ method: "PATCH", path: "/v2/cobv/7978c0c97ea847e78e8849634473c1f1" });
    expect(bodyOf(amount)).toEqual({ valor: ex.COBV_PATCH_2.value.valor });
    const same = patch({ type: "amount_change", amount_cents: 12345, reference: "r", today: "2020-09-09" });
    expect(bodyOf(same)).toEqual({ valor: ex.COBV_PATCH_1.value.valor });
    const removal = patch({ type: "write_off", reference: "r", today: "2020-09-09" });
    expect(bodyOf(removal)).toEqual(ex.COBV_PATCH_REMOVE.value);
  });

  it("loteCobVBody1 (PUT /lotecobv/{id}) and loteCobVBodyRevisado1 (PATCH)", () => {
    const lote = ex.LOTECOBV_PUT.value as { descricao: string; cobsv: Record<string, unknown>[] };
    const titles = lote.cobsv.map((c) => {
      const d = c.devedor as Record<string, string>;
      return title(
        {
          amount_cents: 10000,
          payer: {
            name: d.nome as string,
            document: d.cpf as string,
            address: {
              street: d.logradouro as string,
              city: d.cidade as string,
              state: d.uf as string,
              zip_code: d.cep as string,
            },
          },
          pix: { key: c.chave as string },
        },
        c.txid as string,
      );
    });
    const built = loteCobvPut("1", lote.descricao, titles, { solicitacao_pagador: "Informar matrícula" });
    if ("issues" in built) throw new Error(JSON.stringify(built.issues));
    expect(built.request).toMatchObject({ method: "PUT", path: "/v2/lotecobv/1" });
    expect(bodyOf(built.request)).toEqual({ ...lote, cobsv: lote.cobsv.map(asLoteSends) });
    const patch = loteCobvPatch(
      "1",
      lote.cobsv.map((c) => ({ reference: c.txid as string, due_date: "2020-01-10", amount_cents: 11000 })),
    );
    expect(patch).toMatchObject({ method: "PATCH", path: "/v2/lotecobv/1" });
    expect(bodyOf(patch)).toEqual(ex.LOTECOBV_PATCH.value);
  });

  it("webhookBody1 (PUT /webhook/{chave}) and devolucaoSolicitada1 (PUT /pix/{e2eid}/devolucao/{id})", () => {
    const hook = webhookPut("40a0932d-1918-4eee-845d-35a2da1690dc", "https://pix.example.com/api/webhook/");
    expect(hook).toMatchObject({ method: "PUT", path: "/v2/webhook/40a0932d-1918-4eee-845d-35a2da1690dc" });
    expect(bodyOf(hook)).toEqual(ex.WEBHOOK_PUT.value);
    const refund = devolucaoPut("E12345678202009091221abcdef12345", "123456", 789);
    expect(refund.path).toBe("/v2/pix/E12345678202009091221abcdef12345/devolucao/123456");
    expect(bodyOf(refund)).toEqual(ex.DEVOLUCAO_PUT.value);
    for (const [schema, e] of [
      [pub.CobVRevisada, ex.COBV_PATCH_REMOVE],
      [pub.CobVRevisada, ex.COBV_PATCH_2],
      [pub.LoteCobVBodyRevisado, ex.LOTECOBV_PATCH],
      [pub.WebhookSolicitado, ex.WEBHOOK_PUT],
      [pub.DevolucaoSolicitada, ex.DEVOLUCAO_PUT],
    ] as const)
      expectValid(schema, e.value);
  });
});

describe("published answers → lote's reading", () => {
  const r = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
    status,
    headers,
    body,
  });

  it("cobResponse4: the cobv registered, its location and the dynamic BR Code", () => {
    const out = connector.parseRegister(r(201, ex.COBV_RESPONSE.value), title());
    expect(out).toMatchObject({
      kind: "ok",
      provider_ids: {
        txid: "7978c0c97ea847e78e8849634473c1f1",
        revisao: "0",
        loc_id: "789",
        location: "pix.example.com/qr/c2/cobv/9d36b84fc70b478fb95c12729b90ca25",
      },
      codes: { pix_txid: "7978c0c97ea847e78e8849634473c1f1" },
    });
    const emv = out.kind === "ok" ? out.codes?.pix_emv : undefined;
    expect(emv).toMatch(
      /^00020101021226\d{2}0014br\.gov\.bcb\.pix2559pix\.example\.com\/qr\/c2\/cobv\/9d36b84fc70b478fb95c12729b90ca25/,
    );
    const q = connector.parseQuery(r(200, ex.COBV_RESPONSE.value), {
      our_number: "",
      account: { agency: "", account: "", wallet: "" },
      beneficiary_document: "",
    });
    expect(q).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "ATIVA",
      amount_cents: 12345,
      due_date: "2020-12-31",
      payments: [],
    });
    // The example lacks what CobVGerada requires: `location` (defined only under loc), loc.txid and loc.criacao.
    expect(
      validateSchema(res.CobVGerada, ex.COBV_RESPONSE.value)
        .map((i) => i.path)
        .sort(),
    ).toEqual(["loc.criacao", "loc.txid", "location"]);
  });

  it("loteCobVResponse1: one cobv created, one denied with the problem's code and property", () => {
    expect(parseLoteCobv(r(200, { id: 1, ...ex.LOTECOBV_RESPONSE_1.value }))).toMatchObject({
      kind: "ok",
      items: [
        { txid: "fb2761260e554ad593c7226beb5cb650", state: "created" },
        {
          txid: "7978c0c97ea847e78e8849634473c1f1",
          state: "denied",
          problem: { code: "CobVOperacaoInvalida", field: "cobv.devedor" },
        },
      ],
    });
    expect(parseLoteCobv(r(404, ex.ERROR_NOT_FOUND.value))).toEqual({ kind: "not_found", status: 404 });
  });

  it("pixResponse1 and pixResponse2: the payment, its São Paulo date and the devoluções", () => {
    expect(parsePixRead(r(200, ex.PIX_RESPONSE_1.value))).toMatchObject({
      kind: "ok",
      received: {
        payment: {
          payment_id: "E12345678202009091221abcdef12345",
          txid: "cd1fe328c875481285a6f233ae41b662",
          amount_cents: 10000,
          paid_on: "2020-09-10",
          channel: "pix",
        },
        refunds: [{ id: "000AAA111", amount_cents: 1100, status: "EM_PROCESSAMENTO" }],
      },
    });
    // Its endToEndId has 34 characters (EndToEndId says 32): lote reads it; the schema flags it.
    expect(parsePixRead(r(200, ex.PIX_RESPONSE_2.value))).toMatchObject({
      kind: "ok",
      received: { payment: { amount_cents: 20000 } },
    });
    expect(validateSchema(res.Pix, ex.PIX_RESPONSE_2.value).map((i) => i.path)).toEqual([
      "endToEndId",
      "endToEndId",
    ]);
  });

  it("pixWebhook1 + pixWebhook2 in the callback body { pix: [...] }", () => {
    const body = JSON.stringify({ pix: [ex.PIX_WEBHOOK_1.value, ex.PIX_WEBHOOK_2.value] });
    const out = connector.parseWebhook?.({ headers: {}, body });
    expect(out).toEqual({
      payments: [
        {
          payment_id: "E12345678202009091221kkkkkkkkkkk",
          provider_ids: {
            endToEndId: "E12345678202009091221kkkkkkkkkkk",
            txid: "c3e0e7a4e7f1469a9f782d3d4999343c",
          },
          txid: "c3e0e7a4e7f1469a9f782d3d4999343c",
          amount_cents: 11000,
          paid_on: "2020-09-09",
          credit_on: "2020-09-09",
          channel: "pix",
        },
        {
          payment_id: "E87654321202009091221dfghi123456",
          provider_ids: {
            endToEndId: "E87654321202009091221dfghi123456",
            txid: "971122d8f37211eaadc10242ac120002",
          },
          txid: "971122d8f37211eaadc10242ac120002",
          amount_cents: 11000,
          paid_on: "2020-09-09",
          credit_on: "2020-09-09",
          channel: "pix",
        },
      ],
    });
    expect(connector.parseWebhook?.({ headers: {}, body: "{}" })).toEqual({
      issues: [{ path: "pix", message: "the body must be { pix: [...] }" }],
    });
    expect(connector.parseWebhook?.({ headers: {}, body: "not json" })).toMatchObject({
      issues: [{ path: "" }],
    });
  });

  it("devolucaoResponse1/2 and webhookResponse1", () => {
    expect(parseDevolucao(r(201, ex.DEVOLUCAO_RESPONSE_1.value))).toEqual({
      kind: "ok",
      refund: {
        id: "123456",
        rtr_id: "D12345678202009091000abcde123456",
        amount_cents: 789,
        status: "EM_PROCESSAMENTO",
      },
    });
    expect(parseDevolucao(r(200, ex.DEVOLUCAO_RESPONSE_2.value))).toMatchObject({
      kind: "ok",
      refund: { status: "NAO_REALIZADO", reason: "Negado por timeout" },
    });
    expect(parseWebhookGet(r(200, ex.WEBHOOK_RESPONSE.value))).toEqual({
      kind: "ok",
      webhookUrl: "https://pix.example.com/api/webhook/",
    });
    for (const e of [ex.DEVOLUCAO_RESPONSE_1, ex.DEVOLUCAO_RESPONSE_2, ex.PIX_RESPONSE_1])
      expect(validateSchema(e === ex.PIX_RESPONSE_1 ? res.Pix : res.Devolucao, e.value)).toEqual([]);
  });

  it("the published errors and plausible others map to outcome kinds", () => {
    const k = {
      our_number: "",
      account: { agency: "", account: "", wallet: "" },
      beneficiary_document: "",
      provider_ids: { txid: "x" },
    };
    const i = {
      type: "due_date_change" as const,
      due_date: "2021-01-10",
      reference: "r",
      today: "2020-09-09",
    };
    expect(connector.parseRegister(r(400, ex.ERROR_COBV_INVALID.value), title())).toMatchObject({
      kind: "rejected",
      code: "CobVOperacaoInvalida",
      field: "cobv.devedor",
      status: 400,
    });
    expect(connector.parseInstruct(r(400, ex.ERROR_COBV_NOT_ACTIVE.value), k, i)).toMatchObject({
      kind: "rejected",
      code: "CobVOperacaoInvalida",
      status: 400,
    });
    expect(connector.parseInstruct(r(400, ex.ERROR_COBV_NOT_ACTIVE.value), k, i)).not.toHaveProperty("field");
    expect(connector.parseRegister(r(400, ex.ERROR_LOTECOBV_INVALID.value), title())).toMatchObject({
      kind: "rejected",
      code: "LoteCobVOperacaoInvalida",
      field: "loteCobV.cobsV",
    });
    expect(parseDevolucao(r(400, ex.ERROR_DEVOLUCAO_INVALID.value))).toMatchObject({
      kind: "rejected",
      code: "PixDevolucaoInvalida",
    });
    expect(connector.parseRegister(r(403, ex.ERROR_ACCESS_DENIED.value), title())).toMatchObject({
      kind: "rejected",
      code: "AcessoNegado",
      status: 403,
    });
    expect(connector.parseQuery(r(404, ex.ERROR_NOT_FOUND.value), k)).toEqual({
      kind: "not_found",
      status: 404,
    });
    expect(connector.parseInstruct(r(404, ex.ERROR_NOT_FOUND.value), k, i)).toMatchObject({
      kind: "rejected",
      code: "NaoEncontrado",
    });
    expect(
      connector.parseInstruct(
        r(410, {
          type: "https://pix.bcb.gov.br/api/v2/error/PermanentementeRemovido",
          title: "Removido",
          status: 410,
        }),
        k,
        i,
      ),
    ).toMatchObject({ kind: "rejected", code: "PermanentementeRemovido" });
    expect(
      connector.parseRegister(r(503, ex.ERROR_UNAVAILABLE.value, { "retry-after": "30" }), title()),
    ).toMatchObject({ kind: "transient", code: "ServicoIndisponivel", retryAfterSeconds: 30 });
    expect(
      connector.parseRegister(
        r(504, {
          type: "https://pix.bcb.gov.br/api/v2/error/IndisponibilidadePorTempoEsgotado",
          title: "Tempo esgotado",
          status: 504,
        }),
        title(),
      ),
    ).toMatchObject({ kind: "transient", code: "IndisponibilidadePorTempoEsgotado" });
    expect(connector.parseRegister(r(500, "<html>oops</html>"), title())).toMatchObject({
      kind: "transient",
      code: "HTTP_500",
    });
    expect(connector.parseRegister(r(429, null, { "retry-after": "2" }), title())).toMatchObject({
      kind: "transient",
      retryAfterSeconds: 2,
    });
    expect(connector.parseRegister(r(401, { error: "invalid_token" }), title())).toMatchObject({
      kind: "unauthorized",
      status: 401,
    });
    expect(connector.parseRegister(r(302, null), title())).toMatchObject({ kind: "unknown", status: 302 });
    expect(connector.parseRegister(r(201, { txid: "other" }), title())).toMatchObject({
      kind: "unknown",
      code: "PIX_UNREADABLE_ANSWER",
    });
    for (const e of [
      ex.ERROR_COBV_INVALID,
      ex.ERROR_LOTECOBV_INVALID,
      ex.ERROR_ACCESS_DENIED,
      ex.ERROR_UNAVAILABLE,
    ])
      expectValid(res.Problema, e.value);
  });
});

describe("every request lote builds validates against the transcribed schema (lote's validator and Ajv)", () => {
  const payers = [
    { name: "Maria Souza", document: "52998224725" },
    {
      name: "Empresa Exemplo Ltda",
      document: "11222333000181",
      address: {
        street: "Rua A",
        number: "10",
        complement: "sala 2",
        district: "Centro",
        city: "Curitiba",
        state: "PR",
        zip_code: "80010000",
      },
    },
    {
      name: "Nova Empresa SA",
      document: "12ABC34501DE35",
      address: { street: "Av. B", city: "Recife", state: "PE", zip_code: "50000000" },
    },
  ];
  const variants: Partial<BoletoInput>[] = [
    {},
    { interest: { kind: "daily_amount", value: 33 }, fine: { kind: "amount", value: 500 } },
    {
      interest: { kind: "monthly_rate", value: 100, start_date: "2021-01-01" },
      fine: { kind: "rate", value: 200, start_date: "2021-01-01" },
    },
    { discount: { amount_cents: 1000, until: "2020-12-31" }, rebate_cents: 45 },
    {
      guarantor: { name: "Avalista", document: "52998224725" },
      document_number: "NF-1234",
      description: ["Serviços de setembro", "Parcela 1/3"],
    },
    {
      pix: { key: "+5511999998888", merchant_name: "Loja", merchant_city: "Recife" },
      amount_cents: 999_999_999,
    },
  ];
  it(`${payers.length * variants.length} titles: PUT /cobv and the lote of all of them`, () => {
    const titles: ApiTitle[] = [];
    for (const [p, payer] of payers.entries())
      for (const [v, over] of variants.entries()) {
        const t = title({ payer, ...over }, `itm_${p}${v}_reference`);
        titles.push(t);
        const req = connector.register(t) as ApiRequest;
        expect(req.path).toMatch(/^\/v2\/cobv\/[a-f0-9]{32}$/);
        expectValid(pub.TxId, decodeURIComponent(req.path.slice(9)));
        expectValid(pub.CobVSolicitada, bodyOf(req));
      }
    const lote = loteCobvPut("12", "Mensalidades", titles, {
      validade_apos_vencimento: 0,
      solicitacao_pagador: "Número do contrato",
    });
    if ("issues" in lote) throw new Error(JSON.stringify(lote.issues));
    expectValid(pub.LoteCobVBody, bodyOf(lote.request));
    expectValid(
      pub.LoteCobVBodyRevisado,
      bodyOf(
        loteCobvPatch("12", [
          { reference: "a", amount_cents: 1 },
          { reference: "b", due_date: "2021-02-01" },
        ]),
      ),
    );
  });

  it("every instruction, the settled query, the probe, the webhook and a devolução", () => {
    const k = {
      our_number: "",
      account: { agency: "", account: "", wallet: "" },
      beneficiary_document: "",
      provider_ids: { txid: "fb2761260e554ad593c7226beb5cb650" },
    };
    const base = { reference: "r", today: "2020-09-09" };
    for (const i of [
      { ...base, type: "due_date_change" as const, due_date: "2021-01-31" },
      { ...base, type: "amount_change" as const, amount_cents: 1 },
      { ...base, type: "rebate" as const, rebate_cents: 250 },
      { ...base, type: "rebate_cancel" as const },
      { ...base, type: "write_off" as const },
    ]) {
      const [req] = connector.instruct(k, i) ?? [];
      expectValid(pub.CobVRevisada, bodyOf(req as ApiRequest));
    }
    expect(connector.instruct(k, { ...base, type: "protest", protest: { days: 3 } })).toBeNull();
    expectValid(pub.PixListQuery, connector.settled?.(k.account, "2020-09-01", "2020-09-30", "2")?.query);
    expectValid(pub.CobvListQuery, connector.probe(k.account, "2020-09-09").query);
    expectValid(pub.CobvReadQuery, connector.query(k).query ?? {});
    expectValid(
      pub.WebhookSolicitado,
      bodyOf(webhookPut("+5511999998888", "https://lote.example.com/v1/pix/hooks/c0n")),
    );
    expectValid(
      pub.DevolucaoSolicitada,
      bodyOf(devolucaoPut("E12345678202009091221abcdef12345", "D1", 1, "Pagamento em duplicidade")),
    );
  });

  it("titles a cobv cannot carry come back as issues, not requests", () => {
    const codes = (over: Partial<BoletoInput>, today?: string) => {
      const out = connector.register(title(over, "ref", today));
      return "issues" in out ? out.issues.map((i) => i.code) : [];
    };
    expect(codes({ due_date: null })).toEqual(["PIX_DUE_DATE_REQUIRED"]);
    expect(codes({}, "2021-01-01")).toEqual(["PIX_DUE_DATE_PAST"]);
    expect(codes({ pix: undefined })).toEqual(["PIX_KEY_REQUIRED"]);
    expect(codes({ pix: { emv: "000201" } })).toEqual(["PIX_KEY_REQUIRED"]);
    expect(codes({ amount_cents: 0 })).toEqual(["PIX_AMOUNT_ZERO"]);
    expect(codes({ interest: { kind: "daily_amount", value: 1, start_date: "2021-01-05" } })).toEqual([
      "PIX_CHARGE_START_UNSUPPORTED",
    ]);
    expect(codes({ discount: { amount_cents: 1, until: "2021-01-05" }, rebate_cents: 12345 })).toEqual([
      "PIX_REBATE_TOO_LARGE",
      "PIX_DISCOUNT_AFTER_DUE",
    ]);
    expect(codes({ payer: { name: "x".repeat(201), document: "123" } })).toEqual([
      "PIX_PAYER_DOCUMENT",
      "PIX_FIELD_TOO_LONG",
    ]);
  });

  it("a wrong field fails in both validators (lote's strictness on unknown fields included)", () => {
    const body = bodyOf(connector.register(title()));
    for (const bad of [
      { ...body, valor: { original: "1.5" } },
      { ...body, valor: { original: "1.50", juros: { modalidade: 9, valorPerc: "1.00" } } },
      { ...body, devedor: { nome: "Sem documento" } },
      { ...body, devedor: { cpf: "12345678909", cnpj: "11222333000181", nome: "Os dois" } },
      { ...body, calendario: { dataDeVencimento: "31/12/2020" } },
      { ...body, juro: {} },
    ]) {
      const v = bothValidate(pub.CobVSolicitada, bad);
      expect(v.lote.length > 0 && v.ajv.length > 0, JSON.stringify(bad)).toBe(true);
    }
  });
});

describe("ids lote chooses at the PSP", () => {
  it("a txid is the reference when it is one, else a stable 32-character digest", () => {
    expect(pixTxid("fb2761260e554ad593c7226beb5cb650")).toBe("fb2761260e554ad593c7226beb5cb650");
    const a = pixTxid("itm_01j8aaaaaa00aaaaaaaaaaaaaa");
    expect(a).toMatch(/^[a-f0-9]{32}$/);
    expect(pixTxid("itm_01j8aaaaaa00aaaaaaaaaaaaaa")).toBe(a);
    expect(pixTxid("itm_01j8aaaaaa00aaaaaaaaaaaaab")).not.toBe(a);
    expect(pixTxid("short")).toMatch(/^[a-f0-9]{32}$/);
    const many = new Set(Array.from({ length: 5000 }, (_, i) => pixTxid(`itm_${i}`)));
    expect(many.size).toBe(5000);
  });
  it("a lote id is decimal text that stays a safe integer; a devolução id 1–35 letters and digits", () => {
    expect(loteCobvId("42")).toBe("42");
    const id = loteCobvId("job_01j8eeeeee00eeeeeeeeeeeeee");
    expect(id).toMatch(/^[1-9]\d{0,15}$/);
    expect(Number.isSafeInteger(Number(id))).toBe(true);
    expect(devolucaoId("D1")).toBe("D1");
    expect(devolucaoId("itm_1:excess")).toMatch(/^[a-f0-9]{32}$/);
  });
  it("a Pix's instant is read as its São Paulo day", () => {
    expect(saoPauloDate("2020-09-10T02:30:00Z")).toBe("2020-09-09");
    expect(saoPauloDate("2020-09-10T02:30:00-03:00")).toBe("2020-09-10");
    expect(saoPauloDate("2020-09-10")).toBeUndefined();
  });
});
