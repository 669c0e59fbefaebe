/**
 * Tenant-wide reads over the shards a tenant's slots are on. Usually there is one, and the read
 * is the plain query; with several, each is asked and the answers merged. A row found on a shard
 * that its slot is no longer placed on (a move's copy not yet cleaned up) is not the tenant's live
 * row and is skipped, so the merge never shows a row twice.
 */
import type { TenantDb } from "./db";

/** The keyset position of a newest-first listing: `created_at`, then id, both descending. */
export interface Keyset {
  c: number;
  i: string;
}

/** A row a newest-first listing can merge. */
export interface Dated {
  id: string;
  createdAt: number;
}

/**
 * Up to `limit` + 1 rows newest first (created_at, then id, descending) after `after`, from every
 * shard in `shards`: `page` reads one shard's next rows after a position. A shard whose page lost
 * rows to the live filter is read again past them, so the merge is exact.
 * @example await newestFirst(t.shards, t.owns, (db, after, n) => jobsAfter(db, after, n), cursor, 20)
 */
export async function newestFirst<T extends Dated>(
  shards: readonly TenantDb[],
  live: (shard: string, id: string) => boolean,
  page: (db: TenantDb, after: Keyset | null, limit: number) => Promise<T[]>,
  after: Keyset | null,
  limit: number,
): Promise<{ row: T; db: TenantDb }[]> {
  const want = limit + 1;
  const merged: { row: T; db: TenantDb }[] = [];
  for (const db of shards) {
    let from = after;
    let kept = 0;
    for (;;) {
      const rows = await page(db, from, want);
      for (const row of rows)
        if (shards.length === 1 || live(db.name, row.id)) {
          merged.push({ row, db });
          kept++;
        }
      const last = rows[rows.length - 1];
      if (rows.length < want || kept >= want || !last) break;
      from = { c: last.createdAt, i: last.id };
    }
  }
  merged.sort((a, b) => b.row.createdAt - a.row.createdAt || compareDesc(a.row.id, b.row.id));
  return merged.slice(0, want);
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/**
 * Runs `read` on every shard of the tenant and concatenates the live rows (`idOf` names the id
 * whose slot says which shard a row is live on).
 */
export async function everyShard<T>(
  shards: readonly TenantDb[],
  live: (shard: string, id: string) => boolean,
  idOf: (row: T) => string,
  read: (db: TenantDb) => Promise<T[]>,
): Promise<{ row: T; db: TenantDb }[]> {
  const out: { row: T; db: TenantDb }[] = [];
  for (const db of shards)
    for (const row of await read(db))
      if (shards.length === 1 || live(db.name, idOf(row))) out.push({ row, db });
  return out;
}
