/**
 * Reprocessing failed items. Each retry is a new attempt (`attempt + 1`, status `pending`); the
 * earlier attempt keeps its row, errors and artifacts. A retry may carry a patch for the item's
 * input (a JSON merge patch: objects merge, `null` removes) — the way to fix a rejected item.
 * A final job goes back to `processing` (new generation) and through the tenant's gate again.
 */

import { ApiError } from "../../api/errors";
import type { AuthContext } from "../../api/types";
import type { Services } from "../../context";
import { runFinalEffects } from "../finalize";
import { deepMerge } from "../merge";
import { isFinal } from "./query";
import { enqueuePendingItems } from "./start";

const REOPEN = `UPDATE jobs SET status = 'processing', generation = generation + 1, finished_at = NULL,
  final_effects_at = NULL, deadline_at = ?2, updated_at = ?1
  WHERE id = ?3 AND status IN ('completed', 'partially_completed', 'failed')`;

async function reschedule(svc: Services, auth: AuthContext, jobId: string, wasFinal: boolean): Promise<void> {
  if (wasFinal) {
    // Back through the gate: the job waits for a free slot like any other. Any slot it may still
    // hold from its previous pass (final effects not yet run) is released first.
    const gate = svc.gate(auth.tenantId);
    await gate.finished(jobId, svc.clock.now(), auth.limits);
    await gate.admit(jobId, svc.clock.now(), auth.limits);
  } else {
    await enqueuePendingItems(svc, jobId, auth.tenantId);
  }
}

async function jobFor(svc: Services, tenantId: string, jobId: string) {
  const job = await svc.d1
    .prepare(
      "SELECT id, status, final_effects_at FROM jobs WHERE id = ? AND tenant_id = ? AND kind = 'boletos'",
    )
    .bind(jobId, tenantId)
    .first<{ id: string; status: string; final_effects_at: number | null }>();
  if (!job) throw new ApiError("NOT_FOUND", "job not found");
  if (job.status === "received" || job.status === "validating") {
    throw new ApiError("JOB_NOT_RETRYABLE", "the job has not finished its first pass yet");
  }
  // The generation being closed keeps its manifest and its job.* event: finish its side effects
  // (idempotent) before a new generation starts.
  if (isFinal(job.status) && job.final_effects_at == null) await runFinalEffects(svc, job.id);
  return job;
}

/** Retries one failed item, optionally patching its input. Returns the new attempt number. */
export async function retryItem(args: {
  svc: Services;
  auth: AuthContext;
  jobId: string;
  itemId: string;
  patch?: Record<string, unknown>;
}): Promise<{ item_id: string; attempt: number; status: "pending" }> {
  const { svc, auth, jobId, itemId } = args;
  const job = await jobFor(svc, auth.tenantId, jobId);
  const item = await svc.d1
    .prepare("SELECT id, status, attempt, input FROM items WHERE id = ? AND job_id = ? AND tenant_id = ?")
    .bind(itemId, jobId, auth.tenantId)
    .first<{ id: string; status: string; attempt: number; input: string }>();
  if (!item) throw new ApiError("NOT_FOUND", "item not found");
  if (item.status !== "failed")
    throw new ApiError("ITEM_NOT_RETRYABLE", `only failed items can be retried; this one is ${item.status}`);
  const input = args.patch ? deepMerge(JSON.parse(item.input), args.patch) : JSON.parse(item.input);
  const now = svc.clock.now();
  const [upd] = await svc.d1.batch([
    svc.d1
      .prepare(
        `UPDATE items SET attempt = attempt + 1, status = 'pending', errors = NULL, result = NULL, skipped_of = NULL,
           input = ?1, started_at = NULL, finished_at = NULL, duration_ms = NULL, updated_at = ?2
         WHERE id = ?3 AND status = 'failed' AND attempt = ?4 RETURNING attempt`,
      )
      .bind(JSON.stringify(input), now, itemId, item.attempt),
    svc.d1.prepare(REOPEN).bind(now, now + svc.config.JOB_TIMEOUT_SECONDS * 1000, jobId),
  ]);
  const attempt = (upd?.results[0] as { attempt: number } | undefined)?.attempt;
  if (!attempt) throw new ApiError("ITEM_NOT_RETRYABLE", "the item changed state meanwhile; read it again");
  await reschedule(svc, auth, jobId, isFinal(job.status));
  return { item_id: itemId, attempt, status: "pending" };
}

/** Retries every failed item of a job as new attempts. */
export async function retryFailed(args: {
  svc: Services;
  auth: AuthContext;
  jobId: string;
}): Promise<{ job_id: string; items_retried: number }> {
  const { svc, auth, jobId } = args;
  const job = await jobFor(svc, auth.tenantId, jobId);
  const now = svc.clock.now();
  const [upd] = await svc.d1.batch([
    svc.d1
      .prepare(
        `UPDATE items SET attempt = attempt + 1, status = 'pending', errors = NULL, result = NULL, skipped_of = NULL,
           started_at = NULL, finished_at = NULL, duration_ms = NULL, updated_at = ?1
         WHERE job_id = ?2 AND tenant_id = ?3 AND status = 'failed' RETURNING id`,
      )
      .bind(now, jobId, auth.tenantId),
    svc.d1
      .prepare(
        REOPEN.replace(
          "WHERE id = ?3",
          "WHERE EXISTS (SELECT 1 FROM items WHERE job_id = ?3 AND status = 'pending') AND id = ?3",
        ),
      )
      .bind(now, now + svc.config.JOB_TIMEOUT_SECONDS * 1000, jobId),
  ]);
  const n = upd?.results.length ?? 0;
  if (n === 0) throw new ApiError("JOB_NOT_RETRYABLE", "the job has no failed items");
  await reschedule(svc, auth, jobId, isFinal(job.status));
  return { job_id: jobId, items_retried: n };
}
