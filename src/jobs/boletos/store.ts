/**
 * Item persistence shared by the boleto consumers: loading a chunk, and the conditional writes
 * that make redelivery harmless (a write only lands while the item is still at the attempt and
 * in the state the message was about).
 */
import { sql } from "drizzle-orm";
import { formatPath } from "../../api/errors";
import type { Services } from "../../context";
import type { Issue } from "../../engine/index";
import type { Stmt } from "../../storage/db";
import type { ItemRef } from "../messages";

export interface ItemError {
  code: string;
  path: string;
  message: string;
}

export interface ChunkRow {
  id: string;
  idx: number;
  external_id: string | null;
  status: string;
  attempt: number;
  input: unknown;
  result: Record<string, unknown> | null;
}

export interface ChunkJob {
  id: string;
  tenant_id: string;
  status: string;
  options: { pdf?: boolean; html?: boolean; merged_pdf?: boolean } | null;
}

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
  svc: Services,
  jobId: string,
  tenantId: string,
  refs: ItemRef[],
): Promise<{ job: ChunkJob | null; rows: ChunkRow[] }> {
  const [jobRes, itemsRes] = await svc.d1.batch([
    svc.d1
      .prepare("SELECT id, tenant_id, status, options FROM jobs WHERE id = ? AND tenant_id = ?")
      .bind(jobId, tenantId),
    svc.d1
      .prepare(
        `SELECT i.id, i.idx, i.external_id, i.status, i.attempt, i.input, i.result
           FROM items i JOIN json_each(?2) r ON r.value ->> '$.id' = i.id AND r.value ->> '$.attempt' = i.attempt
          WHERE i.job_id = ?1 ORDER BY i.idx`,
      )
      .bind(jobId, JSON.stringify(refs)),
  ]);
  const jobRow = jobRes?.results[0] as (Omit<ChunkJob, "options"> & { options: string | null }) | undefined;
  if (!jobRow) return { job: null, rows: [] };
  const job: ChunkJob = { ...jobRow, options: jobRow.options ? JSON.parse(jobRow.options) : null };
  const rows = (
    (itemsRes?.results ?? []) as (Omit<ChunkRow, "input" | "result"> & {
      input: string;
      result: string | null;
    })[]
  ).map((r) => ({
    ...r,
    input: JSON.parse(r.input) as unknown,
    result: r.result ? (JSON.parse(r.result) as Record<string, unknown>) : null,
  }));
  return { job, rows };
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
}

const FINAL = new Set(["completed", "failed", "skipped"]);

/**
 * The statements of one item transition: upsert its attempt row, update the item, and on failure
 * release any external_id it held (so the id can be issued again).
 */
export function itemUpdate(svc: Services, t: ItemTransition): Stmt[] {
  const from = sql.join(
    t.from.map((s) => sql`${s}`),
    sql`, `,
  );
  const final = FINAL.has(t.status);
  const errors = t.errors ? JSON.stringify(t.errors) : null;
  const result = t.result ? JSON.stringify(t.result) : null;
  const finishedAt = final ? t.now : null;
  const stmts: Stmt[] = [
    svc.db.run(sql`
      INSERT INTO item_attempts (item_id, attempt, job_id, status, errors, result, started_at, finished_at, duration_ms)
      SELECT id, attempt, job_id, ${t.status}, ${errors}, COALESCE(${result}, result), COALESCE(started_at, ${t.startedAt ?? t.now}),
             ${finishedAt}, CASE WHEN ${finishedAt} IS NULL THEN NULL ELSE ${t.now} - COALESCE(started_at, ${t.startedAt ?? t.now}) END
        FROM items WHERE id = ${t.id} AND attempt = ${t.attempt} AND status IN (${from})
      ON CONFLICT (item_id, attempt) DO UPDATE SET status = excluded.status, errors = excluded.errors,
        result = excluded.result, finished_at = excluded.finished_at, duration_ms = excluded.duration_ms`),
    svc.db.run(sql`
      UPDATE items SET status = ${t.status}, errors = ${errors}, result = COALESCE(${result}, result),
        skipped_of = ${t.skippedOf ?? null}, bank_code = COALESCE(${t.bankCode ?? null}, bank_code),
        our_number_key = COALESCE(${t.ourNumberKey ?? null}, our_number_key),
        started_at = COALESCE(started_at, ${t.startedAt ?? t.now}),
        finished_at = ${finishedAt},
        duration_ms = CASE WHEN ${finishedAt} IS NULL THEN NULL ELSE ${t.now} - COALESCE(started_at, ${t.startedAt ?? t.now}) END,
        updated_at = ${t.now}
      WHERE id = ${t.id} AND attempt = ${t.attempt} AND status IN (${from})`),
  ];
  if (t.status === "failed") {
    stmts.push(svc.db.run(sql`DELETE FROM external_ids WHERE item_id = ${t.id}`));
  }
  return stmts;
}
