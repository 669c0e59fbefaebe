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
 * tenant's rows. With `claimAt`, the chunk's pending items are claimed for validation first
 * (`pending → validating`, started then) in the same round trip, and read back as validating.
 */
export async function loadChunk(
  data: DataDb,
  jobId: string,
  tenantId: string,
  refs: ItemRef[],
  opts: { claimAt?: number } = {},
): Promise<{ job: ChunkJob | null; rows: ChunkRow[] }> {
  const list = JSON.stringify(refs);
  const claim =
    opts.claimAt === undefined
      ? []
      : [
          data.d1
            .prepare(
              // Only the tenant's own job's items, at the message's attempt, still pending.
              `UPDATE items SET status = 'validating', started_at = COALESCE(started_at, ?3), updated_at = ?3
                 FROM json_each(?4) r
                WHERE items.id = r.value ->> '$.id' AND +items.attempt = r.value ->> '$.attempt'
                  AND +items.job_id = ?1 AND +items.status = 'pending'
                  AND EXISTS (SELECT 1 FROM jobs WHERE id = ?1 AND tenant_id = ?2)`,
            )
            .bind(jobId, tenantId, opts.claimAt, list),
        ];
  const results = await data.d1.batch([
    data.d1
      .prepare(`SELECT ${sqlColumns(jobs, CHUNK_JOB)} FROM jobs WHERE id = ? AND tenant_id = ?`)
      .bind(jobId, tenantId),
    ...claim,
    data.d1
      .prepare(
        // Driven by the ids (primary-key lookups); `+` keeps the planner off the job/status indexes.
        `SELECT ${sqlColumns(items, CHUNK_ITEM, "i")}
           FROM json_each(?2) r JOIN items i ON i.id = r.value ->> '$.id'
          WHERE +i.job_id = ?1 AND +i.attempt = r.value ->> '$.attempt' ORDER BY i.idx`,
      )
      .bind(jobId, list),
  ]);
  const jobRow = results[0]?.results[0];
  if (!jobRow) return { job: null, rows: [] };
  return {
    job: decodeRow(jobs, jobRow, CHUNK_JOB),
    rows: decodeRows(items, results.at(-1)?.results, CHUNK_ITEM),
  };
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

/** A job's new item, as its creation records it. */
export interface NewItem {
  id: string;
  jobId: string;
  tenantId: string;
  idx: number;
  externalId: string | null;
  status: "pending" | "skipped";
  attempt: number;
  input: unknown;
  skippedOf?: string | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * JSON per item insert, in UTF-16 units: at most 1.5 MB of UTF-8 (3 bytes a unit at worst), below
 * D1's 2 MB value limit, so a few statements carry a whole job.
 */
const INSERT_JSON_UNITS = 512 * 1024;

/**
 * The statements inserting a job's new items: each one INSERT … SELECT FROM json_each over as
 * many items as fit in 512 Ki characters of JSON (a 1,000-boleto job: two), where a multi-row VALUES insert
 * holds 9 (D1 binds at most 100 parameters). `input` travels as its JSON text, stored verbatim.
 * @example await runD1Batch(data.d1, [jobInsert, ...insertItems(data, rows)])
 */
export function insertItems(data: DataDb, rows: readonly NewItem[]): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = [];
  let part: string[] = [];
  let units = 0;
  const flush = () => {
    if (part.length === 0) return;
    stmts.push(
      data.d1
        .prepare(
          `INSERT INTO items (id, job_id, tenant_id, idx, external_id, status, attempt, input, skipped_of, created_at, updated_at)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6,
                  value ->> 7, value ->> 8, value ->> 9, value ->> 10
             FROM json_each(?1)`,
        )
        .bind(`[${part.join(",")}]`),
    );
    part = [];
    units = 0;
  };
  for (const r of rows) {
    const row = JSON.stringify([
      r.id,
      r.jobId,
      r.tenantId,
      r.idx,
      r.externalId,
      r.status,
      r.attempt,
      JSON.stringify(r.input),
      r.skippedOf ?? null,
      r.createdAt,
      r.updatedAt,
    ]);
    if (units + row.length > INSERT_JSON_UNITS) flush();
    part.push(row);
    units += row.length;
  }
  flush();
  return stmts;
}

/** Transitions per bulk statement: keeps one JSON parameter far below D1's 2 MB value limit. */
const TRANSITIONS_PER_STATEMENT = 200;

/**
 * The statements of one item transition: upsert its attempt row, update the item, and on failure
 * release any external_id it held (so the id can be issued again).
 */
export function itemUpdate(data: DataDb, t: ItemTransition): D1PreparedStatement[] {
  return itemUpdates(data, [t]);
}

/**
 * The statements of many item transitions, in bulk: one attempt upsert and one item update for
 * every 200 transitions (each driven by a JSON list through `json_each`, each row still
 * conditional on its own attempt and states), and one external_id release for those that fail.
 * What {@link itemUpdate} does per item, in 2–3 statements per chunk instead of 2–3 per item.
 */
export function itemUpdates(data: DataDb, list: readonly ItemTransition[]): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = [];
  for (let i = 0; i < list.length; i += TRANSITIONS_PER_STATEMENT) {
    const part = list.slice(i, i + TRANSITIONS_PER_STATEMENT);
    const json = JSON.stringify(part.map(transitionValues));
    stmts.push(
      data.d1
        .prepare(
          // The attempt row keeps the attempt's status, errors and timings; its result is the item's
          // (`items.result`), which nothing reads from here: not stored twice (≈ 0.5 KB a boleto).
          `INSERT INTO item_attempts (item_id, attempt, job_id, status, errors, started_at, finished_at, duration_ms)
           SELECT i.id, i.attempt, i.job_id, t.value ->> '$.s', t.value ->> '$.e',
                  COALESCE(i.started_at, t.value ->> '$.st'), t.value ->> '$.f',
                  CASE WHEN t.value ->> '$.f' IS NULL THEN NULL
                       ELSE (t.value ->> '$.n') - COALESCE(i.started_at, t.value ->> '$.st') END
             FROM json_each(?1) t JOIN items i ON i.id = t.value ->> '$.id'
            WHERE +i.attempt = t.value ->> '$.a' AND +i.status IN (SELECT value FROM json_each(t.value -> '$.from'))
           ON CONFLICT (item_id, attempt) DO UPDATE SET status = excluded.status, errors = excluded.errors,
             finished_at = excluded.finished_at, duration_ms = excluded.duration_ms`,
        )
        .bind(json),
      data.d1
        .prepare(
          // Every right-hand side reads the row as it was before this update (SQLite's rule).
          `UPDATE items SET status = t.value ->> '$.s', errors = t.value ->> '$.e',
             result = COALESCE(t.value ->> '$.r', result), skipped_of = t.value ->> '$.k',
             bank_code = COALESCE(t.value ->> '$.b', bank_code),
             our_number_key = COALESCE(t.value ->> '$.o', our_number_key),
             started_at = COALESCE(started_at, t.value ->> '$.st'), finished_at = t.value ->> '$.f',
             duration_ms = CASE WHEN t.value ->> '$.f' IS NULL THEN NULL
                                ELSE (t.value ->> '$.n') - COALESCE(started_at, t.value ->> '$.st') END,
             updated_at = t.value ->> '$.n',
             processing_ms = CASE WHEN t.value ->> '$.p' IS NULL THEN processing_ms
                                  ELSE COALESCE(processing_ms, 0) + (t.value ->> '$.p') END,
             bank_status_at = CASE WHEN bank_status IS NULL AND t.value ->> '$.bs' IS NOT NULL
                                   THEN t.value ->> '$.n' ELSE bank_status_at END,
             bank_status = COALESCE(bank_status, t.value ->> '$.bs')
            FROM json_each(?1) t
           WHERE items.id = t.value ->> '$.id' AND +items.attempt = t.value ->> '$.a'
             AND +items.status IN (SELECT value FROM json_each(t.value -> '$.from'))`,
        )
        .bind(json),
    );
    const failed = part.filter((t) => t.status === "failed").map((t) => t.id);
    if (failed.length > 0)
      stmts.push(
        data.d1
          .prepare("DELETE FROM external_ids WHERE item_id IN (SELECT value FROM json_each(?))")
          .bind(JSON.stringify(failed)),
      );
  }
  return stmts;
}

/** One transition as the bulk statements read it (JSON text columns travel as strings). */
function transitionValues(t: ItemTransition) {
  const final = FINAL.has(t.status);
  return {
    id: t.id,
    a: t.attempt,
    from: t.from,
    s: t.status,
    e: t.errors ? JSON.stringify(t.errors) : null,
    r: t.result ? JSON.stringify(t.result) : null,
    k: t.skippedOf ?? null,
    b: t.bankCode ?? null,
    o: t.ourNumberKey ?? null,
    st: t.startedAt ?? t.now,
    f: final ? t.now : null,
    n: t.now,
    p: t.processingMs ?? null,
    bs: t.bankStatus ?? null,
  };
}

/** Claims a chunk's items for validation (`pending → validating`). */
export async function markValidating(data: DataDb, itemIds: string[], now: number): Promise<void> {
  await data.d1
    .prepare(
      `UPDATE items SET status = 'validating', started_at = COALESCE(started_at, ?1), updated_at = ?1
        WHERE id IN (SELECT value FROM json_each(?2)) AND +status = 'pending'`,
    )
    .bind(now, JSON.stringify(itemIds))
    .run();
}
