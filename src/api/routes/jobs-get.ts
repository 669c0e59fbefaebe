import { createRoute } from "@hono/zod-openapi";
import { findJob } from "../../jobs/core/job-store";
import type { JobKind } from "../../jobs/registry";
import { viewJob } from "../../jobs/views";
import { ApiError } from "../errors";
import { requireTenant } from "../middleware";
import { Job, JobIdParam, problem } from "../schemas";
import type { App } from "../types";

/** A job-status route: `kind` narrows it to one job kind (another kind is a 404, like another tenant's). */
function jobRoute(path: string, tag: string, summary: string) {
  return createRoute({
    method: "get",
    path,
    tags: [tag],
    summary,
    security: [{ apiKey: [] }],
    middleware: [requireTenant] as const,
    request: { params: JobIdParam },
    responses: {
      200: { description: "The job", content: { "application/json": { schema: Job } } },
      401: problem("Missing or invalid API key"),
      404: problem("No such job for this tenant"),
    },
  });
}

export const getJobRoute = jobRoute(
  "/v1/jobs/{job_id}",
  "jobs",
  "Any job (boletos, CNAB remessa, CNAB retorno): status and progress",
);
export const getBoletoJobRoute = jobRoute(
  "/v1/jobs/boletos/{job_id}",
  "boletos",
  "A boleto job: status, progress per item state, timings, audit record, links",
);

function register(app: App, route: ReturnType<typeof jobRoute>, kind?: JobKind): void {
  app.openapi(route, async (c) => {
    const svc = c.get("svc");
    const data = svc.data(c.get("auth").tenantId);
    const job = await findJob(data, c.get("auth").tenantId, c.req.valid("param").job_id, kind);
    if (!job) throw new ApiError("NOT_FOUND", "job not found");
    return c.json(await viewJob(svc, data, job), 200);
  });
}

export function registerGetJob(app: App): void {
  register(app, getJobRoute);
}

export function registerGetBoletoJob(app: App): void {
  register(app, getBoletoJobRoute, "boletos");
}
