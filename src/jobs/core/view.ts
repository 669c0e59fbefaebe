/**
 * The job view every kind answers with (`GET /v1/jobs/{id}`, lists, kind routes): state,
 * progress, timings, options, audit and links. The links come from the job's kind
 * (`src/jobs/views.ts` looks them up in the registry).
 */

import { iso } from "../../platform/clock";
import { parseStored } from "../../platform/json";
import type { Services } from "../../services";
import type { JobLinks, JobRecord } from "./model";
import { jobProgress } from "./progress";

const parse = parseStored;

/** The full job view. */
export async function jobView<J extends JobRecord>(svc: Services, job: J, links: JobLinks) {
  const progress = await jobProgress(svc, job);
  return {
    job_id: job.id,
    kind: job.kind as J["kind"],
    status: job.status,
    generation: job.generation,
    ...progress,
    created_at: iso(job.created_at) as string,
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
    webhook_url: job.webhook_url,
    options: parse<Record<string, unknown>>(job.options),
    metadata: parse<Record<string, unknown>>(job.metadata),
    error: parse<{ code: string; message: string }>(job.error),
    summary: parse<Record<string, unknown>>(job.summary),
    audit: parse<Record<string, unknown>>(job.audit) ?? {},
    links,
  };
}
