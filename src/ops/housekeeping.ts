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

import { getTableName } from "drizzle-orm";
import { services } from "../context";
import { failItems } from "../jobs/core/fail";
import { finalizeJob, runFinalEffects } from "../jobs/core/finalize";
import { registry } from "../jobs/registry";
import { checkFault } from "../platform/faults";
import type { Services } from "../services";
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

async function timeOutJobs(svc: Services, now: number, failed: RowFailed): Promise<number> {
  const jobs = await svc.d1
    .prepare(
      "SELECT id, tenant_id FROM jobs WHERE status IN ('validating', 'processing') AND deadline_at < ? LIMIT ?",
    )
    .bind(now, PAGE)
    .all<{ id: string; tenant_id: string }>();
  return eachRow(jobs.results, failed, async (j) => {
    const refs = await svc.d1
      .prepare(
        "SELECT id, attempt FROM items WHERE job_id = ? AND status IN ('pending', 'validating', 'rendering')",
      )
      .bind(j.id)
      .all<{ id: string; attempt: number }>();
    await failItems(svc, j.id, j.tenant_id, refs.results, {
      code: "JOB_TIMEOUT",
      message: `the job did not finish within ${svc.config.JOB_TIMEOUT_SECONDS} s`,
    });
    await finalizeJob(svc, j.id);
  });
}

async function timeOutItems(svc: Services, now: number, failed: RowFailed): Promise<number> {
  const stuck = await svc.d1
    .prepare(
      "SELECT id, attempt, job_id, tenant_id FROM items WHERE status IN ('validating', 'rendering') AND started_at < ? LIMIT ?",
    )
    .bind(now - svc.config.ITEM_TIMEOUT_SECONDS * 1000, PAGE)
    .all<{ id: string; attempt: number; job_id: string; tenant_id: string }>();
  const byJob = new Map<string, { tenant: string; refs: { id: string; attempt: number }[] }>();
  for (const r of stuck.results) {
    const entry = byJob.get(r.job_id) ?? { tenant: r.tenant_id, refs: [] };
    entry.refs.push({ id: r.id, attempt: r.attempt });
    byJob.set(r.job_id, entry);
  }
  const jobsOf = [...byJob].map(([id, e]) => ({ id, ...e }));
  await eachRow(jobsOf, failed, async (e) => {
    await failItems(svc, e.id, e.tenant, e.refs, {
      code: "ITEM_TIMEOUT",
      message: `the item did not finish within ${svc.config.ITEM_TIMEOUT_SECONDS} s`,
    });
  });
  return stuck.results.length;
}

async function readmitLost(svc: Services, now: number, failed: RowFailed): Promise<number> {
  const jobs = await svc.d1
    .prepare(
      `SELECT j.id, j.tenant_id, t.max_concurrent_jobs, t.max_pending_jobs, t.rate_limit_per_minute
         FROM jobs j JOIN tenants t ON t.id = j.tenant_id WHERE j.status = 'received' AND j.created_at < ? LIMIT ?`,
    )
    .bind(now - 2 * 60_000, PAGE)
    .all<{
      id: string;
      tenant_id: string;
      max_concurrent_jobs: number;
      max_pending_jobs: number;
      rate_limit_per_minute: number;
    }>();
  return eachRow(jobs.results, failed, async (j) => {
    await svc.gate(j.tenant_id).admit(j.id, now, {
      maxConcurrentJobs: j.max_concurrent_jobs,
      maxPendingJobs: j.max_pending_jobs,
      rateLimitPerMinute: j.rate_limit_per_minute,
    });
  });
}

async function rerunEffects(svc: Services, now: number, failed: RowFailed): Promise<number> {
  // Jobs whose effects failed wait for their backoff (final_effects_retry_at) and come last, so a
  // few that keep failing never take the page from the others.
  const jobs = await svc.d1
    .prepare(
      `SELECT id FROM jobs WHERE status IN ('completed', 'partially_completed', 'failed') AND final_effects_at IS NULL
          AND finished_at < ?1 AND (final_effects_retry_at IS NULL OR final_effects_retry_at <= ?2)
        ORDER BY final_effects_attempts, finished_at LIMIT ?3`,
    )
    .bind(now - 60_000, now, PAGE)
    .all<{ id: string }>();
  return eachRow(jobs.results, failed, (j) => runFinalEffects(svc, j.id));
}

async function expireIdempotencyKeys(svc: Services, now: number, failed: RowFailed): Promise<number> {
  // Only tenants that created a job recently (two key lifetimes, to be generous) can hold keys.
  const tenants = await svc.d1
    .prepare(
      "SELECT DISTINCT tenant_id FROM jobs WHERE created_at > ? AND idempotency_key IS NOT NULL LIMIT 1000",
    )
    .bind(now - 2 * svc.config.IDEMPOTENCY_TTL_SECONDS * 1000)
    .all<{ tenant_id: string }>();
  let n = 0;
  const rows = tenants.results.map((t) => ({ id: t.tenant_id }));
  await eachRow(rows, failed, async (t) => {
    n += await svc.gate(t.id).expireKeys(now);
  });
  return n;
}

async function collectOrphans(svc: Services, now: number): Promise<number> {
  const state = await svc.d1
    .prepare("SELECT value FROM ops_state WHERE key = 'orphan_cursor'")
    .first<{ value: string }>();
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
    const referenced = await svc.d1
      .prepare("SELECT DISTINCT r2_key FROM artifacts WHERE r2_key IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(candidates))
      .all<{ r2_key: string }>();
    const keep = new Set(referenced.results.map((r) => r.r2_key));
    const orphans = candidates.filter((k) => !keep.has(k));
    if (orphans.length > 0) await svc.blobs.delete(orphans);
    deleted = orphans.length;
  }
  const next = page.truncated ? page.cursor : "";
  await svc.d1
    .prepare(
      "INSERT INTO ops_state (key, value, updated_at) VALUES ('orphan_cursor', ?1, ?2) ON CONFLICT (key) DO UPDATE SET value = ?1, updated_at = ?2",
    )
    .bind(next, now)
    .run();
  return deleted;
}

/**
 * What retention deletes of a job, in one batch: the tables every kind shares, each kind's own
 * (its module's `retention`), then the job.
 */
const RETENTION_DELETES = [
  "DELETE FROM item_attempts WHERE job_id = ?1",
  "DELETE FROM artifacts WHERE job_id = ?1",
  ...Object.values(registry).flatMap((k) =>
    k.retention.map((t) => `DELETE FROM ${getTableName(t)} WHERE job_id = ?1`),
  ),
  "DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE job_id = ?1)",
  "DELETE FROM webhook_deliveries WHERE job_id = ?1",
  "DELETE FROM items WHERE job_id = ?1",
  "DELETE FROM jobs WHERE id = ?1",
];

async function applyRetention(svc: Services, now: number, failed: RowFailed): Promise<number> {
  if (svc.config.RETENTION_DAYS <= 0) return 0;
  const old = await svc.d1
    .prepare(
      // Final jobs, whether or not their side effects ever succeeded: retention is about age.
      "SELECT id FROM jobs WHERE created_at < ? AND status IN ('completed', 'partially_completed', 'failed') LIMIT 20",
    )
    .bind(now - svc.config.RETENTION_DAYS * 86_400_000)
    .all<{ id: string }>();
  return eachRow(old.results, failed, async (j) => {
    await svc.d1.batch(RETENTION_DELETES.map((q) => svc.d1.prepare(q).bind(j.id)));
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
