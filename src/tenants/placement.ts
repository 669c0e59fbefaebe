/**
 * Where each tenant's data lives, as the directory records it: the shard catalogue (`shards`),
 * each tenant's slots (`placement`) and its placement epoch. New tenants go to the emptiest open
 * shard. The isolate-side cache and the handles built from these rows are in ./router.ts; the
 * operations that change a placement (move a slot, add a slot) in ./placement-ops.ts.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { DomainError } from "../platform/errors";
import { type DataDb, runBatch } from "../storage/db";
import { placement, shards, tenants } from "../storage/schema";

/** One slot of a tenant. */
export interface SlotView {
  slot: number;
  shard: string;
  role: "write" | "read";
  state: "active" | "moving";
}

/** A tenant's placement: its slots and the epoch that changes whenever they do. */
export interface TenantPlacement {
  tenantId: string;
  epoch: number;
  slots: readonly SlotView[];
}

/** The tenant's placement, or null when there is no such tenant (`slots` empty: not placed yet). */
export async function readPlacement(directory: DataDb, tenantId: string): Promise<TenantPlacement | null> {
  const rows = await directory.db
    .select({
      epoch: tenants.placementEpoch,
      slot: placement.slot,
      shard: placement.shard,
      role: placement.role,
      state: placement.state,
    })
    .from(tenants)
    .leftJoin(placement, eq(placement.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .orderBy(placement.slot)
    .all();
  const first = rows[0];
  if (!first) return null;
  const slots: SlotView[] = [];
  for (const r of rows)
    if (r.slot !== null && r.shard !== null && r.role !== null && r.state !== null)
      slots.push({ slot: r.slot, shard: r.shard, role: r.role, state: r.state });
  return { tenantId, epoch: first.epoch, slots };
}

/** Adds every configured shard the catalogue does not know yet, as `open`. */
export async function ensureCatalogue(directory: DataDb, names: readonly string[], now: number) {
  await runBatch(
    directory.db,
    names.map((name) =>
      directory.db
        .insert(shards)
        .values({ name, state: "open", createdAt: now, updatedAt: now })
        .onConflictDoNothing(),
    ),
  );
}

/** One shard as the catalogue and the placement see it, with its size estimate. */
export interface ShardView {
  name: string;
  state: "open" | "closed" | "draining";
  /** Whether the deployment's configuration (`DATA_SHARDS`) still names it. */
  configured: boolean;
  /** Tenants whose write slot is there, and slots of any role. */
  tenants: number;
  slots: number;
  /** D1's own figure for the database's size (`meta.size_after` of a read), bytes. */
  sizeBytes: number;
}

/** The database size D1 reports with every result (0 when the runtime reports none). */
export async function shardSize(data: DataDb): Promise<number> {
  const res = await data.d1.prepare("SELECT 1").run();
  const size = (res.meta as { size_after?: unknown }).size_after;
  return typeof size === "number" && Number.isFinite(size) ? size : 0;
}

/** The catalogue with counts and sizes; `handles` are the configured shards' databases. */
export async function listShards(
  directory: DataDb,
  handles: readonly DataDb[],
  now: number,
): Promise<ShardView[]> {
  await ensureCatalogue(
    directory,
    handles.map((h) => h.name),
    now,
  );
  const catalogue = await directory.db.select().from(shards).orderBy(shards.name).all();
  const counts = await directory.db
    .select({
      shard: placement.shard,
      slots: count(),
      tenants: sql<number>`SUM(${placement.role} = 'write')`,
    })
    .from(placement)
    .groupBy(placement.shard)
    .all();
  const out: ShardView[] = [];
  for (const c of catalogue) {
    const h = handles.find((x) => x.name === c.name);
    const n = counts.find((x) => x.shard === c.name);
    out.push({
      name: c.name,
      state: c.state,
      configured: h !== undefined,
      tenants: Number(n?.tenants ?? 0),
      slots: n?.slots ?? 0,
      sizeBytes: h ? await shardSize(h) : 0,
    });
  }
  return out;
}

/**
 * The shard a new slot goes to: `wanted` when given (it must be configured and not draining),
 * else the open configured shard with the smallest database, then the fewest tenants.
 */
export async function chooseShard(
  directory: DataDb,
  handles: readonly DataDb[],
  now: number,
  wanted?: string,
): Promise<string> {
  const list = await listShards(directory, handles, now);
  if (wanted !== undefined) {
    const s = list.find((x) => x.name === wanted && x.configured);
    if (!s) throw new DomainError("VALIDATION_FAILED", `shard ${wanted} is not one of DATA_SHARDS`);
    if (s.state === "draining") throw new DomainError("CONFLICT", `shard ${wanted} is draining`);
    return s.name;
  }
  const open = list.filter((x) => x.configured && x.state === "open");
  if (open.length === 0) throw new DomainError("MISCONFIGURED", "no open data shard takes new tenants");
  open.sort((a, b) => a.sizeBytes - b.sizeBytes || a.tenants - b.tenants || a.name.localeCompare(b.name));
  return (open[0] as ShardView).name;
}

/** The statement placing a tenant's first slot (a no-op when the tenant has one, or does not exist). */
export function firstSlot(directory: DataDb, tenantId: string, shard: string, now: number) {
  return directory.db
    .insert(placement)
    .select(
      directory.db
        .select({
          tenantId: tenants.id,
          slot: sql<number>`0`.as("slot"),
          shard: sql<string>`${shard}`.as("shard"),
          role: sql<"write">`'write'`.as("role"),
          state: sql<"active">`'active'`.as("state"),
          createdAt: sql<number>`${now}`.as("created_at"),
          updatedAt: sql<number>`${now}`.as("updated_at"),
        })
        .from(tenants)
        .where(eq(tenants.id, tenantId)),
    )
    .onConflictDoNothing();
}

/** Sets a shard's catalogue state. False when the catalogue has no such shard. */
export async function setShardState(
  directory: DataDb,
  name: string,
  state: "open" | "closed" | "draining",
  now: number,
): Promise<boolean> {
  const res = await directory.db
    .update(shards)
    .set({ state, updatedAt: now })
    .where(eq(shards.name, name))
    .returning({ name: shards.name });
  return res.length > 0;
}

/** The tenants with a slot on one of `names` (the cron and the tests walk a shard's tenants). */
export async function tenantsOn(directory: DataDb, names: readonly string[]) {
  if (names.length === 0) return [];
  return directory.db
    .select({ tenantId: placement.tenantId, slot: placement.slot, shard: placement.shard })
    .from(placement)
    .where(and(inArray(placement.shard, [...names])))
    .all();
}
