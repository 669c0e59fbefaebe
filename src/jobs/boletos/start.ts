/**
 * Starting (or resuming) a boleto job: `received → validating`, then one `lote-jobs` message per
 * chunk of pending items. Safe to call again: it only sends what is still pending, and the
 * consumer ignores items that moved on.
 */
import type { Services } from "../../context";
import { checkFault, TransientError } from "../../platform/faults";
import { chunk } from "../../storage/db";
import { finalizeJob } from "../finalize";
import type { JobRow } from "../kinds";
import { markJobStarted } from "../lifecycle";
import type { ItemRef, JobMessage } from "../messages";

/** Queues accept at most 100 messages per sendBatch. */
const SEND_BATCH_MAX = 100;

export async function sendInBatches(queue: Queue, bodies: JobMessage[]): Promise<void> {
  checkFault("queue.send");
  try {
    for (const part of chunk(bodies, SEND_BATCH_MAX)) {
      await queue.sendBatch(part.map((body) => ({ body, contentType: "json" as const })));
    }
  } catch (e) {
    throw new TransientError(`queue send: ${(e as Error).message}`);
  }
}

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
  const messages: JobMessage[] = chunk(refs, svc.config.ITEMS_PER_MESSAGE).map((part) => ({
    type: "boletos.process",
    job_id: jobId,
    tenant_id: tenantId,
    items: part,
  }));
  await sendInBatches(svc.queues.jobs, messages);
  return refs.length;
}
