/**
 * `instructions.check` (lote-jobs): check a chunk of instructions against their boletos. A valid
 * one becomes a queued instruction (`instructions` row, the boleto's history says so) and its item
 * completes with the `instruction_id`; an invalid one fails alone with its code and path. Writes
 * are conditional on the item's attempt and state, and the instruction row is write-once, so a
 * redelivery changes nothing.
 */

import type { ConnectorMessage } from "../../connectors/messages";
import { ShardBatches } from "../../ledger/batches";
import { type TargetBoleto, targetBoletos } from "../../ledger/boletos";
import { slotOf } from "../../ledger/instruction-rules";
import { insertInstruction, liveInstructions, withdrawStatement } from "../../ledger/instructions";
import type { BoletoChange } from "../../ledger/status";
import { saoPauloDate } from "../../platform/clock";
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import { type DataDb, runD1Batch } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import { finalizeJob } from "../core/finalize";
import { type ChunkRow, itemUpdate, loadChunk, markValidating } from "../core/items";
import { markProcessing } from "../core/job-store";
import { sendInBatches } from "../core/send";
import { type Checked, checkInstruction, referenceOf } from "./check";
import { instructionIdOf } from "./create";
import type { InstructionsMessage } from "./messages";

type CheckMessage = Extract<InstructionsMessage, { type: "instructions.check" }>;
type Tenant = Awaited<ReturnType<Services["tenantData"]>>;
type Live = Awaited<ReturnType<typeof liveInstructions>>[number];
type Accepted = Extract<Checked, { ok: true }>;
type Withdrawn = { ids: string[]; source: "replaced" | "superseded" };

/** What a chunk's check works in: its job's shard, the tenant's shards, the message and its times. */
interface ChunkContext {
  data: DataDb;
  tenant: Tenant;
  msg: CheckMessage;
  startedAt: number;
  now: number;
}

/** The chunk's writes, gathered item by item and run together at the end. */
interface ChunkWrites {
  stmts: D1PreparedStatement[];
  changes: BoletoChange[];
  /** Instructions about boletos registered by API go to the bank's API (src/connectors/instruct.ts). */
  byApi: ConnectorMessage[];
  /** Instructions this chunk replaces or supersedes, withdrawn on their own shards (before the inserts). */
  batches: ShardBatches;
}

export async function checkInstructions(svc: Services, msg: CheckMessage): Promise<void> {
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const { job, rows } = await loadChunk(data, msg.job_id, msg.tenant_id, msg.items);
  if (!job) return;
  const work = rows.filter((r) => r.status === "pending" || r.status === "validating");
  if (work.length > 0) await checkChunk(svc, data, msg, work);
  await finalizeJob(svc, data, msg.job_id);
}

/** Checks the chunk's pending items, then writes every outcome in one batch and sends the API ones. */
async function checkChunk(svc: Services, data: DataDb, msg: CheckMessage, work: ChunkRow[]): Promise<void> {
  const startedAt = svc.clock.now();
  await markValidating(
    data,
    work.map((r) => r.id),
    startedAt,
  );
  const refs = work.map((r) => referenceOf(r.input));
  const { tenant, byId, byExternal, live } = await readTargets(svc, msg.tenant_id, refs);
  const today = saoPauloDate(startedAt);
  checkFault("consumer.before_item_write");
  const ctx: ChunkContext = { data, tenant, msg, startedAt, now: svc.clock.now() };
  const writes: ChunkWrites = { stmts: [], changes: [], byApi: [], batches: new ShardBatches(data) };
  work.forEach((r, i) => {
    const ref = refs[i];
    const boleto = ref ? (ref.key === "item_id" ? byId : byExternal).get(ref.value) : undefined;
    const mine = live.filter((l) => l.itemId === boleto?.id);
    const checked = checkInstruction(r.input, boleto, mine, today);
    if (!checked.ok || !boleto) {
      const errors = checked.ok ? [] : checked.errors;
      writes.stmts.push(...itemUpdate(data, { ...transitionBase(ctx, r), status: "failed", errors }));
      return;
    }
    acceptInstruction(ctx, writes, live, r, boleto, checked);
  });
  writes.stmts.push(markProcessing(data, msg.job_id, ctx.now));
  // Each boleto's history on its own shard (this job's, usually: then in its batch).
  writes.batches.addChanges((id) => tenant.forId(id), msg.tenant_id, ctx.now, writes.changes);
  await writes.batches.runElsewhere();
  await runD1Batch(data.d1, [...writes.stmts, ...writes.batches.here]);
  await sendInBatches(svc.queues.jobs, writes.byApi);
}

/** The boletos the instructions name and their live instructions: on any of the tenant's shards. */
async function readTargets(svc: Services, tenantId: string, refs: ReturnType<typeof referenceOf>[]) {
  const tenant = await svc.tenantData(tenantId);
  const { byId, byExternal } = await targetBoletos(
    tenant,
    tenantId,
    refs.flatMap((r) => (r?.key === "item_id" ? [r.value] : [])),
    refs.flatMap((r) => (r?.key === "external_id" ? [r.value] : [])),
  );
  const live = (
    await everyShard<Live>(
      tenant.shards,
      tenant.owns,
      (r) => r.id,
      (db) => liveInstructions(db, tenantId, [...byId.keys()]),
    )
  ).map((x) => x.row);
  return { tenant, byId, byExternal, live };
}

/** The part of an item's transition every outcome shares. */
function transitionBase(ctx: ChunkContext, r: ChunkRow) {
  const from = ["pending", "validating"] as const;
  return { id: r.id, attempt: r.attempt, startedAt: ctx.startedAt, now: ctx.now, from };
}

/**
 * A valid instruction: the chunk's live list takes it (two of one chunk about the same boleto see
 * each other), those it replaces or supersedes are withdrawn, its row is inserted, its item
 * completes, and the boleto's history records it.
 */
function acceptInstruction(
  ctx: ChunkContext,
  writes: ChunkWrites,
  live: Live[],
  r: ChunkRow,
  boleto: TargetBoleto,
  checked: Accepted,
): void {
  const id = instructionIdOf(r.id);
  takeLive(live, id, boleto.id, checked);
  const withdrawn: Withdrawn[] = [
    { ids: checked.replaces ? [checked.replaces] : [], source: "replaced" },
    { ids: checked.supersedes, source: "superseded" },
  ];
  for (const w of withdrawn)
    for (const wid of w.ids) {
      const db = ctx.tenant.forId(wid);
      const stmt = withdrawStatement(db, [wid], { source: w.source, by: id }, ctx.now);
      if (db.name === ctx.data.name) writes.stmts.push(stmt);
      else writes.batches.add(db, [stmt]);
    }
  writes.stmts.push(
    insertInstruction(ctx.data, instructionRow(ctx, r.id, id, boleto, checked)),
    ...itemUpdate(ctx.data, {
      ...transitionBase(ctx, r),
      status: "completed",
      result: {
        instruction_id: id,
        boleto_item_id: boleto.id,
        type: checked.type,
        layout: checked.layout,
        group_key: checked.groupKey,
        ...(checked.replaces ? { replaces: checked.replaces } : {}),
        ...(checked.supersedes.length > 0 ? { supersedes: checked.supersedes } : {}),
      },
    }),
    // The live-slot index refused the row (another chunk queued one meanwhile): the item fails.
    ...lostRace(ctx.data, r.id, r.attempt, id, ctx.now),
  );
  if (checked.layout === "api")
    writes.byApi.push({ type: "connector.instruct", tenant_id: ctx.msg.tenant_id, instruction_id: id });
  writes.changes.push(queuedChange(ctx.msg.job_id, id, boleto, checked, withdrawn));
}

/** The chunk's live list with the new instruction in place of those it replaces or supersedes. */
function takeLive(live: Live[], id: string, itemId: string, checked: Accepted): void {
  const gone = new Set([...(checked.replaces ? [checked.replaces] : []), ...checked.supersedes]);
  for (let k = live.length - 1; k >= 0; k--) if (gone.has((live[k] as Live).id)) live.splice(k, 1);
  live.push({
    id,
    itemId,
    type: checked.type,
    state: "queued",
    remessaFileId: null,
    payload: checked.changes,
  });
}

/** The queued instruction's row. */
function instructionRow(
  ctx: ChunkContext,
  sourceItemId: string,
  id: string,
  boleto: TargetBoleto,
  checked: Accepted,
): Parameters<typeof insertInstruction>[1] {
  return {
    id,
    tenantId: ctx.msg.tenant_id,
    jobId: ctx.msg.job_id,
    sourceItemId,
    itemId: boleto.id,
    boletoJobId: boleto.jobId,
    type: checked.type,
    slot: slotOf(checked.type),
    payload: checked.changes,
    title: checked.title as unknown as Record<string, unknown>,
    state: "queued",
    groupKey: checked.groupKey,
    bankCode: checked.title.bank_code,
    layout: checked.layout,
    remessaJobId: null,
    remessaFileId: null,
    remessaNsa: null,
    sentAt: null,
    retornoJobId: null,
    retornoEntryIndex: null,
    resolution: null,
    resolvedAt: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** The boleto's history entries: each instruction withdrawn, then the new one queued. */
function queuedChange(
  jobId: string,
  id: string,
  boleto: TargetBoleto,
  checked: Accepted,
  withdrawn: Withdrawn[],
): BoletoChange {
  return {
    itemId: boleto.id,
    guard: boleto.bankStatus,
    history: [
      ...withdrawn.flatMap((w) =>
        w.ids.map((wid) => ({
          key: `instruction:${wid}:${w.source}`,
          kind: `instruction.${w.source}`,
          sourceJobId: jobId,
          details: { instruction_id: wid, by: id },
        })),
      ),
      {
        key: `instruction:${id}:queued`,
        kind: "instruction.queued",
        sourceJobId: jobId,
        details: { instruction_id: id, type: checked.type, changes: checked.changes },
      },
    ],
  };
}

/**
 * The statements that fail an item whose instruction row the live-slot index refused (a
 * concurrent chunk queued one of the same slot first): run after its insert, in the same batch.
 */
function lostRace(data: DataDb, itemId: string, attempt: number, instructionId: string, now: number) {
  const errors = JSON.stringify([
    {
      code: "INSTRUCTION_PENDING",
      path: "type",
      message: "another instruction of the same kind for this boleto was queued at the same time",
    },
  ]);
  const missing = "NOT EXISTS (SELECT 1 FROM instructions WHERE id = ?4)";
  return [
    data.d1
      .prepare(
        `UPDATE item_attempts SET status = 'failed', errors = ?3 WHERE item_id = ?1 AND attempt = ?2 AND status = 'completed' AND ${missing}`,
      )
      .bind(itemId, attempt, errors, instructionId),
    data.d1
      .prepare(
        `UPDATE items SET status = 'failed', errors = ?3, result = NULL, updated_at = ?5
          WHERE id = ?1 AND attempt = ?2 AND status = 'completed' AND ${missing}`,
      )
      .bind(itemId, attempt, errors, instructionId, now),
  ];
}
