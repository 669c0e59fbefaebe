/**
 * Deciding that a job is final — exactly once. The decision is one conditional UPDATE
 * (`decideFinal`): it only matches while the job is still running and no item is unfinished, so
 * when the last items end on two consumers at the same moment, exactly one of them sees a row come
 * back and runs the side effects (manifest, webhook, freeing the gate slot). If that consumer dies
 * before finishing them, `final_effects_at` stays empty and the housekeeping cron runs them again
 * (each effect is idempotent). The effects are the job kind's (`finalEffects` of its module in the
 * registry, reached through `svc.kinds`).
 */
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import {
  decideFinal,
  decodeFinal,
  finalEffectsState,
  recordEffectsDone,
  recordEffectsFailure,
} from "./job-store";
import { type FinalStatus, isFinal } from "./model";

/**
 * Finalizes `jobId` (on `data`, its tenant's database) if every item is final. Returns the final
 * status when this call made the decision, otherwise null. `failed` only when every item failed;
 * skipped items are not failures.
 */
export async function finalizeJob(svc: Services, data: DataDb, jobId: string): Promise<FinalStatus | null> {
  const status = await decideFinal(data, jobId, svc.clock.now());
  if (!status) return null;
  await runFinalEffects(svc, data, jobId);
  return status;
}

/**
 * {@link finalizeJob} for a decision the caller ran in its own batch (`decideFinalStatement` last,
 * `result` its answer): the side effects run when that batch made the decision.
 */
export async function finalizeDecided(
  svc: Services,
  data: DataDb,
  jobId: string,
  result: D1Result | undefined,
): Promise<FinalStatus | null> {
  const status = decodeFinal(jobId, result);
  if (!status) return null;
  await runFinalEffects(svc, data, jobId);
  return status;
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
export async function runFinalEffects(svc: Services, data: DataDb, jobId: string): Promise<void> {
  const job = await finalEffectsState(data, jobId);
  if (!job || job.finalEffectsAt != null) return;
  const status = job.status;
  if (!isFinal(status)) return;
  let failure: unknown;
  try {
    checkFault("job.final_effects");
    // The kind's own effects, through the registry (wired by the composition root).
    await svc.kinds.finalEffects(svc, { ...job, status });
  } catch (e) {
    failure = e;
  }
  await svc.gate(job.tenantId).finished(job.id, svc.clock.now());
  const now = svc.clock.now();
  if (failure !== undefined) {
    const failures = job.finalEffectsAttempts + 1;
    const error = { code: "FINAL_EFFECTS_FAILED", message: describeError(failure), at: now };
    svc.logger.error("final effects failed; the cron retries them", {
      job_id: job.id,
      tenant_id: job.tenantId,
      failures,
      error: failure,
    });
    await recordEffectsFailure(data, job, error, now + effectsRetryDelayMs(failures));
    return;
  }
  await recordEffectsDone(data, job, now);
}

/** `Name: message`, at most 300 characters: what an operator needs to find the cause. */
export function describeError(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return text.slice(0, 300);
}
