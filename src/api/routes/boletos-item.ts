import { createRoute, z } from "@hono/zod-openapi";
import { getItem } from "../../jobs/boletos/query";
import { ApiError } from "../errors";
import { requireTenant } from "../middleware";
import { ItemWithAttempts, JobIdParam, problem } from "../schemas";
import type { App } from "../types";

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
    const item = await getItem(svc, svc.data(c.get("auth").tenantId), {
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
