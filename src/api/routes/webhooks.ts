import { createRoute, z } from "@hono/zod-openapi";
import { iso } from "../../platform/clock";
import { createEndpoint, deleteEndpoint, listEndpoints, tenantJobSecret } from "../../webhooks/endpoints";
import { EVENT_TYPES } from "../../webhooks/events";
import { ApiError } from "../errors";
import { requireTenant } from "../middleware";
import { problem } from "../schemas";
import type { App } from "../types";
import { requireWebhookUrl } from "../webhook-url";

const Endpoint = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    status: z.string(),
    disabled_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("WebhookEndpoint");

const Delivery = z
  .object({
    delivery_id: z.string().openapi({ description: "Also the `webhook-id` header" }),
    event_type: z.string(),
    job_id: z.string().nullable(),
    endpoint_id: z.string().nullable(),
    url: z.string(),
    status: z.enum(["pending", "delivered", "failed", "disabled"]),
    attempts: z.array(
      z.object({
        attempt: z.number().int(),
        status_code: z.number().int().nullable(),
        error: z.string().nullable(),
        duration_ms: z.number().int(),
        at: z.string(),
      }),
    ),
    created_at: z.string(),
    delivered_at: z.string().nullable(),
  })
  .openapi("WebhookDelivery");

const sec = { security: [{ apiKey: [] }], middleware: [requireTenant], tags: ["webhooks"] };

export const createEndpointRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/webhooks",
  summary: "Subscribe an endpoint to events; the `whsec_` signing secret is returned once",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.strictObject({
            url: z.string().max(2048),
            events: z
              .array(z.enum([...EVENT_TYPES, "*"]))
              .min(1)
              .openapi({ description: `Event types, or "*": ${EVENT_TYPES.join(", ")}` }),
          }),
        },
      },
    },
  },
  responses: {
    201: {
      description: "Created",
      content: { "application/json": { schema: Endpoint.extend({ secret: z.string() }) } },
    },
    401: problem("Missing or invalid API key"),
    422: problem("INVALID_WEBHOOK_URL or VALIDATION_FAILED"),
  },
});

export const listEndpointsRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/webhooks",
  summary: "The tenant's webhook endpoints",
  responses: {
    200: {
      description: "Endpoints",
      content: { "application/json": { schema: z.object({ data: z.array(Endpoint) }) } },
    },
    401: problem("Missing or invalid API key"),
  },
});

export const deleteEndpointRoute = createRoute({
  ...sec,
  method: "delete",
  path: "/v1/webhooks/{endpoint_id}",
  summary: "Remove an endpoint",
  request: {
    params: z.object({
      endpoint_id: z
        .string()
        .max(64)
        .openapi({ param: { name: "endpoint_id", in: "path" } }),
    }),
  },
  responses: {
    204: { description: "Removed" },
    401: problem("Missing or invalid API key"),
    404: problem("No such endpoint"),
  },
});

export const jobSecretRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/webhooks/job-secret",
  summary: "The secret that signs webhooks sent to a job's own `webhook_url`",
  responses: {
    200: {
      description: "The secret",
      content: { "application/json": { schema: z.object({ secret: z.string() }) } },
    },
    401: problem("Missing or invalid API key"),
  },
});

export const listDeliveriesRoute = createRoute({
  ...sec,
  method: "get",
  path: "/v1/webhooks/deliveries",
  summary: "Deliveries (optionally of one job) with every attempt's status code and time",
  request: {
    query: z.object({
      job_id: z.string().max(64).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
  },
  responses: {
    200: {
      description: "Deliveries",
      content: { "application/json": { schema: z.object({ data: z.array(Delivery) }) } },
    },
    401: problem("Missing or invalid API key"),
  },
});

export const redeliverRoute = createRoute({
  ...sec,
  method: "post",
  path: "/v1/webhooks/deliveries/{delivery_id}/redeliver",
  summary: "Send a delivery again (one attempt, same webhook-id)",
  request: {
    params: z.object({
      delivery_id: z
        .string()
        .max(64)
        .openapi({ param: { name: "delivery_id", in: "path" } }),
    }),
  },
  responses: {
    202: {
      description: "Queued",
      content: {
        "application/json": { schema: z.object({ delivery_id: z.string(), status: z.literal("pending") }) },
      },
    },
    401: problem("Missing or invalid API key"),
    404: problem("No such delivery"),
    409: problem("WEBHOOK_DISABLED: the endpoint is disabled"),
  },
});

export function registerWebhooks(app: App): void {
  app.openapi(createEndpointRoute, async (c) => {
    const svc = c.get("svc");
    const body = c.req.valid("json");
    requireWebhookUrl(body.url, svc.config, "body.url");
    return c.json(await createEndpoint(svc, c.get("auth").tenantId, body), 201);
  });
  app.openapi(listEndpointsRoute, async (c) =>
    c.json({ data: await listEndpoints(c.get("svc"), c.get("auth").tenantId) }, 200),
  );
  app.openapi(deleteEndpointRoute, async (c) => {
    if (!(await deleteEndpoint(c.get("svc"), c.get("auth").tenantId, c.req.valid("param").endpoint_id)))
      throw new ApiError("NOT_FOUND", "no such endpoint");
    return c.body(null, 204);
  });
  app.openapi(jobSecretRoute, async (c) =>
    c.json({ secret: await tenantJobSecret(c.get("svc"), c.get("auth").tenantId) }, 200),
  );
  app.openapi(listDeliveriesRoute, async (c) => {
    const svc = c.get("svc");
    const { job_id, limit } = c.req.valid("query");
    const rows = await svc.d1
      .prepare(
        `SELECT id, event_type, job_id, endpoint_id, url, status, created_at, delivered_at FROM webhook_deliveries
          WHERE tenant_id = ?1 AND (?2 IS NULL OR job_id = ?2) ORDER BY created_at, id LIMIT ?3`,
      )
      .bind(c.get("auth").tenantId, job_id ?? null, limit)
      .all<{
        id: string;
        event_type: string;
        job_id: string | null;
        endpoint_id: string | null;
        url: string;
        status: "pending";
        created_at: number;
        delivered_at: number | null;
      }>();
    const attempts = await svc.d1
      .prepare(
        "SELECT delivery_id, attempt, status_code, error, duration_ms, created_at FROM webhook_attempts WHERE delivery_id IN (SELECT value FROM json_each(?)) ORDER BY attempt",
      )
      .bind(JSON.stringify(rows.results.map((r) => r.id)))
      .all<{
        delivery_id: string;
        attempt: number;
        status_code: number | null;
        error: string | null;
        duration_ms: number;
        created_at: number;
      }>();
    const data = rows.results.map((r) => ({
      delivery_id: r.id,
      event_type: r.event_type,
      job_id: r.job_id,
      endpoint_id: r.endpoint_id,
      url: r.url,
      status: r.status,
      attempts: attempts.results
        .filter((a) => a.delivery_id === r.id)
        .map((a) => ({
          attempt: a.attempt,
          status_code: a.status_code,
          error: a.error,
          duration_ms: a.duration_ms,
          at: iso(a.created_at) as string,
        })),
      created_at: iso(r.created_at) as string,
      delivered_at: iso(r.delivered_at),
    }));
    return c.json({ data }, 200);
  });
  app.openapi(redeliverRoute, async (c) => {
    const svc = c.get("svc");
    const { delivery_id } = c.req.valid("param");
    const row = await svc.d1
      .prepare(
        `SELECT d.id, d.endpoint_id, e.status AS endpoint_status FROM webhook_deliveries d
           LEFT JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = ? AND d.tenant_id = ?`,
      )
      .bind(delivery_id, c.get("auth").tenantId)
      .first<{ id: string; endpoint_id: string | null; endpoint_status: string | null }>();
    if (!row) throw new ApiError("NOT_FOUND", "no such delivery");
    if (row.endpoint_id && row.endpoint_status !== "enabled")
      throw new ApiError("WEBHOOK_DISABLED", "the endpoint is disabled or deleted");
    await svc.d1
      .prepare("UPDATE webhook_deliveries SET status = 'pending' WHERE id = ?")
      .bind(delivery_id)
      .run();
    await svc.queues.webhooks.send(
      { type: "webhook.deliver", delivery_id, manual: true },
      { contentType: "json" },
    );
    return c.json({ delivery_id, status: "pending" as const }, 202);
  });
}
