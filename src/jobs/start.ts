/**
 * Starting a job once the tenant's gate gives it a slot, through its kind's module. Idempotent:
 * the gate may call it again after a crash, and a second call only re-sends messages for work
 * that is still pending (the consumers ignore what is already done).
 */
import type { Services } from "../services";
import { jobToStart } from "./core/job-store";
import { kindOf } from "./registry";

/** Starts `tenantId`'s job `jobId` (a no-op for a job that does not exist). */
export async function startJob(svc: Services, tenantId: string, jobId: string): Promise<void> {
  const job = await jobToStart(await svc.data(tenantId, jobId), jobId);
  if (!job) return;
  await kindOf(job.kind).start(svc, job);
}
