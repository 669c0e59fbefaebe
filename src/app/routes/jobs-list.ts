import { createRoute, z } from "@hono/zod-openapi";
import { requireTenant } from "../../api/middleware";
import { JobState, problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { listJobs } from "../../jobs/list";
import { JOB_KINDS } from "../../jobs/registry";
import { Job } from "../job-schema";

export const listJobsRoute = createRoute({
  method: "get",
  path: "/v1/jobs",
  tags: ["jobs"],
  summary: "The tenant's jobs, newest first, each with its progress",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: {
    query: z.object({
      kind: z.enum(JOB_KINDS).optional(),
      status: JobState.optional(),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
      page_token: z.string().max(512).optional(),
    }),
  },
  responses: {
    200: {
      description: "A page of jobs; `next_page_token` is empty at the end",
      content: {
        "application/json": {
          schema: z.object({ data: z.array(Job), next_page_token: z.string() }).openapi("JobPage"),
        },
      },
    },
    400: problem("INVALID_PAGE_TOKEN"),
    401: problem("Missing or invalid API key"),
  },
});

export function registerListJobs(app: App): void {
  app.openapi(listJobsRoute, async (c) => {
    const q = c.req.valid("query");
    const page = await listJobs(c.get("svc"), {
      tenantId: c.get("auth").tenantId,
      kind: q.kind,
      status: q.status,
      pageSize: q.page_size,
      pageToken: q.page_token,
    });
    return c.json(page, 200);
  });
}
