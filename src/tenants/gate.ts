/**
 * TenantGate — one Durable Object per tenant. Decisions that must be serialised per tenant live
 * here, in the object's SQLite storage:
 * - idempotency keys (24 h): replay, mismatch (422), in progress (409);
 * - the rate limit (token bucket, `429` + `Retry-After`);
 * - admission: at most `max_concurrent_jobs` jobs run at once; the rest wait in arrival order,
 *   up to `max_pending_jobs` (beyond that, `429`);
 * - the pause a placement operation (moving a slot, adding one) holds while it drains the tenant;
 * - fair dispatch: the tenant's item messages, at most its share in the queues at once
 *   (./slices.ts).
 * Methods are synchronous over storage between awaits, so each decision is atomic.
 */
import { DurableObject } from "cloudflare:workers";
import { finalJobIds } from "../jobs/core/job-store";
import { startJob } from "../jobs/start";
import { expectExpress, isBulkSlice } from "../platform/express";
import { checkFault, TransientError } from "../platform/faults";
import { SLICE_LEASE_MS, taskLimits } from "../platform/limits";
import type { Services } from "../services";
import { type Send, SliceBook, type SliceQueue } from "./slices";

export interface GateLimits {
  maxConcurrentJobs: number;
  maxPendingJobs: number;
  rateLimitPerMinute: number;
}

export type BeginResult =
  | { kind: "proceed"; reservation: string }
  | { kind: "replay"; status: number; body: string; headers: Record<string, string> }
  | { kind: "mismatch" }
  | { kind: "in_progress" }
  | { kind: "rate_limited"; retryAfter: number }
  | { kind: "too_many_pending"; retryAfter: number };

/** An idempotency key whose first request never completed is taken over after this long. */
const STALE_LOCK_MS = 60_000;
const RETRY_START_MS = 5_000;
const RECONCILE_MS = 60_000;
/** A send of slices the queue refused is tried again this soon. */
const RESEND_MS = 2_000;

export class TenantGate extends DurableObject<Env> {
  private sql: SqlStorage;
  private limits: GateLimits | undefined;
  /** The services, from the composition root (src/worker.ts, {@link gateClass}): clock, data, logger. */
  private readonly svc: Services;
  /** Jobs this instance is starting right now (schedule runs their starts in the background). */
  private readonly starting = new Set<string>();
  /** The tenant's slices waiting for their turn in the queues (fair dispatch). */
  private readonly slices: SliceBook;
  /**
   * The alarm as this instance last set it (null: none), so the pump after every finished slice
   * does not read it back from storage; undefined until known, and again while an alarm runs.
   */
  private alarmAt: number | null | undefined;

  constructor(ctx: DurableObjectState, env: Env, svc: Services) {
    super(ctx, env);
    this.svc = svc;
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS idem (
      key TEXT PRIMARY KEY, request_hash TEXT NOT NULL, state TEXT NOT NULL, status INTEGER,
      body TEXT, headers TEXT, job_id TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS slots (
      job_id TEXT PRIMARY KEY, state TEXT NOT NULL, seq INTEGER NOT NULL, enqueued_at INTEGER NOT NULL,
      started_at INTEGER, confirmed INTEGER NOT NULL DEFAULT 0)`);
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS rate (id INTEGER PRIMARY KEY, tokens REAL NOT NULL, at INTEGER NOT NULL)`,
    );
    this.sql.exec(`CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)`);
    this.slices = new SliceBook(this.sql, (task) =>
      taskLimits(
        { deployment: this.svc.config.TASK_LIMITS, tenants: this.svc.config.TENANT_TASK_LIMITS },
        this.tenantId(),
        task,
      ),
    );
  }

  /**
   * Fair dispatch: keeps `bodies` (item messages of `queue`) and sends what the tenant's share
   * allows now; the rest goes as earlier slices finish ({@link slicesDone}) or lapse.
   */
  async dispatch(
    queue: SliceQueue,
    bodies: readonly object[],
    now: number,
  ): Promise<{ ok: true; express: Record<SliceQueue, number> } | { ok: false; error: string }> {
    const rows = this.slices.add(queue, bodies);
    // What this pump sends unmarked (the tenant's backlog is short): the caller tells its isolate's
    // consumers to expect it (src/platform/express.ts).
    const express: Record<SliceQueue, number> = { jobs: 0, render: 0 };
    const send: Send = async (q, sent) => {
      await this.send(q, sent);
      express[q] += sent.filter((b) => !isBulkSlice(b)).length;
    };
    try {
      const wake = await this.slices.pump(now, send);
      if (wake !== null) await this.wakeBy(wake);
      return { ok: true, express };
    } catch (e) {
      // The queue refused them: all or nothing, as a direct send — the caller retries its work
      // (which sends again), so these rows must not be sent as well. Said in the answer, not
      // thrown: the caller turns it into its own retryable error.
      this.slices.drop(rows);
      await this.wakeBy(now + RESEND_MS);
      return { ok: false, error: (e as Error).message };
    }
  }

  /** Sends bodies to one of the shared queues (the `queue.send` fault point, as sendInBatches). */
  private readonly send = async (queue: SliceQueue, bodies: readonly object[]): Promise<void> => {
    checkFault("queue.send");
    await this.svc.queues[queue].sendBatch(bodies.map((body) => ({ body, contentType: "json" as const })));
  };

  /** Consumers finished these slices (ids as their messages carried them): release the next ones. */
  async slicesDone(ids: readonly string[], now: number): Promise<void> {
    this.slices.done(ids);
    await this.pumpSlices(now);
  }

  /** What the tenant's slices hold (waiting in the gate, in flight per task type): for tests. */
  sliceStats(now: number): { waiting: number; inFlight: Record<string, number> } {
    return { waiting: this.slices.waiting(), inFlight: this.slices.inFlight(now) };
  }

  /** Sends what has a slot; wakes the alarm for what must wait (a lease to lapse, a refused send). */
  private async pumpSlices(now: number): Promise<void> {
    let wake: number | null;
    try {
      wake = await this.slices.pump(now, this.send);
    } catch (e) {
      this.svc.logger.warn("sending slices failed; will retry", { error: e });
      wake = now + RESEND_MS;
    }
    if (wake !== null) await this.wakeBy(wake);
  }

  /** Moves the alarm earlier to `at` (never later: the alarm serves job starts too). */
  private async wakeBy(at: number): Promise<void> {
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm();
    if (this.alarmAt === null || this.alarmAt > at) await this.setAlarm(at);
  }

  /** Sets the alarm, remembering when it is. */
  private async setAlarm(at: number): Promise<void> {
    await this.ctx.storage.setAlarm(at);
    this.alarmAt = at;
  }

  /** Token bucket: `rateLimitPerMinute` requests per minute, bursts up to the same number. */
  rateCheck(limits: GateLimits, now: number, cost = 1): { ok: boolean; retryAfter: number } {
    this.remember(limits);
    const cap = Math.max(1, limits.rateLimitPerMinute);
    const perMs = cap / 60_000;
    const row = this.sql
      .exec<{ tokens: number; at: number }>("SELECT tokens, at FROM rate WHERE id = 1")
      .toArray()[0];
    let tokens = row ? Math.min(cap, row.tokens + (now - row.at) * perMs) : cap;
    const ok = tokens >= cost;
    if (ok) tokens -= cost;
    this.sql.exec("INSERT OR REPLACE INTO rate (id, tokens, at) VALUES (1, ?, ?)", tokens, now);
    return { ok, retryAfter: ok ? 0 : Math.max(1, Math.ceil((cost - tokens) / perMs / 1000)) };
  }

  /** First step of creating a job: rate limit, idempotency, pending-jobs limit. */
  begin(input: {
    key: string | null;
    requestHash: string;
    now: number;
    limits: GateLimits;
    ttlMs?: number;
  }): BeginResult {
    const { key, requestHash, now, limits } = input;
    const rate = this.rateCheck(limits, now);
    if (!rate.ok) return { kind: "rate_limited", retryAfter: rate.retryAfter };
    if (key) {
      const row = this.sql
        .exec<{
          request_hash: string;
          state: string;
          status: number;
          body: string;
          headers: string;
          created_at: number;
          expires_at: number;
        }>(
          "SELECT request_hash, state, status, body, headers, created_at, expires_at FROM idem WHERE key = ?",
          key,
        )
        .toArray()[0];
      if (row && row.expires_at <= now) this.sql.exec("DELETE FROM idem WHERE key = ?", key);
      else if (row) {
        if (row.request_hash !== requestHash) return { kind: "mismatch" };
        if (row.state === "done") {
          return { kind: "replay", status: row.status, body: row.body, headers: JSON.parse(row.headers) };
        }
        if (now - row.created_at < STALE_LOCK_MS) return { kind: "in_progress" };
        this.sql.exec("DELETE FROM idem WHERE key = ?", key); // stale lock: the first request died
      }
    }
    // Capacity is max_concurrent_jobs running + max_pending_jobs waiting. The place is reserved here,
    // in the same atomic step as the check, so concurrent requests cannot all pass it before any
    // of their jobs is recorded; `complete` turns the reservation into the job, `abort` frees it.
    this.sql.exec("DELETE FROM slots WHERE state = 'reserved' AND enqueued_at < ?", now - STALE_LOCK_MS);
    const taken = this.count("running") + this.count("waiting") + this.count("reserved");
    if (taken >= limits.maxConcurrentJobs + limits.maxPendingJobs)
      return { kind: "too_many_pending", retryAfter: 30 };
    const reservation = `res:${crypto.randomUUID()}`;
    this.sql.exec(
      "INSERT INTO slots (job_id, state, seq, enqueued_at) VALUES (?, 'reserved', (SELECT COALESCE(MAX(seq), 0) + 1 FROM slots), ?)",
      reservation,
      now,
    );
    if (key) {
      this.sql.exec(
        "INSERT INTO idem (key, request_hash, state, created_at, expires_at) VALUES (?, ?, 'in_progress', ?, ?)",
        key,
        requestHash,
        now,
        now + (input.ttlMs ?? 24 * 3600_000),
      );
    }
    return { kind: "proceed", reservation };
  }

  /** The job is recorded in D1: keep the response for replays and admit the job. */
  async complete(input: {
    key: string | null;
    reservation: string;
    jobId: string;
    status: number;
    body: string;
    headers: Record<string, string>;
    now: number;
    ttlMs: number;
    limits: GateLimits;
  }): Promise<{ started: string[] }> {
    if (input.key) {
      this.sql.exec(
        `UPDATE idem SET state = 'done', status = ?, body = ?, headers = ?, job_id = ?, expires_at = ? WHERE key = ?`,
        input.status,
        input.body,
        JSON.stringify(input.headers),
        input.jobId,
        input.now + input.ttlMs,
        input.key,
      );
    }
    this.sql.exec("DELETE FROM slots WHERE job_id = ? AND state = 'reserved'", input.reservation);
    return this.admit(input.jobId, input.now, input.limits);
  }

  /** Creating the job failed: free the idempotency key so the client can try again. */
  abort(key: string | null, reservation?: string): void {
    if (key) this.sql.exec("DELETE FROM idem WHERE key = ? AND state = 'in_progress'", key);
    if (reservation) this.sql.exec("DELETE FROM slots WHERE job_id = ? AND state = 'reserved'", reservation);
  }

  /** Queues a job for a slot (new job, or a reprocess of a finished one); starts what fits. */
  async admit(jobId: string, now: number, limits: GateLimits): Promise<{ started: string[] }> {
    this.remember(limits);
    const seq = this.sql.exec<{ s: number }>("SELECT COALESCE(MAX(seq), 0) + 1 AS s FROM slots").one().s;
    this.sql.exec(
      "INSERT OR IGNORE INTO slots (job_id, state, seq, enqueued_at) VALUES (?, 'waiting', ?, ?)",
      jobId,
      seq,
      now,
    );
    return this.schedule(now);
  }

  /** A job reached a final state: free its slot and start the next waiting ones. */
  async finished(jobId: string, now: number, limits?: GateLimits): Promise<{ started: string[] }> {
    if (limits) this.remember(limits);
    this.sql.exec("DELETE FROM slots WHERE job_id = ?", jobId);
    return this.schedule(now);
  }

  /**
   * Stops starting jobs (those running go on; new ones still queue up as waiting) until
   * {@link resume} with the same `op`: a placement operation drains the tenant this way.
   */
  pause(op: string): void {
    this.sql.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('paused', ?)", op);
  }

  /** Ends the pause of `op` (another operation's pause stays) and starts what fits. */
  async resume(op: string, now: number): Promise<{ started: string[] }> {
    this.sql.exec("DELETE FROM meta WHERE k = 'paused' AND v = ?", op);
    return this.schedule(now);
  }

  /** The operation pausing the tenant, if any. */
  pausedBy(): string | null {
    return this.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'paused'").toArray()[0]?.v ?? null;
  }

  /** Counts for observability and tests. */
  stats(): { running: number; waiting: number; runningJobs: string[]; waitingJobs: string[] } {
    const rows = this.sql
      .exec<{ job_id: string; state: string }>("SELECT job_id, state FROM slots ORDER BY seq")
      .toArray();
    const runningJobs = rows.filter((r) => r.state === "running").map((r) => r.job_id);
    const waitingJobs = rows.filter((r) => r.state === "waiting").map((r) => r.job_id);
    return { running: runningJobs.length, waiting: waitingJobs.length, runningJobs, waitingJobs };
  }

  /** Drops expired idempotency keys; returns how many. */
  expireKeys(now: number): number {
    const n = this.sql
      .exec<{ n: number }>("SELECT COUNT(*) AS n FROM idem WHERE expires_at <= ?", now)
      .one().n;
    this.sql.exec("DELETE FROM idem WHERE expires_at <= ?", now);
    return n;
  }

  /** The tenant this gate serves: the name its id was made from (`idFromName(tenantId)`). */
  private tenantId(): string {
    const name = this.ctx.id.name;
    if (!name) throw new Error("TenantGate needs its id's name (the tenant id) to reach the tenant's data");
    return name;
  }

  override async alarm(): Promise<void> {
    // This alarm is spent (a retry of a failed run is the runtime's): read it again when needed.
    this.alarmAt = undefined;
    const now = this.svc.clock.now();
    this.expireKeys(now);
    this.sql.exec("DELETE FROM slots WHERE state = 'reserved' AND enqueued_at < ?", now - STALE_LOCK_MS);
    // Self-healing: release slots of jobs that are final in D1 (a lost `finished` call). Whether
    // their side effects ran does not matter: the cron retries those without holding a slot.
    const running = this.stats().runningJobs;
    if (running.length > 0) {
      for (const data of (await this.svc.tenantData(this.tenantId())).shards)
        for (const id of await finalJobIds(data, running))
          this.sql.exec("DELETE FROM slots WHERE job_id = ?", id);
    }
    await this.schedule(now);
    await this.pumpSlices(now);
  }

  private count(state: string): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM slots WHERE state = ?", state).one().n;
  }

  private remember(limits: GateLimits): void {
    this.limits = limits;
    this.sql.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('limits', ?)", JSON.stringify(limits));
  }

  private currentLimits(): GateLimits {
    if (this.limits) return this.limits;
    const row = this.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'limits'").toArray()[0];
    this.limits = row
      ? (JSON.parse(row.v) as GateLimits)
      : { maxConcurrentJobs: 1, maxPendingJobs: 1, rateLimitPerMinute: 60 };
    return this.limits;
  }

  /**
   * Marks waiting jobs running while slots are free (synchronously, so two calls never overfill),
   * then starts every running job not yet confirmed started — in the background: the caller (an
   * accept, a job that just finished) does not wait for the job's first messages. The alarm is
   * set first, so a start that does not complete (a failure, the object going away) is retried.
   */
  private async schedule(now: number): Promise<{ started: string[] }> {
    const { maxConcurrentJobs } = this.currentLimits();
    // Paused (a placement operation drains the tenant): waiting jobs wait.
    let free = this.pausedBy() === null ? maxConcurrentJobs - this.count("running") : 0;
    const waiting = this.sql
      .exec<{ job_id: string }>("SELECT job_id FROM slots WHERE state = 'waiting' ORDER BY seq")
      .toArray();
    for (const w of waiting) {
      if (free <= 0) break;
      this.sql.exec("UPDATE slots SET state = 'running', started_at = ? WHERE job_id = ?", now, w.job_id);
      free--;
    }
    // A start already under way in this instance is not started twice.
    const toStart = this.sql
      .exec<{ job_id: string }>(
        "SELECT job_id FROM slots WHERE state = 'running' AND confirmed = 0 ORDER BY seq",
      )
      .toArray()
      .map((r) => r.job_id)
      .filter((id) => !this.starting.has(id));
    if (toStart.length === 0) {
      await this.idleAlarm(now);
      return { started: [] };
    }
    for (const id of toStart) this.starting.add(id);
    await this.setAlarm(now + RETRY_START_MS);
    this.ctx.waitUntil(this.start(toStart));
    return { started: toStart };
  }

  /** Starts `jobIds` in order, confirming each; a failed start waits for the alarm's retry. */
  private async start(jobIds: string[]): Promise<void> {
    // The job's first slices come back to this object: straight in, not through its own stub.
    const svc: Services = {
      ...this.svc,
      dispatch: async (_tenant, queue, bodies) => {
        const now = this.svc.clock.now();
        const r = await this.dispatch(queue, bodies, now);
        if (!r.ok) throw new TransientError(`fair dispatch: ${r.error}`);
        expectExpress(r.express, now);
      },
    };
    for (const jobId of jobIds) {
      try {
        await startJob(svc, this.tenantId(), jobId);
        this.sql.exec("UPDATE slots SET confirmed = 1 WHERE job_id = ?", jobId);
      } catch (e) {
        this.svc.logger.warn("job start failed; will retry", { job_id: jobId, error: e });
        // An alarm that fired meanwhile may have moved the retry a minute away: bring it back.
        await this.setAlarm(this.svc.clock.now() + RETRY_START_MS);
      } finally {
        this.starting.delete(jobId);
      }
    }
  }

  /** Nothing to start: reconcile running jobs in a minute, else the hourly key expiry. */
  private async idleAlarm(now: number): Promise<void> {
    // Slices waiting for a slot: look again when a lost `slicesDone`'s slot lapses at the latest.
    if (this.slices.waiting() > 0) return this.setAlarm(now + SLICE_LEASE_MS);
    const hasWork = this.count("running") + this.count("waiting") > 0;
    await this.setAlarm(now + (hasWork ? RECONCILE_MS : 3600_000));
  }
}

/**
 * The class the runtime instantiates, with the services `build` makes from its `env` (the
 * composition root's, handed down by src/worker.ts: nothing here imports it).
 * @example export const TenantGate = gateClass(services);
 */
export function gateClass(build: (env: Env) => Services) {
  return class extends TenantGate {
    constructor(ctx: DurableObjectState, env: Env) {
      super(ctx, env, build(env));
    }
  };
}
