// The provider sandbox (src/sandbox/): every provider with a simulator — each bank of the registry
// with an `api` module, and the Pix PSP — run in its tenant's SandboxProvider Durable Object. For
// each: token → probe through `call`; a fault queued by the route is answered as the harness does;
// `pay` through the route returns the provider's webhook, which lote's connector reads; settings
// persist and are in force; another tenant's simulator is separate; reset forgets. Then the raw
// HTTP route, the delivery hook, and production (404, no sandbox in the services).
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { services } from "../../src/context";
import { webhookRegister as c6Hook } from "../../src/engine/banks/336-c6-bank/api/index";
import { webhookRegister as coraHook } from "../../src/engine/banks/403-cora/api/index";
import { type ApiRequest, BANK_CODES, BANKS, pixApi, type SimulatorSpec } from "../../src/engine/index";
import {
  call as callSim,
  configure,
  pay,
  SANDBOX_PROVIDERS,
  type SandboxTarget,
  simulatorOf,
  titles,
} from "../../src/sandbox/index";
import { call, json, newTenant, type Tenant } from "./helpers";
import {
  AMOUNT,
  accountOf,
  admitted,
  apiResponse,
  CLIENT,
  FIXTURES,
  HARNESS_SIGN_IN,
  inputOf,
  NOT_WIRED,
  payRef,
  simRequest,
  titleOf,
  today,
  tokenRequest,
} from "./sandbox-fixtures";

const svc = services(env);
/**
 * Providers that send webhooks only to an endpoint registered through their own API (C6's
 * `POST /v1/webhooks/`, Cora's `POST /endpoints/`), not to the sandbox's `webhook_url` setting.
 */
const HOOK_BY_API: Record<string, (url: string) => ApiRequest> = { "336": c6Hook, "403": coraHook };
const connectorOf = (p: string) => (p === "pix" ? pixApi.connector : BANKS[p]?.api?.connector);
const specOf = (p: string) => simulatorOf(p) as SimulatorSpec;
const route = (p: string, tail: string) => `/v1/sandbox/providers/${p}/${tail}`;

/** A token from the tenant's simulator of `p`, through `call`. */
async function token(target: SandboxTarget, client = CLIENT): Promise<string> {
  const r = await callSim(svc, target, tokenRequest(specOf(target.provider), client));
  expect(r.response.status, JSON.stringify(r.response.body)).toBe(200);
  return (r.response.body as { access_token: string }).access_token;
}

/** The connector's probe through `call`, with a token. */
async function probe(target: SandboxTarget, bearer: string, apiKey?: string) {
  const spec = specOf(target.provider);
  const req = simRequest(
    spec,
    connectorOf(target.provider)?.probe(accountOf(inputOf(target.provider)), today()) as never,
    bearer,
    apiKey,
  );
  return { req, res: await callSim(svc, target, req) };
}

/** Registers the provider's fixture title through `call`; how `pay` names it. */
async function register(target: SandboxTarget, bearer: string) {
  const connector = connectorOf(target.provider);
  if (!connector) throw new Error("no connector");
  const t = titleOf(target.provider, connector.assignsCodes);
  const req = connector.register(t);
  if ("issues" in req) throw new Error(JSON.stringify(req.issues));
  const res = await callSim(svc, target, simRequest(specOf(target.provider), req, bearer));
  return payRef(t.input, connector.parseRegister(apiResponse(res), t));
}

it("every provider with a simulator is sandboxed and has a fixture here", () => {
  const banks = BANK_CODES.filter((c) => BANKS[c]?.api);
  expect(SANDBOX_PROVIDERS).toEqual([...banks, "pix"]);
  expect(banks).toEqual(expect.arrayContaining(["001", "077", "341", "756"]));
  // Every simulated provider has a fixture: the service drives each of them.
  expect(SANDBOX_PROVIDERS.filter((p) => !FIXTURES[p])).toEqual(NOT_WIRED);
  expect(NOT_WIRED).toEqual([]);
});

describe.each(HARNESS_SIGN_IN.map((p) => [p]))("provider %s", (provider) => {
  let A: Tenant;
  let B: Tenant;
  let a: SandboxTarget;
  const spec = specOf(provider);

  beforeAll(async () => {
    [A, B] = await Promise.all([newTenant(), newTenant()]);
    a = { tenantId: A.tenant_id, provider };
  });
  beforeEach(async () => {
    for (const t of [A, B])
      expect((await call(route(provider, "reset"), { method: "POST", key: t.key })).status).toBe(204);
  });

  it("token → probe through call, any client accepted by default", async () => {
    const { req, res } = await probe(a, await token(a));
    expect(admitted(spec, req, res), JSON.stringify(res.response)).toBe(true);
    const other = await token(a, { id: "someone-else", secret: "anything" });
    expect(admitted(spec, req, (await probe(a, other)).res)).toBe(true);
    const bad = await probe(a, "not-a-token");
    expect(bad.res.response.status).toBe(401);
  });

  it("a fault queued by the route is the harness's answer, then it is spent", async () => {
    const bearer = await token(a);
    const queued = await call(route(provider, "faults"), {
      method: "POST",
      key: A.key,
      json: {
        faults: [
          { kind: "5xx", count: 1 },
          { kind: "429", count: 1 },
        ],
      },
    });
    expect(queued.status).toBe(200);
    expect((await json<{ faults: unknown[] }>(queued)).faults).toEqual([
      { kind: "5xx", count: 1 },
      { kind: "429", count: 1 },
    ]);
    const first = (await probe(a, bearer)).res;
    expect(first.response).toMatchObject({
      status: 503,
      body: spec.error(503, "SERVICE_UNAVAILABLE", "try again later"),
    });
    const second = (await probe(a, bearer)).res;
    expect(second.response.status).toBe(429);
    expect(second.response.headers?.["retry-after"]).toBe("1");
    const { req, res } = await probe(a, bearer);
    expect(admitted(spec, req, res)).toBe(true);
  });

  it("pay through the route returns the provider's webhook, which the connector reads", async () => {
    const set = await call(route(provider, "settings"), {
      method: "PUT",
      key: A.key,
      json: { webhook_url: "https://lote.test/hooks/sandbox" },
    });
    expect(set.status).toBe(200);
    const bearer = await token(a);
    const hook = HOOK_BY_API[provider];
    if (hook) {
      const r = await callSim(
        svc,
        a,
        simRequest(specOf(provider), hook("https://lote.test/hooks/sandbox"), bearer),
      );
      expect(r.response.status, JSON.stringify(r.response.body)).toBeLessThan(300);
    }
    const ref = await register(a, bearer);
    expect((await titles(svc, a)).length).toBe(1);
    const res = await call(route(provider, "pay"), {
      method: "POST",
      key: A.key,
      json: { title: ref, payment: { amount_cents: AMOUNT, paid_on: today() } },
    });
    expect(res.status).toBe(200);
    const paid = await json<{
      found: boolean;
      delivered: boolean;
      webhooks: { headers: Record<string, string>; body: string }[];
    }>(res);
    // The services wire the delivery hook (to lote's receiver), so a payment is handed over.
    expect(paid).toMatchObject({ found: true, delivered: true });
    expect(paid.webhooks.length).toBeGreaterThan(0);
    const parse = connectorOf(provider)?.parseWebhook;
    if (parse) {
      const read = parse({ headers: paid.webhooks[0]?.headers ?? {}, body: paid.webhooks[0]?.body ?? "" });
      // Cora's notification is headers only (event and invoice ids): it names the title and the
      // query that confirms every payment brings the amount.
      const amount = provider === "403" ? 0 : AMOUNT;
      expect(read, JSON.stringify(read)).toMatchObject({
        payments: [expect.objectContaining({ amount_cents: amount, provider_ids: expect.any(Object) })],
      });
    }
    const none = await call(route(provider, "pay"), {
      method: "POST",
      key: A.key,
      json: {
        title: { our_number: "999999", txid: "nope", id: "nope" },
        payment: { amount_cents: 1, paid_on: today() },
      },
    });
    expect(none.status).toBe(404);
  });

  it("settings persist and are in force; null removes a field", async () => {
    const body = {
      clients: { "known-client": "its-secret" },
      api_key: "app-key-1",
      token_seconds: 600,
      webhook_url: "https://lote.test/h",
    };
    expect((await call(route(provider, "settings"), { method: "PUT", key: A.key, json: body })).status).toBe(
      200,
    );
    const read = await json<{ settings: Record<string, unknown> }>(
      await call(route(provider, "settings"), { key: A.key }),
    );
    expect(read.settings).toEqual({ ...body, rate_per_second: 0, fault_every: 0, fault_kinds: [] });
    const refused = await callSim(svc, a, tokenRequest(spec));
    expect(refused.response.status).toBe(401);
    const bearer = await token(a, { id: "known-client", secret: "its-secret" });
    if (spec.apiKey) expect((await probe(a, bearer)).res.response.status).toBe(401);
    const { req, res } = await probe(a, bearer, "app-key-1");
    expect(admitted(spec, req, res)).toBe(true);
    await configure(svc, a, { apiKey: null });
    const after = await json<{ settings: Record<string, unknown> }>(
      await call(route(provider, "settings"), { key: A.key }),
    );
    expect(after.settings.api_key).toBeUndefined();
    expect(after.settings.token_seconds).toBe(600);
  });

  it("another tenant's simulator is separate", async () => {
    const b: SandboxTarget = { tenantId: B.tenant_id, provider };
    await configure(svc, a, { clients: { only: "me" } });
    await register(a, await token(a, { id: "only", secret: "me" }));
    expect((await titles(svc, a)).length).toBe(1);
    expect(await titles(svc, b)).toEqual([]);
    const listed = await json<{ titles: unknown[] }>(await call(route(provider, "titles"), { key: B.key }));
    expect(listed.titles).toEqual([]);
    await call(route(provider, "faults"), {
      method: "POST",
      key: A.key,
      json: { faults: [{ kind: "5xx", count: 5 }] },
    });
    const { req, res } = await probe(b, await token(b));
    expect(admitted(spec, req, res)).toBe(true);
    expect(
      (
        await pay(
          svc,
          b,
          { our_number: FIXTURES[provider]?.our_number as string },
          { amount_cents: 1, paid_on: today() },
        )
      ).found,
    ).toBe(false);
  });

  it("reset forgets titles, tokens and settings", async () => {
    await configure(svc, a, { ratePerSecond: 7 });
    const bearer = await token(a);
    await register(a, bearer);
    expect((await call(route(provider, "reset"), { method: "POST", key: A.key })).status).toBe(204);
    expect(await titles(svc, a, { all: true })).toEqual([]);
    expect((await probe(a, bearer)).res.response.status).toBe(401);
    const view = await json<{ settings: { rate_per_second: number } }>(
      await call(route(provider, "settings"), { key: A.key }),
    );
    expect(view.settings.rate_per_second).toBe(0);
  });
});
