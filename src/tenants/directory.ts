/**
 * The directory: deployment-wide rows that are not any one tenant's data — tenants (status,
 * limits) and their API keys. It lives in `svc.directory`, apart from the data databases, so a
 * tenant's data can be placed on any of them while its credentials stay in one place.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DataDb } from "../storage/db";
import { apiKeys, tenants } from "../storage/schema";

/** The active key with this sha256 and its tenant's status and limits, or undefined. */
export async function keyByHash(directory: DataDb, keyHash: string) {
  return directory.db
    .select({
      keyId: apiKeys.id,
      tenantId: apiKeys.tenantId,
      status: tenants.status,
      maxConcurrentJobs: tenants.maxConcurrentJobs,
      maxPendingJobs: tenants.maxPendingJobs,
      maxItemsPerJob: tenants.maxItemsPerJob,
      rateLimitPerMinute: tenants.rateLimitPerMinute,
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .get();
}

/** The gate limits of each of `tenantIds` (the cron readmits their lost jobs with them). */
export async function gateLimits(directory: DataDb, tenantIds: string[]) {
  const out = new Map<
    string,
    { maxConcurrentJobs: number; maxPendingJobs: number; rateLimitPerMinute: number }
  >();
  if (tenantIds.length === 0) return out;
  const rows = await directory.db
    .select({
      id: tenants.id,
      maxConcurrentJobs: tenants.maxConcurrentJobs,
      maxPendingJobs: tenants.maxPendingJobs,
      rateLimitPerMinute: tenants.rateLimitPerMinute,
    })
    .from(tenants)
    .where(inArray(tenants.id, tenantIds))
    .all();
  for (const { id, ...limits } of rows) out.set(id, limits);
  return out;
}

/**
 * Whether a download link issued to `tenantId` (by the key `issuer`, or "" for none) still grants
 * access: the tenant is active and, when a key issued it, that key is the tenant's and not revoked.
 */
export async function linkStillGranted(
  directory: DataDb,
  tenantId: string,
  issuer: string,
): Promise<boolean> {
  const tenant = await directory.db
    .select({ status: tenants.status })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get();
  if (tenant?.status !== "active") return false;
  if (issuer === "") return true;
  const key = await directory.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, issuer), eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
    .get();
  return key !== undefined;
}
