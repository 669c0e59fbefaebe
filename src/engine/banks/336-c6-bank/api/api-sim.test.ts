// (d) lote's C6 BolePix connector against the simulator (memoryStore): token → webhook →
// register → the same external_reference_id again → query → codes checked → due-date change →
// query shows it → partial payment → notification → query shows the payment → write-off of
// another title; (e) each harness fault as its typed outcome, and the query by lote's own key
// after a timeout that committed.
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
import { checkC6Codes } from "./codes";
import { connector } from "./connector";
import { INPUT, keyOf, TODAY, title } from "./fixtures";
import { BOLEPIX, ERROR_BODY } from "./published";
import { webhookRegister } from "./request";
import { simulator } from "./simulator";

const SETTINGS = {
  ...DEFAULT_SIM_SETTINGS,
  clients: { "c6-client": "c6-secret" },
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
    const form = { grant_type: "client_credentials", client_id: "c6-client", client_secret: "c6-secret" };
    const { res } = await call({ method: "POST", path: "/v1/auth", body: { form } });
    token = (res.body as { access_token: string }).access_token;
  }
  return { ctx, call, login };
}

const request = (input: BoletoInput, reference = "item-1") =>
  connector.register(title(input, reference)) as ApiRequest;
const base = { reference: "i1", today: TODAY };

describe("(d) lifecycle against the simulator", () => {
  it("register → same key → query → codes → due date → partial payment → notice → write-off", async () => {
    const { ctx, call, login } = setup();
    await login();
    expect((await call(webhookRegister("https://lote.example/h/1"))).res.status).toBe(200);
    expect((await call(connector.probe(INPUT, TODAY))).res.body).toEqual([
      { url: "https://lote.example/h/1", service: "BANK_SLIP" },
    ]);

    const reg = connector.parseRegister((await call(request(INPUT))).res, title(INPUT));
    if (reg.kind !== "ok") throw new Error(JSON.stringify(reg));
    const again = connector.parseRegister((await call(request(INPUT))).res, title(INPUT));
    expect(again).toEqual(reg);
    const codes = reg.codes as ProviderCodes;
    expect(checkC6Codes(codes, INPUT)).toEqual([]);
    expect(checkC6Codes(codes, { ...INPUT, wallet: "15" }).map((i) => i.code)).toContain("C6_FREE_FIELD");

    const k = keyOf(INPUT, reg.provider_ids);
    expect(connector.parseQuery((await call(connector.query(k))).res, k)).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "CREATED",
      amount_cents: 12345,
      due_date: "2026-02-10",
    });

    const [change] =
      connector.instruct(k, { ...base, type: "due_date_change", due_date: "2026-03-02" }) ?? [];
    if (!change) throw new Error("due-date change is offered");
    expect(
      connector.parseInstruct((await call(change)).res, k, { ...base, type: "due_date_change" }),
    ).toEqual({ kind: "ok" });
    const changed = connector.parseQuery((await call(connector.query(k))).res, k);
    expect(changed).toMatchObject({ due_date: "2026-03-02" });
    expect(
      checkC6Codes((changed as { codes: ProviderCodes }).codes, { ...INPUT, due_date: "2026-03-02" }),
    ).toEqual([]);

    const paid = await simulator.pay(
      ctx,
      { id: k.provider_ids?.external_reference_id },
      { amount_cents: 10000, paid_on: TODAY },
      SETTINGS,
    );
    const hook = paid.webhooks[0];
    if (!hook) throw new Error("C6 notifies the registered webhook");
    expect(connector.parseWebhook?.({ headers: hook.headers, body: hook.body })).toMatchObject({
      payments: [{ amount_cents: 10000, paid_on: TODAY }],
    });
    expect(connector.parseQuery((await call(connector.query(k))).res, k)).toMatchObject({
      state: "paid",
      payments: [{ amount_cents: 10000, provider_ids: reg.provider_ids }],
    });

    const other = { ...INPUT, document_number: "NF-1002" };
    const reg2 = connector.parseRegister((await call(request(other, "item-2"))).res, title(other, "item-2"));
    if (reg2.kind !== "ok") throw new Error(JSON.stringify(reg2));
    const k2 = keyOf(other, reg2.provider_ids, "item-2");
    const [del] = connector.instruct(k2, { ...base, type: "write_off" }) ?? [];
    if (!del) throw new Error("write-off is offered");
    expect(connector.parseInstruct((await call(del)).res, k2, { ...base, type: "write_off" })).toEqual({
      kind: "ok",
    });
    expect(connector.parseQuery((await call(connector.query(k2))).res, k2)).toMatchObject({
      state: "written_off",
    });
    expect(connector.parseInstruct((await call(del)).res, k2, { ...base, type: "write_off" })).toMatchObject({
      kind: "rejected",
      status: 422,
    });
  });

  it("the simulator's answers conform to the transcribed schemas", async () => {
    const { call, login } = setup();
    await login();
    expect(validateSchema(BOLEPIX, (await call(request(INPUT))).res.body)).toEqual([]);
    const missing = await call(connector.query(keyOf(INPUT, undefined, "nope")));
    expect(missing.res.status).toBe(404);
    expect(validateSchema(ERROR_BODY, missing.res.body)).toEqual([]);
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

  it("timeout after commit: lote's own key finds the title, and registering again answers it", async () => {
    const { ctx, call, login } = setup();
    await login();
    await injectFaults(ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    expect((await call(request(INPUT))).result).toMatchObject({ timeout: true, committed: true });
    const found = connector.parseQuery((await call(connector.query(keyOf(INPUT)))).res, keyOf(INPUT));
    expect(found).toMatchObject({ kind: "ok", state: "registered" });
    const again = connector.parseRegister((await call(request(INPUT))).res, title(INPUT));
    expect(again.kind === "ok" && found.kind === "ok" && again.provider_ids.id).toBe(
      found.kind === "ok" && found.provider_ids.id,
    );
  });

  it("timeout before commit: nothing to find; no certificate, no call; a bad body is C6's 400", async () => {
    const { ctx, call, login } = setup();
    await login();
    await injectFaults(ctx, [{ kind: "timeout_before_commit", operation: "register", count: 1 }]);
    expect((await call(request(INPUT))).result).toMatchObject({ timeout: true, committed: false });
    expect(connector.parseQuery((await call(connector.query(keyOf(INPUT)))).res, keyOf(INPUT)).kind).toBe(
      "not_found",
    );
    expect((await call(connector.query(keyOf(INPUT)), "")).res.status).toBe(401);
    const r = request(INPUT);
    const json = { ...(r.body as { json: object }).json, description: "" };
    const bad = connector.parseRegister((await call({ ...r, body: { json } })).res, title(INPUT));
    expect(bad).toMatchObject({
      kind: "rejected",
      status: 400,
      message: expect.stringContaining("body.description"),
    });
  });
});
