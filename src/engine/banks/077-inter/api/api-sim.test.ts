// (d) lote's Inter connector against the simulator (memoryStore): token → register → duplicate →
// query (EM_PROCESSAMENTO, then the codes, checked) → due date and amount changes → partial
// payment → callback → settled list → write-off of another title; (e) each harness fault as its
// typed outcome, and the reconciliation by query after a timeout that committed.
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../../connect/schema";
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  injectFaults,
  memoryStore,
  type SimContext,
  type SimResult,
} from "../../../connect/sim";
import type { ApiRequest, ApiResponse, ApiTitle, ProviderCodes, TitleKey } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { checkInterCodes } from "./codes";
import { connector } from "./connector";
import { CALLBACK, COBRANCA_DETALHADA, LISTA_COBRANCAS, PROBLEMA } from "./published";
import { type InterTitleKey, webhookRegister } from "./request";
import { simulator } from "./simulator";

const SETTINGS = {
  ...DEFAULT_SIM_SETTINGS,
  clients: { "client-1": "secret-1" },
  webhookUrl: "https://lote.example/h/1",
};
const ADDRESS = {
  street: "Rua das Flores",
  number: "10",
  city: "Belo Horizonte",
  state: "MG",
  zip_code: "30110000",
};
const INPUT: BoletoInput = {
  bank_code: "077",
  agency: "0001",
  account: "1234567",
  account_digit: "8",
  wallet: "112",
  agreement: "1234567",
  our_number: "1",
  document_number: "NF-1001",
  amount_cents: 12345,
  due_date: "2026-02-10",
  beneficiary: { name: "Empresa Exemplo Ltda", document: "62474761000132" },
  payer: { name: "Maria da Silva", document: "49467837846", address: ADDRESS },
  fine: { kind: "rate", value: 200 },
  interest: { kind: "monthly_rate", value: 100 },
  pix: { key: "chave-da-conta" },
};

function setup() {
  const ctx: SimContext = { now: Date.UTC(2026, 0, 15, 15, 0, 0), store: memoryStore() };
  const handle = harness(simulator, SETTINGS);
  let token = "";
  async function call(r: ApiRequest, cert = "CN=lote"): Promise<{ res: ApiResponse; result: SimResult }> {
    const headers: Record<string, string> = { ...(r.headers ?? {}) };
    if (token) headers.authorization = `Bearer ${token}`;
    const body =
      r.body && "json" in r.body
        ? JSON.parse(JSON.stringify(r.body.json))
        : r.body && "form" in r.body
          ? r.body.form
          : undefined;
    const result = await handle(
      { method: r.method, path: r.path, query: r.query ?? {}, headers, body, clientCertificate: cert },
      ctx,
    );
    return {
      res: {
        status: result.response.status,
        headers: result.response.headers ?? {},
        body: result.response.body,
      },
      result,
    };
  }
  async function login() {
    const form = {
      client_id: "client-1",
      client_secret: "secret-1",
      grant_type: "client_credentials",
      scope: "boleto-cobranca.read boleto-cobranca.write",
    };
    const { res } = await call({ method: "POST", path: "/oauth/v2/token", host: "auth", body: { form } });
    token = (res.body as { access_token: string }).access_token;
  }
  return { ctx, call, login };
}

const title = (input: BoletoInput): ApiTitle => ({ input, reference: "item", today: "2026-01-15" });
const keyOf = (input: BoletoInput, ids?: Record<string, string>): InterTitleKey => ({
  our_number: input.our_number,
  document_number: input.document_number,
  account: input,
  beneficiary_document: input.beneficiary.document,
  due_date: input.due_date,
  ...(ids ? { provider_ids: ids } : {}),
});
const request = (t: ApiTitle) => connector.register(t) as ApiRequest;

describe("(d) lifecycle against the simulator", () => {
  it("register → duplicate → query → changes → partial payment → callback → settled → write-off", async () => {
    const { ctx, call, login } = setup();
    await login();
    // Inter posts callbacks to the one URL registered for the account.
    expect((await call(webhookRegister(INPUT, "https://lote.example/h/1"))).res.status).toBe(204);
    const reg = connector.parseRegister((await call(request(title(INPUT)))).res, title(INPUT));
    if (reg.kind !== "ok") throw new Error(JSON.stringify(reg));
    expect(connector.parseRegister((await call(request(title(INPUT)))).res, title(INPUT)).kind).toBe(
      "duplicate",
    );

    const k = keyOf(INPUT, reg.provider_ids);
    const first = await call(connector.query(k));
    expect(connector.parseQuery(first.res, k)).toMatchObject({
      kind: "ok",
      state: "other",
      provider_state: "EM_PROCESSAMENTO",
    });
    const emitted = connector.parseWebhook?.({ headers: {}, body: first.result.webhooks?.[0]?.body ?? "" });
    expect(emitted).toEqual({ payments: [] }); // the emission callback (A_RECEBER) pays nothing

    const q = connector.parseQuery((await call(connector.query(k))).res, k);
    if (q.kind !== "ok") throw new Error(JSON.stringify(q));
    expect(q).toMatchObject({
      state: "registered",
      provider_state: "A_RECEBER",
      amount_cents: 12345,
      due_date: "2026-02-10",
    });
    expect(checkInterCodes(q.codes as ProviderCodes, INPUT)).toEqual([]);

    const change = (i: Parameters<typeof connector.instruct>[1]) =>
      call((connector.instruct(k, i) as ApiRequest[])[0] as ApiRequest).then(({ res }) =>
        connector.parseInstruct(res, k, i),
      );
    expect(
      (
        await change({
          type: "due_date_change",
          due_date: "2026-02-20",
          reference: "i1",
          today: "2026-01-15",
        })
      ).kind,
    ).toBe("ok");
    expect(
      (await change({ type: "amount_change", amount_cents: 20000, reference: "i2", today: "2026-01-15" }))
        .kind,
    ).toBe("ok");
    const changed = connector.parseQuery((await call(connector.query(k))).res, k);
    if (changed.kind !== "ok") throw new Error(JSON.stringify(changed));
    expect(changed).toMatchObject({ due_date: "2026-02-20", amount_cents: 20000 });
    const now = { ...INPUT, due_date: "2026-02-20", amount_cents: 20000 };
    expect(checkInterCodes(changed.codes as ProviderCodes, now)).toEqual([]);
    expect(checkInterCodes(changed.codes as ProviderCodes, INPUT).map((i) => i.code)).toContain(
      "INTER_DUE_FACTOR_MISMATCH",
    );

    const paid = await simulator.pay(
      ctx,
      { id: k.provider_ids?.codigoSolicitacao },
      { amount_cents: 5000, paid_on: "2026-01-16", channel: "pix" },
      SETTINGS,
    );
    expect(paid.found).toBe(true);
    const hook = connector.parseWebhook?.({
      headers: paid.webhooks[0]?.headers ?? {},
      body: paid.webhooks[0]?.body ?? "",
    });
    expect(hook).toMatchObject({ payments: [{ amount_cents: 5000, channel: "pix", paid_on: "2026-01-16" }] });
    expect(paid.webhooks[0]?.headers["x-conta-corrente"]).toBe("12345678");
    const after = connector.parseQuery((await call(connector.query(k))).res, k);
    expect(after).toMatchObject({
      kind: "ok",
      state: "paid",
      payments: [{ amount_cents: 5000, channel: "pix" }],
    });
    const list = connector.settled?.(INPUT, "2026-01-16", "2026-01-16") as ApiRequest;
    expect(connector.parseSettled?.((await call(list)).res)).toMatchObject({
      kind: "ok",
      payments: [{ payment_id: `${k.provider_ids?.codigoSolicitacao}:RECEBIDO`, amount_cents: 5000 }],
    });

    const other = { ...INPUT, document_number: "NF-1002" };
    const reg2 = connector.parseRegister((await call(request(title(other)))).res, title(other));
    const k2 = keyOf(other, reg2.kind === "ok" ? reg2.provider_ids : {});
    await call(connector.query(k2)); // emission
    const off = { type: "write_off", reference: "i3", today: "2026-01-15" } as const;
    const cancel = await call((connector.instruct(k2, off) as ApiRequest[])[0] as ApiRequest);
    expect(cancel.res.status).toBe(202);
    expect(connector.parseInstruct(cancel.res, k2, off).kind).toBe("ok");
    expect(connector.parseQuery((await call(connector.query(k2))).res, k2)).toMatchObject({
      state: "written_off",
      provider_state: "CANCELADO",
    });

    expect((await call(connector.probe(INPUT, "2026-01-15"))).res.status).toBe(200);
  });
});

describe("(d) the simulator speaks the published answers", () => {
  it("detail, list, callback and error bodies conform to the transcribed response schemas", async () => {
    const { ctx, call, login } = setup();
    await login();
    await call(webhookRegister(INPUT, "https://lote.example/h/1"));
    const reg = connector.parseRegister((await call(request(title(INPUT)))).res, title(INPUT));
    const k = keyOf(INPUT, reg.kind === "ok" ? reg.provider_ids : {});
    const first = await call(connector.query(k));
    const second = await call(connector.query(k));
    const list = await call(connector.query(keyOf(INPUT)));
    const paid = await simulator.pay(
      ctx,
      { id: k.provider_ids?.codigoSolicitacao },
      { amount_cents: 12345, paid_on: "2026-01-15" },
      SETTINGS,
    );
    const bad = await call({
      method: "GET",
      path: "/cobranca/v3/cobrancas",
      query: { dataInicial: "ontem", dataFinal: "2026-01-01" },
    });
    for (const [schema, body] of [
      [COBRANCA_DETALHADA, first.res.body],
      [COBRANCA_DETALHADA, second.res.body],
      [LISTA_COBRANCAS, list.res.body],
      [CALLBACK, JSON.parse(first.result.webhooks?.[0]?.body ?? "null")],
      [CALLBACK, JSON.parse(paid.webhooks[0]?.body ?? "null")],
      [PROBLEMA, bad.res.body],
    ] as const)
      expect(validateSchema(schema, body)).toEqual([]);
    expect(bad.res.status).toBe(400);
  });
});

describe("(e) faults", () => {
  it.each([
    ["5xx", "transient", 503],
    ["429", "transient", 429],
    ["expired_token", "unauthorized", 401],
  ] as const)("%s → %s", async (fault, kind, status) => {
    const { ctx, call, login } = setup();
    await login();
    await injectFaults(ctx, [{ kind: fault, operation: "register", count: 1 }]);
    const out = connector.parseRegister((await call(request(title(INPUT)))).res, title(INPUT));
    expect(out).toMatchObject({ kind, status });
    if (fault === "429") expect(out).toMatchObject({ retryAfterSeconds: 1 });
  });

  it("timeout after commit: a query by seuNumero and due date finds the title", async () => {
    const { ctx, call, login } = setup();
    await login();
    await injectFaults(ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    const { result } = await call(request(title(INPUT)));
    expect(result).toMatchObject({ timeout: true, committed: true });
    const found = connector.parseQuery((await call(connector.query(keyOf(INPUT)))).res, keyOf(INPUT));
    expect(found).toMatchObject({ kind: "ok", provider_ids: { seuNumero: "NF-1001" } });
    expect(found.kind === "ok" && found.provider_ids.codigoSolicitacao).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("timeout before commit: nothing to find; no certificate, no call; a bad body is Inter's 400", async () => {
    const { ctx, call, login } = setup();
    await login();
    await injectFaults(ctx, [{ kind: "timeout_before_commit", operation: "register", count: 1 }]);
    expect((await call(request(title(INPUT)))).result).toMatchObject({ timeout: true, committed: false });
    expect(connector.parseQuery((await call(connector.query(keyOf(INPUT)))).res, keyOf(INPUT)).kind).toBe(
      "not_found",
    );
    expect((await call(connector.query(keyOf(INPUT)), "")).res.status).toBe(401);
    const bad = request(title(INPUT));
    const json = { ...(bad.body as { json: object }).json, seuNumero: "1234567890123456" };
    expect(connector.parseRegister((await call({ ...bad, body: { json } })).res, title(INPUT))).toMatchObject(
      {
        kind: "rejected",
        field: "body.seuNumero",
      },
    );
    const k: TitleKey = keyOf(INPUT, { codigoSolicitacao: "00000000-0000-4000-8000-000000000099" });
    expect(connector.parseQuery((await call(connector.query(k))).res, k).kind).toBe("not_found");
  });
});
