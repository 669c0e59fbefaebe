/**
 * Finding stalled work. A queue message can be lost outside the platform's guarantees (a local
 * `wrangler dev` reload, an operator purging a queue); rather than trusting that never happens,
 * the cron asks every kind to re-send the messages of unfinished work that has not moved for
 * STALL_MS. Every consumer is idempotent (attempt-guarded writes, write-once keys), so a message
 * that was merely slow costs a little duplicate CPU and nothing else.
 */
import type { Services } from "../../services";

/** Work idle for this long is re-sent (well below ITEM_TIMEOUT_SECONDS, the default 5 min). */
export const STALL_MS = 2 * 60_000;
const PAGE = 500;

export interface StalledItem {
  id: string;
  attempt: number;
  status: string;
  job_id: string;
  tenant_id: string;
  file_id: string | null;
}

/** Unfinished items of running jobs of `kind` untouched since `before`, grouped by job. */
export async function stalledItems(
  svc: Services,
  kind: string,
  before: number,
): Promise<{ rows: StalledItem[]; byJob: Map<string, StalledItem[]> }> {
  const res = await svc.d1
    .prepare(
      `SELECT i.id, i.attempt, i.status, i.job_id, i.tenant_id, i.file_id FROM items i JOIN jobs j ON j.id = i.job_id
        WHERE i.status IN ('pending', 'validating', 'rendering') AND i.updated_at < ?1
          AND j.status IN ('validating', 'processing') AND j.kind = ?3 LIMIT ?2`,
    )
    .bind(before, PAGE, kind)
    .all<StalledItem>();
  const byJob = new Map<string, StalledItem[]>();
  for (const r of res.results) byJob.set(r.job_id, [...(byJob.get(r.job_id) ?? []), r]);
  return { rows: res.results, byJob };
}

/** The statement that touches re-sent items, so the next run waits another STALL_MS. */
export function touchItems(svc: Services, ids: string[], now: number): D1PreparedStatement[] {
  if (ids.length === 0) return [];
  return [
    svc.d1
      .prepare("UPDATE items SET updated_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))")
      .bind(now, JSON.stringify(ids)),
  ];
}
