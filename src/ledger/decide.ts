/**
 * What the bank's answers do to the boletos they name — pure, tested in node. An answer comes from
 * a retorno entry (the retorno kind reads the occurrence and says what it means) or, next, from a
 * bank's API or a PSP's webhook: it says an event about the boleto (registered, rejected, paid,
 * written off, protested, protest cancelled), that it answers an instruction, carries a payment,
 * the bank's Pix QR. This module applies each in order through the state machine and returns every
 * change as data: status moves, history rows, instruction resolutions, payment rows with their
 * divergences, re-issues, webhook events. The statements are ./answers.ts's.
 *
 * Rules beyond the table: the oldest `sent` instruction whose type the answer names is the one it
 * resolves; an accepted instruction moves the boleto as its type says (a baixa writes it off); a
 * change the bank accepted re-issues the boleto only if, after the whole file, it is still open and
 * unprotested (`mayReissue`): a due-date change answered next to a write-off is recorded, never
 * printed; every payment is a row of its own, a second one or one outside the title's range a
 * divergence with its event.
 */
import { acceptedEvent } from "./instruction-rules";
import {
  type BankStatus,
  type Divergence,
  type LedgerEvent,
  mayReissue,
  STATUS_EVENT,
  transition,
} from "./machine";
import { amountDivergence, type expectedPayment } from "./payment-rules";
import type { Reissue } from "./reissue";
import type { BoletoChange } from "./status";

/** A payment the bank reported, as the ledger stores it. */
export interface PaymentFact {
  amount_cents: number | null;
  credited_cents?: number | null;
  interest_cents?: number | null;
  discount_cents?: number | null;
  rebate_cents?: number | null;
  fee_cents?: number | null;
  paid_on: string | null;
  credit_on?: string | null;
  channel: "boleto" | "pix" | "unknown";
  source: "retorno" | "api" | "webhook" | "pix";
  source_file_id?: string | null;
  source_line?: number | null;
  source_ref?: string | null;
}

/** One answer of the bank about one boleto. */
export interface BankAnswer {
  itemId: string;
  /** Write-once key of the answer (`retorno:<job>:<entry>`): history row and payment keys. */
  key: string;
  /** Its position in its source (a retorno's entry index). */
  index: number;
  event?: LedgerEvent;
  /** The instruction it answers: accepted or rejected, of one of `answers` (null: any type). */
  instruction?: { state: "accepted" | "rejected"; answers: readonly string[] | null };
  /**
   * For answers whose meaning depends on the boleto (a bank that answers every command with one
   * code): reads `event` and `instruction` from the boleto's status and its instructions still
   * waiting, when the answer's turn comes.
   */
  read?(
    current: BankStatus | null,
    waiting: readonly SentInstruction[],
  ): Pick<BankAnswer, "event" | "instruction">;
  /** The bank's motivo, kept on a rejection. */
  reason?: Record<string, unknown>;
  /** What the history and the events show of it (the occurrence, its code, its reasons). */
  occurrence: Record<string, unknown>;
  payment?: PaymentFact;
  /** The bank's Pix QR (EMV) for the boleto, when it sent one. */
  pixEmv?: string;
  /**
   * When the bank says it happened, and the due date it holds then (a retorno entry's): an answer
   * older than an instruction's sending cannot be that instruction's, and a due-date change is
   * confirmed only by the date it asked for.
   */
  occurredOn?: string | null;
  dueDate?: string | null;
  /** Extra fields of the boleto's webhook events (bank code, nosso número, amounts). */
  eventData: Record<string, unknown>;
}

/** A boleto as the ledger decides about it. */
export interface LedgerBoleto {
  id: string;
  jobId: string;
  externalId: string | null;
  bankStatus: BankStatus | null;
  /** The boleto's input (amount, due date, juros, multa, desconto, abatimento). */
  input: Parameters<typeof expectedPayment>[0] | null;
  /** The Pix payload it prints now. */
  pixPayload: string | null;
  /** Payments recorded before, and what they add up to. */
  paymentCount: number;
  paidCents: number;
}

/** An instruction waiting for the bank's answer. */
export interface SentInstruction {
  id: string;
  jobId: string;
  type: string;
  payload: Record<string, unknown>;
  /** The day it was sent (São Paulo), when known. */
  sentOn?: string | null;
}

export interface PaymentRow extends PaymentFact {
  itemId: string;
  jobId: string;
  key: string;
  seq: number;
  statusBefore: BankStatus | null;
  divergences: Record<string, unknown>[];
}

export interface Resolution {
  instruction: SentInstruction;
  itemId: string;
  state: "accepted" | "rejected";
  index: number;
  resolution: Record<string, unknown>;
}

/** An event to emit once the boleto's change landed (`itemId`). */
export interface PendingEvent {
  itemId: string;
  type: string;
  key: string;
  /** The instructions job for an instruction's answer; else the source's job. */
  jobId?: string;
  data: Record<string, unknown>;
}

export interface Decision {
  changes: BoletoChange[];
  /** Changes the bank accepted that are not printed (abatimento, juros, multa, desconto): merged into the boleto's input (JSON merge patch). */
  inputPatches: { itemId: string; patch: Record<string, unknown> }[];
  resolutions: Resolution[];
  payments: PaymentRow[];
  reissues: Reissue[];
  events: PendingEvent[];
  /** Answers that resolved an instruction (a retorno does not count them as payment facts). */
  answeredInstruction: Set<number>;
  instructions: { accepted: number; rejected: number; unanswered: number };
}

/**
 * The oldest sent instruction that `a` answers (`answers` names its types; any when it names none),
 * removed from `list`: never one sent after the day the answer happened (a stale retorno answers
 * an older request), and a due-date change only when the bank's due date is the one it asked.
 */
function take(
  list: SentInstruction[],
  answers: readonly string[] | null,
  a: Pick<BankAnswer, "occurredOn" | "dueDate">,
): SentInstruction | undefined {
  const i = list.findIndex(
    (x) =>
      (answers === null || answers.includes(x.type)) &&
      !(a.occurredOn && x.sentOn && x.sentOn > a.occurredOn) &&
      !(
        x.type === "due_date_change" &&
        a.dueDate &&
        x.payload.due_date !== undefined &&
        x.payload.due_date !== a.dueDate
      ),
  );
  return i < 0 ? undefined : list.splice(i, 1)[0];
}

/**
 * The changes `answers` make to `boletos`, given each boleto's sent instructions (oldest first),
 * for source job `jobId`.
 * @example decideAnswers(boletos, sent, [{ itemId, event: "paid", payment, … }], "job_1").payments[0].seq // 1
 */
export function decideAnswers(
  boletos: ReadonlyMap<string, LedgerBoleto>,
  sent: ReadonlyMap<string, readonly SentInstruction[]>,
  answers: readonly BankAnswer[],
  jobId: string,
): Decision {
  const out: Decision = {
    changes: [],
    inputPatches: [],
    resolutions: [],
    payments: [],
    reissues: [],
    events: [],
    answeredInstruction: new Set(),
    instructions: { accepted: 0, rejected: 0, unanswered: 0 },
  };
  const state = new Map<
    string,
    { change: BoletoChange; status: BankStatus | null; pending: SentInstruction[]; paid: number; sum: number }
  >();
  const candidates: Reissue[] = [];
  for (const given of answers) {
    const b = boletos.get(given.itemId);
    if (!b) continue;
    let s = state.get(b.id);
    if (!s) {
      s = {
        change: { itemId: b.id, guard: b.bankStatus, history: [] },
        status: b.bankStatus,
        pending: [...(sent.get(b.id) ?? [])],
        paid: b.paymentCount,
        sum: b.paidCents,
      };
      state.set(b.id, s);
      out.changes.push(s.change);
    }
    const from = s.status;
    const a = given.read ? { ...given, ...given.read(from, s.pending) } : given;
    const ins = a.instruction ? take(s.pending, a.instruction.answers, a) : undefined;
    if (a.instruction && !ins) out.instructions.unanswered++;
    const event =
      a.event ?? (ins && a.instruction?.state === "accepted" ? acceptedEvent(ins.type) : undefined);
    const v = event ? transition(from, event) : null;
    if (ins && a.instruction) resolve(out, b, ins, a, jobId, candidates);
    const to = v?.verdict === "applied" ? v.to : null;
    if (to) {
      s.change.status = { to, reason: to === "rejected" ? (a.reason ?? { occurrence: a.occurrence }) : null };
      s.status = to;
      const type = STATUS_EVENT[to];
      if (type && to !== from)
        out.events.push({
          itemId: b.id,
          type,
          key: a.key,
          data: {
            item_id: b.id,
            boleto_job_id: b.jobId,
            external_id: b.externalId,
            ...a.eventData,
            bank_status: to,
            previous_bank_status: from ?? "issued",
          },
        });
    }
    const late = v?.verdict === "late" ? v.reason : null;
    s.change.history.push({
      key: a.key,
      kind: to
        ? "bank_status"
        : ins
          ? `instruction.${a.instruction?.state}`
          : late
            ? "occurrence_late"
            : "occurrence",
      from: to ? (from ?? "issued") : null,
      to,
      sourceJobId: jobId,
      details: {
        occurrence: a.occurrence,
        ...(ins ? { instruction_id: ins.id, instruction_state: a.instruction?.state } : {}),
        ...(late ? { late } : {}),
      },
    });
    if (event === "paid" && a.payment) {
      s.paid++;
      const before = s.sum;
      s.sum += a.payment.amount_cents ?? 0;
      const why = v && v.verdict !== "late" && v.verdict !== "refused" ? v.divergence : undefined;
      payment(out, b, a, { seq: s.paid, before }, from, why);
    }
    if (a.pixEmv && a.pixEmv !== currentPix(b, candidates))
      candidates.push({
        itemId: b.id,
        // The bank's EMV replaces the key the QR was built from (`null` removes a field in the merge).
        patch: { pix: { emv: a.pixEmv, key: null, txid: null, merchant_name: null, merchant_city: null } },
        reason: { kind: "bank_pix", retorno_job_id: jobId, entry_index: a.index },
      });
  }
  // A change the bank accepted is printed only if the boleto is still open once every answer is in.
  for (const r of candidates) {
    const s = state.get(r.itemId);
    if (mayReissue(s?.status ?? null)) out.reissues.push(r);
    else
      s?.change.history.push({
        key: `reissue_skipped:${jobId}:${r.reason.entry_index}`,
        kind: "reissue_skipped",
        sourceJobId: jobId,
        details: {
          reason: r.reason,
          bank_status: s.status,
          why: `the boleto is ${s.status}: nothing is re-issued`,
        },
      });
  }
  return out;
}

function resolve(
  out: Decision,
  b: LedgerBoleto,
  ins: SentInstruction,
  a: BankAnswer,
  jobId: string,
  candidates: Reissue[],
) {
  const st = a.instruction?.state as "accepted" | "rejected";
  out.answeredInstruction.add(a.index);
  out.instructions[st]++;
  const { code, kind, description, reasons } = a.occurrence as Record<string, unknown>;
  out.resolutions.push({
    instruction: ins,
    itemId: b.id,
    state: st,
    index: a.index,
    resolution: { source: "bank", occurrence: { code, kind, description }, reasons },
  });
  if (st !== "accepted") return;
  const patch = acceptedPatch(ins);
  if (patch) out.inputPatches.push({ itemId: b.id, patch });
  const reason = (kind: "due_date_change" | "amount_change") => ({
    kind,
    instruction_id: ins.id,
    retorno_job_id: jobId,
    entry_index: a.index,
  });
  if (ins.type === "due_date_change" && ins.payload.due_date !== undefined)
    candidates.push({
      itemId: b.id,
      patch: { due_date: ins.payload.due_date },
      reason: reason("due_date_change"),
    });
  if (ins.type === "amount_change" && ins.payload.amount_cents !== undefined)
    candidates.push({
      itemId: b.id,
      patch: { amount_cents: ins.payload.amount_cents },
      reason: reason("amount_change"),
    });
}

/**
 * The payment row of `a`, with its divergences: what the boleto's state says of it, and whether
 * everything paid so far (`paid.before` and this one) falls outside the title's range.
 */
function payment(
  out: Decision,
  b: LedgerBoleto,
  a: BankAnswer,
  paid: { seq: number; before: number },
  statusBefore: BankStatus | null,
  stateDivergence: Divergence | undefined,
) {
  const p = a.payment as PaymentFact;
  const seq = paid.seq;
  const divergences: Record<string, unknown>[] = [];
  if (stateDivergence) divergences.push({ kind: stateDivergence, bank_status: statusBefore ?? "issued" });
  const total = p.amount_cents === null ? null : paid.before + p.amount_cents;
  const amount = b.input ? amountDivergence(b.input, total, p.paid_on) : null;
  if (amount) divergences.push({ ...amount, ...(paid.before > 0 ? { paid_before_cents: paid.before } : {}) });
  out.payments.push({ ...p, itemId: b.id, jobId: b.jobId, key: a.key, seq, statusBefore, divergences });
  if (divergences.length > 0)
    out.events.push({
      itemId: b.id,
      type: "boleto.payment_divergence",
      key: `${a.key}:divergence`,
      data: {
        item_id: b.id,
        boleto_job_id: b.jobId,
        external_id: b.externalId,
        ...a.eventData,
        payment: { seq, ...p },
        divergences,
      },
    });
}

/** The Pix the boleto prints now, or will once a re-issue planned in these answers lands. */
function currentPix(b: LedgerBoleto, planned: Reissue[]): string | null {
  const mine = planned.filter((r) => r.itemId === b.id && r.reason.kind === "bank_pix");
  const last = mine[mine.length - 1];
  return last ? (last.patch.pix as { emv: string }).emv : b.pixPayload;
}

/** What an accepted instruction changes in the boleto's input without re-printing it (null removes). */
function acceptedPatch(ins: SentInstruction): Record<string, unknown> | null {
  const p = ins.payload;
  switch (ins.type) {
    case "rebate":
      return p.rebate_cents !== undefined ? { rebate_cents: p.rebate_cents } : null;
    case "rebate_cancel":
      return { rebate_cents: null };
    case "discount":
    case "discount_change":
      return p.discount !== undefined ? { discount: p.discount } : null;
    case "discount_cancel":
      return { discount: null };
    case "interest_change":
      return p.interest !== undefined ? { interest: p.interest } : null;
    case "interest_waive":
      return { interest: null };
    case "fine_change":
      return p.fine !== undefined ? { fine: p.fine } : null;
    case "fine_waive":
      return { fine: null };
    default:
      return null;
  }
}
