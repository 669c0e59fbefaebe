/**
 * How the cron's steps walk rows: per data shard, one row at a time (a row that fails is logged
 * and skipped, never stopping the step), only the rows that are live and writable where found.
 */
import { checkFault } from "../platform/faults";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import type { TenantShards } from "../tenants/router";

/** Called when one row's work fails: the row is skipped, the step goes on. */
export type RowFailed = (rowId: string, error: unknown) => void;

/** Runs `work` for each row; a row that throws is reported and skipped. */
export async function eachRow<T extends { id: string }>(
  rows: T[],
  failed: RowFailed,
  work: (row: T) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (const row of rows) {
    try {
      checkFault("housekeeping.row");
      await work(row);
      done++;
    } catch (e) {
      failed(row.id, e);
    }
  }
  return done;
}

/** Each data shard in turn: a step's work is per shard (a job's rows live in one). */
export async function eachData(svc: Services, work: (data: DataDb) => Promise<number>): Promise<number> {
  let n = 0;
  for (const data of svc.allData()) n += await work(data);
  return n;
}

/**
 * The rows found on `data` that are their tenant's live rows there and may be written: a copy a
 * move left behind (before its flip on the target, after it on the source) and a slot being
 * moved are left alone, as are rows of a tenant the directory no longer has.
 */
export async function liveOn<T extends { id: string; tenantId: string }>(
  svc: Services,
  data: DataDb,
  rows: T[],
): Promise<T[]> {
  const tenants = new Map<string, TenantShards | null>();
  const out: T[] = [];
  for (const r of rows) {
    if (!tenants.has(r.tenantId)) tenants.set(r.tenantId, await svc.tenantData(r.tenantId).catch(() => null));
    const t = tenants.get(r.tenantId);
    if (t?.owns(data.name, r.id) && !t.moving(r.id)) out.push(r);
  }
  return out;
}
