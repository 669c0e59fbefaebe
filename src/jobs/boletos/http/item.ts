import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../../api/errors";
import { requireTenant } from "../../../api/middleware";
import { ItemWithAttempts, JobIdParam, problem } from "../../../api/schemas";
import type { App } from "../../../api/types";
import { getItem } from "../query";

export const ItemParams = JobIdParam.extend({
  item_id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "item_id", in: "path" } }),
});

export const getBoletoItemRoute = createRoute({
  method: "get",
  path: "/v1/jobs/boletos/{job_id}/items/{item_id}",
  tags: ["boletos"],
  summary: "One item with its attempts history",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: { params: ItemParams },
  responses: {
    200: { description: "The item", content: { "application/json": { schema: ItemWithAttempts } } },
    401: problem("Missing or invalid API key"),
    404: problem("No such item for this tenant"),
  },
});

export function registerGetBoletoItem(app: App): void {
  app.openapi(getBoletoItemRoute, async (c) => {
    const { job_id, item_id } = c.req.valid("param");
    const svc = c.get("svc");
    const item = await getItem(svc, await svc.data(c.get("auth").tenantId, job_id), {
      origin: new URL(c.req.url).origin,
      tenantId: c.get("auth").tenantId,
      issuer: c.get("auth").apiKeyId,
      jobId: job_id,
      itemId: item_id,
    });
    if (!item) throw new ApiError("NOT_FOUND", "item not found");
    return c.json(item, 200);
  });
}
