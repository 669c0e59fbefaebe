/**
 * The data steps of a move (./placement-steps.ts runs them): copying a slot's rows to the target
 * unit by unit (after clearing what an abandoned move left there), verifying every table's keys
 * and the job counts on both shards, and cleaning the source once the slot has flipped.
 */
import { DomainError } from "../platform/errors";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import type { PlacementOp } from "./placement-ops";
import { checksum, copyUnit, countJobs, deleteUnit, jobPage, type Unit, unitKeys } from "./slot-data";

export type Phase = PlacementOp["phase"];
/** What a step decided: the next phase, its progress, how long to wait before it. */
export interface Next {
  phase: Phase;
  progress?: Record<string, unknown>;
  waitMs?: number;
}
export type Step = (svc: Services, op: PlacementOp, now: number) => Promise<Next>;

/** Jobs (each with all its rows) per step: a step stays well inside one queue message's time. */
const JOBS_PER_STEP = 10;

/** A configured shard by name (a shard removed from DATA_SHARDS mid-move fails the move). */
export function shardOf(svc: Services, name: string | null): DataDb {
  const db = name ? svc.placement.shard(name) : undefined;
  if (!db) throw new DomainError("MISCONFIGURED", `shard ${name} is not in DATA_SHARDS`);
  return db;
}

type Cursor = { c: number; i: string } | null;

export const copy: Step = async (svc, op) => {
  const source = shardOf(svc, op.source);
  const target = shardOf(svc, op.target);
  const p = op.progress as { cleared: boolean; after: Cursor; copied: Record<string, number> };
  if (!p.cleared) {
    // What an earlier, abandoned move of this slot may have left on the target goes first.
    const page = await jobPage(target, op.tenantId, op.slot, null, JOBS_PER_STEP);
    for (const j of page) await deleteUnit(target, op.tenantId, op.slot, { jobIds: [j.id] });
    if (page.length === JOBS_PER_STEP) return { phase: "copying", progress: p };
    await deleteUnit(target, op.tenantId, op.slot, { rest: true });
    return { phase: "copying", progress: { ...p, cleared: true } };
  }
  const page = await jobPage(source, op.tenantId, op.slot, p.after, JOBS_PER_STEP);
  const copied = { ...p.copied };
  const add = (counts: Record<string, number>) => {
    for (const [t, n] of Object.entries(counts)) copied[t] = (copied[t] ?? 0) + n;
  };
  for (const j of page) add(await copyUnit(source, target, op.tenantId, op.slot, { jobIds: [j.id] }));
  const last = page[page.length - 1];
  if (page.length === JOBS_PER_STEP && last)
    return { phase: "copying", progress: { ...p, copied, after: { c: last.createdAt, i: last.id } } };
  add(await copyUnit(source, target, op.tenantId, op.slot, { rest: true }));
  return { phase: "verifying", progress: { copied, verify: { after: null, tables: {} } } };
};

/** Compares a unit's keys on both shards (copying it once more if they differ); adds its sums. */
async function verifyUnit(
  svc: Services,
  op: PlacementOp,
  unit: Unit,
  tables: Record<string, { n: number; source: number; target: number }>,
): Promise<void> {
  const source = shardOf(svc, op.source);
  const target = shardOf(svc, op.target);
  let a = await unitKeys(source, op.tenantId, op.slot, unit);
  let b = await unitKeys(target, op.tenantId, op.slot, unit);
  const same = () =>
    Object.keys({ ...a, ...b }).every((t) => (a[t] ?? []).join("\n") === (b[t] ?? []).join("\n"));
  if (!same()) {
    await copyUnit(source, target, op.tenantId, op.slot, unit);
    a = await unitKeys(source, op.tenantId, op.slot, unit);
    b = await unitKeys(target, op.tenantId, op.slot, unit);
    if (!same())
      throw new DomainError(
        "CONFLICT",
        `verification failed: the target differs for ${JSON.stringify(unit)}`,
      );
  }
  for (const [t, keys] of Object.entries(a)) {
    const s = tables[t] ?? { n: 0, source: 0, target: 0 };
    s.n += keys.length;
    s.source = (s.source + checksum(keys)) >>> 0;
    s.target = (s.target + checksum(b[t] ?? [])) >>> 0;
    tables[t] = s;
  }
}

export const verify: Step = async (svc, op) => {
  const p = op.progress as {
    copied: Record<string, number>;
    verify: { after: Cursor; tables: Record<string, { n: number; source: number; target: number }> };
  };
  const tables = { ...p.verify.tables };
  const page = await jobPage(shardOf(svc, op.source), op.tenantId, op.slot, p.verify.after, JOBS_PER_STEP);
  for (const j of page) await verifyUnit(svc, op, { jobIds: [j.id] }, tables);
  const last = page[page.length - 1];
  if (page.length === JOBS_PER_STEP && last)
    return {
      phase: "verifying",
      progress: { ...p, verify: { after: { c: last.createdAt, i: last.id }, tables } },
    };
  await verifyUnit(svc, op, { rest: true }, tables);
  const [n, m] = [
    await countJobs(shardOf(svc, op.source), op.tenantId, op.slot),
    await countJobs(shardOf(svc, op.target), op.tenantId, op.slot),
  ];
  if (n !== m)
    throw new DomainError("CONFLICT", `verification failed: ${n} jobs on the source, ${m} on the target`);
  return { phase: "flipping", progress: { ...p, verify: { after: null, tables } } };
};

export const clean: Step = async (svc, op) => {
  const source = shardOf(svc, op.source);
  const page = await jobPage(source, op.tenantId, op.slot, null, JOBS_PER_STEP);
  for (const j of page) await deleteUnit(source, op.tenantId, op.slot, { jobIds: [j.id] });
  if (page.length === JOBS_PER_STEP) return { phase: "cleaning" };
  await deleteUnit(source, op.tenantId, op.slot, { rest: true });
  return { phase: "done" };
};
