/**
 * Deciding that a job is final — exactly once. The decision is one conditional UPDATE: it only
 * matches while the job is still running and no item is unfinished, so when the last items end
 * on two consumers at the same moment, exactly one of them sees a row come back and runs the
 * side effects (manifest, webhook, freeing the gate slot). If that consumer dies before finishing
 * them, `final_effects_at` stays empty and the housekeeping cron runs them again (each effect is
 * idempotent).
 */
import type { Services } from "../context";
import { boletoJobFinal } from "./boletos/effects";
import { emitJobFinalEvent } from "./job-events";

export type FinalStatus = "completed" | "partially_completed" | "failed";

export interface FinalJob {
  id: string;
  tenant_id: string;
  kind: string;
  status: FinalStatus;
  generation: number;
}

/** The side effects of a job becoming final, per kind. */
const FINAL_EFFECTS: Record<string, (svc: Services, job: FinalJob) => Promise<void>> = {
  boletos: boletoJobFinal,
  cnab_remessa: emitJobFinalEvent,
  cnab_retorno: emitJobFinalEvent,
};

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

/** Runs the side effects of a final job once per generation; safe to call again (cron retries). */
export async function runFinalEffects(svc: Services, jobId: string): Promise<void> {
  const job = await svc.d1
    .prepare("SELECT id, tenant_id, status, generation, kind, final_effects_at FROM jobs WHERE id = ?")
    .bind(jobId)
    .first<FinalJob & { final_effects_at: number | null }>();
  if (!job || job.final_effects_at != null) return;
  if (job.status !== "completed" && job.status !== "partially_completed" && job.status !== "failed") return;
  await FINAL_EFFECTS[job.kind]?.(svc, job);
  await svc.gate(job.tenant_id).finished(job.id, svc.clock.now());
  await svc.d1
    .prepare(
      "UPDATE jobs SET final_effects_at = ? WHERE id = ? AND final_effects_at IS NULL AND generation = ?",
    )
    .bind(svc.clock.now(), jobId, job.generation)
    .run();
}
