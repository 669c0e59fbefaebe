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
 * Steps 1–4 and 7 run on every data shard in turn and touch only the rows live and writable there
 * (./rows.ts): a move's leftover copy and a slot being moved are left alone. 5, 6 and 8 read the
 * directory (and ask each key's tenant's shards, for 6). Collection and retention: ./retention.ts.
 *
 * No row and no step can stop the run: each row's work is isolated (a failure is logged with the
 * row's id and skipped), and so is each step, so one poisoned job never stops idempotency expiry,
 * orphan collection or retention for every other tenant.
 */

import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { resumeRegistrations } from "../connectors/resume";
import { scheduleSettled } from "../connectors/settle";
import { resealCredentials } from "../connectors/store";
import { failItems } from "../jobs/core/fail";
import { finalizeJob, runFinalEffects } from "../jobs/core/finalize";
import { checkFault } from "../platform/faults";
import type { Services } from "../services";
import { items, jobs } from "../storage/schema";
import { gateLimits } from "../tenants/directory";
import { resealSecrets } from "../webhooks/endpoints";
import { resumeStalled } from "./resume";
import { applyRetention, collectOrphans } from "./retention";
import { eachData, eachRow, liveOn, type RowFailed } from "./rows";

export { ORPHAN_GRACE_MS } from "./retention";

const PAGE = 100;

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
  credentials_resealed: number;
  /** Bank and PSP registrations sent again or failed over to CNAB. */
  registrations_resumed: number;
  settled_queried: number;
  /** Rows or steps that failed this run (logged with their step and id, then skipped). */
  errors: number;
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
    return eachRow(await liveOn(svc, data, late), failed, async (j) => {
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
    for (const r of await liveOn(svc, data, stuck)) {
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
      .all()
      .then((rows) => liveOn(svc, data, rows));
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
      .select({ id: jobs.id, tenantId: jobs.tenantId })
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
    return eachRow(await liveOn(svc, data, due), failed, (j) => runFinalEffects(svc, data, j.id));
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
  ["credentials_resealed", (svc) => resealCredentials(svc)],
  ["registrations_resumed", (svc, now) => resumeRegistrations(svc, now)],
  // Settled titles by query, every SETTLE_EVERY_MINUTES (a connection whose API lists them).
  [
    "settled_queried",
    (svc, now) =>
      Math.floor(now / 60_000) % svc.config.SETTLE_EVERY_MINUTES === 0
        ? scheduleSettled(svc, now)
        : Promise.resolve(0),
  ],
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
    credentials_resealed: 0,
    registrations_resumed: 0,
    settled_queried: 0,
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

/** The Worker's `scheduled()` handler, with the services src/worker.ts built. */
export async function handleScheduled(svc: Services, scheduledTime: number): Promise<void> {
  const report = await runHousekeeping(svc, scheduledTime);
  if (Object.values(report).some((n) => n > 0)) svc.logger.info("housekeeping", { ...report });
}
