/**
 * The job view every kind answers with (`GET /v1/jobs/{id}`, lists, kind routes): state,
 * progress, timings, options, audit and links. The links come from the job's kind
 * (`src/jobs/views.ts` looks them up in the registry).
 */
import { iso } from "../../platform/clock";
import { storedValue } from "../../platform/json";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import type { JobLinks, JobRecord } from "./model";
import { jobProgress } from "./progress";

/** The full job view. */
export async function jobView<J extends JobRecord>(svc: Services, data: DataDb, job: J, links: JobLinks) {
  const progress = await jobProgress(svc, data, job);
  return {
    job_id: job.id,
    kind: job.kind as J["kind"],
    status: job.status,
    generation: job.generation,
    ...progress,
    created_at: iso(job.createdAt) as string,
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
    webhook_url: job.webhookUrl,
    options: storedValue(job.options),
    metadata: storedValue(job.metadata),
    error: storedValue(job.error),
    summary: storedValue(job.summary),
    audit: storedValue(job.audit) ?? {},
    links,
  };
}
