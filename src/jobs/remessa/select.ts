/**
 * "Send what needs sending": the tenant's boletos whose entry no remessa sent yet — issued, by a
 * completed boleto job, not claimed by a live remessa — on every shard, oldest first, for a
 * remessa of `select: "pending"`. Titles already sent, registered or paid are never selected;
 * they go again only when named with `resend: true`; titles registered by API (or not at all) are
 * never a remessa's, so no title goes both ways.
 */
import type { DataDb } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import { decodeRows, sqlColumns } from "../../storage/rows";
import { items } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";

const COLS = ["id", "createdAt", "bankCode"] as const;
type Pending = Pick<typeof items.$inferSelect, (typeof COLS)[number]>;

/**
 * Up to `limit` unsent boletos of the tenant (of `bankCode` when given), oldest first.
 * @example await pendingEntries(tenant, "ten_1", { limit: 1000 }) // [{ id, createdAt, bankCode }, …]
 */
export async function pendingEntries(
  tenant: TenantShards,
  tenantId: string,
  opts: { bankCode?: string; limit: number },
) {
  const found = await everyShard<Pending>(
    tenant.shards,
    tenant.owns,
    (r) => r.id,
    (db) => onShard(db, tenantId, opts),
  );
  return found
    .map((f) => f.row)
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
    .slice(0, opts.limit);
}

async function onShard(db: DataDb, tenantId: string, opts: { bankCode?: string; limit: number }) {
  const res = await db.d1
    .prepare(
      `SELECT ${sqlColumns(items, COLS, "i")} FROM items i
        WHERE i.tenant_id = ?1 AND i.bank_status = 'issued' AND (?2 IS NULL OR i.bank_code = ?2)
          AND +i.status = 'completed' AND COALESCE(i.registration_path, 'cnab') = 'cnab'
          AND (i.entry_job_id IS NULL
               OR i.entry_job_id IN (SELECT id FROM jobs WHERE status IN ('completed', 'partially_completed', 'failed')))
          AND EXISTS (SELECT 1 FROM jobs j WHERE j.id = i.job_id AND j.kind = 'boletos')
        ORDER BY i.created_at LIMIT ?3`,
    )
    .bind(tenantId, opts.bankCode ?? null, opts.limit)
    .all();
  return decodeRows(items, res.results, COLS);
}
