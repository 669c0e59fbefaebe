/**
 * Item persistence shared by every kind with items (boletos, remessa titles): loading a chunk,
 * and the conditional writes that make redelivery harmless (a write only lands while the item is
 * still at the attempt and in the state the message was about).
 */

import type { Issue } from "../../engine/index";
import { formatPath } from "../../platform/errors";
import type { DataDb } from "../../storage/db";
import { decodeRow, decodeRows, sqlColumns } from "../../storage/rows";
import { items, jobs } from "../../storage/schema";
import type { ItemRef } from "./model";

export interface ItemError {
  code: string;
  path: string;
  message: string;
}

/** An item of a chunk, as the consumers read it. */
export type ChunkRow = Pick<
  typeof items.$inferSelect,
  "id" | "idx" | "externalId" | "status" | "attempt" | "input" | "result"
>;

/** The job of a chunk, as the consumers read it (its `audit.logos` say which images its documents print). */
export type ChunkJob = Pick<typeof jobs.$inferSelect, "id" | "tenantId" | "status" | "options" | "audit">;

const CHUNK_ITEM = ["id", "idx", "externalId", "status", "attempt", "input", "result"] as const;
const CHUNK_JOB = ["id", "tenantId", "status", "options", "audit"] as const;

/** Engine issues → item errors with string paths (`payer.document`). */
export function toItemErrors(issues: readonly Issue[]): ItemError[] {
  return issues.map((i) => ({ code: i.code, path: formatPath("", i.path), message: i.message }));
}

/**
 * The job and the chunk's items that are still at the attempt the message names (older
 * attempts' messages are ignored). Tenant is checked so a message can never touch another
 * tenant's rows.
 */
export async function loadChunk(
  data: DataDb,
  jobId: string,
  tenantId: string,
  refs: ItemRef[],
): Promise<{ job: ChunkJob | null; rows: ChunkRow[] }> {
  const [jobRes, itemsRes] = await data.d1.batch([
    data.d1
      .prepare(`SELECT ${sqlColumns(jobs, CHUNK_JOB)} FROM jobs WHERE id = ? AND tenant_id = ?`)
      .bind(jobId, tenantId),
    data.d1
      .prepare(
        // Driven by the ids (primary-key lookups); `+` keeps the planner off the job/status indexes.
        `SELECT ${sqlColumns(items, CHUNK_ITEM, "i")}
           FROM json_each(?2) r JOIN items i ON i.id = r.value ->> '$.id'
          WHERE +i.job_id = ?1 AND +i.attempt = r.value ->> '$.attempt' ORDER BY i.idx`,
      )
      .bind(jobId, JSON.stringify(refs)),
  ]);
  const jobRow = jobRes?.results[0];
  if (!jobRow) return { job: null, rows: [] };
  return { job: decodeRow(jobs, jobRow, CHUNK_JOB), rows: decodeRows(items, itemsRes?.results, CHUNK_ITEM) };
}

export interface ItemTransition {
  id: string;
  attempt: number;
  /** States the item must be in for the write to land. */
  from: readonly string[];
  status: "rendering" | "completed" | "failed" | "skipped";
  now: number;
  startedAt?: number;
  result?: Record<string, unknown>;
  errors?: ItemError[];
  skippedOf?: string;
  bankCode?: string;
  ourNumberKey?: string;
  /** Consumer time spent on the item in this step (its share of the message), added to processing_ms. */
  processingMs?: number;
  /** A boleto that completes is `issued` at the bank (kept if it already has a bank status). */
  bankStatus?: "issued";
}

const FINAL = new Set(["completed", "failed", "skipped"]);

/**
 * The statements of one item transition: upsert its attempt row, update the item, and on failure
 * release any external_id it held (so the id can be issued again).
 */
export function itemUpdate(data: DataDb, t: ItemTransition): D1PreparedStatement[] {
  const from = JSON.stringify(t.from);
  const final = FINAL.has(t.status);
  const errors = t.errors ? JSON.stringify(t.errors) : null;
  const result = t.result ? JSON.stringify(t.result) : null;
  const finishedAt = final ? t.now : null;
  const startedAt = t.startedAt ?? t.now;
  const stmts: D1PreparedStatement[] = [
    data.d1
      .prepare(
        // The attempt row keeps the attempt's status, errors and timings; its result is the item's
        // (`items.result`), which nothing reads from here: not stored twice (≈ 0.5 KB a boleto).
        `INSERT INTO item_attempts (item_id, attempt, job_id, status, errors, started_at, finished_at, duration_ms)
         SELECT id, attempt, job_id, ?1, ?2, COALESCE(started_at, ?3), ?4,
                CASE WHEN ?4 IS NULL THEN NULL ELSE ?5 - COALESCE(started_at, ?3) END
           FROM items WHERE id = ?6 AND +attempt = ?7 AND +status IN (SELECT value FROM json_each(?8))
         ON CONFLICT (item_id, attempt) DO UPDATE SET status = excluded.status, errors = excluded.errors,
           finished_at = excluded.finished_at, duration_ms = excluded.duration_ms`,
      )
      .bind(t.status, errors, startedAt, finishedAt, t.now, t.id, t.attempt, from),
    data.d1
      .prepare(
        `UPDATE items SET status = ?1, errors = ?2, result = COALESCE(?3, result), skipped_of = ?4,
           bank_code = COALESCE(?5, bank_code), our_number_key = COALESCE(?6, our_number_key),
           started_at = COALESCE(started_at, ?7), finished_at = ?8,
           duration_ms = CASE WHEN ?8 IS NULL THEN NULL ELSE ?9 - COALESCE(started_at, ?7) END, updated_at = ?9,
           processing_ms = CASE WHEN ?13 IS NULL THEN processing_ms ELSE COALESCE(processing_ms, 0) + ?13 END,
           bank_status_at = CASE WHEN bank_status IS NULL AND ?14 IS NOT NULL THEN ?9 ELSE bank_status_at END,
           bank_status = COALESCE(bank_status, ?14)
         WHERE id = ?10 AND +attempt = ?11 AND +status IN (SELECT value FROM json_each(?12))`,
      )
      .bind(
        t.status,
        errors,
        result,
        t.skippedOf ?? null,
        t.bankCode ?? null,
        t.ourNumberKey ?? null,
        startedAt,
        finishedAt,
        t.now,
        t.id,
        t.attempt,
        from,
        t.processingMs ?? null,
        t.bankStatus ?? null,
      ),
  ];
  if (t.status === "failed") {
    stmts.push(data.d1.prepare("DELETE FROM external_ids WHERE item_id = ?").bind(t.id));
  }
  return stmts;
}
