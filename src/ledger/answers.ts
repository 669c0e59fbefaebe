/**
 * Applying the bank's answers: read the boletos' sent instructions (on every shard of the tenant),
 * decide with ./decide.ts, then the statements — each boleto's change, payment rows and re-issue
 * on the boleto's shard, each instruction's resolution on its own — for the caller's batch (its
 * shard's) and, first, for the other shards. Webhooks go out after the batch, for what changed.
 * The retorno kind calls it for a file's entries; the bank connectors, for an API's answers.
 */
import { saoPauloDate } from "../platform/clock";
import type { Services } from "../services";
import { type DataDb, runD1Batch } from "../storage/db";
import { everyShard } from "../storage/fanout";
import { decodeRows, sqlColumns } from "../storage/rows";
import { items } from "../storage/schema";
import type { TenantShards } from "../tenants/router";
import { emitEvents, type WebhookEvent } from "../webhooks/events";
import { ShardBatches } from "./batches";
import {
  type BankAnswer,
  type Decision,
  decideAnswers,
  type LedgerBoleto,
  type SentInstruction,
} from "./decide";
import { instructionView } from "./instruction-view";
import { type InstructionRow, resolveStatements, sentInstructions } from "./instructions";
import { paymentStatements } from "./payments";
import type { Reissue } from "./reissue";

export interface AppliedAnswers {
  /** The statements for the caller's own shard: append them to its batch. */
  here: D1PreparedStatement[];
  /** Runs the statements for boletos (and instructions) on other shards, before the caller's batch. */
  applyElsewhere(): Promise<void>;
  decision: Decision;
  /** Given the results of exactly `here`: emits the webhooks of what changed, renders re-issues. */
  after(results: D1Result[]): Promise<void>;
}

/**
 * The changes `answers` make to `boletos`, for source job `jobId` (on `data`).
 * @example const applied = await applyAnswers(svc, tenant, data, { tenantId, jobId, boletos, answers, now })
 */
export async function applyAnswers(
  svc: Services,
  tenant: TenantShards,
  data: DataDb,
  args: {
    tenantId: string;
    jobId: string;
    boletos: ReadonlyMap<string, LedgerBoleto>;
    answers: readonly BankAnswer[];
    now: number;
  },
): Promise<AppliedAnswers> {
  const { tenantId, jobId, now } = args;
  const ids = [...new Set(args.answers.map((a) => a.itemId).filter((id) => args.boletos.has(id)))];
  // Instructions live on their job's shard, boletos on theirs: read every shard of the tenant.
  const rows = await everyShard<InstructionRow>(
    tenant.shards,
    tenant.owns,
    (r) => r.id,
    (db) => sentInstructions(db, tenantId, ids),
  );
  const byId = new Map<string, InstructionRow>();
  const sent = new Map<string, SentInstruction[]>();
  for (const { row } of rows.sort((a, b) => (a.row.sentAt ?? 0) - (b.row.sentAt ?? 0))) {
    byId.set(row.id, row);
    sent.set(row.itemId, [
      ...(sent.get(row.itemId) ?? []),
      { ...row, sentOn: row.sentAt ? saoPauloDate(row.sentAt) : null },
    ]);
  }
  const decision = decideAnswers(args.boletos, sent, args.answers, jobId);

  const batches = new ShardBatches(data);
  const afters = await reissueStatements(svc, tenant, batches, decision, tenantId, jobId, now);
  for (const r of decision.resolutions) {
    const db = tenant.forId(r.instruction.id);
    batches.add(
      db,
      resolveStatements(
        db,
        [
          {
            id: r.instruction.id,
            from: "sent",
            state: r.state,
            retornoJobId: jobId,
            entryIndex: r.index,
            resolution: r.resolution,
          },
        ],
        now,
      ),
    );
  }
  for (const p of decision.inputPatches) {
    const db = tenant.forId(p.itemId);
    batches.add(db, [
      db.d1
        .prepare(
          "UPDATE items SET input = json_patch(input, ?1), updated_at = ?2 WHERE id = ?3 AND +tenant_id = ?4",
        )
        .bind(JSON.stringify(p.patch), now, p.itemId, tenantId),
    ]);
  }
  const byShard = new Map<string, { db: DataDb; list: typeof decision.payments }>();
  for (const p of decision.payments) {
    const db = tenant.forId(p.itemId);
    byShard.set(db.name, { db, list: [...(byShard.get(db.name)?.list ?? []), p] });
  }
  for (const { db, list } of byShard.values())
    batches.add(db, paymentStatements(db, tenantId, jobId, now, list));
  batches.addChanges((id) => tenant.forId(id), tenantId, now, decision.changes);

  const events: { itemId: string; event: Omit<WebhookEvent, "tenantId"> }[] = decision.events.map((e) => ({
    itemId: e.itemId,
    event: { type: e.type as WebhookEvent["type"], jobId: e.jobId ?? jobId, key: e.key, data: e.data },
  }));
  for (const r of decision.resolutions) {
    const row = byId.get(r.instruction.id) as InstructionRow;
    const b = args.boletos.get(r.itemId);
    const view = instructionView({
      ...row,
      state: r.state,
      resolution: r.resolution,
      retornoJobId: jobId,
      retornoEntryIndex: r.index,
      resolvedAt: now,
      updatedAt: now,
    });
    events.push({
      itemId: r.itemId,
      event: {
        type: r.state === "accepted" ? "boleto.instruction.accepted" : "boleto.instruction.rejected",
        jobId: row.jobId,
        key: `instruction:${row.id}:${r.state}`,
        data: { ...view, external_id: b?.externalId ?? null, retorno_job_id: jobId, entry_index: r.index },
      },
    });
  }
  return {
    get here() {
      return batches.here;
    },
    applyElsewhere: () => batches.runElsewhere(),
    decision,
    async after(results) {
      batches.ranHere(results);
      const applied = batches.applied;
      // A payment's divergence is news even when its boleto's status could not move (a race).
      await emitEvents(
        svc,
        tenantId,
        events
          .filter((x) => applied.has(x.itemId) || x.event.type === "boleto.payment_divergence")
          .map((x) => x.event),
      );
      for (const after of afters) await after();
    },
  };
}

/** Each boleto's re-issue on its own shard (the boletos kind's, through the kinds' hook). */
async function reissueStatements(
  svc: Services,
  tenant: TenantShards,
  batches: ShardBatches,
  decision: Decision,
  tenantId: string,
  jobId: string,
  now: number,
): Promise<(() => Promise<void>)[]> {
  const afters: (() => Promise<void>)[] = [];
  const byShard = new Map<string, { db: DataDb; list: Reissue[] }>();
  for (const r of decision.reissues) {
    const db = tenant.forId(r.itemId);
    byShard.set(db.name, { db, list: [...(byShard.get(db.name)?.list ?? []), r] });
  }
  const changeOf = new Map(decision.changes.map((c) => [c.itemId, c]));
  for (const { db, list } of byShard.values()) {
    const planned = await svc.kinds.reissue(svc, db, tenantId, now, list);
    for (const [id, row] of planned.history) changeOf.get(id)?.history.push(row);
    for (const [id, errors] of planned.failed)
      changeOf.get(id)?.history.push({
        key: `reissue_failed:${jobId}`,
        kind: "reissue_failed",
        sourceJobId: jobId,
        details: { errors },
      });
    batches.add(db, planned.stmts);
    afters.push(planned.after);
  }
  return afters;
}

const LEDGER_COLS = [
  "id",
  "jobId",
  "externalId",
  "bankStatus",
  "input",
  "result",
  "paymentCount",
  "paidCents",
] as const;

/** The tenant's boletos `ids` on `data`, as the ledger decides about them. */
export async function ledgerBoletos(
  data: DataDb,
  tenantId: string,
  ids: string[],
): Promise<Map<string, LedgerBoleto>> {
  const out = new Map<string, LedgerBoleto>();
  if (ids.length === 0) return out;
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(items, LEDGER_COLS)} FROM items WHERE id IN (SELECT value FROM json_each(?1)) AND +tenant_id = ?2`,
    )
    .bind(JSON.stringify(ids), tenantId)
    .all();
  for (const r of decodeRows(items, res.results, LEDGER_COLS)) {
    const input = (r.input ?? null) as LedgerBoleto["input"];
    out.set(r.id, {
      id: r.id,
      jobId: r.jobId,
      externalId: r.externalId,
      bankStatus: r.bankStatus,
      input: input && typeof input.amount_cents === "number" ? input : null,
      pixPayload: (r.result?.pix_payload as string | undefined) ?? null,
      paymentCount: r.paymentCount ?? 0,
      paidCents: r.paidCents ?? 0,
    });
  }
  return out;
}

/**
 * Applies `answers` about boletos of `data`'s shard in one batch of their own (with `extra`
 * statements first); for the bank connectors, whose answers come one call at a time.
 */
export async function applyAnswersNow(
  svc: Services,
  data: DataDb,
  args: { tenantId: string; jobId: string; answers: readonly BankAnswer[]; now: number },
  extra: D1PreparedStatement[] = [],
): Promise<Decision> {
  const tenant = await svc.tenantData(args.tenantId);
  const boletos = await ledgerBoletos(data, args.tenantId, [...new Set(args.answers.map((a) => a.itemId))]);
  const applied = await applyAnswers(svc, tenant, data, { ...args, boletos });
  await applied.applyElsewhere();
  const results = await runD1Batch(data.d1, [...extra, ...applied.here]);
  await applied.after(results.slice(extra.length));
  return applied.decision;
}
