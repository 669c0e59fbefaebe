// (d) lote's Cora connector against the simulator (memoryStore): token → endpoint → register →
// the same key again (Cora's idempotency: the same invoice) → query → codes checked → no due-date
// change at Cora → partial payment → notification → query shows it → write-off of another title;
// (e) each harness fault as its typed outcome, and reconciliation after a timeout that committed.
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
import type { ApiRequest, ApiResponse, ProviderCodes } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { checkCoraCodes } from "./codes";
import { connector } from "./connector";
import { INPUT, keyOf, TODAY, title } from "./fixtures";
import { ERROR_BODY, INVOICE, INVOICE_LIST, WEBHOOK_HEADERS } from "./published";
import { webhookRegister } from "./request";
import { simulator } from "./simulator";

const SETTINGS = {
  ...DEFAULT_SIM_SETTINGS,
  clients: { "int-client-1": "" },
  webhookUrl: "https://lote.example/h/1",
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
    const form = { grant_type: "client_credentials", client_id: "int-client-1" };
    const { res } = await call({ method: "POST", path: "/token", body: { form } });
    token = (res.body as { access_token: string }).access_token;
  }
  return { ctx, call, login };
}

const request = (input: BoletoInput, reference = "item-1") =>
  connector.register(title(input, reference)) as ApiRequest;

describe("(d) lifecycle against the simulator", () => {
  it("register → same key → query → codes → partial payment → notice → query → write-off", async () => {
    const { ctx, call, login } = setup();
    await login();
    expect((await call(webhookRegister("https://lote.example/h/1"))).res.status).toBe(201);

    const reg = connector.parseRegister((await call(request(INPUT))).res, title(INPUT));
    if (reg.kind !== "ok") throw new Error(JSON.stringify(reg));
    expect(reg.provider_ids.id).toMatch(/^inv_/);
    // The same Idempotency-Key answers the invoice it made: no second title.
    const again = connector.parseRegister((await call(request(INPUT))).res, title(INPUT));
    expect(again).toEqual(reg);

    const codes = reg.codes as ProviderCodes;
    expect(checkCoraCodes(codes, INPUT)).toEqual([]);
    expect(checkCoraCodes(codes, { ...INPUT, amount_cents: 1 }).map((i) => i.code)).toContain(
      "CORA_AMOUNT_MISMATCH",
    );

    const k = keyOf(INPUT, reg.provider_ids);
    const q = connector.parseQuery((await call(connector.query(k))).res, k);
    expect(q).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "OPEN",
      amount_cents: 12345,
      due_date: "2026-02-10",
      payments: [],
    });
    // Cora v2 has no due-date change: lote says so instead of sending something.
    expect(
      connector.instruct(k, {
        type: "due_date_change",
        due_date: "2026-03-01",
        reference: "c1",
        today: TODAY,
      }),
    ).toBeNull();

    const paid = await simulator.pay(
      ctx,
      { id: reg.provider_ids.id },
      { amount_cents: 10000, paid_on: TODAY },
      SETTINGS,
    );
    expect(paid.found).toBe(true);
    const hook = paid.webhooks[0];
    if (!hook) throw new Error("Cora notifies the registered endpoint");
    expect(validateSchema(WEBHOOK_HEADERS, hook.headers)).toEqual([]);
    const notice = connector.parseWebhook?.({ headers: hook.headers, body: hook.body });
    expect(notice).toMatchObject({
      payments: [{ provider_ids: { id: reg.provider_ids.id }, amount_cents: 0 }],
    });

    const after = connector.parseQuery((await call(connector.query(k))).res, k);
    expect(after).toMatchObject({
      kind: "ok",
      state: "paid",
      payments: [{ amount_cents: 10000, paid_on: TODAY, provider_ids: { id: reg.provider_ids.id } }],
    });

    const other = { ...INPUT, document_number: "NF-1002" };
    const reg2 = connector.parseRegister((await call(request(other, "item-2"))).res, title(other, "item-2"));
    if (reg2.kind !== "ok") throw new Error(JSON.stringify(reg2));
    const k2 = keyOf(other, reg2.provider_ids, "item-2");
    const off = { type: "write_off" as const, reference: "w1", today: TODAY };
    const [del] = connector.instruct(k2, off) ?? [];
    if (!del) throw new Error("write-off is offered");
    expect(connector.parseInstruct((await call(del)).res, k2, off)).toEqual({ kind: "ok" });
    expect(connector.parseQuery((await call(connector.query(k2))).res, k2)).toMatchObject({
      state: "written_off",
      provider_state: "CANCELLED",
    });
    // A paid invoice cannot be cancelled.
    expect(connector.parseInstruct((await call(del)).res, k2, off)).toMatchObject({ kind: "rejected" });
    expect((await call(connector.probe(INPUT, TODAY))).res.status).toBe(200);
  });

  it("the simulator's answers conform to the transcribed answer schemas", async () => {
    const { call, login } = setup();
    await login();
    const created = await call(request(INPUT));
    expect(validateSchema(INVOICE, created.res.body)).toEqual([]);
    const list = await call(connector.query(keyOf(INPUT)));
    expect(validateSchema(INVOICE_LIST, list.res.body)).toEqual([]);
    const missing = await call({ method: "GET", path: "/v2/invoices/inv_nope" });
    expect(validateSchema(ERROR_BODY, missing.res.body)).toEqual([]);
    const bad = await call({ ...request(INPUT), headers: { "idempotency-key": "parcela-123" } });
    expect(bad.res.status).toBe(400);
    expect(connector.parseRegister(bad.res, title(INPUT))).toMatchObject({
      kind: "rejected",
      code: "INVALID_FIELD",
      message: expect.stringContaining("headers.idempotency-key"),
    });
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
    const out = connector.parseRegister((await call(request(INPUT))).res, title(INPUT));
    expect(out).toMatchObject({ kind, status });
    if (fault === "429") expect(out).toMatchObject({ retryAfterSeconds: 1 });
  });

  it("timeout after commit: the list by due date finds lote's code, and the same key gives the same invoice", async () => {
    const { ctx, call, login } = setup();
    await login();
    await injectFaults(ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    const { result } = await call(request(INPUT));
    expect(result).toMatchObject({ timeout: true, committed: true });
    const found = connector.parseQuery((await call(connector.query(keyOf(INPUT)))).res, keyOf(INPUT));
    expect(found).toMatchObject({ kind: "ok", state: "registered" });
    const retried = connector.parseRegister((await call(request(INPUT))).res, title(INPUT));
    expect(retried.kind === "ok" && found.kind === "ok" && retried.provider_ids.id).toBe(
      found.kind === "ok" && found.provider_ids.id,
    );
  });

  it("timeout before commit: nothing to find; no certificate, no call; a bad body is a 400 naming it", async () => {
    const { ctx, call, login } = setup();
    await login();
    await injectFaults(ctx, [{ kind: "timeout_before_commit", operation: "register", count: 1 }]);
    expect((await call(request(INPUT))).result).toMatchObject({ timeout: true, committed: false });
    expect(connector.parseQuery((await call(connector.query(keyOf(INPUT)))).res, keyOf(INPUT)).kind).toBe(
      "not_found",
    );
    expect((await call(connector.query(keyOf(INPUT)), "")).res.status).toBe(401);
    const r = request(INPUT);
    const json = { ...(r.body as { json: object }).json, payment_terms: { due_date: "amanhã" } };
    expect(connector.parseRegister((await call({ ...r, body: { json } })).res, title(INPUT))).toMatchObject({
      kind: "rejected",
      code: "INVALID_FIELD",
      message: expect.stringContaining("body.payment_terms.due_date"),
    });
    const k = keyOf(INPUT, { id: "inv_nope" });
    expect(connector.parseQuery((await call(connector.query(k))).res, k).kind).toBe("not_found");
  });
});
