/**
 * The job-status routes: `GET /v1/jobs/{job_id}` for a job of any kind, and each kind's
 * `GET <routes.base>/{job_id}` (built for the kind's `http.register` as `KindApi.jobStatus`).
 * Both show the Job schema, whose `kind` lists every kind, so only src/api can build them.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ApiError } from "../../api/errors";
import type { JobStatusRoute, KindApi } from "../../api/kind-http";
import { requireTenant } from "../../api/middleware";
import { JobIdParam, problem } from "../../api/schemas";
import type { App } from "../../api/types";
import { findJob } from "../../jobs/core/job-store";
import { isFinal } from "../../jobs/core/model";
import { type JobKind, registry } from "../../jobs/registry";
import { viewJob } from "../../jobs/views";
import { Job } from "../job-schema";

/**
 * How soon a client polling a job that is not final should ask again, in seconds: what the 202 of
 * its creation says too (src/api/admit.ts). Jobs move in steps of a queue hop, about a second.
 */
export const POLL_AFTER_SECONDS = 1;

/** A job-status route at `path`: the Job schema, extended with `route.extra`'s fields if any. */
function jobRoute<F extends z.ZodRawShape>(path: string, route: JobStatusRoute<F>) {
  const { 401: unauthorized, 404: notFound } = route.responses;
  return createRoute({
    method: "get",
    path,
    tags: route.tags,
    summary: route.summary,
    security: [{ apiKey: [] }],
    middleware: [requireTenant] as const,
    request: { params: JobIdParam },
    responses: {
      200: {
        description: "The job",
        headers: z.object({
          "Retry-After": z
            .string()
            .optional()
            .openapi({
              description: `While the job is not final: seconds to wait before asking again (${POLL_AFTER_SECONDS})`,
            }),
        }),
        content: { "application/json": { schema: route.extra ? Job.extend(route.extra.fields) : Job } },
      },
      ...(unauthorized ? { 401: problem(unauthorized) } : {}),
      404: problem(notFound),
    },
  });
}

/** Registers `route` at `path`; `kind` narrows it to one job kind (another kind is a 404). */
function register<F extends z.ZodRawShape>(
  app: App,
  path: string,
  route: JobStatusRoute<F>,
  kind?: JobKind,
): void {
  app.openapi(jobRoute(path, route), async (c) => {
    const svc = c.get("svc");
    const tenantId = c.get("auth").tenantId;
    const data = await svc.data(tenantId, c.req.valid("param").job_id);
    const job = await findJob(data, tenantId, c.req.valid("param").job_id, kind);
    if (!job) throw new ApiError("NOT_FOUND", "job not found");
    const view = await viewJob(svc, data, job);
    const extra = route.extra ? await route.extra.read(c, data, job) : {};
    // Not final yet: the client will ask again, and Retry-After says when (as the creation's 202).
    const headers = isFinal(job.status) ? undefined : { "retry-after": String(POLL_AFTER_SECONDS) };
    return c.json({ ...view, ...extra }, 200, headers);
  });
}

/** `GET /v1/jobs/{job_id}`: a job of any kind, with its kind's links. */
export function registerGetJob(app: App): void {
  register(app, "/v1/jobs/{job_id}", {
    tags: ["jobs"],
    summary: "Any job (boletos, CNAB remessa, CNAB retorno): status and progress",
    responses: { 401: "Missing or invalid API key", 404: "No such job for this tenant" },
  });
}

/** The {@link KindApi} `kind`'s routes register on: `app`, and its job-status route at its base path. */
export function kindApi(app: App, kind: JobKind): KindApi {
  return {
    app,
    jobStatus: (route) => register(app, `${registry[kind].routes.base}/{job_id}`, route, kind),
  };
}
