/**
 * `instructions.check` (lote-jobs): check a chunk of instructions against their boletos. A valid
 * one becomes a queued instruction (`instructions` row, the boleto's history says so) and its item
 * completes with the `instruction_id`; an invalid one fails alone with its code and path. Writes
 * are conditional on the item's attempt and state, and the instruction row is write-once, so a
 * redelivery changes nothing.
 */

import type { ConnectorMessage } from "../../connectors/messages";
import { ShardBatches } from "../../ledger/batches";
import { targetBoletos } from "../../ledger/boletos";
import { slotOf } from "../../ledger/instruction-rules";
import { insertInstruction, liveInstructions, withdrawStatement } from "../../ledger/instructions";
import type { BoletoChange } from "../../ledger/status";
import { saoPauloDate } from "../../platform/clock";
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import { type DataDb, runD1Batch } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import { finalizeJob } from "../core/finalize";
import { itemUpdate, loadChunk, markValidating } from "../core/items";
import { markProcessing } from "../core/job-store";
import { sendInBatches } from "../core/send";
import { checkInstruction, referenceOf } from "./check";
import { instructionIdOf } from "./create";
import type { InstructionsMessage } from "./messages";

export async function checkInstructions(
  svc: Services,
  msg: Extract<InstructionsMessage, { type: "instructions.check" }>,
): Promise<void> {
  const data = await svc.data(msg.tenant_id, msg.job_id);
  const { job, rows } = await loadChunk(data, msg.job_id, msg.tenant_id, msg.items);
  if (!job) return;
  const work = rows.filter((r) => r.status === "pending" || r.status === "validating");
  if (work.length > 0) {
    const startedAt = svc.clock.now();
    await markValidating(
      data,
      work.map((r) => r.id),
      startedAt,
    );
    const refs = work.map((r) => referenceOf(r.input));
    // The boletos and their instructions may be on any of the tenant's shards.
    const tenant = await svc.tenantData(msg.tenant_id);
    const { byId, byExternal } = await targetBoletos(
      tenant,
      msg.tenant_id,
      refs.flatMap((r) => (r?.key === "item_id" ? [r.value] : [])),
      refs.flatMap((r) => (r?.key === "external_id" ? [r.value] : [])),
    );
    const live = (
      await everyShard<Awaited<ReturnType<typeof liveInstructions>>[number]>(
        tenant.shards,
        tenant.owns,
        (r) => r.id,
        (db) => liveInstructions(db, msg.tenant_id, [...byId.keys()]),
      )
    ).map((x) => x.row);
    const today = saoPauloDate(startedAt);
    checkFault("consumer.before_item_write");
    const now = svc.clock.now();
    const stmts: D1PreparedStatement[] = [];
    const changes: BoletoChange[] = [];
    // Instructions about boletos registered by API go to the bank's API (src/connectors/instruct.ts).
    const byApi: ConnectorMessage[] = [];
    // Instructions this chunk replaces or supersedes, withdrawn on their own shards (before the inserts).
    const batches = new ShardBatches(data);
    work.forEach((r, i) => {
      const ref = refs[i];
      const boleto = ref ? (ref.key === "item_id" ? byId : byExternal).get(ref.value) : undefined;
      const mine = live.filter((l) => l.itemId === boleto?.id);
      const checked = checkInstruction(r.input, boleto, mine, today);
      const base = { id: r.id, attempt: r.attempt, startedAt, now, from: ["pending", "validating"] as const };
      if (!checked.ok || !boleto) {
        stmts.push(
          ...itemUpdate(data, { ...base, status: "failed", errors: checked.ok ? [] : checked.errors }),
        );
        return;
      }
      const id = instructionIdOf(r.id);
      // Two instructions of one chunk about the same boleto see each other: the later replaces.
      const gone = new Set([...(checked.replaces ? [checked.replaces] : []), ...checked.supersedes]);
      for (let k = live.length - 1; k >= 0; k--)
        if (gone.has((live[k] as (typeof live)[number]).id)) live.splice(k, 1);
      live.push({
        id,
        itemId: boleto.id,
        type: checked.type,
        state: "queued",
        remessaFileId: null,
        payload: checked.changes,
      });
      const withdrawn: { ids: string[]; source: "replaced" | "superseded" }[] = [
        { ids: checked.replaces ? [checked.replaces] : [], source: "replaced" },
        { ids: checked.supersedes, source: "superseded" },
      ];
      for (const w of withdrawn)
        for (const wid of w.ids) {
          const db = tenant.forId(wid);
          const stmt = withdrawStatement(db, [wid], { source: w.source, by: id }, now);
          if (db.name === data.name) stmts.push(stmt);
          else batches.add(db, [stmt]);
        }
      stmts.push(
        insertInstruction(data, {
          id,
          tenantId: msg.tenant_id,
          jobId: msg.job_id,
          sourceItemId: r.id,
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
          createdAt: now,
          updatedAt: now,
        }),
        ...itemUpdate(data, {
          ...base,
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
        ...lostRace(data, r.id, r.attempt, id, now),
      );
      if (checked.layout === "api")
        byApi.push({ type: "connector.instruct", tenant_id: msg.tenant_id, instruction_id: id });
      changes.push({
        itemId: boleto.id,
        guard: boleto.bankStatus,
        history: [
          ...withdrawn.flatMap((w) =>
            w.ids.map((wid) => ({
              key: `instruction:${wid}:${w.source}`,
              kind: `instruction.${w.source}`,
              sourceJobId: msg.job_id,
              details: { instruction_id: wid, by: id },
            })),
          ),
          {
            key: `instruction:${id}:queued`,
            kind: "instruction.queued",
            sourceJobId: msg.job_id,
            details: { instruction_id: id, type: checked.type, changes: checked.changes },
          },
        ],
      });
    });
    stmts.push(markProcessing(data, msg.job_id, now));
    // Each boleto's history on its own shard (this job's, usually: then in its batch).
    batches.addChanges((id) => tenant.forId(id), msg.tenant_id, now, changes);
    await batches.runElsewhere();
    await runD1Batch(data.d1, [...stmts, ...batches.here]);
    await sendInBatches(svc.queues.jobs, byApi);
  }
  await finalizeJob(svc, data, msg.job_id);
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
