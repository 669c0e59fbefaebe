/**
 * Moments of a job's life that every job kind shares: starting once the gate gives it a slot, and
 * reopening a final job for a reprocess (a new generation) and sending it back through the gate.
 */

import type { Services } from "../../services";
import type { Principal } from "../../tenants/principal";
import { runFinalEffects } from "./finalize";
import { isFinal } from "./model";

/** `received → validating`, with the job's deadline; a no-op for a job already started. */
export async function markJobStarted(svc: Services, jobId: string): Promise<void> {
  const now = svc.clock.now();
  await svc.d1
    .prepare(
      `UPDATE jobs SET status = 'validating', started_at = COALESCE(started_at, ?1), deadline_at = ?2, updated_at = ?1
        WHERE id = ?3 AND status = 'received'`,
    )
    .bind(now, now + svc.config.JOB_TIMEOUT_SECONDS * 1000, jobId)
    .run();
}

/**
 * Before a reprocess starts a new generation, the generation being closed keeps its manifest and
 * its `job.*` event: run its side effects (idempotent) if they have not run yet.
 */
export async function closeGeneration(
  svc: Services,
  job: { id: string; status: string; final_effects_at: number | null },
): Promise<void> {
  if (isFinal(job.status) && job.final_effects_at == null) await runFinalEffects(svc, job.id);
}

/**
 * The statement that reopens a final job as a new generation (`processing`, fresh deadline), to
 * run in the same batch as the items it reprocesses. With `onlyIfPending`, it matches only when
 * that batch left an item pending.
 */
export function reopenStatement(
  svc: Services,
  jobId: string,
  now: number,
  opts: { onlyIfPending?: boolean } = {},
): D1PreparedStatement {
  const guard = opts.onlyIfPending
    ? "AND EXISTS (SELECT 1 FROM items WHERE job_id = ?3 AND status = 'pending')"
    : "";
  return svc.d1
    .prepare(
      `UPDATE jobs SET status = 'processing', generation = generation + 1, finished_at = NULL,
         final_effects_at = NULL, final_effects_error = NULL, final_effects_attempts = 0,
         final_effects_retry_at = NULL, deadline_at = ?2, updated_at = ?1
        WHERE id = ?3 AND status IN ('completed', 'partially_completed', 'failed') ${guard}`,
    )
    .bind(now, now + svc.config.JOB_TIMEOUT_SECONDS * 1000, jobId);
}

/**
 * Gets reprocessed work moving. A job that was final goes back through the gate and waits for a
 * slot like any other (any slot it may still hold from its previous pass is released first); a
 * job still running just has its new work sent with `resend`.
 */
export async function resumeReprocessed(
  svc: Services,
  auth: Principal,
  jobId: string,
  wasFinal: boolean,
  resend: () => Promise<unknown>,
): Promise<void> {
  if (!wasFinal) {
    await resend();
    return;
  }
  const gate = svc.gate(auth.tenantId);
  await gate.finished(jobId, svc.clock.now(), auth.limits);
  await gate.admit(jobId, svc.clock.now(), auth.limits);
}
