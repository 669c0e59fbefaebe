/**
 * A simulated provider's own API over HTTP (development and test only: 404 in production):
 * `/v1/sandbox/providers/{provider}/api/<the provider's path>` is the provider's base URL, so a
 * developer's curl, a Postman collection or a provider's SDK can talk to the tenant's simulator as
 * to the bank. `Authorization` belongs to the simulated provider here (its OAuth2 client
 * credentials, then its Bearer token), so lote's tenant key travels as `X-Lote-Key`; the client
 * certificate a provider with mTLS wants is named by `X-Lote-Client-Certificate` (or a real one,
 * through Cloudflare's client-certificate check).
 */
import { z } from "@hono/zod-openapi";
import { requireTenantByLoteKey } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { CERTIFICATE_HEADER, toResponse, toSimRequest } from "../../sandbox/http";
import { call, deliver } from "../../sandbox/index";
import { ProviderParams } from "./sandbox-provider-schemas";

const PREFIX = /^\/v1\/sandbox\/providers\/([^/]+)\/api(?=\/|$)/;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The OpenAPI entry of every method (the path's tail is any path of the provider's API). */
function document(app: App): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "loteKey", {
    type: "apiKey",
    in: "header",
    name: "X-Lote-Key",
    description: "Tenant API key where `Authorization` belongs to the simulated provider",
  });
  for (const method of METHODS)
    app.openAPIRegistry.registerPath({
      method,
      path: "/v1/sandbox/providers/{provider}/api/{path}",
      tags: ["sandbox"],
      security: [{ loteKey: [] }],
      summary: `Provider simulator: ${method.toUpperCase()} to the simulated provider's own API`,
      description:
        "Development and test only (404 in production). Forwards the request to the tenant's simulator of `provider` as that provider's API receives it: `{path}` is the provider's path (any number of segments, e.g. `oauth/token`, `cobrancas/v2/boletos`), with its query, headers and body; the answer is the provider's (status, headers, body in its own error shape). Send the provider's credentials as to the provider (`Authorization`, its API key) and lote's tenant key as `X-Lote-Key`. A provider that wants a client certificate sees the one named by `X-Lote-Client-Certificate`. A lost answer (an injected timeout) is a bare 504 with `x-lote-sandbox-timeout: true`. Webhooks the provider sends are handed to lote's delivery hook when one is wired.",
      request: {
        params: ProviderParams.extend({
          path: z.string().openapi({
            param: { name: "path", in: "path" },
            example: "oauth/token",
            description: "The provider's path below its base URL (may contain `/`)",
          }),
        }),
        headers: z.object({
          "x-lote-key": z.string().openapi({ description: "The tenant's API key" }),
          [CERTIFICATE_HEADER]: z.string().optional().openapi({
            description: "The client certificate's identity (e.g. `CN=lote`), for providers with mTLS",
          }),
        }),
      },
      responses: {
        200: { description: "The simulated provider's answer, whatever its status and body" },
        401: problem("Missing or invalid X-Lote-Key"),
        404: problem("No simulator for this provider, or the simulators are off (production)"),
      },
    });
}

/** Registers the forwarding route and its documentation. */
export function registerSandboxProviderApi(app: App): void {
  document(app);
  app.on(
    METHODS.map((m) => m.toUpperCase()),
    ["/v1/sandbox/providers/:provider/api", "/v1/sandbox/providers/:provider/api/*"],
    requireTenantByLoteKey,
    async (c) => {
      const svc = c.get("svc");
      const url = new URL(c.req.url);
      const m = PREFIX.exec(url.pathname);
      const target = { tenantId: c.get("auth").tenantId, provider: decodeURIComponent(m?.[1] ?? "") };
      const req = await toSimRequest(c.req.raw, url.pathname.slice(m?.[0].length ?? url.pathname.length));
      const result = await call(svc, target, req);
      try {
        await deliver(svc, target, result.webhooks ?? []);
      } catch (error) {
        // The provider answered (and may have committed): its answer stands, the delivery is logged.
        c.get("log").warn("sandbox webhook delivery failed", { error, provider: target.provider });
      }
      return toResponse(result);
    },
  );
}
