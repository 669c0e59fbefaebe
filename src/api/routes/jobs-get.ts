import { createRoute } from "@hono/zod-openapi";
import { findJob, jobView } from "../../jobs/boletos/query";
import { ApiError } from "../errors";
import { requireTenant } from "../middleware";
import { Job, JobIdParam, problem } from "../schemas";
import type { App } from "../types";

export const getJobRoute = createRoute({
  method: "get",
  path: "/v1/jobs/{job_id}",
  tags: ["jobs"],
  summary: "Any job (boletos, CNAB remessa, CNAB retorno): status and progress",
  security: [{ apiKey: [] }],
  middleware: [requireTenant] as const,
  request: { params: JobIdParam },
  responses: {
    200: { description: "The job", content: { "application/json": { schema: Job } } },
    401: problem("Missing or invalid API key"),
    404: problem("No such job for this tenant"),
  },
});

export function registerGetJob(app: App): void {
  app.openapi(getJobRoute, async (c) => {
    const svc = c.get("svc");
    const job = await findJob(svc, c.get("auth").tenantId, c.req.valid("param").job_id);
    if (!job) throw new ApiError("NOT_FOUND", "job not found");
    return c.json(await jobView(svc, job), 200);
  });
}
