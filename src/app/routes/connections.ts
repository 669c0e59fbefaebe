import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import { requireTenant } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { checkConnection } from "../../connectors/check";
import { MAX_NOTIFICATION_BYTES, receiveNotification } from "../../connectors/inbound";
import {
  connectionView,
  createConnection,
  deleteConnection,
  findConnection,
  listConnections,
  providers,
  updateConnection,
} from "../../connectors/store";

const Account = z
  .strictObject({
    agency: z.string().max(10).optional(),
    account: z.string().max(20).optional(),
    agreement: z.string().max(20).optional(),
    wallet: z.string().max(5).optional(),
    pix_key: z
      .string()
      .max(77)
      .optional()
      .openapi({ description: "For a PSP connection: the Pix key it serves" }),
    workspace_id: z.string().min(1).max(64).optional().openapi({
      description:
        "Santander (033): the BILLING workspace its titles live in; absent, lote uses the credentials' workspace holding the convênio, or creates one",
    }),
    beneficiary_code: z
      .string()
      .regex(/^\d{13}$/)
      .optional()
      .openapi({
        description:
          "Banrisul (041, required): the 13-digit beneficiary code its API's `bergs-beneficiario` header carries, as Banrisul gave it (lote does not derive it from agência and código do beneficiário)",
      }),
  })
  .openapi("ConnectionAccount");

const Credentials = z
  .strictObject({
    client_id: z.string().max(512).optional(),
    client_secret: z.string().max(2048).optional(),
    api_key: z.string().max(2048).optional(),
    username: z.string().max(256).optional(),
    password: z.string().max(1024).optional(),
    token: z.string().max(4096).optional(),
    private_key: z.string().max(8192).optional().openapi({
      description:
        "The client's RSA private key (PEM, PKCS #8) for a provider that signs with it: Bradesco (237) signs its JWT assertion and every call",
    }),
  })
  .openapi({ description: "Stored encrypted (AES-256-GCM); never returned — only which fields are set" });

const Limits = z.strictObject({
  rate_per_second: z.number().positive().max(1000).optional(),
  concurrency: z.number().int().min(1).max(100).optional(),
});

const ConnectionBody = z
  .strictObject({
    provider: z
      .string()
      .openapi({ description: "A bank code with a connector (`001`, `077`, `341`, `756`, …) or `pix`" }),
    name: z.string().min(1).max(100),
    environment: z.enum(["simulator", "sandbox", "production"]).openapi({
      description:
        "`simulator`: lote's own simulated provider (development and test; refused in production); `sandbox` / `production`: the provider's",
    }),
    base_urls: z
      .strictObject({ api: z.string().url().max(300).optional(), auth: z.string().url().max(300).optional() })
      .optional()
      .openapi({
        description:
          "The provider's hosts when its defaults do not apply (a PSP's address: required for `pix`)",
      }),
    credentials: Credentials,
    mtls_binding: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,63}$/)
      .nullable()
      .optional()
      .openapi({
        description:
          "The Worker's mTLS certificate binding that presents this connection's client certificate (docs/connectors.md, mTLS)",
      }),
    accounts: z.array(Account).min(1).max(50),
    limits: Limits.optional(),
    failover_after_seconds: z
      .number()
      .int()
      .min(60)
      .max(7 * 86_400)
      .nullable()
      .optional()
      .openapi({
        description:
          "Opt-in: titles of its accounts that could not be sent while its API stayed down this long go to the next remessa instead (never both paths)",
      }),
  })
  .openapi("CreateConnection");

const ConnectionView = z
  .object({
    connection_id: z.string(),
    provider: z.string(),
    name: z.string(),
    environment: z.string(),
    base_urls: z.record(z.string(), z.string()).nullable(),
    credentials: z.array(z.string()).openapi({ description: "Which credential fields are set" }),
    mtls_binding: z.string().nullable(),
    accounts: z.array(z.record(z.string(), z.string())),
    limits: z.record(z.string(), z.number()).nullable(),
    failover_after_seconds: z.number().int().nullable(),
    status: z.enum(["active", "disabled"]),
    last_check: z.record(z.string(), z.unknown()).nullable(),
    last_error: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Connection");

const Circuit = z.object({
  state: z.enum(["closed", "open", "half_open"]),
  failures: z.number().int(),
  open_until: z.number().int().nullable(),
  opened_at: z.number().int().nullable(),
});

const sec = { security: [{ apiKey: [] }], middleware: [requireTenant], tags: ["connections"] };
const IdParam = z.object({
  connection_id: z
    .string()
    .max(64)
    .openapi({ param: { name: "connection_id", in: "path" } }),
});

export const createConnectionRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/connections",
  summary: "Connect a bank's API or a Pix PSP; the webhook path (with its secret) is returned once",
  request: { body: { required: true, content: { "application/json": { schema: ConnectionBody } } } },
  responses: {
    201: {
      description: "Created",
      content: { "application/json": { schema: ConnectionView.extend({ webhook_path: z.string() }) } },
    },
    401: problem("Missing or invalid API key"),
    422: problem("VALIDATION_FAILED (an unknown provider, a simulator connection in production)"),
  },
});

export const listConnectionsRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/connections",
  summary: "The tenant's connections, with each one's circuit",
  responses: {
    200: {
      description: "Connections",
      content: {
        "application/json": {
          schema: z.object({
            data: z.array(ConnectionView.extend({ circuit: Circuit })),
            providers: z.array(z.string()),
          }),
        },
      },
    },
  },
});

export const getConnectionRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/connections/{connection_id}",
  summary: "One connection: settings, last check, last error, circuit",
  request: { params: IdParam },
  responses: {
    200: {
      description: "Connection",
      content: { "application/json": { schema: ConnectionView.extend({ circuit: Circuit }) } },
    },
    404: problem("No such connection"),
  },
});

export const updateConnectionRoute = createRoute({
  ...sec,
  method: "patch",
  path: "/v1/connections/{connection_id}",
  summary: "Change a connection (credentials given replace the old ones whole)",
  request: {
    params: IdParam,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: ConnectionBody.omit({ provider: true })
            .partial()
            .extend({ status: z.enum(["active", "disabled"]).optional() }),
        },
      },
    },
  },
  responses: {
    200: { description: "Changed", content: { "application/json": { schema: ConnectionView } } },
    404: problem("No such connection"),
  },
});

export const deleteConnectionRoute = createRoute({
  ...sec,
  method: "delete",
  path: "/v1/connections/{connection_id}",
  summary: "Remove a connection",
  request: { params: IdParam },
  responses: { 204: { description: "Removed" }, 404: problem("No such connection") },
});

export const checkConnectionRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/connections/{connection_id}/check",
  summary: "Check a connection: get a token and make one harmless request",
  request: { params: IdParam },
  responses: {
    200: {
      description: "The check",
      content: {
        "application/json": {
          schema: z.object({
            ok: z.boolean(),
            at: z.string(),
            status: z.number().int().nullable(),
            problem: z.string().nullable(),
            circuit: Circuit,
          }),
        },
      },
    },
    404: problem("No such connection"),
  },
});

export const hookRoute = createRoute({
  method: "post",
  path: "/v1/hooks/{connection_id}/{secret}",
  tags: ["connections"],
  summary:
    "A provider's payment notification (no API key: the path's secret authenticates it). Each payment is confirmed by a query before it settles anything.",
  request: {
    params: IdParam.extend({
      secret: z
        .string()
        .max(128)
        .openapi({ param: { name: "secret", in: "path" } }),
    }),
  },
  responses: {
    200: {
      description: "Received",
      content: {
        "application/json": { schema: z.object({ payments: z.number().int(), recorded: z.number().int() }) },
      },
    },
    404: problem("No such webhook"),
    413: problem("PAYLOAD_TOO_LARGE"),
    422: problem("VALIDATION_FAILED: the notification could not be read"),
  },
});

/** The Pix API's notification path: `POST <webhookUrl>/pix`. */
export const pixHookRoute = createRoute({ ...hookRoute, path: "/v1/hooks/{connection_id}/{secret}/pix" });

function validate(
  svc: { config: { ENVIRONMENT: string } },
  provider: string,
  environment: string,
  baseUrls?: { api?: string },
  accounts?: readonly { beneficiary_code?: string }[],
) {
  if (!providers().includes(provider))
    throw new ApiError("VALIDATION_FAILED", `no connector for provider ${provider}`, {
      issues: [{ code: "INVALID_VALUE", path: "body.provider", message: `one of ${providers().join(", ")}` }],
    });
  if (environment === "simulator" && svc.config.ENVIRONMENT === "production")
    throw new ApiError("VALIDATION_FAILED", "the simulated providers are off in production", {
      issues: [{ code: "NOT_ALLOWED", path: "body.environment", message: "use sandbox or production" }],
    });
  if (provider === "pix" && environment !== "simulator" && !baseUrls?.api)
    throw new ApiError("VALIDATION_FAILED", "a PSP connection names its PSP's address", {
      issues: [
        { code: "REQUIRED", path: "body.base_urls.api", message: "the PSP's Pix API base URL (before /v2)" },
      ],
    });
  // Banrisul's calls carry the account's beneficiary code in a header, which no source derives.
  const missing = provider === "041" ? (accounts ?? []).findIndex((a) => !a.beneficiary_code) : -1;
  if (missing >= 0)
    throw new ApiError("VALIDATION_FAILED", "a Banrisul account names its beneficiary code", {
      issues: [
        {
          code: "REQUIRED",
          path: `body.accounts.${missing}.beneficiary_code`,
          message: "the 13-digit bergs-beneficiario Banrisul gave the account",
        },
      ],
    });
}

/** The connections routes (`/v1/connections`) and the providers' notification paths (`/v1/hooks`). */
export function registerConnections(app: App): void {
  app.openapi(createConnectionRoute, async (c) => {
    const svc = c.get("svc");
    const body = c.req.valid("json");
    validate(svc, body.provider, body.environment, body.base_urls, body.accounts);
    return c.json(await createConnection(svc, c.get("auth").tenantId, body), 201);
  });
  app.openapi(listConnectionsRoute, async (c) => {
    const svc = c.get("svc");
    const rows = await listConnections(svc, c.get("auth").tenantId);
    const now = svc.clock.now();
    const data = await Promise.all(
      rows.map(async (r) => ({ ...connectionView(r), circuit: await svc.connectionGate(r.id).state(now) })),
    );
    return c.json({ data, providers: providers() }, 200);
  });
  app.openapi(getConnectionRoute, async (c) => {
    const svc = c.get("svc");
    const r = await findConnection(svc, c.get("auth").tenantId, c.req.valid("param").connection_id);
    if (!r) throw new ApiError("NOT_FOUND", "connection not found");
    return c.json(
      { ...connectionView(r), circuit: await svc.connectionGate(r.id).state(svc.clock.now()) },
      200,
    );
  });
  app.openapi(updateConnectionRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const id = c.req.valid("param").connection_id;
    const before = await findConnection(svc, tenantId, id);
    if (!before) throw new ApiError("NOT_FOUND", "connection not found");
    const body = c.req.valid("json");
    validate(
      svc,
      before.provider,
      body.environment ?? before.environment,
      body.base_urls ?? before.baseUrls ?? undefined,
      body.accounts ?? before.accounts,
    );
    const r = await updateConnection(svc, tenantId, id, body);
    if (!r) throw new ApiError("NOT_FOUND", "connection not found");
    // New credentials or another environment: the cached token and the circuit are forgotten.
    if (body.credentials || body.environment || body.base_urls) await svc.connectionGate(id).reset();
    return c.json(connectionView(r), 200);
  });
  app.openapi(deleteConnectionRoute, async (c) => {
    const svc = c.get("svc");
    if (!(await deleteConnection(svc, c.get("auth").tenantId, c.req.valid("param").connection_id)))
      throw new ApiError("NOT_FOUND", "connection not found");
    return c.body(null, 204);
  });
  app.openapi(checkConnectionRoute, async (c) => {
    const svc = c.get("svc");
    const r = await findConnection(svc, c.get("auth").tenantId, c.req.valid("param").connection_id);
    if (!r) throw new ApiError("NOT_FOUND", "connection not found");
    return c.json(await checkConnection(svc, r), 200);
  });
  const hook = async (c: Parameters<Parameters<typeof app.openapi<typeof hookRoute>>[1]>[0]) => {
    const { connection_id, secret } = c.req.valid("param");
    const text = await c.req.text();
    if (new TextEncoder().encode(text).length > MAX_NOTIFICATION_BYTES)
      throw new ApiError("PAYLOAD_TOO_LARGE", `a notification is at most ${MAX_NOTIFICATION_BYTES} bytes`);
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => {
      headers[k.toLowerCase()] = v;
    });
    return c.json(
      await receiveNotification(c.get("svc"), connection_id, secret, { headers, body: text }),
      200,
    );
  };
  app.openapi(hookRoute, hook);
  app.openapi(pixHookRoute, hook as never);
}
