// The Pix API connector against the PSP simulator (memoryStore): token with a client certificate →
// PUT cobv → the same PUT again (idempotent) → GET → PATCH due date and amount → webhook registered
// → pay (over-payment) → the PSP's callback parsed → GET /v2/pix lists it → devolução of the excess;
// write-off and the payment of a removed cobv; a lote with a created and a denied cobv; each fault
// of the harness as its typed outcome. Every answer of the simulator is held to the transcribed
// response schemas with lote's validator and Ajv.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { hasError, parsePix } from "pix-utils";
import { beforeEach, describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../connect/schema";
import {
  DEFAULT_SIM_SETTINGS,
  injectFaults,
  memoryStore,
  type SimResult,
  type SimSettings,
  simulator,
} from "../../connect/sim";
import type { ApiRequest, ApiResponse, ApiTitle, TitleKey } from "../../connect/types";
import type { BoletoInput } from "../../types";
import { connector, pixProviderIds } from "./connector";
import { devolucaoId, loteCobvId } from "./ids";
import { loteCobvGet, loteCobvPatch, loteCobvPut, parseLoteCobv, parseLoteCobvWrite } from "./lote";
import { parseDevolucao, parsePixRead, parseWebhookDelete, parseWebhookGet, parseWebhookPut } from "./parse";
import * as res from "./published-responses";
import {
  cobvRead,
  devolucaoPut,
  devolucaoRead,
  pixRead,
  webhookDelete,
  webhookGet,
  webhookPut,
} from "./requests";
import { simulator as spec } from "./simulator";

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
function conforms(schema: JsonSchema, value: unknown) {
  expect(validateSchema(schema, value), JSON.stringify(value)).toEqual([]);
  const check = ajv.compile(schema as object);
  expect(check(value) ? [] : check.errors, JSON.stringify(value)).toEqual([]);
}

const KEY = "39a1178e-db6b-4407-bc7b-b674390acf5f";
const OTHER_KEY = "financeiro@empresa.com.br";
const settings: SimSettings = { ...DEFAULT_SIM_SETTINGS, clients: { lote: "s3cret" } };
const CERT = "CN=lote-tenant-1";

let store = memoryStore();
let now = Date.parse("2026-09-01T12:00:00-03:00");
let handle = simulator(spec, settings);
let bearer = "";

async function raw(req: ApiRequest, extra: { cert?: string | null } = {}): Promise<SimResult> {
  return handle(
    {
      method: req.method,
      path: req.path,
      query: req.query ?? {},
      headers: { authorization: `Bearer ${bearer}`, ...(req.headers ?? {}) },
      body:
        req.body && "json" in req.body
          ? req.body.json
          : req.body && "form" in req.body
            ? req.body.form
            : undefined,
      ...(extra.cert === null ? {} : { clientCertificate: extra.cert ?? CERT }),
    },
    { now, store },
  );
}
async function call(req: ApiRequest): Promise<ApiResponse> {
  const r = await raw(req);
  return { status: r.response.status, headers: r.response.headers ?? {}, body: r.response.body };
}
async function token(secret = "s3cret", scope = "cobv.write cobv.read"): Promise<ApiResponse> {
  return call({
    method: "POST",
    path: "/oauth/token",
    host: "auth",
    headers: { authorization: `Basic ${btoa(`lote:${secret}`)}` },
    body: { form: { grant_type: "client_credentials", scope } },
  });
}

function title(reference: string, over: Partial<BoletoInput> = {}, today = "2026-09-01"): ApiTitle {
  const input: BoletoInput = {
    bank_code: "341",
    agency: "1234",
    account: "12345",
    wallet: "109",
    our_number: "1",
    amount_cents: 15000,
    due_date: "2026-09-30",
    beneficiary: {
      name: "Escola Exemplo Ltda",
      document: "11222333000181",
      address: { street: "Rua A", city: "Recife", state: "PE", zip_code: "50000000" },
    },
    payer: { name: "Maria Souza", document: "52998224725" },
    pix: { key: KEY },
    ...over,
  };
  return { input, reference, today };
}
const keyOf = (t: ApiTitle): TitleKey => ({
  our_number: t.input.our_number,
  account: { agency: t.input.agency, account: t.input.account, wallet: t.input.wallet },
  beneficiary_document: t.input.beneficiary.document,
  provider_ids: pixProviderIds(t),
});
const base = { reference: "ins", today: "2026-09-01" };

beforeEach(async () => {
  store = memoryStore();
  now = Date.parse("2026-09-01T12:00:00-03:00");
  handle = simulator(spec, settings);
  bearer = ((await token()).body as { access_token: string }).access_token;
});

describe("a cobv's life at the PSP simulator", () => {
  it("token needs the client certificate and the secret", async () => {
    const noCert = await raw(
      { method: "POST", path: "/oauth/token", body: { form: { grant_type: "client_credentials" } } },
      { cert: null },
    );
    expect(noCert.response.status).toBe(401);
    expect((await token("wrong")).status).toBe(401);
    const t = await token();
    expect(t).toMatchObject({
      status: 200,
      body: { token_type: "Bearer", expires_in: 3600, scope: "cobv.write cobv.read" },
    });
    const noBearer = await handle(
      { method: "GET", path: "/v2/cobv/x", query: {}, headers: {}, body: undefined, clientCertificate: CERT },
      { now, store },
    );
    expect(
      connector.parseQuery(
        { status: noBearer.response.status, headers: {}, body: noBearer.response.body },
        keyOf(title("x")),
      ),
    ).toMatchObject({ kind: "unauthorized" });
  });

  it("register, register again, read, change due date and amount, pay, list, devolve", async () => {
    const a = title("itm_01j8aaaaaa00aaaaaaaaaaaaaa", {
      fine: { kind: "rate", value: 200 },
      interest: { kind: "monthly_rate", value: 100 },
      discount: { amount_cents: 500, until: "2026-09-20" },
    });
    const k = keyOf(a);
    const put = connector.register(a) as ApiRequest;
    const first = await call(put);
    conforms(res.CobVGerada, first.body);
    const reg = connector.parseRegister(first, a);
    expect(reg).toMatchObject({ kind: "ok", provider_ids: { txid: k.provider_ids?.txid, revisao: "0" } });
    const emv = reg.kind === "ok" ? (reg.codes?.pix_emv as string) : "";
    const qr = parsePix(emv);
    if (hasError(qr)) throw new Error(emv);
    expect(qr).toMatchObject({ type: "DYNAMIC", url: reg.kind === "ok" ? reg.provider_ids.location : "" });

    const again = connector.parseRegister(await call(put), a);
    expect(again).toEqual(reg);
    expect((await store.list("cobv:")).length).toBe(1);

    expect(connector.parseQuery(await call(connector.query(k)), k)).toMatchObject({
      kind: "ok",
      state: "registered",
      due_date: "2026-09-30",
      amount_cents: 15000,
      payments: [],
    });
    for (const [i, expected] of [
      [
        { ...base, type: "due_date_change" as const, due_date: "2026-10-15" },
        { due_date: "2026-10-15", amount_cents: 15000 },
      ],
      [
        { ...base, type: "amount_change" as const, amount_cents: 16000 },
        { due_date: "2026-10-15", amount_cents: 16000 },
      ],
    ] as const) {
      const [patch] = connector.instruct(k, i) ?? [];
      const answer = await call(patch as ApiRequest);
      conforms(res.CobVGerada, answer.body);
      expect(connector.parseInstruct(answer, k, i)).toEqual({ kind: "ok" });
      const read = await call(connector.query(k));
      conforms(res.CobVCompleta, read.body);
      expect(connector.parseQuery(read, k)).toMatchObject({ kind: "ok", ...expected });
    }
    expect(connector.parseQuery(await call(cobvRead(k.provider_ids?.txid as string, 0)), k)).toMatchObject({
      due_date: "2026-09-30",
      provider_ids: { revisao: "0" },
    });

    expect(
      parseWebhookPut(await call(webhookPut(KEY, "https://lote.example.com/v1/pix/hooks/conn1"))),
    ).toEqual({ kind: "ok" });
    const hook = await call(webhookGet(KEY));
    expect(parseWebhookGet(hook)).toEqual({
      kind: "ok",
      webhookUrl: "https://lote.example.com/v1/pix/hooks/conn1",
    });
    conforms(res.WebhookCompleto, hook.body);

    now += 59 * 60_000; // within the token's hour
    const paid = await spec.pay(
      { now, store },
      { txid: k.provider_ids?.txid },
      { amount_cents: 17000, paid_on: "2026-09-01" },
      settings,
    );
    expect(paid.found).toBe(true);
    const [delivery] = paid.webhooks;
    conforms(res.WebhookPixBody, JSON.parse(delivery?.body ?? ""));
    const notified = connector.parseWebhook?.({
      headers: delivery?.headers ?? {},
      body: delivery?.body ?? "",
    });
    const payment = notified && "payments" in notified ? notified.payments[0] : undefined;
    expect(payment).toMatchObject({
      txid: k.provider_ids?.txid,
      amount_cents: 17000,
      paid_on: "2026-09-01",
      channel: "pix",
    });
    expect(payment?.payment_id).toMatch(/^E12345678202609011559[0-9a-z]{11}$/);

    expect(connector.parseQuery(await call(connector.query(k)), k)).toMatchObject({
      kind: "ok",
      state: "paid",
      provider_state: "CONCLUIDA",
      payments: [payment],
    });
    const list = await call(connector.settled?.(k.account, "2026-09-01", "2026-09-01") as ApiRequest);
    conforms(res.PixConsultados, list.body);
    expect(connector.parseSettled?.(list)).toEqual({ kind: "ok", payments: [payment] });

    const e2e = payment?.payment_id as string;
    const one = await call(pixRead(e2e));
    conforms(res.Pix, one.body);
    expect(parsePixRead(one)).toMatchObject({ kind: "ok", received: { payment, refunds: [] } });
    expect(parsePixRead(await call(pixRead("E12345678202609011559zzzzzzzzzzz")))).toEqual({
      kind: "not_found",
      status: 404,
    });
    expect(parsePixRead(await call(pixRead("short")))).toMatchObject({
      kind: "rejected",
      code: "RequisicaoInvalida",
      field: "e2eid",
    });
    const refundId = devolucaoId(`${a.reference}:excess`);
    const refund = await raw(devolucaoPut(e2e, refundId, 1000, "Valor pago a maior"));
    conforms(res.Devolucao, refund.response.body);
    expect(parseDevolucao({ status: 201, headers: {}, body: refund.response.body })).toMatchObject({
      kind: "ok",
      refund: { id: refundId, amount_cents: 1000, status: "EM_PROCESSAMENTO" },
    });
    const refundHook = JSON.parse(refund.webhooks?.[0]?.body ?? "{}") as {
      pix: { devolucoes: { status: string }[] }[];
    };
    expect(refundHook.pix[0]?.devolucoes[0]?.status).toBe("DEVOLVIDO");
    expect(parseDevolucao(await call(devolucaoRead(e2e, refundId)))).toMatchObject({
      kind: "ok",
      refund: { status: "DEVOLVIDO" },
    });
    expect(parseDevolucao(await call(devolucaoPut(e2e, refundId, 1000)))).toMatchObject({
      kind: "rejected",
      code: "PixDevolucaoInvalida",
      field: "id",
    });
    expect(parseDevolucao(await call(devolucaoPut(e2e, "more", 16001)))).toMatchObject({
      kind: "rejected",
      field: "devolucao.valor",
    });
    expect(connector.parseRegister(await call(put), a)).toMatchObject({
      kind: "rejected",
      code: "CobVOperacaoInvalida",
    });
  });

  it("write-off of another cobv; its late payment is recorded and can be devolved", async () => {
    const b = title("itm_01j8bbbbbb00bbbbbbbbbbbbbb", { pix: { key: OTHER_KEY } });
    const k = keyOf(b);
    expect(connector.parseRegister(await call(connector.register(b) as ApiRequest), b).kind).toBe("ok");
    const off = { ...base, type: "write_off" as const };
    expect(
      connector.parseInstruct(await call((connector.instruct(k, off) ?? [])[0] as ApiRequest), k, off),
    ).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await call(connector.query(k)), k)).toMatchObject({
      state: "written_off",
      provider_state: "REMOVIDA_PELO_USUARIO_RECEBEDOR",
    });
    const change = { ...base, type: "due_date_change" as const, due_date: "2026-10-01" };
    expect(
      connector.parseInstruct(await call((connector.instruct(k, change) ?? [])[0] as ApiRequest), k, change),
    ).toMatchObject({ kind: "rejected", code: "CobVOperacaoInvalida", field: "cobv.status" });
    const paid = await spec.pay(
      { now, store },
      { txid: k.provider_ids?.txid },
      { amount_cents: 15000, paid_on: "2026-09-02" },
      settings,
    );
    expect(paid).toMatchObject({ found: true, webhooks: [] }); // no webhook on this key, none set for the connection
    expect(connector.parseQuery(await call(connector.query(k)), k)).toMatchObject({
      state: "written_off",
      payments: [{ amount_cents: 15000 }],
    });
    expect(
      await spec.pay({ now, store }, { txid: "nope" }, { amount_cents: 1, paid_on: "2026-09-02" }, settings),
    ).toEqual({ found: false, webhooks: [] });
    expect((await call(connector.probe(k.account, "2026-09-01"))).status).toBe(200);
    expect(connector.parseQuery(await call({ method: "GET", path: "/v2/nothing" }), k)).toEqual({
      kind: "not_found",
      status: 404,
    });
  });

  it("the simulator refuses what breaks the published schema, with the spec's violations", async () => {
    const t = title("itm_01j8gggggg00gggggggggggggg");
    const put = connector.register(t) as ApiRequest;
    const body = (put.body as { json: { valor: Record<string, unknown> } }).json;
    const bad = {
      ...put,
      body: { json: { ...body, valor: { ...body.valor, multa: { modalidade: "2", valorPerc: "2.00" } } } },
    };
    const answer = await call(bad);
    conforms(res.Problema, answer.body);
    expect(connector.parseRegister(answer, t)).toMatchObject({
      kind: "rejected",
      code: "CobVOperacaoInvalida",
      field: "cobv.valor.multa.modalidade",
    });
    expect((await call({ ...put, path: "/v2/cobv/short" })).status).toBe(400);
    expect(parseWebhookPut(await call(webhookPut("not a key", "https://lote.example.com/h")))).toMatchObject({
      kind: "rejected",
      code: "WebhookOperacaoInvalida",
    });
    expect(parseWebhookPut(await call(webhookPut(KEY, "not a url")))).toMatchObject({
      kind: "rejected",
      code: "WebhookOperacaoInvalida",
    });
    expect(parseWebhookPut(await call(webhookPut(KEY, "https://lote.example.com/h")))).toEqual({
      kind: "ok",
    });
    expect(parseWebhookDelete(await call(webhookDelete(KEY)))).toEqual({ kind: "ok" });
    expect(parseWebhookDelete(await call(webhookDelete(KEY)))).toEqual({ kind: "not_found", status: 404 });
    expect(parseWebhookGet(await call(webhookGet(KEY)))).toEqual({ kind: "not_found", status: 404 });
  });

  it("a lote: one cobv created, one denied; the retried PUT changes nothing; a PATCH revises", async () => {
    const c = title("itm_01j8cccccc00cccccccccccccc", {}, "2026-09-01");
    const d = title("itm_01j8dddddd00dddddddddddddd", { due_date: "2026-09-02" }, "2026-09-01");
    now = Date.parse("2026-09-05T09:00:00-03:00"); // the PSP processes it after d's due date
    bearer = ((await token()).body as { access_token: string }).access_token;
    const id = loteCobvId("job_01j8eeeeee00eeeeeeeeeeeeee");
    const built = loteCobvPut(id, "Mensalidades de setembro", [c, d]);
    if ("issues" in built) throw new Error(JSON.stringify(built.issues));
    expect(parseLoteCobvWrite(await call(built.request))).toEqual({ kind: "ok" });
    const read = await call(loteCobvGet(id));
    conforms(res.LoteCobVConsultado, read.body);
    const items = parseLoteCobv(read);
    expect(items).toMatchObject({
      kind: "ok",
      items: [
        { txid: pixProviderIds(c).txid, state: "created" },
        {
          txid: pixProviderIds(d).txid,
          state: "denied",
          problem: { code: "CobVOperacaoInvalida", field: "cobv.calendario.dataDeVencimento" },
        },
      ],
    });
    now += 60_000;
    expect(parseLoteCobvWrite(await call(built.request))).toEqual({ kind: "ok" });
    expect((await call(loteCobvGet(id))).body).toEqual(read.body);
    expect(parseLoteCobv(await call(loteCobvGet(id)))).toEqual(items);
    expect(connector.parseRegister(await call(connector.register(d) as ApiRequest), d)).toMatchObject({
      kind: "rejected",
      field: "txid",
    });
    const other = loteCobvPut(id, "outro", [c]);
    if ("issues" in other) throw new Error("unexpected");
    expect(parseLoteCobvWrite(await call(other.request))).toMatchObject({
      kind: "rejected",
      code: "LoteCobVOperacaoInvalida",
    });
    expect(
      parseLoteCobvWrite(await call(loteCobvPatch(id, [{ reference: c.reference, due_date: "2026-10-10" }]))),
    ).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await call(connector.query(keyOf(c))), keyOf(c))).toMatchObject({
      due_date: "2026-10-10",
      provider_ids: { revisao: "1" },
    });
    expect(parseLoteCobv(await call(loteCobvGet("999")))).toEqual({ kind: "not_found", status: 404 });
  });
});

describe("the harness's faults as typed outcomes", () => {
  const t = title("itm_01j8ffffff00ffffffffffffff");
  it("5xx, 429 with Retry-After, an expired token", async () => {
    await injectFaults({ now, store }, [{ kind: "5xx", operation: "register", count: 1 }]);
    const five = await call(connector.register(t) as ApiRequest);
    conforms(res.Problema, five.body);
    expect(connector.parseRegister(five, t)).toMatchObject({
      kind: "transient",
      code: "ServicoIndisponivel",
      status: 503,
    });
    await injectFaults({ now, store }, [{ kind: "429", count: 1 }]);
    expect(connector.parseRegister(await call(connector.register(t) as ApiRequest), t)).toMatchObject({
      kind: "transient",
      status: 429,
      retryAfterSeconds: 1,
    });
    await injectFaults({ now, store }, [{ kind: "expired_token", count: 1 }]);
    expect(connector.parseRegister(await call(connector.register(t) as ApiRequest), t)).toMatchObject({
      kind: "unauthorized",
      status: 401,
    });
    now += 3601_000;
    expect(connector.parseQuery(await call(connector.query(keyOf(t))), keyOf(t))).toMatchObject({
      kind: "unauthorized",
    });
  });

  it("a timeout after commit: the query finds the cobv and the retried PUT is the same cobv", async () => {
    await injectFaults({ now, store }, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    const lost = await raw(connector.register(t) as ApiRequest);
    expect(lost.timeout).toBe(true);
    const found = connector.parseQuery(await call(connector.query(keyOf(t))), keyOf(t));
    expect(found).toMatchObject({ kind: "ok", state: "registered", provider_ids: { revisao: "0" } });
    expect(connector.parseRegister(await call(connector.register(t) as ApiRequest), t)).toMatchObject({
      kind: "ok",
      provider_ids: { revisao: "0" },
    });
    expect((await store.list("cobv:")).length).toBe(1);
  });

  it("a timeout before commit: the query finds nothing, so the PUT is sent again", async () => {
    await injectFaults({ now, store }, [{ kind: "timeout_before_commit", operation: "register", count: 1 }]);
    expect((await raw(connector.register(t) as ApiRequest)).timeout).toBe(true);
    expect(connector.parseQuery(await call(connector.query(keyOf(t))), keyOf(t))).toEqual({
      kind: "not_found",
      status: 404,
    });
  });

  it("the simulator's rate limit answers 429 with Retry-After", async () => {
    handle = simulator(spec, { ...settings, ratePerSecond: 1 });
    expect((await call(connector.query(keyOf(t)))).status).toBe(404);
    expect(connector.parseQuery(await call(connector.query(keyOf(t))), keyOf(t))).toMatchObject({
      kind: "transient",
      status: 429,
      retryAfterSeconds: 1,
    });
  });
});
