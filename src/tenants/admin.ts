/**
 * Tenants and API keys (operator actions behind `/v1/admin`). Keys are random, shown once, and
 * stored only as their sha256; revoking sets `revoked_at` (the row stays for the audit).
 */
import { and, eq, isNull } from "drizzle-orm";
import { sha256Hex } from "../platform/crypto";
import { newId, randomToken } from "../platform/ids";
import type { Services } from "../services";
import { runBatch } from "../storage/db";
import { apiKeys, auditEvents, tenants } from "../storage/schema";
import { chooseShard, firstSlot } from "./placement";

export interface TenantLimits {
  max_concurrent_jobs: number;
  max_pending_jobs: number;
  max_items_per_job: number;
  rate_limit_per_minute: number;
}

export interface NewKey {
  id: string;
  key: string;
  prefix: string;
  name: string;
}

async function mintKey(svc: Services, tenantId: string, name: string) {
  const key = `lote_${svc.config.isProduction ? "live" : "test"}_${randomToken(24)}`;
  const id = newId("key", svc.clock.now());
  const row = {
    id,
    tenantId,
    name,
    prefix: key.slice(0, 14),
    keyHash: await sha256Hex(key),
    createdAt: svc.clock.now(),
  };
  return { row, key: { id, key, prefix: row.prefix, name } satisfies NewKey };
}

/** Creates a tenant with limits (defaults from config) and its first API key. */
export async function createTenant(
  svc: Services,
  input: { name: string; limits?: Partial<TenantLimits>; shard?: string },
): Promise<{ tenant_id: string; name: string; limits: TenantLimits; api_key: NewKey; shard: string }> {
  const c = svc.config;
  const limits: TenantLimits = {
    max_concurrent_jobs: input.limits?.max_concurrent_jobs ?? c.DEFAULT_MAX_CONCURRENT_JOBS,
    max_pending_jobs: input.limits?.max_pending_jobs ?? c.DEFAULT_MAX_PENDING_JOBS,
    max_items_per_job: Math.min(input.limits?.max_items_per_job ?? c.MAX_ITEMS_PER_JOB, c.MAX_ITEMS_PER_JOB),
    rate_limit_per_minute: input.limits?.rate_limit_per_minute ?? c.DEFAULT_RATE_LIMIT_PER_MINUTE,
  };
  const tenantId = newId("ten", svc.clock.now());
  const { row, key } = await mintKey(svc, tenantId, "default");
  const now = svc.clock.now();
  // Its data goes to the shard named, else the emptiest open one (slot 0, the write slot).
  const shard = await chooseShard(svc.directory, svc.allData(), now, input.shard);
  await runBatch(svc.directory.db, [
    svc.directory.db.insert(tenants).values({
      id: tenantId,
      name: input.name,
      maxConcurrentJobs: limits.max_concurrent_jobs,
      maxPendingJobs: limits.max_pending_jobs,
      maxItemsPerJob: limits.max_items_per_job,
      rateLimitPerMinute: limits.rate_limit_per_minute,
      createdAt: now,
    }),
    svc.directory.db.insert(apiKeys).values(row),
    svc.directory.db.insert(auditEvents).values({
      id: newId("aud", now),
      tenantId,
      actor: "admin",
      action: "tenant.created",
      subject: tenantId,
      details: { name: input.name, limits: { ...limits }, api_key_id: key.id, shard },
      createdAt: now,
    }),
    firstSlot(svc.directory, tenantId, shard, now),
  ]);
  return { tenant_id: tenantId, name: input.name, limits, api_key: key, shard };
}

/** Mints another API key for a tenant; null when the tenant does not exist. */
export async function createApiKey(svc: Services, tenantId: string, name: string): Promise<NewKey | null> {
  const t = await svc.directory.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get();
  if (!t) return null;
  const { row, key } = await mintKey(svc, tenantId, name);
  const now = svc.clock.now();
  await runBatch(svc.directory.db, [
    svc.directory.db.insert(apiKeys).values(row),
    svc.directory.db.insert(auditEvents).values({
      id: newId("aud", now),
      tenantId,
      actor: "admin",
      action: "api_key.created",
      subject: key.id,
      details: { name },
      createdAt: now,
    }),
  ]);
  return key;
}

/** Revokes a key at once (the next request with it is 401). False when no such active key. */
export async function revokeApiKey(svc: Services, tenantId: string, keyId: string): Promise<boolean> {
  const now = svc.clock.now();
  const res = await svc.directory.db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (res.length === 0) return false;
  await svc.directory.db.insert(auditEvents).values({
    id: newId("aud", now),
    tenantId,
    actor: "admin",
    action: "api_key.revoked",
    subject: keyId,
    createdAt: now,
  });
  return true;
}

/** The tenant with its limits and keys (never the keys themselves). */
export async function getTenant(svc: Services, tenantId: string) {
  const t = await svc.directory.db.select().from(tenants).where(eq(tenants.id, tenantId)).get();
  if (!t) return null;
  const keys = await svc.directory.db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.tenantId, tenantId))
    .all();
  return { tenant: t, keys };
}

/**
 * Changes a tenant's limits and/or status (`disabled` refuses its keys at once; jobs already
 * accepted finish). Returns false when there is no such tenant.
 */
export async function updateTenant(
  svc: Services,
  tenantId: string,
  input: { limits?: Partial<TenantLimits>; status?: "active" | "disabled"; name?: string },
): Promise<boolean> {
  const set: Partial<typeof tenants.$inferInsert> = {};
  const l = input.limits ?? {};
  if (l.max_concurrent_jobs !== undefined) set.maxConcurrentJobs = l.max_concurrent_jobs;
  if (l.max_pending_jobs !== undefined) set.maxPendingJobs = l.max_pending_jobs;
  if (l.max_items_per_job !== undefined)
    set.maxItemsPerJob = Math.min(l.max_items_per_job, svc.config.MAX_ITEMS_PER_JOB);
  if (l.rate_limit_per_minute !== undefined) set.rateLimitPerMinute = l.rate_limit_per_minute;
  if (input.status) set.status = input.status;
  if (input.name) set.name = input.name;
  const exists = await svc.directory.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get();
  if (!exists) return false;
  const now = svc.clock.now();
  const stmts = [
    svc.directory.db.insert(auditEvents).values({
      id: newId("aud", now),
      tenantId,
      actor: "admin",
      action: "tenant.updated",
      subject: tenantId,
      details: { ...input },
      createdAt: now,
    }),
  ];
  if (Object.keys(set).length > 0) {
    await runBatch(svc.directory.db, [
      svc.directory.db.update(tenants).set(set).where(eq(tenants.id, tenantId)),
      ...stmts,
    ]);
  } else await runBatch(svc.directory.db, stmts);
  return true;
}
