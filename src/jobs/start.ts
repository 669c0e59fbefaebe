/**
 * Starting a job once the tenant's gate gives it a slot. Idempotent: the gate may call it again
 * after a crash, and a second call only re-sends messages for work that is still pending (the
 * consumers ignore what is already done).
 */
import type { Services } from "../context";
import { jobKinds } from "./kinds";

export async function startJob(svc: Services, jobId: string): Promise<void> {
  const job = await svc.d1
    .prepare("SELECT id, tenant_id, kind, status FROM jobs WHERE id = ?")
    .bind(jobId)
    .first<{ id: string; tenant_id: string; kind: keyof typeof jobKinds; status: string }>();
  if (!job) return;
  await jobKinds[job.kind].start(svc, job);
}
