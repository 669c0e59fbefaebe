/**
 * Finding stalled work. A queue message can be lost outside the platform's guarantees (a local
 * `wrangler dev` reload, an operator purging a queue); rather than trusting that never happens,
 * the cron asks every kind to re-send the messages of unfinished work that has not moved for
 * STALL_MS. Every consumer is idempotent (attempt-guarded writes, write-once keys), so a message
 * that was merely slow costs a little duplicate CPU and nothing else.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import type { DataDb } from "../../storage/db";
import { items, jobs } from "../../storage/schema";

/** Work idle for this long is re-sent (well below ITEM_TIMEOUT_SECONDS, the default 5 min). */
export const STALL_MS = 2 * 60_000;
const PAGE = 500;

/** An unfinished item of a running job. */
export interface StalledItem {
  id: string;
  attempt: number;
  status: string;
  jobId: string;
  tenantId: string;
  fileId: string | null;
}

/** Unfinished items of running jobs of `kind` on `data`, untouched since `before`, grouped by job. */
export async function stalledItems(
  data: DataDb,
  kind: string,
  before: number,
): Promise<{ rows: StalledItem[]; byJob: Map<string, StalledItem[]> }> {
  const rows = await data.db
    .select({
      id: items.id,
      attempt: items.attempt,
      status: items.status,
      jobId: items.jobId,
      tenantId: items.tenantId,
      fileId: items.fileId,
    })
    .from(items)
    .innerJoin(jobs, eq(jobs.id, items.jobId))
    .where(
      and(
        inArray(items.status, ["pending", "validating", "rendering"]),
        lt(items.updatedAt, before),
        inArray(jobs.status, ["validating", "processing"]),
        eq(jobs.kind, kind),
      ),
    )
    .limit(PAGE)
    .all();
  const byJob = new Map<string, StalledItem[]>();
  for (const r of rows) byJob.set(r.jobId, [...(byJob.get(r.jobId) ?? []), r]);
  return { rows, byJob };
}

/** The statement that touches re-sent items, so the next run waits another STALL_MS. */
export function touchItems(data: DataDb, ids: string[], now: number): D1PreparedStatement[] {
  if (ids.length === 0) return [];
  return [
    data.d1
      .prepare("UPDATE items SET updated_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))")
      .bind(now, JSON.stringify(ids)),
  ];
}
