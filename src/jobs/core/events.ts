/** The `job.*` webhook event every job kind emits once per final state and generation. */
import { storedValue } from "../../platform/json";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { emitEvent } from "../../webhooks/events";
import { findJob } from "./job-store";
import type { FinalJob, JobLinks } from "./model";
import { jobProgress } from "./progress";

/** Emits `job.<status>` for `job` (once per generation and status); `links` are its kind's. */
export async function emitJobFinalEvent(
  svc: Services,
  data: DataDb,
  job: FinalJob,
  links: (job: { id: string }) => JobLinks,
): Promise<void> {
  const row = await findJob(data, job.tenantId, job.id);
  if (!row) return;
  const progress = await jobProgress(svc, data, row);
  await emitEvent(svc, {
    type: `job.${job.status}`,
    tenantId: job.tenantId,
    jobId: job.id,
    key: `job:${job.id}:g${job.generation}:${job.status}`,
    data: {
      job_id: job.id,
      kind: row.kind,
      status: job.status,
      generation: job.generation,
      items: progress.items,
      ...(row.summary ? { summary: storedValue(row.summary) } : {}),
      ...(row.error ? { error: storedValue(row.error) } : {}),
      metadata: storedValue(row.metadata),
      links: links(row),
    },
  });
}
