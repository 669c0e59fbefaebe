/** Starting CNAB jobs once the gate gives them a slot (idempotent, like the boleto start). */
import type { Services } from "../../context";
import { sendInBatches } from "../boletos/start";
import type { JobRow } from "../kinds";
import { sendPendingBuilds } from "./remessa-plan";

async function markStarted(svc: Services, jobId: string): Promise<void> {
  const now = svc.clock.now();
  await svc.d1
    .prepare(
      `UPDATE jobs SET status = 'validating', started_at = COALESCE(started_at, ?1), deadline_at = ?2, updated_at = ?1
        WHERE id = ?3 AND status = 'received'`,
    )
    .bind(now, now + svc.config.JOB_TIMEOUT_SECONDS * 1000, jobId)
    .run();
}

/** New job → plan it; a reprocess (files pending again) → rebuild those files. */
export async function startRemessaJob(svc: Services, job: JobRow): Promise<void> {
  await markStarted(svc, job.id);
  const pending = await svc.d1
    .prepare("SELECT COUNT(*) AS n FROM items WHERE job_id = ? AND status IN ('pending', 'validating')")
    .bind(job.id)
    .first<{ n: number }>();
  if ((pending?.n ?? 0) > 0) {
    await sendInBatches(svc.queues.jobs, [
      { type: "remessa.plan", job_id: job.id, tenant_id: job.tenant_id },
    ]);
  } else {
    await sendPendingBuilds(svc, job.id, job.tenant_id);
  }
}

export async function startRetornoJob(svc: Services, job: JobRow): Promise<void> {
  await markStarted(svc, job.id);
  await sendInBatches(svc.queues.jobs, [{ type: "retorno.parse", job_id: job.id, tenant_id: job.tenant_id }]);
}
