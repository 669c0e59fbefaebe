/** The `job.*` webhook event every job kind emits once per final state and generation. */
import type { Services } from "../context";
import { parseStored } from "../platform/json";
import { emitEvent } from "../webhooks/events";
import { findJob, jobLinks, jobProgress } from "./boletos/query";
import type { FinalJob } from "./finalize";

export async function emitJobFinalEvent(svc: Services, job: FinalJob): Promise<void> {
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
      links: jobLinks(row),
    },
  });
}
