/**
 * Starting (or resuming) a boleto job: `received → validating`, then one `lote-jobs` message per
 * chunk of pending items. Safe to call again: it only sends what is still pending, and the
 * consumer ignores items that moved on.
 */
import type { Services } from "../../services";
import { chunk } from "../../storage/db";
import { finalizeJob } from "../core/finalize";
import { markJobStarted } from "../core/lifecycle";
import type { JobRow } from "../core/model";
import type { BoletoMessage } from "./messages";
import { pendingItems } from "./store";

/** `start` of the boleto kind. */
export async function startBoletoJob(svc: Services, job: JobRow): Promise<void> {
  const data = await svc.data(job.tenantId, job.id);
  await markJobStarted(svc, data, job.id);
  await enqueuePendingItems(svc, job.id, job.tenantId);
  await finalizeJob(svc, data, job.id); // a job whose items were all skipped is final right away
}

/** Sends `boletos.process` messages for every pending item of a job. */
export async function enqueuePendingItems(svc: Services, jobId: string, tenantId: string): Promise<number> {
  const refs = await pendingItems(await svc.data(tenantId, jobId), jobId);
  const messages: BoletoMessage[] = chunk(refs, svc.config.ITEMS_PER_MESSAGE).map((part) => ({
    type: "boletos.process",
    job_id: jobId,
    tenant_id: tenantId,
    items: part,
  }));
  // Fair dispatch: through the tenant's gate, its share at a time (src/tenants/slices.ts).
  await svc.dispatch(tenantId, "jobs", messages);
  return refs.length;
}
