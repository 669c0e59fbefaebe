/** The `job.*` webhook event every job kind emits once per final state and generation. */
import { parseStored } from "../../platform/json";
import type { Services } from "../../services";
import { emitEvent } from "../../webhooks/events";
import { findJob } from "./jobs";
import type { FinalJob, JobLinks } from "./model";
import { jobProgress } from "./progress";

/** Emits `job.<status>` for `job` (once per generation and status); `links` are its kind's. */
export async function emitJobFinalEvent(
  svc: Services,
  job: FinalJob,
  links: (job: { id: string }) => JobLinks,
): Promise<void> {
  const row = await findJob(svc, job.tenant_id, job.id);
  if (!row) return;
  const progress = await jobProgress(svc, row);
  await emitEvent(svc, {
    type: `job.${job.status}`,
    tenantId: job.tenant_id,
    jobId: job.id,
    key: `job:${job.id}:g${job.generation}:${job.status}`,
    data: {
      job_id: job.id,
      kind: row.kind,
      status: job.status,
      generation: job.generation,
      items: progress.items,
      ...(row.summary ? { summary: parseStored(row.summary) } : {}),
      ...(row.error ? { error: parseStored(row.error) } : {}),
      metadata: parseStored(row.metadata),
      links: links(row),
    },
  });
}
