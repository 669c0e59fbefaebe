/** Starting a remessa job once the gate gives it a slot (idempotent, like the boleto start). */
import type { Services } from "../../services";
import { markJobStarted } from "../core/lifecycle";
import type { JobRow } from "../core/model";
import { sendInBatches } from "../core/send";
import type { RemessaMessage } from "./messages";
import { sendPendingBuilds } from "./plan";
import { countTitles, countUnplanned } from "./store";

/** `start` of the remessa kind. New job → plan it; a reprocess (files pending again) → rebuild those files. */
export async function startRemessaJob(svc: Services, job: JobRow): Promise<void> {
  const data = await svc.data(job.tenantId, job.id);
  await markJobStarted(svc, data, job.id);
  // A remessa without titles is planned too: its plan finds the queued instructions.
  if ((await countUnplanned(data, job.id)) > 0 || (await countTitles(data, job.id)) === 0) {
    await sendInBatches<RemessaMessage>(svc.queues.jobs, [
      { type: "remessa.plan", job_id: job.id, tenant_id: job.tenantId },
    ]);
  } else {
    await sendPendingBuilds(svc, job.id, job.tenantId);
  }
}
