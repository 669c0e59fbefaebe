/**
 * Deciding that a job is final — exactly once. The decision is one conditional UPDATE: it only
 * matches while the job is still running and no item is unfinished, so when the last items end
 * on two consumers at the same moment, exactly one of them sees a row come back and runs the
 * side effects (manifest, webhook, freeing the gate slot). If that consumer dies before finishing
 * them, `final_effects_at` stays empty and the housekeeping cron runs them again (each effect is
 * idempotent). The effects are the job kind's (`finalEffects` of its module in the registry).
 */
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import type { FinalJob, FinalStatus } from "./model";

/**
 * Finalizes `jobId` if every item is final. Returns the final status when this call made the
 * decision, otherwise null. `failed` only when every item failed; skipped items are not failures.
 */
export async function finalizeJob(svc: Services, jobId: string): Promise<FinalStatus | null> {
  const now = svc.clock.now();
  const row = await svc.d1
    .prepare(
      `UPDATE jobs SET
         status = CASE
           WHEN (SELECT COUNT(*) FROM items WHERE job_id = ?1 AND status = 'failed') = 0 THEN 'completed'
           WHEN (SELECT COUNT(*) FROM items WHERE job_id = ?1 AND status = 'failed') = items_total THEN 'failed'
           ELSE 'partially_completed' END,
         finished_at = ?2, updated_at = ?2
       WHERE id = ?1 AND status IN ('validating', 'processing')
         AND NOT EXISTS (SELECT 1 FROM items WHERE job_id = ?1 AND status IN ('pending', 'validating', 'rendering'))
       RETURNING status`,
    )
    .bind(jobId, now)
    .first<{ status: FinalStatus }>();
  if (!row) return null;
  await runFinalEffects(svc, jobId);
  return row.status;
}

/** Backoff of the cron's retries of failed final effects: 1, 2, 4 … minutes, at most an hour. */
export function effectsRetryDelayMs(failures: number): number {
  return Math.min(60, 2 ** Math.min(Math.max(failures - 1, 0), 6)) * 60_000;
}

/**
 * Runs the side effects of a final job once per generation; safe to call again (cron retries).
 * The tenant's slot is freed whatever happens to the effects: a manifest or an event that cannot
 * be produced must never stop the tenant's next job. A failure is recorded on the job
 * (`final_effects_error`, with a backoff) and the cron runs the effects again; it is not thrown,
 * so the message that finalized the job is not retried for it.
 */
export async function runFinalEffects(svc: Services, jobId: string): Promise<void> {
  const job = await svc.d1
    .prepare(
      "SELECT id, tenant_id, status, generation, kind, final_effects_at, final_effects_attempts FROM jobs WHERE id = ?",
    )
    .bind(jobId)
    .first<FinalJob & { final_effects_at: number | null; final_effects_attempts: number }>();
  if (!job || job.final_effects_at != null) return;
  if (job.status !== "completed" && job.status !== "partially_completed" && job.status !== "failed") return;
  let failure: unknown;
  try {
    checkFault("job.final_effects");
    // The kind's own effects, through the registry (wired by the composition root).
    await svc.kinds.finalEffects(svc, job);
  } catch (e) {
    failure = e;
  }
  await svc.gate(job.tenant_id).finished(job.id, svc.clock.now());
  const now = svc.clock.now();
  if (failure !== undefined) {
    const failures = job.final_effects_attempts + 1;
    const error = { code: "FINAL_EFFECTS_FAILED", message: describeError(failure), at: now };
    svc.logger.error("final effects failed; the cron retries them", {
      job_id: job.id,
      tenant_id: job.tenant_id,
      failures,
      error: failure,
    });
    await svc.d1
      .prepare(
        `UPDATE jobs SET final_effects_error = ?1, final_effects_attempts = final_effects_attempts + 1,
           final_effects_retry_at = ?2 WHERE id = ?3 AND final_effects_at IS NULL AND generation = ?4`,
      )
      .bind(JSON.stringify(error), now + effectsRetryDelayMs(failures), jobId, job.generation)
      .run();
    return;
  }
  await svc.d1
    .prepare(
      `UPDATE jobs SET final_effects_at = ?, final_effects_error = NULL, final_effects_retry_at = NULL
        WHERE id = ? AND final_effects_at IS NULL AND generation = ?`,
    )
    .bind(now, jobId, job.generation)
    .run();
}

/** `Name: message`, at most 300 characters: what an operator needs to find the cause. */
export function describeError(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return text.slice(0, 300);
}
