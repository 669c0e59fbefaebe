import { createRoute, z } from "@hono/zod-openapi";
import { limitStoredJson } from "../../../api/body-limit";
import { ItemPatch } from "../../../api/inputs";
import { requireTenant } from "../../../api/middleware";
import { JobIdParam, problem } from "../../../api/schemas";
import type { App } from "../../../api/types";
import { retryFailed, retryItem } from "../retry";
import { ItemParams } from "./item";

const RetryItemBody = z.strictObject({ patch: ItemPatch.optional() }).openapi("RetryItem");

export const retryBoletoItemRoute = createRoute({
  method: "post",
  path: "/v1/jobs/boletos/{job_id}/items/{item_id}/retry",
  tags: ["boletos"],
  summary: "Reprocess a failed item as a new attempt (earlier attempts are kept)",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: {
    params: ItemParams,
    body: { required: false, content: { "application/json": { schema: RetryItemBody } } },
  },
  responses: {
    202: {
      description: "The new attempt is queued",
      content: {
        "application/json": {
          schema: z.object({ item_id: z.string(), attempt: z.number().int(), status: z.literal("pending") }),
        },
      },
    },
    401: problem("Missing or invalid API key"),
    404: problem("No such item for this tenant"),
    409: problem("ITEM_NOT_RETRYABLE or JOB_NOT_RETRYABLE"),
  },
});

export const retryFailedRoute = createRoute({
  method: "post",
  path: "/v1/jobs/boletos/{job_id}/retry-failed",
  tags: ["boletos"],
  summary: "Reprocess every failed item of a job as new attempts",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: { params: JobIdParam },
  responses: {
    202: {
      description: "The failed items are queued again",
      content: {
        "application/json": { schema: z.object({ job_id: z.string(), items_retried: z.number().int() }) },
      },
    },
    401: problem("Missing or invalid API key"),
    404: problem("No such job for this tenant"),
    409: problem("JOB_NOT_RETRYABLE"),
  },
});

export function registerRetryRoutes(app: App): void {
  app.openapi(retryBoletoItemRoute, async (c) => {
    const { job_id, item_id } = c.req.valid("param");
    const body = c.req.header("content-type")?.includes("json") ? c.req.valid("json") : {};
    limitStoredJson(body.patch, "body.patch", c.get("svc").config.MAX_ITEM_BYTES);
    const res = await retryItem({
      svc: c.get("svc"),
      auth: c.get("auth"),
      jobId: job_id,
      itemId: item_id,
      patch: body.patch,
    });
    return c.json(res, 202);
  });
  app.openapi(retryFailedRoute, async (c) => {
    const res = await retryFailed({
      svc: c.get("svc"),
      auth: c.get("auth"),
      jobId: c.req.valid("param").job_id,
    });
    return c.json(res, 202);
  });
}
