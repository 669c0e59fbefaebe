import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import { requireTenant } from "../../api/middleware";
import { problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { requireWebhookUrl } from "../../api/webhook-url";
import { listDeliveries, redeliver } from "../../webhooks/deliveries";
import { createEndpoint, deleteEndpoint, listEndpoints, tenantJobSecret } from "../../webhooks/endpoints";
import { EVENT_TYPES } from "../../webhooks/events";

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
    last_error: z.string().nullable().openapi({ description: "Why the last attempt failed, in words" }),
    next_attempt_at: z
      .string()
      .nullable()
      .openapi({ description: "When a pending delivery is tried next (null once it is no longer pending)" }),
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
  summary: "Deliveries, newest first (optionally of one job or one status), with every attempt",
  request: {
    query: z.object({
      job_id: z.string().max(64).optional(),
      status: z.enum(["pending", "delivered", "failed", "disabled"]).optional(),
      page_size: z.coerce.number().int().min(1).max(500).optional(),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(500)
        .optional()
        .openapi({ description: "Deprecated: the same as page_size" }),
      page_token: z.string().max(512).optional(),
    }),
  },
  responses: {
    200: {
      description: "A page of deliveries",
      content: {
        "application/json": {
          schema: z.object({ data: z.array(Delivery), next_page_token: z.string() }),
        },
      },
    },
    400: problem("INVALID_PAGE_TOKEN"),
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
    const q = c.req.valid("query");
    const page = await listDeliveries(c.get("svc"), {
      tenantId: c.get("auth").tenantId,
      jobId: q.job_id,
      status: q.status,
      pageSize: q.page_size ?? q.limit ?? 100,
      pageToken: q.page_token,
    });
    return c.json(page, 200);
  });
  app.openapi(redeliverRoute, async (c) => {
    const { delivery_id } = c.req.valid("param");
    const outcome = await redeliver(c.get("svc"), c.get("auth").tenantId, delivery_id);
    if (!outcome) throw new ApiError("NOT_FOUND", "no such delivery");
    if (outcome === "endpoint_disabled")
      throw new ApiError("WEBHOOK_DISABLED", "the endpoint is disabled or deleted");
    return c.json({ delivery_id, status: "pending" as const }, 202);
  });
}
