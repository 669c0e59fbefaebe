/**
 * Reprocessing failed items. Each retry is a new attempt (`attempt + 1`, status `pending`); the
 * earlier attempt keeps its row, errors and artifacts. A retry may carry a patch for the item's
 * input (a JSON merge patch: objects merge, `null` removes — except `due_date: null`, à vista) — the way to fix a rejected item.
 * A final job goes back to `processing` (new generation) and through the tenant's gate again.
 */

import { and, eq } from "drizzle-orm";
import { DomainError } from "../../platform/errors";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { decodeRow } from "../../storage/rows";
import { items } from "../../storage/schema";
import type { Principal } from "../../tenants/principal";
import { findJob } from "../core/job-store";
import { closeGeneration, reopenStatement, resumeReprocessed } from "../core/lifecycle";
import { mergeItem } from "../core/merge";
import { isFinal } from "../core/model";
import { enqueuePendingItems } from "./start";

async function jobFor(svc: Services, data: DataDb, tenantId: string, jobId: string) {
  const job = await findJob(data, tenantId, jobId, "boletos");
  if (!job) throw new DomainError("NOT_FOUND", "job not found");
  if (job.status === "received" || job.status === "validating") {
    throw new DomainError("JOB_NOT_RETRYABLE", "the job has not finished its first pass yet");
  }
  await closeGeneration(svc, data, job);
  return job;
}

/** Retries one failed item, optionally patching its input. Returns the new attempt number. */
export async function retryItem(args: {
  svc: Services;
  auth: Principal;
  jobId: string;
  itemId: string;
  patch?: Record<string, unknown>;
}): Promise<{ item_id: string; attempt: number; status: "pending" }> {
  const { svc, auth, jobId, itemId } = args;
  const data = await svc.data(auth.tenantId, jobId);
  const job = await jobFor(svc, data, auth.tenantId, jobId);
  const item = await data.db
    .select({ id: items.id, status: items.status, attempt: items.attempt, input: items.input })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.jobId, jobId), eq(items.tenantId, auth.tenantId)))
    .get();
  if (!item) throw new DomainError("NOT_FOUND", "item not found");
  if (item.status !== "failed")
    throw new DomainError(
      "ITEM_NOT_RETRYABLE",
      `only failed items can be retried; this one is ${item.status}`,
    );
  const input = args.patch ? mergeItem(item.input, args.patch) : item.input;
  const now = svc.clock.now();
  const [upd] = await data.d1.batch([
    data.d1
      .prepare(
        `UPDATE items SET attempt = attempt + 1, status = 'pending', errors = NULL, result = NULL, skipped_of = NULL,
           input = ?1, started_at = NULL, finished_at = NULL, duration_ms = NULL, processing_ms = NULL, updated_at = ?2
         WHERE id = ?3 AND status = 'failed' AND attempt = ?4 RETURNING attempt`,
      )
      .bind(JSON.stringify(input), now, itemId, item.attempt),
    reopenStatement(svc, data, jobId, now),
  ]);
  const returned = upd?.results[0];
  const attempt = returned ? decodeRow(items, returned, ["attempt"]).attempt : undefined;
  if (!attempt)
    throw new DomainError("ITEM_NOT_RETRYABLE", "the item changed state meanwhile; read it again");
  await resumeReprocessed(svc, auth, jobId, isFinal(job.status), () =>
    enqueuePendingItems(svc, jobId, auth.tenantId),
  );
  return { item_id: itemId, attempt, status: "pending" };
}

/** Retries every failed item of a job as new attempts. */
export async function retryFailed(args: {
  svc: Services;
  auth: Principal;
  jobId: string;
}): Promise<{ job_id: string; items_retried: number }> {
  const { svc, auth, jobId } = args;
  const data = await svc.data(auth.tenantId, jobId);
  const job = await jobFor(svc, data, auth.tenantId, jobId);
  const now = svc.clock.now();
  const [upd] = await data.d1.batch([
    data.d1
      .prepare(
        `UPDATE items SET attempt = attempt + 1, status = 'pending', errors = NULL, result = NULL, skipped_of = NULL,
           started_at = NULL, finished_at = NULL, duration_ms = NULL, processing_ms = NULL, updated_at = ?1
         WHERE job_id = ?2 AND tenant_id = ?3 AND status = 'failed' RETURNING id`,
      )
      .bind(now, jobId, auth.tenantId),
    reopenStatement(svc, data, jobId, now, { onlyIfPending: true }),
  ]);
  const n = upd?.results.length ?? 0;
  if (n === 0) throw new DomainError("JOB_NOT_RETRYABLE", "the job has no failed items");
  await resumeReprocessed(svc, auth, jobId, isFinal(job.status), () =>
    enqueuePendingItems(svc, jobId, auth.tenantId),
  );
  return { job_id: jobId, items_retried: n };
}
