/**
 * Fair dispatch, the tenant gate's half: a tenant's item messages ("slices": a chunk of items to
 * validate, or to render) wait in the gate's storage and go to the shared queues only while the
 * tenant holds fewer than its share of them in flight (per task type, src/platform/limits.ts).
 * A consumer that finishes a slice gives its slot back ({@link SliceBook.done}), which releases
 * the tenant's next one — at the tail of the queue, behind whatever other tenants queued
 * meanwhile. So the queues hold at most `share` messages of each tenant with work, served first
 * in first out: round-robin over the tenants, whatever their backlogs.
 *
 * No lost work: a slice leaves storage only after the queue accepted it; from then on the
 * queue's at-least-once delivery (retries, dead-letter queue) owns it. A crash between the send
 * and the delete sends it again, which the consumers already tolerate (every write is conditional
 * on the item's state and attempt). A slot whose `done` never comes (a consumer died, a message
 * waiting out its retry backoff) lapses after its lease, so the share can never leak away.
 *
 * The slot accounting is the pace of src/platform/pacer.ts, as for a bank connection.
 */
import type { TaskType } from "../platform/limits";
import { acquire, NEW_PACE, type PaceLimits, type PaceState, release } from "../platform/pacer";

export type SliceQueue = "jobs" | "render";

/** A message as the gate queues it: the kind's body plus the slot it holds (`task:row`). */
export type Sliced<M> = M & { slice?: string; bulk?: true };

/** The task type of a queue's item messages. */
export const TASK_OF: Readonly<Record<SliceQueue, TaskType>> = { jobs: "validate", render: "pdf" };

/**
 * Back-pressure between a tenant's two steps: its next validation slice waits while more than this
 * many shares of its render slices wait in the gate. Validation is cheaper than rendering, so
 * unchecked it would run far ahead, spending the CPU other tenants' rendering needs on items that
 * then only wait; its slot comes back as the render slices drain (each `slicesDone` pumps).
 */
const RENDER_AHEAD = 4;

/** Waiting slices of one task type past which a tenant counts as bulk ({@link SliceBook.shareOf}). */
const BULK_BACKLOG = 8;
/** A bulk tenant's share is its limit divided by this (at least 1). */
const BULK_DIVISOR = 2;

/** Sends bodies to a queue (≤ 100 a call); throws when the queue refused them. */
export type Send = (queue: SliceQueue, bodies: readonly object[]) => Promise<void>;

type Waiting = {
  id: number;
  task: TaskType;
  queue: SliceQueue;
  body: string;
};

/** A slice picked to go, and whether its tenant counts as bulk (consumers take those last). */
type Picked = Waiting & { bulk: boolean };

/** The slices of one tenant, in its gate's SQLite storage. */
export class SliceBook {
  /** Rows being sent right now by this instance (so two pumps never send one twice). */
  private readonly sending = new Set<number>();

  constructor(
    private readonly sql: SqlStorage,
    /** The tenant's limits per task type (TASK_LIMITS, TENANT_TASK_LIMITS), read at each decision. */
    private readonly limitsOf: (task: TaskType) => PaceLimits,
  ) {
    sql.exec(`CREATE TABLE IF NOT EXISTS slices (
      id INTEGER PRIMARY KEY AUTOINCREMENT, task TEXT NOT NULL, queue TEXT NOT NULL, body TEXT NOT NULL)`);
    sql.exec("CREATE INDEX IF NOT EXISTS slices_task ON slices (task, id)");
    sql.exec("CREATE TABLE IF NOT EXISTS paces (task TEXT PRIMARY KEY, state TEXT NOT NULL)");
  }

  /** Stores `bodies` as slices of `queue`, in order; returns their rows. */
  add(queue: SliceQueue, bodies: readonly object[]): number[] {
    const task = TASK_OF[queue];
    return bodies.map(
      (b) =>
        this.sql
          .exec<{ id: number }>(
            "INSERT INTO slices (task, queue, body) VALUES (?, ?, ?) RETURNING id",
            task,
            queue,
            JSON.stringify(b),
          )
          .one().id,
    );
  }

  /** Forgets rows not sent yet (a dispatch whose caller is told it failed and will send again). */
  drop(ids: readonly number[]): void {
    for (const id of ids) this.sql.exec("DELETE FROM slices WHERE id = ?", id);
  }

  /** Gives back the slots of finished slices (ids as the messages carried them). */
  done(ids: readonly string[]): void {
    const byTask = new Map<string, string[]>();
    for (const id of ids) {
      const task = id.split(":")[0] as string;
      byTask.set(task, [...(byTask.get(task) ?? []), id]);
    }
    for (const [task, list] of byTask) {
      let s = this.pace(task);
      for (const id of list) s = release(s, id);
      this.save(task, s);
    }
  }

  /** Slices waiting for a slot (not counting those being sent). */
  waiting(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM slices").one().n - this.sending.size;
  }

  /** Slots in flight per task type (for stats and tests), lapsed ones left out. */
  inFlight(now: number): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of this.sql.exec<{ task: string; state: string }>("SELECT task, state FROM paces")) {
      const slots = (JSON.parse(r.state) as PaceState).slots;
      out[r.task] = Object.values(slots).filter((until) => until > now).length;
    }
    return out;
  }

  /**
   * Sends every waiting slice that has a slot now, in arrival order per task type; returns when
   * to look again (epoch ms: the first lease to lapse, or a retry after a refused send), or null
   * when nothing waits.
   */
  async pump(now: number, send: Send): Promise<number | null> {
    const picked: Picked[] = [];
    let wake: number | null = null;
    const tasks = this.sql
      // In name order, so `pdf` is pumped before `validate`, whose back-pressure counts it.
      .exec<{ task: string }>("SELECT DISTINCT task FROM slices ORDER BY task")
      .toArray()
      .map((r) => r.task as TaskType);
    for (const task of tasks) {
      const { limits, bulk } = this.shareOf(task);
      if (
        task === "validate" &&
        this.rendersAhead() - picked.filter((r) => r.task === "pdf").length >
          RENDER_AHEAD * Math.max(1, this.limitsOf("pdf").concurrency)
      )
        continue; // the tenant's validated items wait for their renderer: the CPU goes to rendering

      let s = this.pace(task);
      // Ids first (bodies only of what goes): a tenant's backlog may be hundreds of slices.
      const ids = this.sql
        .exec<{ id: number }>(
          "SELECT id FROM slices WHERE task = ? ORDER BY id LIMIT ?",
          task,
          // One past the share: the first that does not fit says when to look again.
          this.sending.size + Math.max(1, limits.concurrency || 100) + 1,
        )
        .toArray()
        .map((r) => r.id)
        .filter((id) => !this.sending.has(id));
      const go: number[] = [];
      for (const id of ids) {
        const got = acquire(s, limits, `${task}:${id}`, now);
        s = got.state;
        if (got.ok) {
          go.push(id);
          continue;
        }
        // Full: `slicesDone` releases the next one; the alarm only backs up a lost call, at the
        // first lease to lapse (or when the rate limit's next token is due).
        const leases = Object.values(s.slots);
        const full = limits.concurrency > 0 && leases.length >= limits.concurrency;
        const at = full ? Math.min(...leases) : now + got.waitMs;
        wake = Math.min(wake ?? Number.POSITIVE_INFINITY, at);
        break;
      }
      this.save(task, s);
      for (const id of go) {
        const r = this.sql
          .exec<Waiting>("SELECT id, task, queue, body FROM slices WHERE id = ?", id)
          .toArray()[0];
        if (r) picked.push({ ...r, bulk });
      }
    }
    if (picked.length === 0) return wake;
    for (const r of picked) this.sending.add(r.id);
    try {
      for (const queue of ["jobs", "render"] as const) {
        const part = picked.filter((r) => r.queue === queue);
        for (let i = 0; i < part.length; i += 100) {
          const chunk = part.slice(i, i + 100);
          await send(
            queue,
            chunk.map((r) => ({
              ...(JSON.parse(r.body) as object),
              slice: `${r.task}:${r.id}`,
              ...(r.bulk ? { bulk: true } : {}),
            })),
          );
          // Accepted by the queue: the queue owns delivery from here.
          for (const r of chunk) this.sql.exec("DELETE FROM slices WHERE id = ?", r.id);
        }
      }
    } catch (e) {
      // Not accepted: the slots go back and the rows stay for the next pump.
      const left = picked.filter((r) => this.exists(r.id));
      const byTask = new Map<string, string[]>();
      for (const r of left) byTask.set(r.task, [...(byTask.get(r.task) ?? []), `${r.task}:${r.id}`]);
      this.done([...byTask.values()].flat());
      throw e;
    } finally {
      for (const r of picked) this.sending.delete(r.id);
    }
    return wake;
  }

  /**
   * The tenant's share of `task` now, and whether it counts as bulk: more than
   * {@link BULK_BACKLOG} of its slices of `task` wait. A bulk tenant's slices are marked so that
   * consumers take them after the others' in a batch, and its renders go at half its share (at
   * least 1): a tenant with a long backlog yields to tenants with short ones, whose jobs then go
   * out whole and finish in about their own time (shortest work first, as a feedback queue does),
   * and still keeps a consumer busy when it is alone.
   */
  private shareOf(task: TaskType): { limits: PaceLimits; bulk: boolean } {
    const limits = this.limitsOf(task);
    const backlog = this.sql
      .exec<{ n: number }>("SELECT COUNT(*) AS n FROM slices WHERE task = ?", task)
      .one().n;
    const bulk = backlog > BULK_BACKLOG;
    // Validation is cheap and held back by the renders it feeds (RENDER_AHEAD): cutting its share
    // too would only add a round trip per message to the bulk tenant's pipeline.
    if (!bulk || task === "validate" || limits.concurrency <= 1) return { limits, bulk };
    return {
      limits: { ...limits, concurrency: Math.max(1, Math.floor(limits.concurrency / BULK_DIVISOR)) },
      bulk,
    };
  }

  /** The tenant's render slices waiting in the gate. */
  private rendersAhead(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM slices WHERE task = 'pdf'").one().n;
  }

  private exists(id: number): boolean {
    return this.sql.exec("SELECT 1 FROM slices WHERE id = ?", id).toArray().length > 0;
  }

  private pace(task: string): PaceState {
    const row = this.sql.exec<{ state: string }>("SELECT state FROM paces WHERE task = ?", task).toArray()[0];
    if (!row) return NEW_PACE;
    const s = JSON.parse(row.state) as PaceState & { tokens: number | null };
    return { ...s, tokens: s.tokens ?? Number.NaN };
  }

  private save(task: string, s: PaceState): void {
    // NaN (a bucket never filled) does not survive JSON: store it as the marker NEW_PACE uses.
    this.sql.exec(
      "INSERT OR REPLACE INTO paces (task, state) VALUES (?, ?)",
      task,
      JSON.stringify({ ...s, tokens: Number.isNaN(s.tokens) ? null : s.tokens }),
    );
  }
}
