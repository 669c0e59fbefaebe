/** Starting CNAB jobs once the gate gives them a slot (idempotent, like the boleto start). */
import type { Services } from "../../context";
import { sendInBatches } from "../boletos/start";
import type { JobRow } from "../kinds";
import { markJobStarted } from "../lifecycle";
import { sendPendingBuilds } from "./remessa-plan";

/** New job → plan it; a reprocess (files pending again) → rebuild those files. */
export async function startRemessaJob(svc: Services, job: JobRow): Promise<void> {
  await markJobStarted(svc, job.id);
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
  await markJobStarted(svc, job.id);
  await sendInBatches(svc.queues.jobs, [{ type: "retorno.parse", job_id: job.id, tenant_id: job.tenant_id }]);
}
