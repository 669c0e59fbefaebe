/**
 * The steps of a placement operation (./placement-ops.ts), one per `ops.placement` message. Each
 * step is idempotent and ends by recording the next phase (only if no other delivery got there
 * first) and sending the next message, after a wait where the phase needs one:
 *
 * move: pausing (the gate stops starting jobs; accepts still queue up) → draining (until no job
 * of the tenant runs; then the slot turns `moving`: its shard refuses writes, reads go on) →
 * copying (after MOVE_SETTLE_SECONDS, so every isolate sees `moving`; the target's leftovers of
 * the slot are cleared, then job by job with all its rows, then the slot's other rows) →
 * verifying (keys of every table compared, unit by unit, and the job counts) → flipping (the
 * slot's shard becomes the target, active) → settling (MOVE_SETTLE_SECONDS again, then the gate
 * resumes) → cleaning (the source's copy deleted unit by unit) → done.
 *
 * add_slot: pausing → draining → flipping (new write slot; the old one turns `read`) → settling
 * (then the gate resumes) → done.
 */
import { and, eq, or, sql } from "drizzle-orm";
import { DomainError } from "../platform/errors";
import { slotCode } from "../platform/ids";
import type { Services } from "../services";
import { type DataDb, runBatch, type Stmt } from "../storage/db";
import { decodeValues } from "../storage/rows";
import { placement, placementOps, tenants } from "../storage/schema";
import { clean, copy, type Next, type Phase, type Step, shardOf, verify } from "./move-steps";
import { enqueueStep, type PlacementOp } from "./placement-ops";

const POLL_MS = 1000;

const settleMs = (svc: Services) => svc.config.MOVE_SETTLE_SECONDS * 1000;

/** The statement marking the placement changed (run it, then {@link forget}). */
function bumpEpoch(svc: Services, op: PlacementOp) {
  return svc.directory.db
    .update(tenants)
    .set({ placementEpoch: sql`${tenants.placementEpoch} + 1` })
    .where(eq(tenants.id, op.tenantId));
}

/** Jobs of the slot still at work (or with effects to run) and artifacts still building. */
async function busy(db: DataDb, op: PlacementOp): Promise<number> {
  const row = await db.d1
    .prepare(
      `SELECT (SELECT COUNT(*) FROM jobs WHERE tenant_id = ?1 AND substr(id, instr(id, '_') + 11, 2) = ?2
                 AND (status IN ('validating', 'processing') OR (status IN ('completed', 'partially_completed', 'failed') AND final_effects_at IS NULL)))
            + (SELECT COUNT(*) FROM artifacts WHERE +tenant_id = ?1 AND status = 'building'
                 AND substr(job_id, instr(job_id, '_') + 11, 2) = ?2) AS n`,
    )
    .bind(op.tenantId, slotCode(op.slot))
    .first();
  return row ? decodeValues(row, { n: "number" }).n : 0;
}

/** This isolate forgets the tenant's cached placement (others do within PLACEMENT_CACHE_SECONDS). */
function forget(svc: Services, op: PlacementOp): void {
  svc.placement.invalidate(op.tenantId);
}

const pause: Step = async (svc, op) => {
  await svc.gate(op.tenantId).pause(op.id);
  return { phase: "draining" };
};

const drain: Step = async (svc, op) => {
  const stats = await svc.gate(op.tenantId).stats();
  if (op.kind === "add_slot")
    return stats.running > 0 ? { phase: "draining", waitMs: POLL_MS } : { phase: "flipping" };
  if (stats.running > 0 || (await busy(shardOf(svc, op.source), op)) > 0)
    return { phase: "draining", waitMs: POLL_MS };
  await runBatch(svc.directory.db, [
    svc.directory.db
      .update(placement)
      .set({ state: "moving", updatedAt: svc.clock.now() })
      .where(
        and(
          eq(placement.tenantId, op.tenantId),
          eq(placement.slot, op.slot),
          eq(placement.shard, op.source ?? ""),
        ),
      ),
    bumpEpoch(svc, op),
  ]);
  forget(svc, op);
  return { phase: "copying", progress: { cleared: false, after: null, copied: {} }, waitMs: settleMs(svc) };
};

const flip: Step = async (svc, op) => {
  const now = svc.clock.now();
  const d = svc.directory.db;
  if (op.kind === "add_slot") {
    await runBatch(d, [
      d
        .update(placement)
        .set({ role: "read", updatedAt: now })
        .where(and(eq(placement.tenantId, op.tenantId), eq(placement.role, "write"))),
      d
        .insert(placement)
        .values({
          tenantId: op.tenantId,
          slot: op.slot,
          shard: op.target,
          role: "write",
          state: "active",
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing(),
      bumpEpoch(svc, op),
    ]);
  } else {
    await runBatch(d, [
      d
        .update(placement)
        .set({ shard: op.target, state: "active", updatedAt: now })
        .where(
          and(
            eq(placement.tenantId, op.tenantId),
            eq(placement.slot, op.slot),
            or(eq(placement.shard, op.source ?? ""), eq(placement.shard, op.target)),
          ),
        ),
      bumpEpoch(svc, op),
    ]);
  }
  forget(svc, op);
  return { phase: "settling", waitMs: settleMs(svc) };
};

const settle: Step = async (svc, op, now) => {
  await svc.gate(op.tenantId).resume(op.id, now);
  return { phase: op.kind === "move" ? "cleaning" : "done" };
};

const STEPS: Partial<Record<Phase, Step>> = {
  pausing: pause,
  draining: drain,
  copying: copy,
  verifying: verify,
  flipping: flip,
  settling: settle,
  cleaning: clean,
};

/** Records `next` if the operation is still where `op` saw it; true when this delivery won. */
async function advance(svc: Services, op: PlacementOp, next: Next): Promise<boolean> {
  const now = svc.clock.now();
  const res = await svc.directory.db
    .update(placementOps)
    .set({
      phase: next.phase,
      progress: next.progress ?? op.progress,
      notBefore: next.waitMs ? now + next.waitMs : null,
      updatedAt: now,
      finishedAt: next.phase === "done" ? now : null,
    })
    .where(
      and(
        eq(placementOps.id, op.id),
        eq(placementOps.phase, op.phase),
        eq(placementOps.updatedAt, op.updatedAt),
      ),
    )
    .returning({ id: placementOps.id });
  return res.length > 0;
}

/** The `ops.placement` consumer: runs the operation's current step. */
export async function stepPlacementOp(svc: Services, opId: string): Promise<void> {
  const op = await svc.directory.db.select().from(placementOps).where(eq(placementOps.id, opId)).get();
  if (!op || op.phase === "done" || op.phase === "failed") return;
  const now = svc.clock.now();
  if (op.notBefore !== null && op.notBefore > now) return enqueueStep(svc, op.id, op.notBefore - now);
  const step = STEPS[op.phase];
  if (!step) return;
  let next: Next;
  try {
    next = await step(svc, op, now);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e; // transient: the queue retries the step
    return failPlacementOp(svc, op.id, e.message);
  }
  if ((await advance(svc, op, next)) && next.phase !== "done")
    await enqueueStep(svc, op.id, next.waitMs ?? 0);
}

/**
 * Gives an operation up: before its flip the slot goes back to `active` on its source and the gate
 * resumes (nothing changed for the tenant); after it, the move stands and only the clean-up is left.
 */
export async function failPlacementOp(svc: Services, opId: string, error: string): Promise<void> {
  const op = await svc.directory.db.select().from(placementOps).where(eq(placementOps.id, opId)).get();
  if (!op || op.phase === "done" || op.phase === "failed") return;
  const beforeFlip = ["pausing", "draining", "copying", "verifying", "flipping"].includes(op.phase);
  const now = svc.clock.now();
  const d = svc.directory.db;
  const stmts: Stmt[] = [
    d
      .update(placementOps)
      .set({ phase: "failed", error, updatedAt: now, finishedAt: now })
      .where(eq(placementOps.id, op.id)),
    bumpEpoch(svc, op),
  ];
  if (beforeFlip && op.kind === "move")
    stmts.push(
      d
        .update(placement)
        .set({ state: "active", updatedAt: now })
        .where(
          and(
            eq(placement.tenantId, op.tenantId),
            eq(placement.slot, op.slot),
            eq(placement.shard, op.source ?? ""),
          ),
        ),
    );
  await runBatch(d, stmts);
  forget(svc, op);
  await svc.gate(op.tenantId).resume(op.id, now);
  svc.logger.error("placement operation failed", {
    op_id: op.id,
    tenant_id: op.tenantId,
    phase: op.phase,
    error,
  });
}
