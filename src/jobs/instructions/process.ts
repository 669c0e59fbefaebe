/**
 * `instructions.check` (lote-jobs): check a chunk of instructions against their boletos. A valid
 * one becomes a queued instruction (`instructions` row, the boleto's history says so) and its item
 * completes with the `instruction_id`; an invalid one fails alone with its code and path. Writes
 * are conditional on the item's attempt and state, and the instruction row is write-once, so a
 * redelivery changes nothing.
 */
import { saoPauloDate } from "../../platform/clock";
import { checkFault } from "../../platform/faults";
import type { Services } from "../../services";
import { runD1Batch } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import { ShardBatches } from "../boletos/batches";
import type { BoletoChange } from "../boletos/status";
import { markValidating } from "../boletos/store";
import { finalizeJob } from "../core/finalize";
import { itemUpdate, loadChunk } from "../core/items";
import { markProcessing } from "../core/job-store";
import { targetBoletos } from "./boletos";
import { checkInstruction, referenceOf } from "./check";
import { instructionIdOf } from "./create";
import type { InstructionsMessage } from "./messages";
import { insertInstruction, liveInstructions } from "./store";

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
      // Two instructions of one chunk about the same boleto see each other.
      live.push({ id, itemId: boleto.id, type: checked.type, state: "queued" });
      stmts.push(
        insertInstruction(data, {
          id,
          tenantId: msg.tenant_id,
          jobId: msg.job_id,
          sourceItemId: r.id,
          itemId: boleto.id,
          boletoJobId: boleto.jobId,
          type: checked.type,
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
          },
        }),
      );
      changes.push({
        itemId: boleto.id,
        guard: boleto.bankStatus,
        history: [
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
    const batches = new ShardBatches(data);
    batches.addChanges((id) => tenant.forId(id), msg.tenant_id, now, changes);
    await batches.runElsewhere();
    await runD1Batch(data.d1, [...stmts, ...batches.here]);
  }
  await finalizeJob(svc, data, msg.job_id);
}
