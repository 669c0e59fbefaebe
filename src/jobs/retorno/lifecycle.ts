/**
 * What a retorno's occurrences do to the boletos they match, through the boleto ledger: each
 * matched entry becomes a `BankAnswer` — the event its occurrence says (./occurrences.ts reads the
 * bank's code), the instruction it answers, its payment (amounts, dates, the file's line), the Pix
 * QR the bank registered — and src/ledger/answers.ts applies them through the state machine. Every
 * matched entry leaves one row in the boleto's history, an occurrence that changes nothing too.
 */
import { type CnabLayout, type RetornoEntry, rejectsInstructionsApart } from "../../engine/index";
import { type AppliedAnswers, applyAnswers } from "../../ledger/answers";
import type { BankAnswer, LedgerBoleto } from "../../ledger/decide";
import type { BankStatus } from "../../ledger/machine";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import type { TenantShards } from "../../tenants/router";
import { interpret, type Role } from "./occurrences";

/** A boleto a retorno entry matched, as the reconciliation reads it. */
export interface LifeMatch {
  id: string;
  jobId: string;
  externalId: string | null;
  bankStatus: BankStatus | null;
  result: Record<string, unknown> | null;
  input: unknown;
  paymentCount: number | null;
  paidCents: number | null;
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
    payments: { recorded: number; divergent: number };
  };
  /** Given the results of exactly `here`: emits the webhooks of what changed, renders re-issues. */
  after(results: D1Result[]): Promise<void>;
}

/** The changes `entries` (matched to boletos by `matchOf`) make, for the retorno job `job`. */
export async function retornoLife(
  svc: Services,
  tenant: TenantShards,
  data: DataDb,
  job: { id: string; tenantId: string; fileId?: string | null },
  cell: { bankCode: string; layout: CnabLayout },
  entries: readonly RetornoEntry[],
  matchOf: (e: RetornoEntry) => LifeMatch | undefined,
  now: number,
): Promise<RetornoLife> {
  const { bankCode } = cell;
  const apart = rejectsInstructionsApart(cell.bankCode, cell.layout);
  const boletos = new Map<string, LedgerBoleto>();
  const roles = new Set<Role>();
  const by_kind: Record<string, number> = {};
  const answers: BankAnswer[] = [];
  entries.forEach((e, idx) => {
    by_kind[e.occurrence.kind] = (by_kind[e.occurrence.kind] ?? 0) + 1;
    const m = matchOf(e);
    if (!m) {
      roles.add(interpret(e, null, []).role);
      return;
    }
    if (!boletos.has(m.id)) boletos.set(m.id, ledgerBoleto(m));
    answers.push({
      itemId: m.id,
      key: `retorno:${job.id}:${idx}`,
      index: idx,
      // What the occurrence means depends on the boleto's state and its waiting instructions.
      read(current, waiting) {
        const a = interpret(e, current, waiting, { rejectsInstructionsApart: apart });
        roles.add(a.role);
        return {
          ...(a.event ? { event: a.event } : {}),
          ...(a.instruction ? { instruction: a.instruction } : {}),
        };
      },
      occurrence: { ...e.occurrence, entry_index: idx },
      occurredOn: e.occurrence_date,
      // The due date the bank holds, where the occurrence is its change (other entries may repeat the old one).
      dueDate: e.occurrence.kind === "due_date_changed" ? e.due_date : null,
      ...(e.occurrence.kind === "paid" ? { payment: paymentFact(e, job.fileId ?? null) } : {}),
      ...(e.pix?.emv ? { pixEmv: e.pix.emv } : {}),
      eventData: { bank_code: bankCode, our_number: e.our_number, ...paymentOf(e) },
    });
  });
  const applied: AppliedAnswers = await applyAnswers(svc, tenant, data, {
    tenantId: job.tenantId,
    jobId: job.id,
    boletos,
    answers,
    now,
  });
  const kinds = [...roles].filter((r) => r !== "other");
  const d = applied.decision;
  return {
    get here() {
      return applied.here;
    },
    applyElsewhere: () => applied.applyElsewhere(),
    answeredInstruction: d.answeredInstruction,
    summary: {
      kind: kinds.length === 0 ? "other" : kinds.length > 1 ? "mixed" : (kinds[0] as "registration"),
      by_kind,
      instructions: d.instructions,
      payments: {
        recorded: d.payments.length,
        divergent: d.payments.filter((p) => p.divergences.length > 0).length,
      },
    },
    after: (results) => applied.after(results),
  };
}

function ledgerBoleto(m: LifeMatch): LedgerBoleto {
  const input = (m.input ?? null) as LedgerBoleto["input"];
  return {
    id: m.id,
    jobId: m.jobId,
    externalId: m.externalId,
    bankStatus: m.bankStatus,
    input: input && typeof input.amount_cents === "number" ? input : null,
    pixPayload: (m.result?.pix_payload as string | undefined) ?? null,
    paymentCount: m.paymentCount ?? 0,
    paidCents: m.paidCents ?? 0,
  };
}

/** A liquidation entry as the ledger records its payment: what the payer paid, on which date, from which line. */
function paymentFact(e: RetornoEntry, fileId: string | null) {
  return {
    amount_cents: e.amounts.paid_cents,
    credited_cents: e.amounts.credited_cents,
    interest_cents: e.amounts.interest_cents,
    discount_cents: e.amounts.discount_cents,
    rebate_cents: e.amounts.rebate_cents,
    fee_cents: e.amounts.fee_cents,
    paid_on: e.occurrence_date,
    credit_on: e.credit_date,
    channel: e.pix?.txid || e.pix?.emv ? ("pix" as const) : ("boleto" as const),
    source: "retorno" as const,
    source_file_id: fileId,
    source_line: e.line,
  };
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
