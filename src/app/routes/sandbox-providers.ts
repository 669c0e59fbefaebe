/**
 * The provider sandbox's control routes (development and test only: 404 in production): a
 * tenant's simulated bank or Pix PSP — its settings, queued faults, payments, what it holds, and a
 * reset. The provider's own API is `sandbox-provider-api.ts`.
 */
import { createRoute } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import { requireTenant } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { configure, deliver, injectFaults, pay, reset, settings, titles } from "../../sandbox/index";
import {
  FaultsBody,
  faultIn,
  PayAnswer,
  PayBody,
  ProviderParams,
  patchIn,
  SettingsBody,
  SettingsView,
  TitlesAnswer,
  TitlesQuery,
  viewOut,
} from "./sandbox-provider-schemas";

const BASE = "/v1/sandbox/providers/{provider}";
const sec = { security: [{ apiKey: [] }], middleware: [requireTenant], tags: ["sandbox"] };
const OFF = "No simulator for this provider, or the simulators are off (production)";
const json = <T>(schema: T) => ({ content: { "application/json": { schema } } });
const common = { 401: problem("Missing or invalid API key"), 404: problem(OFF) };
const view = {
  200: { description: "The settings and the faults still queued", ...json(SettingsView) },
  ...common,
};

export const getSettingsRoute = createRoute({
  ...sec,
  method: "get",
  path: `${BASE}/settings`,
  summary: "Provider simulator: its settings and queued faults",
  description:
    "Development and test only (404 in production). Each tenant has its own simulator per provider; by default it accepts any client id with any secret, checks no API key, has no rate limit and injects no faults.",
  request: { params: ProviderParams },
  responses: view,
});

export const putSettingsRoute = createRoute({
  ...sec,
  method: "put",
  path: `${BASE}/settings`,
  summary: "Provider simulator: change its settings",
  description:
    "The fields given replace the stored ones (`api_key` or `webhook_url` null removes it); the rest stay. Settings persist until `reset`.",
  request: { params: ProviderParams, body: { required: true, ...json(SettingsBody) } },
  responses: { ...view, 422: problem("VALIDATION_FAILED") },
});

export const faultsRoute = createRoute({
  ...sec,
  method: "post",
  path: `${BASE}/faults`,
  summary: "Provider simulator: queue faults for its next requests",
  description:
    "Each fault answers the next `count` requests of its `operation` (any operation when absent) the way the engine's harness does: a 503 or 429 in the provider's error shape, a 401 for an expired token, or a lost answer (before or after the provider acted).",
  request: { params: ProviderParams, body: { required: true, ...json(FaultsBody) } },
  responses: { ...view, 422: problem("VALIDATION_FAILED") },
});

export const payRoute = createRoute({
  ...sec,
  method: "post",
  path: `${BASE}/pay`,
  summary: "Provider simulator: pay a title, as a payer at the bank or by Pix would",
  description:
    "Records the payment at the simulated provider and answers the webhooks it sends for it, in the provider's format; they are also handed to lote's delivery hook when one is wired (`delivered`). A provider without a registered webhook notifies the settings' `webhook_url`.",
  request: { params: ProviderParams, body: { required: true, ...json(PayBody) } },
  responses: {
    200: { description: "Paid", ...json(PayAnswer) },
    401: common[401],
    404: problem("No such title at the simulated provider, no simulator for it, or production"),
    422: problem("VALIDATION_FAILED"),
  },
});

export const titlesRoute = createRoute({
  ...sec,
  method: "get",
  path: `${BASE}/titles`,
  summary: "Provider simulator: the titles it holds",
  request: { params: ProviderParams, query: TitlesQuery },
  responses: { 200: { description: "What the simulated provider holds", ...json(TitlesAnswer) }, ...common },
});

export const resetRoute = createRoute({
  ...sec,
  method: "post",
  path: `${BASE}/reset`,
  summary: "Provider simulator: forget everything (titles, tokens, faults, settings)",
  request: { params: ProviderParams },
  responses: { 204: { description: "Reset" }, ...common },
});

/** Registers the control routes of the provider sandbox. */
export function registerSandboxProviders(app: App): void {
  const target = (tenantId: string, provider: string) => ({ tenantId, provider });
  app.openapi(getSettingsRoute, async (c) => {
    const t = target(c.get("auth").tenantId, c.req.valid("param").provider);
    return c.json(viewOut(await settings(c.get("svc"), t)), 200);
  });
  app.openapi(putSettingsRoute, async (c) => {
    const svc = c.get("svc");
    const t = target(c.get("auth").tenantId, c.req.valid("param").provider);
    await configure(svc, t, patchIn(c.req.valid("json")));
    return c.json(viewOut(await settings(svc, t)), 200);
  });
  app.openapi(faultsRoute, async (c) => {
    const svc = c.get("svc");
    const t = target(c.get("auth").tenantId, c.req.valid("param").provider);
    await injectFaults(svc, t, c.req.valid("json").faults.map(faultIn));
    return c.json(viewOut(await settings(svc, t)), 200);
  });
  app.openapi(payRoute, async (c) => {
    const svc = c.get("svc");
    const t = target(c.get("auth").tenantId, c.req.valid("param").provider);
    const body = c.req.valid("json");
    const paid = await pay(svc, t, body.title, body.payment);
    if (!paid.found)
      throw new ApiError("NOT_FOUND", "no such title at the simulated provider (or it is not open)");
    try {
      const delivered = await deliver(svc, t, paid.webhooks);
      return c.json({ found: true as const, webhooks: paid.webhooks, delivered }, 200);
    } catch (error) {
      // The payment is recorded at the provider whatever became of its webhooks.
      c.get("log").warn("sandbox webhook delivery failed", { error, provider: t.provider });
      const delivery_error = error instanceof Error ? error.message : String(error);
      return c.json({ found: true as const, webhooks: paid.webhooks, delivered: false, delivery_error }, 200);
    }
  });
  app.openapi(titlesRoute, async (c) => {
    const { provider } = c.req.valid("param");
    const all = c.req.valid("query").all === "true";
    const list = await titles(c.get("svc"), target(c.get("auth").tenantId, provider), { all });
    return c.json({ provider, titles: list }, 200);
  });
  app.openapi(resetRoute, async (c) => {
    await reset(c.get("svc"), target(c.get("auth").tenantId, c.req.valid("param").provider));
    return c.body(null, 204);
  });
}
