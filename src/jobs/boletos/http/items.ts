import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../../api/errors";
import { requireTenant } from "../../../api/middleware";
import {
  BankStatusEnum,
  CsvDialectParam,
  CsvFormat,
  Item,
  ItemState,
  JobIdParam,
  problem,
} from "../../../api/schemas";
import type { App } from "../../../api/types";
import { csvHeaders, wantsCsv } from "../../../csv/write";
import { findJob } from "../../core/job-store";
import { itemsCsv } from "../csv-export";
import { listItems } from "../query";

const Query = z.object({
  status: ItemState.optional().openapi({ description: "Only items in this state" }),
  bank_status: BankStatusEnum.optional().openapi({ description: "Only boletos at this bank status" }),
  page_size: z.coerce.number().int().min(1).max(500).default(100),
  page_token: z
    .string()
    .max(512)
    .optional()
    .openapi({ description: "From the previous page's `next_page_token`" }),
  format: CsvFormat,
  dialect: CsvDialectParam,
});

export const listBoletoItemsRoute = createRoute({
  method: "get",
  path: "/v1/jobs/boletos/{job_id}/items",
  tags: ["boletos"],
  summary: "Items of a job, paginated in index order",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: { params: JobIdParam, query: Query },
  responses: {
    200: {
      description: "A page of items; `next_page_token` is empty at the end",
      content: {
        "application/json": {
          schema: z.object({ data: z.array(Item), next_page_token: z.string() }).openapi("ItemPage"),
        },
        "text/csv": {
          schema: z.string().openapi({
            description:
              "With `format=csv` or `Accept: text/csv`: every item (of `status`, if given) in one streamed CSV, no pages; columns in docs/csv.md",
          }),
        },
      },
    },
    400: problem("INVALID_PAGE_TOKEN"),
    401: problem("Missing or invalid API key"),
    404: problem("No such job for this tenant"),
    422: problem("VALIDATION_FAILED (query)"),
  },
});

export function registerListBoletoItems(app: App): void {
  app.openapi(listBoletoItemsRoute, async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const { job_id } = c.req.valid("param");
    const q = c.req.valid("query");
    const data = await svc.data(tenantId, job_id);
    const job = await findJob(data, tenantId, job_id, "boletos");
    if (!job) throw new ApiError("NOT_FOUND", "job not found");
    if (wantsCsv(q.format, c.req.header("accept"))) {
      const stream = itemsCsv(svc, data, {
        origin: new URL(c.req.url).origin,
        tenantId,
        issuer: c.get("auth").apiKeyId,
        job,
        status: q.status,
        bankStatus: q.bank_status,
        dialect: q.dialect,
      });
      return new Response(stream, { headers: csvHeaders(`${job_id}-items.csv`) }) as never;
    }
    const page = await listItems(svc, data, {
      origin: new URL(c.req.url).origin,
      tenantId,
      issuer: c.get("auth").apiKeyId,
      jobId: job_id,
      status: q.status,
      bankStatus: q.bank_status,
      pageSize: q.page_size,
      pageToken: q.page_token,
    });
    return c.json(page, 200);
  });
}
