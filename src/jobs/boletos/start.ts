/**
 * Starting (or resuming) a boleto job: `received → validating`, then one `lote-jobs` message per
 * chunk of pending items. Safe to call again: it only sends what is still pending, and the
 * consumer ignores items that moved on.
 */
import type { Services } from "../../services";
import { chunk } from "../../storage/db";
import { finalizeJob } from "../core/finalize";
import { markJobStarted } from "../core/lifecycle";
import type { ItemRef, JobRow } from "../core/model";
import { sendInBatches } from "../core/send";
import type { BoletoMessage } from "./messages";

/** `start` of the boleto kind. */
export async function startBoletoJob(svc: Services, job: JobRow): Promise<void> {
  await markJobStarted(svc, job.id);
  await enqueuePendingItems(svc, job.id, job.tenant_id);
  await finalizeJob(svc, job.id); // a job whose items were all skipped is final right away
}

/** Sends `boletos.process` messages for every pending item of a job. */
export async function enqueuePendingItems(svc: Services, jobId: string, tenantId: string): Promise<number> {
  const pending = await svc.d1
    .prepare("SELECT id, attempt FROM items WHERE job_id = ? AND status = 'pending' ORDER BY idx")
    .bind(jobId)
    .all<ItemRef>();
  const refs = pending.results.map((r) => ({ id: r.id, attempt: r.attempt }));
  const messages: BoletoMessage[] = chunk(refs, svc.config.ITEMS_PER_MESSAGE).map((part) => ({
    type: "boletos.process",
    job_id: jobId,
    tenant_id: tenantId,
    items: part,
  }));
  await sendInBatches(svc.queues.jobs, messages);
  return refs.length;
}
