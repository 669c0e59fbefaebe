/**
 * What a retorno's occurrences do to the boletos they match: their bank status moves (registered,
 * rejected with the bank's motivo, paid, written off, protested, back to registered when a protest
 * is cancelled), the instructions they answer are resolved (the oldest `sent` instruction of the
 * boleto whose type the occurrence answers: accepted, or rejected with the motivo), an accepted
 * new due date or amount re-issues the boleto, and a PIX QR the bank registered that differs from
 * the printed one re-renders it. Every matched entry leaves one row in the boleto's history — an
 * occurrence that changes nothing too (a bank may act on its own). All of it lands in the
 * retorno's batch; webhooks go out after it, for what changed.
 */
import type { RetornoEntry } from "../../engine/index";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import type { TenantShards } from "../../tenants/router";
import { emitEvents, type WebhookEvent } from "../../webhooks/events";
import { ShardBatches } from "../boletos/batches";
import { planReissues, type Reissue } from "../boletos/reissue";
import { type BankStatus, type BoletoChange, nextStatus, STATUS_EVENT } from "../boletos/status";
import { type InstructionRow, resolveStatements, sentInstructions } from "../instructions/store";
import { instructionView } from "../instructions/view";
import { type Answer, acceptedEffect, interpret, type Role } from "./occurrences";

/** A boleto a retorno entry matched, as the reconciliation reads it. */
export interface LifeMatch {
  id: string;
  jobId: string;
  externalId: string | null;
  bankStatus: BankStatus | null;
  result: Record<string, unknown> | null;
}

export interface RetornoLife {
  /** The statements for the retorno job's own shard: append them to its batch. */
  here: D1PreparedStatement[];
  /** Runs the statements for boletos (and instructions) on other shards, before the job's batch. */
  applyElsewhere(): Promise<void>;
  /** Entries that answered an instruction: they do not count in the payment view. */
  answeredInstruction: Set<number>;
  summary: {
    kind: "registration" | "payment" | "instructions" | "mixed" | "other";
    by_kind: Record<string, number>;
    instructions: { accepted: number; rejected: number; unanswered: number };
  };
  /** Given the results of exactly `here`: emits the webhooks of what changed, renders re-issues. */
  after(results: D1Result[]): Promise<void>;
}

/** The changes `entries` (matched to boletos by `matchOf`) make, for the retorno job `jobId`. */
export async function retornoLife(
  svc: Services,
  tenant: TenantShards,
  data: DataDb,
  job: { id: string; tenantId: string },
  bankCode: string,
  entries: readonly RetornoEntry[],
  matchOf: (e: RetornoEntry) => LifeMatch | undefined,
  now: number,
): Promise<RetornoLife> {
  const matched = [...new Set(entries.flatMap((e) => matchOf(e)?.id ?? []))];
  const pending = new Map<string, InstructionRow[]>();
  // Instructions live on their job's shard, boletos on theirs: read every shard of the tenant.
  const sent = await everyShard<InstructionRow>(
    tenant.shards,
    tenant.owns,
    (r) => r.id,
    (db) => sentInstructions(db, job.tenantId, matched),
  );
  for (const { row } of sent.sort((a, b) => (a.row.sentAt ?? 0) - (b.row.sentAt ?? 0)))
    pending.set(row.itemId, [...(pending.get(row.itemId) ?? []), row]);
  const changes = new Map<string, BoletoChange & { status_: BankStatus | null }>();
  const events: { itemId: string; event: Omit<WebhookEvent, "tenantId"> }[] = [];
  const resolved: Parameters<typeof resolveStatements>[1] = [];
  const reissues: Reissue[] = [];
  const roles = new Set<Role>();
  const by_kind: Record<string, number> = {};
  const counts = { accepted: 0, rejected: 0, unanswered: 0 };
  const answeredInstruction = new Set<number>();

  entries.forEach((e, idx) => {
    by_kind[e.occurrence.kind] = (by_kind[e.occurrence.kind] ?? 0) + 1;
    const m = matchOf(e);
    const list = m ? (pending.get(m.id) ?? []) : [];
    const a: Answer = interpret(e, m?.bankStatus ?? null, list);
    roles.add(a.role);
    if (!m) return;
    let c = changes.get(m.id);
    if (!c) {
      c = { itemId: m.id, guard: m.bankStatus, history: [], status_: m.bankStatus };
      changes.set(m.id, c);
    }
    const from = c.status_;
    const ins = a.instruction ? takeInstruction(list, a.instruction.answers) : undefined;
    if (a.instruction && !ins) counts.unanswered++;
    // An accepted instruction moves the boleto as its type says (a baixa writes it off, …).
    const effect = ins && a.instruction?.state === "accepted" ? acceptedEffect(ins.type) : {};
    const said = a.status ?? effect.status;
    const to = said
      ? nextStatus(from, said, { protestCancelled: a.protestCancelled || effect.protestCancelled })
      : null;
    const occurrence = { ...e.occurrence, entry_index: idx };
    if (ins && a.instruction) {
      answeredInstruction.add(idx);
      counts[a.instruction.state]++;
      const resolution = {
        source: "bank",
        occurrence: {
          code: e.occurrence.code,
          kind: e.occurrence.kind,
          description: e.occurrence.description,
        },
        reasons: e.occurrence.reasons,
      };
      resolved.push({
        id: ins.id,
        from: "sent",
        state: a.instruction.state,
        retornoJobId: job.id,
        entryIndex: idx,
        resolution,
      });
      const view = instructionView({
        ...ins,
        state: a.instruction.state,
        resolution,
        retornoJobId: job.id,
        retornoEntryIndex: idx,
        resolvedAt: now,
        updatedAt: now,
      });
      events.push({
        itemId: m.id,
        event: {
          type:
            a.instruction.state === "accepted"
              ? "boleto.instruction.accepted"
              : "boleto.instruction.rejected",
          jobId: ins.jobId,
          key: `instruction:${ins.id}:${a.instruction.state}`,
          data: { ...view, external_id: m.externalId, retorno_job_id: job.id, entry_index: idx },
        },
      });
      if (a.instruction.state === "accepted") {
        const p = ins.payload;
        if (ins.type === "due_date_change" && p.due_date !== undefined)
          reissues.push({
            itemId: m.id,
            patch: { due_date: p.due_date },
            reason: reason("due_date_change", ins.id, job.id, idx),
          });
        if (ins.type === "amount_change" && p.amount_cents !== undefined)
          reissues.push({
            itemId: m.id,
            patch: { amount_cents: p.amount_cents },
            reason: reason("amount_change", ins.id, job.id, idx),
          });
      }
    }
    if (to) {
      c.status = { to, reason: to === "rejected" ? { occurrence: e.occurrence } : null };
      c.status_ = to;
      const type = STATUS_EVENT[to];
      if (type)
        events.push({
          itemId: m.id,
          event: {
            type,
            jobId: job.id,
            key: `retorno:${job.id}:${idx}`,
            data: {
              item_id: m.id,
              boleto_job_id: m.jobId,
              external_id: m.externalId,
              bank_code: bankCode,
              our_number: e.our_number,
              bank_status: to,
              previous_bank_status: from ?? "issued",
              ...paymentOf(e),
            },
          },
        });
    }
    c.history.push({
      key: `retorno:${job.id}:${idx}`,
      kind: to ? "bank_status" : ins ? `instruction.${a.instruction?.state}` : "occurrence",
      from: to ? (from ?? "issued") : null,
      to,
      sourceJobId: job.id,
      details: {
        occurrence,
        ...(ins ? { instruction_id: ins.id, instruction_state: a.instruction?.state } : {}),
      },
    });
    // The bank's own PIX QR, when it differs from the one printed: the boleto is re-rendered with it.
    const emv = e.pix?.emv;
    if (emv && c.status_ !== "paid" && c.status_ !== "written_off" && emv !== currentPix(m, reissues))
      reissues.push({
        itemId: m.id,
        // The bank's EMV replaces the key the QR was built from (`null` removes a field in the merge).
        patch: { pix: { emv, key: null, txid: null, merchant_name: null, merchant_city: null } },
        reason: reason("bank_pix", undefined, job.id, idx),
      });
  });

  // Each boleto's re-issue on its own shard, each instruction's answer on its own.
  const batches = new ShardBatches(data);
  const afters: (() => Promise<void>)[] = [];
  const byShard = new Map<string, { db: DataDb; list: Reissue[] }>();
  for (const r of reissues) {
    const db = tenant.forId(r.itemId);
    byShard.set(db.name, { db, list: [...(byShard.get(db.name)?.list ?? []), r] });
  }
  for (const { db, list } of byShard.values()) {
    const planned = await planReissues(svc, db, job.tenantId, now, list);
    for (const [id, row] of planned.history) changes.get(id)?.history.push(row);
    for (const [id, errors] of planned.failed)
      changes.get(id)?.history.push({
        key: `reissue_failed:${job.id}`,
        kind: "reissue_failed",
        sourceJobId: job.id,
        details: { errors },
      });
    batches.add(db, planned.stmts);
    afters.push(planned.after);
  }
  for (const r of resolved) batches.add(tenant.forId(r.id), resolveStatements(tenant.forId(r.id), [r], now));
  batches.addChanges((id) => tenant.forId(id), job.tenantId, now, [...changes.values()]);
  const kinds = [...roles].filter((r) => r !== "other");
  return {
    get here() {
      return batches.here;
    },
    applyElsewhere: () => batches.runElsewhere(),
    answeredInstruction,
    summary: {
      kind: kinds.length === 0 ? "other" : kinds.length > 1 ? "mixed" : (kinds[0] as "registration"),
      by_kind,
      instructions: counts,
    },
    async after(results) {
      batches.ranHere(results);
      const applied = batches.applied;
      await emitEvents(
        svc,
        job.tenantId,
        events.filter((x) => applied.has(x.itemId)).map((x) => x.event),
      );
      for (const after of afters) await after();
    },
  };
}

/** The oldest sent instruction that `answers` (or, when the code does not say, the oldest of any type); removed from `list`. */
function takeInstruction(
  list: InstructionRow[],
  answers: readonly string[] | null,
): InstructionRow | undefined {
  const i = list.findIndex((x) => answers === null || answers.includes(x.type));
  if (i < 0) return undefined;
  return list.splice(i, 1)[0];
}

function reason(
  kind: Reissue["reason"]["kind"],
  instructionId: string | undefined,
  jobId: string,
  idx: number,
) {
  return {
    kind,
    ...(instructionId ? { instruction_id: instructionId } : {}),
    retorno_job_id: jobId,
    entry_index: idx,
  };
}

/** The PIX the boleto prints now (or will, once a re-issue planned in this retorno lands). */
function currentPix(m: LifeMatch, planned: Reissue[]): unknown {
  const mine = planned.filter((r) => r.itemId === m.id && r.reason.kind === "bank_pix");
  const last = mine[mine.length - 1];
  return last ? (last.patch.pix as { emv: string }).emv : m.result?.pix_payload;
}

/** The payment part of a boleto event (as `payment` stores it). */
export function paymentOf(e: RetornoEntry) {
  return {
    kind: e.occurrence.kind,
    occurrence: e.occurrence,
    amounts: e.amounts,
    occurrence_date: e.occurrence_date,
    credit_date: e.credit_date,
    ...(e.pix ? { pix: e.pix } : {}),
  };
}
