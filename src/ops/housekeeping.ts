/**
 * The housekeeping cron (every minute). Each step is bounded (a page of work per run) and
 * idempotent, so a slow or failed run is simply continued by the next one:
 * 1. jobs past their deadline: unfinished items fail with JOB_TIMEOUT, the job is finalized;
 * 2. items stuck in validating/rendering past ITEM_TIMEOUT_SECONDS fail with ITEM_TIMEOUT;
 * 3. jobs still `received` whose admission was lost are handed to the gate again, and work that
 *    stalled (a lost message) is re-sent — see resume.ts;
 * 4. final jobs whose side effects did not complete run them again;
 * 5. expired idempotency keys are dropped from the tenants' gates;
 * 6. R2 objects no artifact row references (a crash between put and record, or retention) are
 *    deleted after a grace period;
 * 7. jobs older than RETENTION_DAYS are deleted with their rows (their objects then go in 6);
 * 8. stored webhook secrets not sealed under the current key (after a rotation) are sealed again.
 *
 * No row and no step can stop the run: each row's work is isolated (a failure is logged with the
 * row's id and skipped), and so is each step, so one poisoned job never stops idempotency expiry,
 * orphan collection or retention for every other tenant.
 */

import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { services } from "../context";
import { failItems } from "../jobs/core/fail";
import { finalizeJob, runFinalEffects } from "../jobs/core/finalize";
import { registry } from "../jobs/registry";
import { checkFault } from "../platform/faults";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { decodeRows } from "../storage/rows";
import {
  artifacts,
  itemAttempts,
  items,
  jobs,
  opsState,
  webhookAttempts,
  webhookDeliveries,
} from "../storage/schema";
import { gateLimits } from "../tenants/directory";
import { resealSecrets } from "../webhooks/endpoints";
import { resumeStalled } from "./resume";

const PAGE = 100;
/** An object younger than this may still be about to be recorded: never collect it. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

export interface HousekeepingReport {
  jobs_timed_out: number;
  items_timed_out: number;
  jobs_readmitted: number;
  messages_resent: number;
  effects_rerun: number;
  idempotency_keys_expired: number;
  orphans_deleted: number;
  jobs_deleted: number;
  secrets_resealed: number;
  /** Rows or steps that failed this run (logged with their step and id, then skipped). */
  errors: number;
}

/** Called when one row's work fails: the row is skipped, the step goes on. */
type RowFailed = (rowId: string, error: unknown) => void;

/** Runs `work` for each row; a row that throws is reported and skipped. */
async function eachRow<T extends { id: string }>(
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

/** Each data database in turn: a step's work is per database (a tenant's rows live in one). */
async function eachData(svc: Services, work: (data: DataDb) => Promise<number>): Promise<number> {
  let n = 0;
  for (const data of svc.allData()) n += await work(data);
  return n;
}

const RUNNING: ("validating" | "processing")[] = ["validating", "processing"];
const FINAL: ("completed" | "partially_completed" | "failed")[] = [
  "completed",
  "partially_completed",
  "failed",
];

async function timeOutJobs(svc: Services, now: number, failed: RowFailed): Promise<number> {
  return eachData(svc, async (data) => {
    const late = await data.db
      .select({ id: jobs.id, tenantId: jobs.tenantId })
      .from(jobs)
      .where(and(inArray(jobs.status, RUNNING), lt(jobs.deadlineAt, now)))
      .limit(PAGE)
      .all();
    return eachRow(late, failed, async (j) => {
      const refs = await data.db
        .select({ id: items.id, attempt: items.attempt })
        .from(items)
        .where(and(eq(items.jobId, j.id), inArray(items.status, ["pending", "validating", "rendering"])))
        .all();
      await failItems(svc, j.id, j.tenantId, refs, {
        code: "JOB_TIMEOUT",
        message: `the job did not finish within ${svc.config.JOB_TIMEOUT_SECONDS} s`,
      });
      await finalizeJob(svc, data, j.id);
    });
  });
}

async function timeOutItems(svc: Services, now: number, failed: RowFailed): Promise<number> {
  return eachData(svc, async (data) => {
    const stuck = await data.db
      .select({ id: items.id, attempt: items.attempt, jobId: items.jobId, tenantId: items.tenantId })
      .from(items)
      .where(
        and(
          inArray(items.status, ["validating", "rendering"]),
          lt(items.startedAt, now - svc.config.ITEM_TIMEOUT_SECONDS * 1000),
        ),
      )
      .limit(PAGE)
      .all();
    const byJob = new Map<string, { tenant: string; refs: { id: string; attempt: number }[] }>();
    for (const r of stuck) {
      const entry = byJob.get(r.jobId) ?? { tenant: r.tenantId, refs: [] };
      entry.refs.push({ id: r.id, attempt: r.attempt });
      byJob.set(r.jobId, entry);
    }
    const jobsOf = [...byJob].map(([id, e]) => ({ id, ...e }));
    await eachRow(jobsOf, failed, async (e) => {
      await failItems(svc, e.id, e.tenant, e.refs, {
        code: "ITEM_TIMEOUT",
        message: `the item did not finish within ${svc.config.ITEM_TIMEOUT_SECONDS} s`,
      });
    });
    return stuck.length;
  });
}

async function readmitLost(svc: Services, now: number, failed: RowFailed): Promise<number> {
  return eachData(svc, async (data) => {
    const lost = await data.db
      .select({ id: jobs.id, tenantId: jobs.tenantId })
      .from(jobs)
      .where(and(eq(jobs.status, "received"), lt(jobs.createdAt, now - 2 * 60_000)))
      .limit(PAGE)
      .all();
    // The tenants' limits are in the directory; a job whose tenant is gone is not readmitted.
    const limits = await gateLimits(svc.directory, [...new Set(lost.map((j) => j.tenantId))]);
    const known = lost.flatMap((j) => {
      const l = limits.get(j.tenantId);
      return l ? [{ ...j, limits: l }] : [];
    });
    return eachRow(known, failed, async (j) => {
      await svc.gate(j.tenantId).admit(j.id, now, j.limits);
    });
  });
}

async function rerunEffects(svc: Services, now: number, failed: RowFailed): Promise<number> {
  // Jobs whose effects failed wait for their backoff (final_effects_retry_at) and come last, so a
  // few that keep failing never take the page from the others.
  return eachData(svc, async (data) => {
    const due = await data.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.status, FINAL),
          isNull(jobs.finalEffectsAt),
          lt(jobs.finishedAt, now - 60_000),
          or(isNull(jobs.finalEffectsRetryAt), lte(jobs.finalEffectsRetryAt, now)),
        ),
      )
      .orderBy(jobs.finalEffectsAttempts, jobs.finishedAt)
      .limit(PAGE)
      .all();
    return eachRow(due, failed, (j) => runFinalEffects(svc, data, j.id));
  });
}

async function expireIdempotencyKeys(svc: Services, now: number, failed: RowFailed): Promise<number> {
  // Only tenants that created a job recently (two key lifetimes, to be generous) can hold keys.
  const recent = new Set<string>();
  for (const data of svc.allData()) {
    const rows = await data.db
      .selectDistinct({ tenantId: jobs.tenantId })
      .from(jobs)
      .where(
        and(
          gt(jobs.createdAt, now - 2 * svc.config.IDEMPOTENCY_TTL_SECONDS * 1000),
          isNotNull(jobs.idempotencyKey),
        ),
      )
      .limit(1000)
      .all();
    for (const r of rows) recent.add(r.tenantId);
  }
  let n = 0;
  const rows = [...recent].map((id) => ({ id }));
  await eachRow(rows, failed, async (t) => {
    n += await svc.gate(t.id).expireKeys(now);
  });
  return n;
}

/** The tenant an artifact key belongs to: `t/<tenant>/…` (see `artifactKey`). */
function tenantOfKey(key: string): string | null {
  const m = /^t\/([^/]+)\//.exec(key);
  return m?.[1] ?? null;
}

async function collectOrphans(svc: Services, now: number): Promise<number> {
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
    // Each key names its tenant, whose database says whether an artifact still references it.
    const byData = new Map<DataDb, string[]>();
    for (const key of candidates) {
      const tenant = tenantOfKey(key);
      for (const data of tenant ? [svc.data(tenant)] : svc.allData())
        byData.set(data, [...(byData.get(data) ?? []), key]);
    }
    const keep = new Set<string>();
    for (const [data, keys] of byData) {
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
function retentionDeletes(data: DataDb, jobId: string) {
  const { db } = data;
  return [
    db.delete(itemAttempts).where(eq(itemAttempts.jobId, jobId)),
    db.delete(artifacts).where(eq(artifacts.jobId, jobId)),
    ...Object.values(registry).flatMap((k) => k.retention.map((t) => db.delete(t).where(eq(t.jobId, jobId)))),
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

async function applyRetention(svc: Services, now: number, failed: RowFailed): Promise<number> {
  if (svc.config.RETENTION_DAYS <= 0) return 0;
  return eachData(svc, async (data) => {
    // Final jobs, whether or not their side effects ever succeeded: retention is about age.
    const old = await data.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(lt(jobs.createdAt, now - svc.config.RETENTION_DAYS * 86_400_000), inArray(jobs.status, FINAL)),
      )
      .limit(20)
      .all();
    return eachRow(old, failed, async (j) => {
      await data.db.batch(retentionDeletes(data, j.id));
    });
  });
}

type Step = (svc: Services, now: number, failed: RowFailed) => Promise<number>;

const STEPS: [keyof Omit<HousekeepingReport, "errors">, Step][] = [
  ["jobs_timed_out", timeOutJobs],
  ["items_timed_out", timeOutItems],
  ["jobs_readmitted", readmitLost],
  ["messages_resent", (svc, now) => resumeStalled(svc, now)],
  ["effects_rerun", rerunEffects],
  ["idempotency_keys_expired", expireIdempotencyKeys],
  ["orphans_deleted", (svc, now) => collectOrphans(svc, now)],
  ["jobs_deleted", applyRetention],
  ["secrets_resealed", (svc) => resealSecrets(svc)],
];

/** One housekeeping pass; returns what it did. Never throws: failures are counted and logged. */
export async function runHousekeeping(svc: Services, now: number): Promise<HousekeepingReport> {
  const report: HousekeepingReport = {
    jobs_timed_out: 0,
    items_timed_out: 0,
    jobs_readmitted: 0,
    messages_resent: 0,
    effects_rerun: 0,
    idempotency_keys_expired: 0,
    orphans_deleted: 0,
    jobs_deleted: 0,
    secrets_resealed: 0,
    errors: 0,
  };
  for (const [name, step] of STEPS) {
    const failed: RowFailed = (rowId, error) => {
      report.errors++;
      svc.logger.error("housekeeping: a row failed; skipped", { step: name, row_id: rowId, error });
    };
    try {
      checkFault("housekeeping.step");
      report[name] = await step(svc, now, failed);
    } catch (error) {
      report.errors++;
      svc.logger.error("housekeeping: a step failed; the others go on", { step: name, error });
    }
  }
  return report;
}

export async function handleScheduled(env: Env, scheduledTime: number): Promise<void> {
  const svc = services(env);
  const report = await runHousekeeping(svc, scheduledTime);
  if (Object.values(report).some((n) => n > 0)) svc.logger.info("housekeeping", { ...report });
}
