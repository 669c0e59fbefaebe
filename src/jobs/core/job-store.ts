/**
 * The `jobs` table: every statement on it that more than one kind shares. Reads are scoped by
 * tenant (another tenant's job simply does not exist); writes that race are conditional on the
 * state they expect, so the one that lands decides. Each function runs on the handle it is given.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DataDb } from "../../storage/db";
import { decodeRow } from "../../storage/rows";
import { jobs } from "../../storage/schema";
import { type FinalStatus, isFinal, type JobRecord } from "./model";

const FINAL: FinalStatus[] = ["completed", "partially_completed", "failed"];

/** The tenant's job, or null; with `kind`, null for a job of another kind too. */
export async function findJob(
  data: DataDb,
  tenantId: string,
  jobId: string,
  kind?: string,
): Promise<JobRecord | null> {
  const row = await data.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId)))
    .get();
  if (!row || (kind && row.kind !== kind)) return null;
  return row;
}

/** What starting a job needs: its kind and state. */
export async function jobToStart(data: DataDb, jobId: string) {
  return data.db
    .select({ id: jobs.id, tenantId: jobs.tenantId, kind: jobs.kind, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .get();
}

/** `received → validating`, with the job's deadline; a no-op for a job already started. */
export async function markJobStarted(
  data: DataDb,
  jobId: string,
  now: number,
  deadline: number,
): Promise<void> {
  await data.db
    .update(jobs)
    .set({
      status: "validating",
      startedAt: sql`COALESCE(${jobs.startedAt}, ${now})`,
      deadlineAt: deadline,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "received")))
    .run();
}

/** The statement that moves a job from validating to processing once its first results are in. */
export function markProcessing(data: DataDb, jobId: string, now: number): D1PreparedStatement {
  return data.d1
    .prepare("UPDATE jobs SET status = 'processing', updated_at = ? WHERE id = ? AND status = 'validating'")
    .bind(now, jobId);
}

/**
 * The statement that reopens a final job as a new generation (`processing`, fresh deadline), to
 * run in the same batch as the items it reprocesses. With `onlyIfPending`, it matches only when
 * that batch left an item pending.
 */
export function reopenStatement(
  data: DataDb,
  jobId: string,
  now: number,
  deadline: number,
  opts: { onlyIfPending?: boolean } = {},
): D1PreparedStatement {
  const guard = opts.onlyIfPending
    ? "AND EXISTS (SELECT 1 FROM items WHERE job_id = ?3 AND status = 'pending')"
    : "";
  return data.d1
    .prepare(
      `UPDATE jobs SET status = 'processing', generation = generation + 1, finished_at = NULL,
         final_effects_at = NULL, final_effects_error = NULL, final_effects_attempts = 0,
         final_effects_retry_at = NULL, deadline_at = ?2, updated_at = ?1
        WHERE id = ?3 AND status IN ('completed', 'partially_completed', 'failed') ${guard}`,
    )
    .bind(now, deadline, jobId);
}

/**
 * The finalize-once decision: one conditional UPDATE that only matches while the job runs and no
 * item is unfinished; it returns the final status when it matched. As a statement, so a consumer
 * can run it last in the batch that finishes its items (one round trip, and decided in the same
 * transaction); {@link decodeFinal} reads its result.
 */
export function decideFinalStatement(data: DataDb, jobId: string, now: number): D1PreparedStatement {
  return data.d1
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
    .bind(jobId, now);
}

/** The final status {@link decideFinalStatement} decided (its result), or null when it did not match. */
export function decodeFinal(jobId: string, result: D1Result | undefined): FinalStatus | null {
  const row = result?.results[0];
  if (!row) return null;
  const { status } = decodeRow(jobs, row, ["status"]);
  if (!isFinal(status)) throw new TypeError(`finalized job ${jobId} is ${status}`);
  return status;
}

/**
 * The finalize-once decision on its own. Returns the final status when this call made the
 * decision, otherwise null.
 */
export async function decideFinal(data: DataDb, jobId: string, now: number): Promise<FinalStatus | null> {
  return decodeFinal(jobId, await decideFinalStatement(data, jobId, now).all());
}

/** A job's final-effects bookkeeping, or null. */
export async function finalEffectsState(data: DataDb, jobId: string) {
  return data.db
    .select({
      id: jobs.id,
      tenantId: jobs.tenantId,
      status: jobs.status,
      generation: jobs.generation,
      kind: jobs.kind,
      finalEffectsAt: jobs.finalEffectsAt,
      finalEffectsAttempts: jobs.finalEffectsAttempts,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .get();
}

/** Records that a generation's final effects failed, and when the cron may try again. */
export async function recordEffectsFailure(
  data: DataDb,
  job: { id: string; generation: number },
  error: { code: string; message: string; at: number },
  retryAt: number,
): Promise<void> {
  await data.db
    .update(jobs)
    .set({
      finalEffectsError: error,
      finalEffectsAttempts: sql`${jobs.finalEffectsAttempts} + 1`,
      finalEffectsRetryAt: retryAt,
    })
    .where(and(eq(jobs.id, job.id), isNull(jobs.finalEffectsAt), eq(jobs.generation, job.generation)))
    .run();
}

/** Records that a generation's final effects ran. */
export async function recordEffectsDone(
  data: DataDb,
  job: { id: string; generation: number },
  now: number,
): Promise<void> {
  await data.db
    .update(jobs)
    .set({ finalEffectsAt: now, finalEffectsError: null, finalEffectsRetryAt: null })
    .where(and(eq(jobs.id, job.id), isNull(jobs.finalEffectsAt), eq(jobs.generation, job.generation)))
    .run();
}

/** Which of `jobIds` are final (the gate releases their slots). */
export async function finalJobIds(data: DataDb, jobIds: string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await data.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.id, jobIds), inArray(jobs.status, FINAL)))
    .all();
  return rows.map((r) => r.id);
}
