// The provider sandbox over HTTP: the raw provider API (`/v1/sandbox/providers/{provider}/api/…`,
// tenant key in X-Lote-Key) answers what `call` answers, for every provider; a lost answer is a
// 504; the delivery hook receives a payment's webhooks; the routes validate their bodies; and in
// production the services hold no sandbox and every sandbox route is 404.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app/app";
import { services } from "../../src/context";
import { BANKS, pixApi, type SimulatorSpec, type SimWebhook } from "../../src/engine/index";
import { DomainError } from "../../src/platform/errors";
import {
  call as callSim,
  configure,
  createSandbox,
  deliver,
  pay,
  type SandboxTarget,
  simulatorOf,
} from "../../src/sandbox/index";
import { BASE, call, json, newTenant, type Tenant } from "./helpers";
import {
  AMOUNT,
  accountOf,
  CERT,
  CLIENT,
  HARNESS_SIGN_IN,
  inputOf,
  simRequest,
  titleOf,
  today,
  tokenRequest,
} from "./sandbox-fixtures";

const svc = services(env);
const specOf = (p: string) => simulatorOf(p) as SimulatorSpec;
const connectorOf = (p: string) => (p === "pix" ? pixApi.connector : BANKS[p]?.api?.connector);

/** A request to the provider's own API through the sandbox route. */
function raw(
  p: string,
  key: string | null,
  req: {
    method: string;
    path: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    body?: string;
  },
) {
  const q = new URLSearchParams(req.query ?? {}).toString();
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  if (key) headers["x-lote-key"] = key;
  if (specOf(p).mtls) headers["x-lote-client-certificate"] = CERT;
  return call(`/v1/sandbox/providers/${p}/api${req.path}${q ? `?${q}` : ""}`, {
    method: req.method,
    headers,
    ...(req.body !== undefined ? { body: req.body } : {}),
  });
}

/** The token request over HTTP: form-encoded, HTTP Basic where the provider wants it. */
function rawToken(p: string, key: string) {
  const t = tokenRequest(specOf(p));
  return raw(p, key, {
    method: "POST",
    path: t.path,
    headers: { ...t.headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(t.body as Record<string, string>).toString(),
  });
}

describe.each(HARNESS_SIGN_IN.map((p) => [p]))("provider %s over HTTP", (provider) => {
  let T: Tenant;
  /** A second tenant whose simulator sees the same requests through `call`. */
  let U: Tenant;
  beforeAll(async () => {
    [T, U] = await Promise.all([newTenant(), newTenant()]);
  });

  it("token and probe through the raw route answer what call answers", async () => {
    const tok = await rawToken(provider, T.key);
    expect(tok.status).toBe(200);
    const bearer = (await json<{ access_token: string }>(tok)).access_token;
    const probe = connectorOf(provider)?.probe(accountOf(inputOf(provider)), today());
    if (!probe) throw new Error("no probe");
    const res = await raw(provider, T.key, {
      method: probe.method,
      path: probe.path,
      ...(probe.query ? { query: { ...probe.query } } : {}),
      headers: { authorization: `Bearer ${bearer}`, ...(probe.headers ?? {}) },
    });
    // U's simulator gets the same two requests in-process: the same state, so the same answer.
    const u = { tenantId: U.tenant_id, provider };
    const uToken = await callSim(svc, u, tokenRequest(specOf(provider)));
    const uBearer = (uToken.response.body as { access_token: string }).access_token;
    const direct = await callSim(svc, u, simRequest(specOf(provider), probe, uBearer));
    expect(res.status).toBe(direct.response.status);
    const text = await res.text();
    expect(text === "" ? null : JSON.parse(text)).toEqual(direct.response.body ?? null);
  });

  it("without X-Lote-Key the route is lote's 401, with the provider's Authorization untouched", async () => {
    const res = await raw(provider, null, {
      method: "GET",
      path: "/anything",
      headers: { authorization: `Bearer ${T.key}` },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect((await json<{ code: string }>(res)).code).toBe("UNAUTHORIZED");
  });

  it("a timeout after commit is a bare 504 that says the provider committed", async () => {
    const tok = await json<{ access_token: string }>(await rawToken(provider, T.key));
    const t = titleOf(provider, connectorOf(provider)?.assignsCodes ?? false, `item-${crypto.randomUUID()}`);
    const req = connectorOf(provider)?.register(t);
    if (!req || "issues" in req) throw new Error("not expressible");
    await call(`/v1/sandbox/providers/${provider}/faults`, {
      method: "POST",
      key: T.key,
      json: { faults: [{ kind: "timeout_after_commit", operation: "register", count: 1 }] },
    });
    const body = req.body && "json" in req.body ? JSON.stringify(req.body.json) : undefined;
    const res = await raw(provider, T.key, {
      method: req.method,
      path: req.path,
      headers: {
        authorization: `Bearer ${tok.access_token}`,
        "content-type": "application/json",
        ...(req.headers ?? {}),
      },
      ...(body !== undefined ? { body } : {}),
    });
    expect(res.status).toBe(504);
    expect(res.headers.get("x-lote-sandbox-timeout")).toBe("true");
    expect(res.headers.get("x-lote-sandbox-committed")).toBe("true");
  });
});

describe("the sandbox routes", () => {
  let T: Tenant;
  beforeAll(async () => {
    T = await newTenant();
  });

  it("an unknown provider is 404, on the control routes and the raw API", async () => {
    expect((await call("/v1/sandbox/providers/999/settings", { key: T.key })).status).toBe(404);
    expect(
      (
        await call("/v1/sandbox/providers/999/api/oauth/token", {
          method: "POST",
          headers: { "x-lote-key": T.key },
        })
      ).status,
    ).toBe(404);
  });

  it("bodies are validated: unknown fields, a payment without a title", async () => {
    const bad = await call("/v1/sandbox/providers/001/settings", {
      method: "PUT",
      key: T.key,
      json: { rate: 1 },
    });
    expect(bad.status).toBe(422);
    expect((await json<{ errors: { code: string; path: string }[] }>(bad)).errors).toContainEqual(
      expect.objectContaining({ code: "UNKNOWN_FIELD", path: "body.rate" }),
    );
    const noTitle = await call("/v1/sandbox/providers/001/pay", {
      method: "POST",
      key: T.key,
      json: { title: {}, payment: { amount_cents: 1, paid_on: "2026-02-30" } },
    });
    expect(noTitle.status).toBe(422);
  });

  it("the delivery hook receives a payment's webhooks with their target", async () => {
    const got: [SandboxTarget, SimWebhook[]][] = [];
    const sandbox = svc.sandbox;
    if (!sandbox) throw new Error("no sandbox outside production");
    const hooked = {
      ...svc,
      sandbox: { ...sandbox, deliver: async (t: SandboxTarget, w: SimWebhook[]) => void got.push([t, w]) },
    };
    const target = { tenantId: T.tenant_id, provider: "001" };
    await configure(hooked, target, { webhookUrl: "https://lote.test/hooks/bb" });
    const tok = await callSim(hooked, target, tokenRequest(specOf("001"), CLIENT));
    const bearer = (tok.response.body as { access_token: string }).access_token;
    const t = titleOf("001", false);
    await callSim(
      hooked,
      target,
      simRequest(specOf("001"), connectorOf("001")?.register(t) as never, bearer),
    );
    const paid = await pay(
      hooked,
      target,
      { our_number: t.input.our_number },
      { amount_cents: AMOUNT, paid_on: today() },
    );
    expect(paid.found).toBe(true);
    expect(await deliver(hooked, target, paid.webhooks)).toBe(true);
    expect(got).toEqual([[target, paid.webhooks]]);
    const unhooked = { ...svc, sandbox: createSandbox(env.SANDBOX_PROVIDER) };
    expect(await deliver(unhooked, target, paid.webhooks)).toBe(false); // no hook wired: nothing handed over
  });
});

describe("production", () => {
  const production = { ...env, ENVIRONMENT: "production" } as Env;

  async function fetchProd(path: string, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const res = await createApp(services).fetch(new Request(`${BASE}${path}`, init), production, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("the services hold no sandbox, and its functions refuse with NOT_FOUND", async () => {
    const prod = services(production);
    expect(prod.sandbox).toBeUndefined();
    const err = await callSim(
      prod,
      { tenantId: "ten_x", provider: "001" },
      tokenRequest(specOf("001")),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe("NOT_FOUND");
  });

  it("every sandbox provider route is 404 for a valid key", async () => {
    const t = await newTenant();
    const auth = { authorization: `Bearer ${t.key}`, "content-type": "application/json" };
    const settings = await fetchProd("/v1/sandbox/providers/001/settings", { headers: auth });
    expect(settings.status).toBe(404);
    const body = JSON.stringify({
      title: { our_number: "1" },
      payment: { amount_cents: 1, paid_on: "2026-03-10" },
    });
    expect(
      (await fetchProd("/v1/sandbox/providers/001/pay", { method: "POST", headers: auth, body })).status,
    ).toBe(404);
    expect(
      (await fetchProd("/v1/sandbox/providers/001/reset", { method: "POST", headers: auth })).status,
    ).toBe(404);
    const api = await fetchProd("/v1/sandbox/providers/001/api/oauth/token", {
      method: "POST",
      headers: { "x-lote-key": t.key },
    });
    expect(api.status).toBe(404);
    expect((await json<{ code: string }>(api)).code).toBe("NOT_FOUND");
  });
});
