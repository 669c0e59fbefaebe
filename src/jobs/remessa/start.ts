/** Starting a remessa job once the gate gives it a slot (idempotent, like the boleto start). */
import type { Services } from "../../services";
import { markJobStarted } from "../core/lifecycle";
import type { JobRow } from "../core/model";
import { sendInBatches } from "../core/send";
import type { RemessaMessage } from "./messages";
import { sendPendingBuilds } from "./plan";

/** `start` of the remessa kind. New job → plan it; a reprocess (files pending again) → rebuild those files. */
export async function startRemessaJob(svc: Services, job: JobRow): Promise<void> {
  await markJobStarted(svc, job.id);
  const pending = await svc.d1
    .prepare("SELECT COUNT(*) AS n FROM items WHERE job_id = ? AND status IN ('pending', 'validating')")
    .bind(job.id)
    .first<{ n: number }>();
  if ((pending?.n ?? 0) > 0) {
    await sendInBatches<RemessaMessage>(svc.queues.jobs, [
      { type: "remessa.plan", job_id: job.id, tenant_id: job.tenant_id },
    ]);
  } else {
    await sendPendingBuilds(svc, job.id, job.tenant_id);
  }
}
