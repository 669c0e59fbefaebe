// Sicoob API Cobrança Bancária V3 against its simulator (node, memoryStore): the token, the
// lifecycle of titles (register, duplicate, query, due-date change, partial payment seen by the
// webhook, the query and the movimentações files, write-off, protest), the simulator's answers
// held to the published response schemas, and each harness fault as its typed outcome.
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { validateSchema } from "../../../connect/schema";
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  memoryStore,
  type SimContext,
} from "../../../connect/sim";
import {
  type ApiPayment,
  type ApiRequest,
  type ApiResponse,
  type TitleKey,
  tokenPathOf,
} from "../../../connect/types";
import { connector } from "./connector";
import { keyOf, title, toApi, toSim } from "./fixtures.test-helpers";
import { TOKEN_FORM } from "./published";
import {
  MOVEMENTS_FILE,
  MOVEMENTS_STATUS,
  QUERY_RESPONSE,
  REGISTER_RESPONSE,
  WEBHOOK_PAYMENT,
  WEBHOOK_VALIDATION,
} from "./published-responses";
import { simulator } from "./simulator";
import { configureCooperativa } from "./simulator-titles";

const CLIENT = "9b5e603e428cc477a2841e2683c92d21";
const settings = { ...DEFAULT_SIM_SETTINGS, clients: { [CLIENT]: "" }, apiKey: CLIENT, tokenSeconds: 300 };
const MARCH_10 = Date.UTC(2026, 2, 10, 15);

function setup() {
  const ctx: SimContext = { now: MARCH_10, store: memoryStore() };
  const handle = harness(simulator, settings);
  let token: string | undefined;
  const getToken = async () => {
    const form = {
      grant_type: "client_credentials",
      client_id: CLIENT,
      scope: (connector.auth.scopes?.all ?? []).join(" "),
    };
    expect(validateSchema(TOKEN_FORM, form)).toEqual([]);
    const r = await handle(
      toSim(
        { method: "POST", path: tokenPathOf(connector.auth, "sandbox") ?? "", body: { form } },
        undefined,
        CLIENT,
      ),
      ctx,
    );
    token = (r.response.body as { access_token: string }).access_token;
    return r;
  };
  const send = async (req: ApiRequest): Promise<ApiResponse & { timeout?: boolean }> => {
    const r = await handle(toSim(req, token, CLIENT), ctx);
    return { ...toApi(r), ...(r.timeout ? { timeout: true } : {}) };
  };
  return { ctx, getToken, send };
}

async function settledAll(
  send: (r: ApiRequest) => Promise<ApiResponse>,
  k: TitleKey,
  from: string,
  to: string,
) {
  const payments: ApiPayment[] = [];
  let page: string | undefined;
  for (let n = 0; n < 20; n++) {
    const res = await send(connector.settled(k.account, from, to, page));
    const out = connector.parseSettled(res, { from, to, ...(page ? { page } : {}) });
    if (out.kind !== "ok") throw new Error(JSON.stringify(out));
    payments.push(...out.payments);
    if (!out.next) return payments;
    page = out.next;
  }
  throw new Error("settled did not end");
}

describe("lifecycle against the simulator", () => {
  it("token → register → duplicate → query → due-date change → partial pay → webhook/query/settled → write-off", async () => {
    const { ctx, getToken, send } = setup();
    await configureCooperativa(ctx, "4342");
    expect((await getToken()).response.status).toBe(200);
    const t = title();
    const reg = await send(connector.register(t) as ApiRequest);
    expect(validateSchema(REGISTER_RESPONSE, reg.body)).toEqual([]);
    const out = connector.parseRegister(reg, t);
    expect(out).toMatchObject({ kind: "ok", provider_ids: { nossoNumero: "2443" } });
    // The simulator writes the barcode from the nosso número it received: lote's boleto agrees.
    const mine = buildBoleto(t.input, { today: t.today });
    expect(out.kind === "ok" && out.codes).toMatchObject({
      barcode: mine.barcode,
      digitable_line: mine.digitable_line,
      our_number: "0000244",
    });

    expect(connector.parseRegister(await send(connector.register(t) as ApiRequest), t).kind).toBe(
      "duplicate",
    );

    const k = keyOf(t.input, out.kind === "ok" ? out.provider_ids : undefined);
    const q1 = await send(connector.query(k));
    expect(validateSchema(QUERY_RESPONSE, q1.body)).toEqual([]);
    expect(connector.parseQuery(q1, k)).toMatchObject({
      kind: "ok",
      state: "registered",
      due_date: "2026-03-20",
      amount_cents: 15000,
      payments: [],
    });

    const change = {
      type: "due_date_change",
      due_date: "2026-04-10",
      reference: "c1",
      today: "2026-03-10",
    } as const;
    for (const r of connector.instruct(k, change) ?? [])
      expect(connector.parseInstruct(await send(r), k, change)).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await send(connector.query(k)), k)).toMatchObject({
      state: "registered",
      due_date: "2026-04-10",
    });

    const reg2 = await send(
      connector.registerWebhook("https://lote.example/hooks/sicoob/s3cr3t") as ApiRequest,
    );
    expect(reg2.status).toBe(201);
    const paid = await simulator.pay(
      ctx,
      { our_number: "244" },
      { amount_cents: 5000, paid_on: "2026-03-11" },
      settings,
    );
    expect(paid.found).toBe(true);
    const [hook] = paid.webhooks;
    expect(validateSchema(WEBHOOK_PAYMENT, JSON.parse(hook?.body ?? "{}"))).toEqual([]);
    const fromHook = connector.parseWebhook({ headers: hook?.headers ?? {}, body: hook?.body ?? "" });
    const expected = {
      payment_id: "liquidacao:2443",
      our_number: "0000244",
      amount_cents: 5000,
      paid_on: "2026-03-11",
    };
    expect(fromHook).toMatchObject({ payments: [expected] });

    expect(connector.parseQuery(await send(connector.query(k)), k)).toMatchObject({
      state: "paid",
      payments: [expected],
    });
    const settled = await settledAll(send, k, "2026-03-08", "2026-03-13");
    expect(settled).toEqual([
      { ...expected, provider_ids: { nossoNumero: "2443" }, credit_on: "2026-03-11", channel: "boleto" },
    ]);

    const b = title({ our_number: "245", document_number: "NF-1002" }, "item-2");
    const regB = connector.parseRegister(await send(connector.register(b) as ApiRequest), b);
    const kb = keyOf(b.input, regB.kind === "ok" ? regB.provider_ids : undefined);
    const off = { type: "write_off", reference: "w", today: "2026-03-10" } as const;
    expect(
      connector.parseInstruct(await send(connector.instruct(kb, off)?.[0] as ApiRequest), kb, off),
    ).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await send(connector.query(kb)), kb)).toMatchObject({
      state: "written_off",
      provider_state: "Baixado",
    });
  });

  it("the webhook registration sends the URL validation; protest and its cancel on an overdue title", async () => {
    const { ctx, getToken, send } = setup();
    await getToken();
    const reg = await ctx.store.get("seq:webhook");
    expect(reg).toBeUndefined();
    const handle = harness(simulator, settings);
    const token = (await ctx.store.list<{ client: string }>("token:"))[0]?.[0].slice(6);
    const r = await handle(
      toSim(connector.registerWebhook("https://lote.example/h") as ApiRequest, token, CLIENT),
      ctx,
    );
    expect(validateSchema(WEBHOOK_VALIDATION, JSON.parse(r.webhooks?.[0]?.body ?? "{}"))).toEqual([]);
    expect(connector.parseWebhook({ headers: {}, body: r.webhooks?.[0]?.body ?? "" })).toEqual({
      payments: [],
    });

    const c = title({ our_number: "300", due_date: "2026-03-05" });
    await send(connector.register(c) as ApiRequest);
    const k = keyOf(c.input);
    const base = { reference: "p", today: "2026-03-10" };
    for (const type of ["protest", "protest_cancel"] as const) {
      const [req] = connector.instruct(k, { ...base, type }) ?? [];
      expect(connector.parseInstruct(await send(req as ApiRequest), k, { ...base, type }), type).toEqual({
        kind: "ok",
      });
    }
    const again = await send(connector.instruct(k, { ...base, type: "protest_cancel" })?.[0] as ApiRequest);
    expect(connector.parseInstruct(again, k, { ...base, type: "protest_cancel" })).toMatchObject({
      kind: "rejected",
      status: 400,
    });
  });

  it("the simulator refuses what the published schema refuses, in Sicoob's error body", async () => {
    const { getToken, send } = setup();
    await getToken();
    const body = (connector.register(title()) as ApiRequest).body as { json: Record<string, unknown> };
    const bad = await send({
      method: "POST",
      path: "/boletos",
      body: { json: { ...body.json, pagador: {}, valor: null } },
    });
    expect(connector.parseRegister(bad, title())).toMatchObject({
      kind: "rejected",
      code: "SIM_SCHEMA",
      status: 400,
    });
    await send(connector.register(title()) as ApiRequest);
    const two = {
      numeroCliente: 63550,
      codigoModalidade: 1,
      abatimento: { valorAbatimento: 1 },
      valorNominal: { valor: 2 },
    };
    expect((await send({ method: "PATCH", path: "/boletos/2443", body: { json: two } })).status).toBe(400);
  });

  it("movimentações: the status and file answers conform to the published shapes", async () => {
    const { ctx, getToken, send } = setup();
    await getToken();
    const t = title();
    await send(connector.register(t) as ApiRequest);
    await simulator.pay(
      ctx,
      { our_number: "244" },
      { amount_cents: 15000, paid_on: "2026-03-09", channel: "pix" },
      settings,
    );
    const k = keyOf(t.input);
    const post = await send(connector.settled(k.account, "2026-03-09", "2026-03-09"));
    const first = connector.parseSettled(post, { from: "2026-03-09", to: "2026-03-09" });
    const status = await send(
      connector.settled(k.account, "2026-03-09", "2026-03-09", first.kind === "ok" ? first.next : ""),
    );
    expect(validateSchema(MOVEMENTS_STATUS, status.body)).toEqual([]);
    const payments = await settledAll(send, k, "2026-03-09", "2026-03-09");
    expect(payments).toMatchObject([{ amount_cents: 15000, channel: "pix", paid_on: "2026-03-09" }]);
    const dl = await send(connector.settled(k.account, "2026-03-09", "2026-03-09", "f:1:2026-03-09:11"));
    expect(validateSchema(MOVEMENTS_FILE, dl.body)).toEqual([]);
  });
});
