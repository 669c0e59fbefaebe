/**
 * Starting a job once the tenant's gate gives it a slot, through its kind's module. Idempotent:
 * the gate may call it again after a crash, and a second call only re-sends messages for work
 * that is still pending (the consumers ignore what is already done).
 */
import type { Services } from "../services";
import { kindOf } from "./registry";

export async function startJob(svc: Services, jobId: string): Promise<void> {
  const job = await svc.d1
    .prepare("SELECT id, tenant_id, kind, status FROM jobs WHERE id = ?")
    .bind(jobId)
    .first<{ id: string; tenant_id: string; kind: string; status: string }>();
  if (!job) return;
  await kindOf(job.kind).start(svc, job);
}
