/**
 * The cron's storage collection: R2 objects no artifact row references (a crash between put and
 * record, or retention) after a grace period, and jobs older than RETENTION_DAYS with their rows,
 * shard by shard; the directory's NSA claims expire with them.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import { registry } from "../jobs/registry";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { decodeRows } from "../storage/rows";
import {
  artifacts,
  cnabSequenceClaims,
  itemAttempts,
  items,
  jobs,
  opsState,
  retornoFiles,
  webhookAttempts,
  webhookDeliveries,
} from "../storage/schema";
import { eachData, eachRow, liveOn, type RowFailed } from "./rows";

/** An object younger than this may still be about to be recorded: never collect it. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const FINAL: ("completed" | "partially_completed" | "failed")[] = [
  "completed",
  "partially_completed",
  "failed",
];

/** The tenant an artifact key belongs to: `t/<tenant>/…` (see `artifactKey`). */
function tenantOfKey(key: string): string | null {
  const m = /^t\/([^/]+)\//.exec(key);
  return m?.[1] ?? null;
}

export async function collectOrphans(svc: Services, now: number): Promise<number> {
  const { db } = svc.directory;
  const state = await db
    .select({ value: opsState.value })
    .from(opsState)
    .where(eq(opsState.key, "orphan_cursor"))
    .get();
  const page = await svc.blobs.list({
    prefix: "t/",
    limit: 500,
    ...(state?.value ? { cursor: state.value } : {}),
  });
  const candidates = page.objects
    .filter((o) => o.uploaded.getTime() < now - ORPHAN_GRACE_MS)
    .map((o) => o.key);
  let deleted = 0;
  if (candidates.length > 0) {
    // Each key names its tenant, whose shards say whether an artifact still references it (every
    // shard the tenant is on: a key is kept if any of them does).
    const byData = new Map<string, { data: DataDb; keys: string[] }>();
    const shardsOf = new Map<string, readonly DataDb[]>();
    for (const key of candidates) {
      const tenant = tenantOfKey(key);
      let list = tenant ? shardsOf.get(tenant) : svc.allData();
      if (!list && tenant) {
        list = await svc.tenantData(tenant).then(
          (t) => t.shards,
          () => svc.allData(),
        );
        shardsOf.set(tenant, list);
      }
      for (const data of list ?? svc.allData()) {
        const entry = byData.get(data.name) ?? { data, keys: [] };
        entry.keys.push(key);
        byData.set(data.name, entry);
      }
    }
    const keep = new Set<string>();
    for (const { data, keys } of byData.values()) {
      const referenced = await data.d1
        .prepare("SELECT DISTINCT r2_key FROM artifacts WHERE r2_key IN (SELECT value FROM json_each(?))")
        .bind(JSON.stringify(keys))
        .all();
      for (const r of decodeRows(artifacts, referenced.results, ["r2Key"])) if (r.r2Key) keep.add(r.r2Key);
    }
    const orphans = candidates.filter((k) => !keep.has(k));
    if (orphans.length > 0) await svc.blobs.delete(orphans);
    deleted = orphans.length;
  }
  const next = page.truncated ? page.cursor : "";
  await db
    .insert(opsState)
    .values({ key: "orphan_cursor", value: next, updatedAt: now })
    .onConflictDoUpdate({ target: opsState.key, set: { value: next, updatedAt: now } })
    .run();
  return deleted;
}

/**
 * What retention deletes of a job, in one batch: the tables every kind shares, each kind's own
 * (its module's `retention`), then the job.
 */
function retentionDeletes(data: DataDb, job: { id: string; tenantId: string }) {
  const { db } = data;
  const jobId = job.id;
  return [
    db.delete(itemAttempts).where(eq(itemAttempts.jobId, jobId)),
    db.delete(artifacts).where(eq(artifacts.jobId, jobId)),
    // By job and tenant: a kind's table without a job_id index is searched by its tenant-first key.
    ...Object.values(registry).flatMap((k) =>
      k.retention.map((t) => db.delete(t).where(and(eq(t.jobId, jobId), eq(t.tenantId, job.tenantId)))),
    ),
    db
      .delete(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.deliveryId,
          db
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.jobId, jobId)),
        ),
      ),
    db.delete(webhookDeliveries).where(eq(webhookDeliveries.jobId, jobId)),
    db.delete(items).where(eq(items.jobId, jobId)),
    db.delete(jobs).where(eq(jobs.id, jobId)),
  ] as const;
}

export async function applyRetention(svc: Services, now: number, failed: RowFailed): Promise<number> {
  if (svc.config.RETENTION_DAYS <= 0) return 0;
  // The directory's NSA claims outlive their files by the same period (the counters stay).
  await svc.directory.db
    .delete(cnabSequenceClaims)
    .where(lt(cnabSequenceClaims.createdAt, now - svc.config.RETENTION_DAYS * 86_400_000))
    .run();
  return eachData(svc, async (data) => {
    // Final jobs, whether or not their side effects ever succeeded: retention is about age.
    const old = await data.db
      .select({ id: jobs.id, tenantId: jobs.tenantId })
      .from(jobs)
      .where(
        and(lt(jobs.createdAt, now - svc.config.RETENTION_DAYS * 86_400_000), inArray(jobs.status, FINAL)),
      )
      .limit(20)
      .all();
    return eachRow(await liveOn(svc, data, old), failed, async (j) => {
      await data.db.batch(retentionDeletes(data, j));
      // A retorno's dedupe hash is in the directory: the same file uploaded again is a new job.
      await svc.directory.db
        .delete(retornoFiles)
        .where(and(eq(retornoFiles.tenantId, j.tenantId), eq(retornoFiles.jobId, j.id)))
        .run();
    });
  });
}
