/**
 * Re-issuing a boleto the bank changed (an accepted new due date or amount, or the bank's own Pix
 * QR): the ledger decides *whether* (only an open, unprotested boleto: machine.ts `mayReissue`),
 * the boletos kind does *how* (new codes, a new attempt, its PDF), behind the `reissue` hook of
 * the kinds (src/services.ts `KindHooks`), so no other kind imports the boletos kind.
 */
import type { ItemError } from "../jobs/core/items";
import type { HistoryRow } from "./status";

/** Why a boleto is re-issued, as its new attempt's `result.reissue` records it. */
export interface ReissueReason {
  kind: "due_date_change" | "amount_change" | "bank_pix";
  instruction_id?: string;
  /** The job whose answer caused it (a retorno, or a registration by API). */
  retorno_job_id: string;
  entry_index: number;
}

export interface Reissue {
  itemId: string;
  /** Merged over the boleto's current input (e.g. `{ due_date }`, `{ pix: { emv } }`). */
  patch: Record<string, unknown>;
  reason: ReissueReason;
}

export interface PlannedReissues {
  stmts: D1PreparedStatement[];
  /** Per boleto: the history row of its re-issue (for the caller's guarded change). */
  history: Map<string, HistoryRow>;
  /** Boletos whose new input the engine refused: they keep their codes (the bank's change is recorded). */
  failed: Map<string, ItemError[]>;
  /** Run after the batch: renders the new documents, or emits `boleto.updated` and finalizes. */
  after(): Promise<void>;
}
