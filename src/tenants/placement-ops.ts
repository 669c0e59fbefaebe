/**
 * Operations that change a tenant's placement, recorded in the directory (`placement_ops`) and
 * run step by step by `ops.placement` queue messages (./placement-steps.ts), so they survive
 * restarts and a redelivered step repeats nothing:
 * - `move`: copy one slot to another shard, verify, flip, clean the source (docs/operations.md);
 * - `add_slot`: give the tenant a new write slot on a shard (its old one turns `read`).
 * One operation per tenant at a time.
 */
import { and, desc, eq, max, notInArray } from "drizzle-orm";
import { iso } from "../platform/clock";
import { DomainError } from "../platform/errors";
import { MAX_SLOT, newId } from "../platform/ids";
import type { Services } from "../services";
import { placement, placementOps } from "../storage/schema";
import { chooseShard, readPlacement } from "./placement";

export type PlacementOp = typeof placementOps.$inferSelect;

/** An operation as the admin API shows it. */
export function opView(op: PlacementOp) {
  return {
    op_id: op.id,
    kind: op.kind,
    tenant_id: op.tenantId,
    slot: op.slot,
    source: op.source,
    target: op.target,
    phase: op.phase,
    progress: op.progress,
    error: op.error,
    created_at: iso(op.createdAt) as string,
    updated_at: iso(op.updatedAt) as string,
    finished_at: iso(op.finishedAt),
  };
}

/** Sends the operation's next step (after `delayMs`). */
export async function enqueueStep(svc: Services, opId: string, delayMs = 0): Promise<void> {
  await svc.queues.jobs.send(
    { type: "ops.placement", op_id: opId },
    { contentType: "json", delaySeconds: Math.min(43_200, Math.max(0, Math.ceil(delayMs / 1000))) },
  );
}

async function ensureIdle(svc: Services, tenantId: string): Promise<void> {
  const running = await svc.directory.db
    .select({ id: placementOps.id })
    .from(placementOps)
    .where(and(eq(placementOps.tenantId, tenantId), notInArray(placementOps.phase, ["done", "failed"])))
    .get();
  if (running)
    throw new DomainError("CONFLICT", `placement operation ${running.id} is still running for this tenant`);
}

async function record(svc: Services, op: Omit<PlacementOp, "id" | "createdAt" | "updatedAt">) {
  const now = svc.clock.now();
  const row = { ...op, id: newId("plo", now), createdAt: now, updatedAt: now };
  await svc.directory.db.insert(placementOps).values(row).run();
  await enqueueStep(svc, row.id);
  return row;
}

/**
 * Starts moving `slot` of `tenantId` to `target`. Refused (409) while another operation runs,
 * when the slot is already there or the target is draining; 404 for an unknown tenant or slot.
 */
export async function startMove(
  svc: Services,
  input: { tenantId: string; slot: number; target: string },
): Promise<PlacementOp> {
  const p = await readPlacement(svc.directory, input.tenantId);
  if (!p) throw new DomainError("NOT_FOUND", "tenant not found");
  const slot = p.slots.find((s) => s.slot === input.slot);
  if (!slot) throw new DomainError("NOT_FOUND", `the tenant has no slot ${input.slot}`);
  const target = await chooseShard(svc.directory, svc.allData(), svc.clock.now(), input.target);
  if (target === slot.shard) throw new DomainError("CONFLICT", `slot ${slot.slot} is already on ${target}`);
  await ensureIdle(svc, input.tenantId);
  return record(svc, {
    kind: "move",
    tenantId: input.tenantId,
    slot: slot.slot,
    source: slot.shard,
    target,
    phase: "pausing",
    progress: {},
    error: null,
    notBefore: null,
    finishedAt: null,
  });
}

/**
 * Starts giving `tenantId` a new write slot on `shard` (default: the emptiest open one): how a
 * tenant grows past one shard. Its current write slot turns `read`: no new jobs go there.
 */
export async function startAddSlot(
  svc: Services,
  input: { tenantId: string; shard?: string },
): Promise<PlacementOp> {
  const p = await readPlacement(svc.directory, input.tenantId);
  if (!p) throw new DomainError("NOT_FOUND", "tenant not found");
  await ensureIdle(svc, input.tenantId);
  const target = await chooseShard(svc.directory, svc.allData(), svc.clock.now(), input.shard);
  const top = await svc.directory.db
    .select({ n: max(placement.slot) })
    .from(placement)
    .where(eq(placement.tenantId, input.tenantId))
    .get();
  const slot = (top?.n ?? -1) + 1;
  if (slot > MAX_SLOT) throw new DomainError("CONFLICT", `a tenant has at most ${MAX_SLOT + 1} slots`);
  return record(svc, {
    kind: "add_slot",
    tenantId: input.tenantId,
    slot,
    source: null,
    target,
    phase: "pausing",
    progress: {},
    error: null,
    notBefore: null,
    finishedAt: null,
  });
}

/** One operation, or null. */
export async function getOp(svc: Services, opId: string): Promise<PlacementOp | null> {
  return (await svc.directory.db.select().from(placementOps).where(eq(placementOps.id, opId)).get()) ?? null;
}

/** A tenant's operations, newest first. */
export async function listOps(svc: Services, tenantId: string): Promise<PlacementOp[]> {
  return svc.directory.db
    .select()
    .from(placementOps)
    .where(eq(placementOps.tenantId, tenantId))
    .orderBy(desc(placementOps.createdAt))
    .limit(100)
    .all();
}
