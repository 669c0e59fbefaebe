/**
 * external_id claims: the first item of a tenant to be issued with an external_id holds it; a
 * later one is skipped and points to the holder. Claims live on the tenant's write slot, with the
 * slot they were made on (so a move takes them along).
 */
import { inArray } from "drizzle-orm";
import type { TenantDb } from "../../storage/db";
import { decodeRows } from "../../storage/rows";
import { externalIds, items } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";

/**
 * Claims each item's external_id for the tenant (the first claim wins) and returns who holds each
 * one now: `external_id → item id`. Claims are made on the tenant's write slot (one database, so
 * the INSERT decides atomically, whichever slot the claiming job is in). A tenant on several
 * shards also holds claims made before its write slot moved on: those (read-only for new claims)
 * are read, and an older live holder there wins over the new claim.
 */
export async function claimExternalIds(
  tenant: TenantShards,
  tenantId: string,
  jobId: string,
  claims: { externalId: string; itemId: string }[],
  now: number,
): Promise<Map<string, string>> {
  const write = tenant.write;
  let holders = await claimOn(write, tenantId, jobId, claims, now);
  if (tenant.shards.length === 1) return holders;
  // A failed item releases its claim in its own database; a claim it made on another shard's
  // write slot is released here, when someone else asks for the id.
  const stale = await failedHolders(tenant, claims, holders);
  if (stale.length > 0) {
    await write.d1
      .prepare(
        "DELETE FROM external_ids WHERE tenant_id = ?1 AND item_id IN (SELECT value FROM json_each(?2))",
      )
      .bind(tenantId, JSON.stringify(stale))
      .run();
    holders = await claimOn(write, tenantId, jobId, claims, now);
  }
  for (const other of tenant.shards) {
    if (other.name === write.name) continue;
    const won = claims.filter((c) => holders.get(c.externalId) === c.itemId).map((c) => c.externalId);
    if (won.length === 0) break;
    const res = await other.d1
      .prepare(
        `SELECT external_id, item_id, slot FROM external_ids
          WHERE tenant_id = ?1 AND external_id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(tenantId, JSON.stringify(won))
      .all();
    // Only claims of a slot placed on that shard count (not a move's leftover copy).
    const older = decodeRows(externalIds, res.results, ["externalId", "itemId", "slot"]).filter((o) =>
      tenant.placement.slots.some((p) => p.slot === o.slot && p.shard === other.name),
    );
    if (older.length === 0) continue;
    // The earlier holder keeps it: the claim just made on the write slot is given back.
    await write.d1
      .prepare(
        `DELETE FROM external_ids WHERE tenant_id = ?1 AND job_id = ?2
           AND external_id IN (SELECT value FROM json_each(?3))`,
      )
      .bind(tenantId, jobId, JSON.stringify(older.map((o) => o.externalId)))
      .run();
    for (const o of older) holders.set(o.externalId, o.itemId);
  }
  return holders;
}

/** Holders (other than the claimants) whose item has failed since: their claims are stale. */
async function failedHolders(
  tenant: TenantShards,
  claims: { externalId: string; itemId: string }[],
  holders: Map<string, string>,
): Promise<string[]> {
  const mine = new Set(claims.map((c) => c.itemId));
  const others = [...new Set([...holders.values()].filter((h) => !mine.has(h)))];
  const out: string[] = [];
  for (const db of tenant.shards) {
    const ids = others.filter((h) => tenant.forId(h).name === db.name);
    if (ids.length === 0) continue;
    const rows = await db.db
      .select({ id: items.id, status: items.status })
      .from(items)
      .where(inArray(items.id, ids))
      .all();
    for (const r of rows) if (r.status === "failed") out.push(r.id);
  }
  return out;
}

/** The claims on one database, and who holds each external_id there afterwards. */
async function claimOn(
  data: TenantDb,
  tenantId: string,
  jobId: string,
  claims: { externalId: string; itemId: string }[],
  now: number,
): Promise<Map<string, string>> {
  const payload = JSON.stringify(claims.map((c) => ({ e: c.externalId, i: c.itemId })));
  await data.d1
    .prepare(
      `INSERT OR IGNORE INTO external_ids (tenant_id, external_id, item_id, job_id, slot, created_at)
       SELECT ?1, json_extract(value, '$.e'), json_extract(value, '$.i'), ?2, ?5, ?3 FROM json_each(?4)`,
    )
    .bind(tenantId, jobId, now, payload, data.slot)
    .run();
  const res = await data.d1
    .prepare(
      `SELECT external_id, item_id FROM external_ids
        WHERE tenant_id = ?1 AND external_id IN (SELECT json_extract(value, '$.e') FROM json_each(?2))`,
    )
    .bind(tenantId, payload)
    .all();
  return new Map(
    decodeRows(externalIds, res.results, ["externalId", "itemId"]).map((r) => [r.externalId, r.itemId]),
  );
}
