/**
 * Routing a tenant's data to its shard. The directory's placement (./placement.ts) is read once
 * per tenant and trusted for `PLACEMENT_CACHE_SECONDS`; from it come the handles stores run on:
 * the write slot's (new jobs), the one an id's slot names (lookups by id go to one database),
 * every shard the tenant is on (tenant-wide reads fan out over them, usually one). A slot being
 * moved gives a read-only handle (writes fail with SlotMovingError until the move flips it).
 */
import { DomainError } from "../platform/errors";
import { slotOf } from "../platform/ids";
import { type DataDb, readOnlyDb, type TenantDb } from "../storage/db";
import { chooseShard, firstSlot, readPlacement, type SlotView, type TenantPlacement } from "./placement";

/** A tenant's databases, resolved from one reading of its placement. */
export interface TenantShards {
  readonly placement: TenantPlacement;
  /** The write slot's database: new jobs (and their rows) are made there. */
  readonly write: TenantDb;
  /** The database of the slot `id` names; the write slot's for an id without a placed slot. */
  forId(id: string | null | undefined): TenantDb;
  /** One handle per shard the tenant's slots are on, each once: tenant-wide reads ask them all. */
  readonly shards: readonly TenantDb[];
  /** Whether a row with `id` found on `shard` is the tenant's live copy (not a move's leftover). */
  owns(shard: string, id: string): boolean;
  /** Whether the slot `id` names is being moved (its rows are read-only until the move flips). */
  moving(id: string): boolean;
}

/** The data side of the services: the shards and the tenants' routes to them. */
export interface DataRouter {
  tenant(tenantId: string): Promise<TenantShards>;
  /** {@link TenantShards.forId} (the write slot without an id). */
  data(tenantId: string, id?: string | null): Promise<TenantDb>;
  /** Every configured data shard, each once. */
  all(): readonly DataDb[];
  shard(name: string): DataDb | undefined;
  /** Forgets what this isolate knows of `tenantId`'s placement (every tenant's without one). */
  invalidate(tenantId?: string): void;
}

interface Handles {
  rw: DataDb;
  ro: DataDb;
}

/** Builds the router over the directory and the configured shards. */
export function createDataRouter(opts: {
  directory: DataDb;
  /** The configured shards, asked for on first use (describing the API needs no binding). */
  shards: () => readonly DataDb[];
  ttlMs: number;
  now: () => number;
}): DataRouter {
  let built: Map<string, Handles> | undefined;
  const handles = () => {
    built ??= new Map(
      opts.shards().map((s) => [s.name, { rw: s, ro: readOnlyDb(s, `a slot on ${s.name} is being moved`) }]),
    );
    return built;
  };
  const all = () => [...handles().values()].map((h) => h.rw);
  const cache = new Map<string, { at: number; value: TenantShards }>();
  const loading = new Map<string, Promise<TenantShards>>();

  const handleFor = (tenantId: string, s: SlotView): TenantDb => {
    const h = handles().get(s.shard);
    if (!h)
      throw new Error(`tenant ${tenantId} slot ${s.slot} is on ${s.shard}, which is not in DATA_SHARDS`);
    const base = s.state === "moving" ? h.ro : h.rw;
    return { name: base.name, db: base.db, d1: base.d1, tenantId, slot: s.slot };
  };

  const build = (p: TenantPlacement): TenantShards => {
    const bySlot = new Map(p.slots.map((s) => [s.slot, handleFor(p.tenantId, s)]));
    const writeSlot = p.slots.find((s) => s.role === "write") ?? p.slots[0];
    if (!writeSlot) throw new Error(`tenant ${p.tenantId} has no slot`);
    const write = bySlot.get(writeSlot.slot) as TenantDb;
    const shards: TenantDb[] = [write];
    for (const h of bySlot.values()) if (!shards.some((x) => x.name === h.name)) shards.push(h);
    const forId = (id: string | null | undefined) => bySlot.get(id ? (slotOf(id) ?? -1) : -1) ?? write;
    // A row is live where a lookup by its id goes: rows of a slot left behind by a move are not.
    const moving = (id: string) => p.slots.find((x) => x.slot === forId(id).slot)?.state === "moving";
    return { placement: p, write, forId, shards, owns: (shard, id) => forId(id).name === shard, moving };
  };

  const load = async (tenantId: string): Promise<TenantShards> => {
    let p = await readPlacement(opts.directory, tenantId);
    if (!p) throw new DomainError("NOT_FOUND", `tenant ${tenantId} does not exist`);
    if (p.slots.length === 0) {
      // A tenant made outside the admin API (the demo tenant of `npm start`) is placed on first use.
      const shard = await chooseShard(opts.directory, all(), opts.now());
      await firstSlot(opts.directory, tenantId, shard, opts.now()).run();
      p = await readPlacement(opts.directory, tenantId);
      if (!p || p.slots.length === 0) throw new Error(`tenant ${tenantId} could not be placed`);
    }
    return build(p);
  };

  const tenant = async (tenantId: string): Promise<TenantShards> => {
    const hit = cache.get(tenantId);
    if (hit && opts.now() - hit.at < opts.ttlMs) return hit.value;
    let pending = loading.get(tenantId);
    if (!pending) {
      pending = load(tenantId).finally(() => loading.delete(tenantId));
      loading.set(tenantId, pending);
    }
    const value = await pending;
    cache.set(tenantId, { at: opts.now(), value });
    return value;
  };

  return {
    tenant,
    data: async (tenantId, id) => (await tenant(tenantId)).forId(id),
    all,
    shard: (name) => handles().get(name)?.rw,
    invalidate: (tenantId) => {
      if (tenantId === undefined) cache.clear();
      else cache.delete(tenantId);
    },
  };
}
