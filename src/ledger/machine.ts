/**
 * The one state machine of a boleto at the bank (`items.bank_status`). Every writer — the remessa
 * (an entry sent), the retorno (the bank's occurrences), the instructions (what may be asked from
 * each state), the re-issue (whether a change the bank accepted may print a new boleto), and the
 * bank connectors (a registration by API, a payment webhook) — asks this table, and only this
 * table, what an event does. It is pure: states in, a verdict out; the stores apply it.
 *
 * | from \ event   | entry_sent | registered | entry_rejected | protested | protest_cancelled | written_off | paid |
 * | -------------- | ---------- | ---------- | -------------- | --------- | ----------------- | ----------- | ---- |
 * | issued         | sent       | registered | rejected       | protested | ·                 | written_off | paid |
 * | sent           | ✗ (resend: ·) | registered | rejected    | protested | ·                 | written_off | paid |
 * | rejected       | sent       | registered | ·              | late      | late              | late        | paid ⚑ |
 * | registered     | ✗ (resend: ·) | ·       | late           | protested | ·                 | written_off | paid |
 * | protested      | ✗          | late       | late           | ·         | registered        | written_off | paid |
 * | written_off    | ✗          | late       | late           | late      | late              | ·           | paid ⚑ |
 * | paid           | ✗          | late       | late           | late      | late              | late        | paid ⚑ |
 *
 * `·` the state stays (recorded in the history), `late` the event contradicts what the boleto
 * already is: recorded, never applied; `✗` lote refuses to do it (an entry sent twice); `⚑` applied
 * with a divergence (a payment after a write-off, a second payment, a payment of a rejected entry).
 */
import type { BANK_STATUS_VALUES } from "../storage/schema";

export type BankStatus = (typeof BANK_STATUS_VALUES)[number];

/** What can happen to a boleto at the bank. */
export const LEDGER_EVENTS = [
  "entry_sent",
  "registered",
  "entry_rejected",
  "protested",
  "protest_cancelled",
  "written_off",
  "paid",
] as const;
export type LedgerEvent = (typeof LEDGER_EVENTS)[number];

/** The table's cell: the state reached, `stay`, `late` (recorded, not applied) or `refuse`. */
type Cell = BankStatus | "stay" | "late" | "refuse";

const ROWS: Record<BankStatus, Record<LedgerEvent, Cell>> = {
  issued: {
    entry_sent: "sent",
    registered: "registered",
    entry_rejected: "rejected",
    protested: "protested",
    protest_cancelled: "stay",
    written_off: "written_off",
    paid: "paid",
  },
  sent: {
    entry_sent: "refuse",
    registered: "registered",
    entry_rejected: "rejected",
    protested: "protested",
    protest_cancelled: "stay",
    written_off: "written_off",
    paid: "paid",
  },
  rejected: {
    entry_sent: "sent",
    registered: "registered",
    entry_rejected: "stay",
    protested: "late",
    protest_cancelled: "late",
    written_off: "late",
    paid: "paid",
  },
  registered: {
    entry_sent: "refuse",
    registered: "stay",
    entry_rejected: "late",
    protested: "protested",
    protest_cancelled: "stay",
    written_off: "written_off",
    paid: "paid",
  },
  protested: {
    entry_sent: "refuse",
    registered: "late",
    entry_rejected: "late",
    protested: "stay",
    protest_cancelled: "registered",
    written_off: "written_off",
    paid: "paid",
  },
  written_off: {
    entry_sent: "refuse",
    registered: "late",
    entry_rejected: "late",
    protested: "late",
    protest_cancelled: "late",
    written_off: "stay",
    paid: "paid",
  },
  paid: {
    entry_sent: "refuse",
    registered: "late",
    entry_rejected: "late",
    protested: "late",
    protest_cancelled: "late",
    written_off: "late",
    paid: "stay",
  },
};

/** The transition table itself, for docs and tests (read-only). */
export const TRANSITIONS: Readonly<Record<BankStatus, Readonly<Record<LedgerEvent, Cell>>>> = ROWS;

/** What an event does to a boleto. */
export type Verdict =
  /** The boleto moves to `to`. */
  | { verdict: "applied"; to: BankStatus; divergence?: Divergence }
  /** It stays where it is (the event is recorded). */
  | { verdict: "stay"; divergence?: Divergence }
  /** The event contradicts the state: recorded in the history, never applied. */
  | { verdict: "late"; reason: string }
  /** lote must not do it (only lote's own events: an entry sent again). */
  | { verdict: "refused"; code: string; reason: string };

/** A money-state divergence the ledger flags (also for payments, see payments.ts). */
export type Divergence = "paid_after_write_off" | "duplicate_payment" | "paid_rejected_entry";

/** The stable refusal codes of an entry sent again, by the state that refuses it. */
export const ENTRY_REFUSAL: Partial<Record<BankStatus, string>> = {
  sent: "TITLE_ALREADY_SENT",
  registered: "TITLE_ALREADY_REGISTERED",
  protested: "TITLE_PROTESTED",
  written_off: "TITLE_WRITTEN_OFF",
  paid: "TITLE_PAID",
};

/**
 * What `event` does to a boleto at `from` (null: never set, i.e. issued). `resend`: the user
 * asked to send the entry of a boleto already sent or registered again (documented re-send); it
 * never re-sends a protested, written-off or paid one.
 * @example transition("written_off", "paid") // { verdict: "applied", to: "paid", divergence: "paid_after_write_off" }
 * @example transition("paid", "registered") // { verdict: "late", … }
 */
export function transition(
  from: BankStatus | null,
  event: LedgerEvent,
  opts: { resend?: boolean } = {},
): Verdict {
  const cur = from ?? "issued";
  const cell = ROWS[cur][event];
  if (event === "paid") {
    const divergence: Divergence | undefined =
      cur === "paid"
        ? "duplicate_payment"
        : cur === "written_off"
          ? "paid_after_write_off"
          : cur === "rejected"
            ? "paid_rejected_entry"
            : undefined;
    if (cell === "stay") return { verdict: "stay", ...(divergence ? { divergence } : {}) };
    return { verdict: "applied", to: "paid", ...(divergence ? { divergence } : {}) };
  }
  if (cell === "refuse") {
    if (opts.resend && (cur === "sent" || cur === "registered")) return { verdict: "stay" };
    return {
      verdict: "refused",
      code: ENTRY_REFUSAL[cur] ?? "TITLE_NOT_SENDABLE",
      reason: `the boleto is ${cur}: its entry is not sent again${cur === "sent" || cur === "registered" ? " unless resend is asked" : ""}`,
    };
  }
  if (cell === "late")
    return { verdict: "late", reason: `${event} after the boleto was ${cur}: recorded, not applied` };
  if (cell === "stay") return { verdict: "stay" };
  return { verdict: "applied", to: cell };
}

/** The webhook event of reaching each status (`issued` has none: `job.completed` says it). */
export const STATUS_EVENT = {
  issued: null,
  sent: "boleto.sent",
  registered: "boleto.registered",
  rejected: "boleto.rejected",
  paid: "boleto.paid",
  written_off: "boleto.written_off",
  protested: "boleto.protested",
} as const satisfies Record<BankStatus, string | null>;

/** Whether the bank still holds the boleto open: it can be paid as printed, changed, re-issued. */
export function isOpen(status: BankStatus | null): boolean {
  return status !== "paid" && status !== "written_off" && status !== "rejected";
}

/**
 * Whether a change the bank accepted (a new due date, a new amount, the bank's own Pix QR) may
 * re-issue the boleto at `status`: only while it is open and not under protest. A due-date change
 * accepted after a write-off is recorded, never printed.
 */
export function mayReissue(status: BankStatus | null): boolean {
  const s = status ?? "issued";
  return s === "issued" || s === "sent" || s === "registered";
}
