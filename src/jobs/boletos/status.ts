/**
 * A boleto's life at the bank (`items.bank_status`) and its history (`boleto_events`).
 *
 * issued (the boleto completed) → sent (a remessa file carrying its entry is ready) → registered
 * | rejected (the entry, with the bank's motivo) → paid | written_off | protested; protested goes
 * back to registered when the protest is cancelled (sustado). Transitions are monotone by
 * {@link RANK}: a later, weaker occurrence never undoes a stronger one, so a retorno read late
 * changes nothing it should not. Two exceptions: a rejected entry sent again is `sent` again, and
 * a cancelled protest is `registered` again. An instruction the bank rejects is the instruction's
 * state (`instructions.state`), never the boleto's: a registered boleto stays registered.
 *
 * Changes are applied in one statement per table, each guarded by the status they were computed
 * from (what the caller read), so two consumers racing on one boleto never interleave; the
 * history rows are write-once by key, so a redelivered message records nothing twice.
 */
import { type DataDb, runD1Batch } from "../../storage/db";
import { decodeRows } from "../../storage/rows";
import { type BANK_STATUS_VALUES, items } from "../../storage/schema";
import type { EventType } from "../../webhooks/events";

export type BankStatus = (typeof BANK_STATUS_VALUES)[number];

/** How far along a boleto is: a transition goes up, never down (but see {@link nextStatus}). */
const RANK: Record<BankStatus, number> = {
  issued: 0,
  sent: 1,
  rejected: 2,
  registered: 3,
  protested: 4,
  written_off: 5,
  paid: 6,
};

/** The webhook event of reaching each status (`issued` has none: `job.completed` says it). */
export const STATUS_EVENT: Record<BankStatus, EventType | null> = {
  issued: null,
  sent: "boleto.sent",
  registered: "boleto.registered",
  rejected: "boleto.rejected",
  paid: "boleto.paid",
  written_off: "boleto.written_off",
  protested: "boleto.protested",
};

/**
 * The status a boleto at `from` moves to when something says `to`, or null when it stays.
 * `protestCancelled`: the bank confirmed a protest was cancelled (protested → registered).
 * @example nextStatus("registered", "rejected") // null: an instruction's rejection is not the boleto's
 */
export function nextStatus(
  from: BankStatus | null,
  to: BankStatus,
  opts: { protestCancelled?: boolean } = {},
): BankStatus | null {
  const cur = from ?? "issued";
  if (cur === to) return null;
  if (to === "sent" && cur === "rejected") return to;
  if (to === "registered" && cur === "protested") return opts.protestCancelled ? to : null;
  return RANK[to] > RANK[cur] ? to : null;
}

/** Whether the bank still holds the boleto (an instruction about it makes sense). */
export function isOpen(status: BankStatus | null): boolean {
  return status !== "paid" && status !== "written_off" && status !== "rejected";
}

/** One row of a boleto's history. */
export interface HistoryRow {
  /** Write-once key: the same key is the same event. */
  key: string;
  kind: string;
  from?: BankStatus | null;
  to?: BankStatus | null;
  sourceJobId: string | null;
  sourceFileId?: string | null;
  details?: Record<string, unknown>;
}

/** Everything one step changes about one boleto, computed from the status it read (`guard`). */
export interface BoletoChange {
  itemId: string;
  /** The bank_status read when the change was computed (null: never set, i.e. issued). */
  guard: BankStatus | null;
  /** The new status, with the bank's motivo; absent when the status stays. */
  status?: { to: BankStatus; reason: Record<string, unknown> | null };
  /** The remessa file that just carried the boleto's entry (kept even when the status stays). */
  remessa?: { fileId: string; nsa: number | null };
  history: HistoryRow[];
}

const CHUNK = 200;

/**
 * The statements of `changes` (history rows, then one guarded update of the items), for the
 * caller's batch; `applied(results)` — given the results of exactly these statements — says which
 * boletos were changed (a guard that no longer held changed nothing: no history, no webhook).
 */
export function changeStatements(
  data: DataDb,
  tenantId: string,
  now: number,
  changes: BoletoChange[],
): { stmts: D1PreparedStatement[]; applied(results: D1Result[]): Set<string> } {
  const stmts: D1PreparedStatement[] = [];
  const history = changes.flatMap((c) =>
    c.history.map((h) => ({
      i: c.itemId,
      g: c.guard ?? "issued",
      k: h.key,
      n: h.kind,
      f: h.from ?? null,
      t: h.to ?? null,
      sj: h.sourceJobId,
      sf: h.sourceFileId ?? null,
      d: h.details ? JSON.stringify(h.details) : null,
    })),
  );
  for (let i = 0; i < history.length; i += CHUNK)
    stmts.push(
      data.d1
        .prepare(
          `INSERT OR IGNORE INTO boleto_events (item_id, key, tenant_id, job_id, at, kind, from_status, to_status, source_job_id, source_file_id, details)
           SELECT b.id, c.value ->> '$.k', b.tenant_id, b.job_id, ?1, c.value ->> '$.n', c.value ->> '$.f', c.value ->> '$.t',
                  c.value ->> '$.sj', c.value ->> '$.sf', c.value ->> '$.d'
             FROM json_each(?2) c JOIN items b ON b.id = c.value ->> '$.i'
            WHERE b.tenant_id = ?3 AND COALESCE(b.bank_status, 'issued') = c.value ->> '$.g'`,
        )
        .bind(now, JSON.stringify(history.slice(i, i + CHUNK)), tenantId),
    );
  const first = stmts.length;
  const updates = changes.map((c) => ({
    i: c.itemId,
    g: c.guard ?? "issued",
    s: c.status?.to ?? null,
    r: c.status?.reason ? JSON.stringify(c.status.reason) : null,
    rf: c.remessa?.fileId ?? null,
    rn: c.remessa?.nsa ?? null,
  }));
  for (let i = 0; i < updates.length; i += CHUNK)
    stmts.push(
      data.d1
        .prepare(
          `UPDATE items SET bank_status = COALESCE(c.value ->> '$.s', bank_status),
             bank_status_at = CASE WHEN c.value ->> '$.s' IS NULL THEN bank_status_at ELSE ?1 END,
             bank_reason = CASE WHEN c.value ->> '$.s' IS NULL THEN bank_reason ELSE c.value ->> '$.r' END,
             remessa_file_id = COALESCE(c.value ->> '$.rf', remessa_file_id),
             remessa_nsa = CASE WHEN c.value ->> '$.rf' IS NULL THEN remessa_nsa ELSE c.value ->> '$.rn' END,
             updated_at = ?1
            FROM json_each(?2) c
           WHERE items.id = c.value ->> '$.i' AND +items.tenant_id = ?3
             AND COALESCE(items.bank_status, 'issued') = c.value ->> '$.g'
           RETURNING items.id`,
        )
        .bind(now, JSON.stringify(updates.slice(i, i + CHUNK)), tenantId),
    );
  return {
    stmts,
    applied(results) {
      const ids = new Set<string>();
      for (const r of results.slice(first))
        for (const row of decodeRows(items, r.results, ["id"])) ids.add(row.id);
      return ids;
    },
  };
}

/** Applies `changes` in one batch of their own; returns the boletos changed. */
export async function applyChanges(
  data: DataDb,
  tenantId: string,
  now: number,
  changes: BoletoChange[],
): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const { stmts, applied } = changeStatements(data, tenantId, now, changes);
  return applied(await runD1Batch(data.d1, stmts));
}
