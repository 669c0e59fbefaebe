/**
 * Writing a boleto's life at the bank (`items.bank_status`) and its history (`boleto_events`): the
 * statements of the changes the state machine (./machine.ts) decided. Every change is guarded by
 * the status it was computed from (what the caller read), in one statement per table, so two
 * consumers racing on one boleto never interleave; the history rows are write-once by key, so a
 * redelivered message records nothing twice.
 */
import { type DataDb, runD1Batch } from "../storage/db";
import { decodeRows } from "../storage/rows";
import { items } from "../storage/schema";
import type { BankStatus } from "./machine";

export type { BankStatus } from "./machine";

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
  // `+b.tenant_id`: driven by the ids (primary-key lookups), never by the tenant's items index,
  // which made every chunk scan all of the tenant's boletos (query-plans.test.ts pins it).
  for (let i = 0; i < history.length; i += CHUNK)
    stmts.push(
      data.d1
        .prepare(
          `INSERT OR IGNORE INTO boleto_events (item_id, key, tenant_id, job_id, at, kind, from_status, to_status, source_job_id, source_file_id, details)
           SELECT b.id, c.value ->> '$.k', b.tenant_id, b.job_id, ?1, c.value ->> '$.n', c.value ->> '$.f', c.value ->> '$.t',
                  c.value ->> '$.sj', c.value ->> '$.sf', c.value ->> '$.d'
             FROM json_each(?2) c JOIN items b ON b.id = c.value ->> '$.i'
            WHERE +b.tenant_id = ?3 AND COALESCE(b.bank_status, 'issued') = c.value ->> '$.g'`,
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
             entry_job_id = CASE WHEN c.value ->> '$.rf' IS NULL THEN entry_job_id ELSE NULL END,
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
