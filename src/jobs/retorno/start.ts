/** Starting a retorno job once the gate gives it a slot: one `retorno.parse` (idempotent). */
import type { Services } from "../../services";
import { markJobStarted } from "../core/lifecycle";
import type { JobRow } from "../core/model";
import { sendInBatches } from "../core/send";
import type { RetornoMessage } from "./messages";

/** `start` of the retorno kind. */
export async function startRetornoJob(svc: Services, job: JobRow): Promise<void> {
  await markJobStarted(svc, await svc.data(job.tenantId, job.id), job.id);
  await sendInBatches<RetornoMessage>(svc.queues.jobs, [
    { type: "retorno.parse", job_id: job.id, tenant_id: job.tenantId },
  ]);
}
