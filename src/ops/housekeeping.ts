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
 * 7. jobs older than RETENTION_DAYS are deleted with their rows (their objects then go in 6).
 */
import { type Services, services } from "../context";
import { failItems } from "../jobs/boletos/dlq";
import { finalizeJob, runFinalEffects } from "../jobs/finalize";
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
}

async function timeOutJobs(svc: Services, now: number): Promise<number> {
  const jobs = await svc.d1
    .prepare(
      "SELECT id, tenant_id FROM jobs WHERE status IN ('validating', 'processing') AND deadline_at < ? LIMIT ?",
    )
    .bind(now, PAGE)
    .all<{ id: string; tenant_id: string }>();
  for (const j of jobs.results) {
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
  }
  return jobs.results.length;
}

async function timeOutItems(svc: Services, now: number): Promise<number> {
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
  for (const [jobId, e] of byJob) {
    await failItems(svc, jobId, e.tenant, e.refs, {
      code: "ITEM_TIMEOUT",
      message: `the item did not finish within ${svc.config.ITEM_TIMEOUT_SECONDS} s`,
    });
  }
  return stuck.results.length;
}

async function readmitLost(svc: Services, now: number): Promise<number> {
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
  for (const j of jobs.results) {
    await svc.gate(j.tenant_id).admit(j.id, now, {
      maxConcurrentJobs: j.max_concurrent_jobs,
      maxPendingJobs: j.max_pending_jobs,
      rateLimitPerMinute: j.rate_limit_per_minute,
    });
  }
  return jobs.results.length;
}

async function rerunEffects(svc: Services, now: number): Promise<number> {
  const jobs = await svc.d1
    .prepare(
      "SELECT id FROM jobs WHERE status IN ('completed', 'partially_completed', 'failed') AND final_effects_at IS NULL AND finished_at < ? LIMIT ?",
    )
    .bind(now - 60_000, PAGE)
    .all<{ id: string }>();
  for (const j of jobs.results) await runFinalEffects(svc, j.id);
  return jobs.results.length;
}

async function expireIdempotencyKeys(svc: Services, now: number): Promise<number> {
  // Only tenants that created a job recently (two key lifetimes, to be generous) can hold keys.
  const tenants = await svc.d1
    .prepare(
      "SELECT DISTINCT tenant_id FROM jobs WHERE created_at > ? AND idempotency_key IS NOT NULL LIMIT 1000",
    )
    .bind(now - 2 * svc.config.IDEMPOTENCY_TTL_SECONDS * 1000)
    .all<{ tenant_id: string }>();
  let n = 0;
  for (const t of tenants.results) n += await svc.gate(t.tenant_id).expireKeys(now);
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

async function applyRetention(svc: Services, now: number): Promise<number> {
  if (svc.config.RETENTION_DAYS <= 0) return 0;
  const old = await svc.d1
    .prepare(
      "SELECT id FROM jobs WHERE created_at < ? AND status IN ('completed', 'partially_completed', 'failed') AND final_effects_at IS NOT NULL LIMIT 20",
    )
    .bind(now - svc.config.RETENTION_DAYS * 86_400_000)
    .all<{ id: string }>();
  for (const j of old.results) {
    await svc.d1.batch(
      [
        "DELETE FROM item_attempts WHERE job_id = ?1",
        "DELETE FROM external_ids WHERE job_id = ?1",
        "DELETE FROM artifacts WHERE job_id = ?1",
        "DELETE FROM retorno_entries WHERE job_id = ?1",
        "DELETE FROM cnab_files WHERE job_id = ?1",
        "DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE job_id = ?1)",
        "DELETE FROM webhook_deliveries WHERE job_id = ?1",
        "DELETE FROM items WHERE job_id = ?1",
        "DELETE FROM jobs WHERE id = ?1",
      ].map((q) => svc.d1.prepare(q).bind(j.id)),
    );
  }
  return old.results.length;
}

/** One housekeeping pass; returns what it did. */
export async function runHousekeeping(svc: Services, now: number): Promise<HousekeepingReport> {
  return {
    jobs_timed_out: await timeOutJobs(svc, now),
    items_timed_out: await timeOutItems(svc, now),
    jobs_readmitted: await readmitLost(svc, now),
    messages_resent: await resumeStalled(svc, now),
    effects_rerun: await rerunEffects(svc, now),
    idempotency_keys_expired: await expireIdempotencyKeys(svc, now),
    orphans_deleted: await collectOrphans(svc, now),
    jobs_deleted: await applyRetention(svc, now),
  };
}

export async function handleScheduled(env: Env, scheduledTime: number): Promise<void> {
  const svc = services(env);
  const report = await runHousekeeping(svc, scheduledTime);
  if (Object.values(report).some((n) => n > 0)) svc.logger.info("housekeeping", { ...report });
}
