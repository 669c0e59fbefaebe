/**
 * Moments of a job's life that every job kind shares: starting once the gate gives it a slot, and
 * reopening a final job for a reprocess (a new generation) and sending it back through the gate.
 */
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import type { Principal } from "../../tenants/principal";
import { runFinalEffects } from "./finalize";
import * as store from "./job-store";
import { isFinal } from "./model";

/** `received → validating`, with the job's deadline; a no-op for a job already started. */
export async function markJobStarted(svc: Services, data: DataDb, jobId: string): Promise<void> {
  const now = svc.clock.now();
  await store.markJobStarted(data, jobId, now, now + svc.config.JOB_TIMEOUT_SECONDS * 1000);
}

/**
 * Before a reprocess starts a new generation, the generation being closed keeps its manifest and
 * its `job.*` event: run its side effects (idempotent) if they have not run yet.
 */
export async function closeGeneration(
  svc: Services,
  data: DataDb,
  job: { id: string; status: string; finalEffectsAt: number | null },
): Promise<void> {
  if (isFinal(job.status) && job.finalEffectsAt == null) await runFinalEffects(svc, data, job.id);
}

/**
 * The statement that reopens a final job as a new generation (`processing`, fresh deadline), to
 * run in the same batch as the items it reprocesses. With `onlyIfPending`, it matches only when
 * that batch left an item pending.
 */
export function reopenStatement(
  svc: Services,
  data: DataDb,
  jobId: string,
  now: number,
  opts: { onlyIfPending?: boolean } = {},
): D1PreparedStatement {
  return store.reopenStatement(data, jobId, now, now + svc.config.JOB_TIMEOUT_SECONDS * 1000, opts);
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
