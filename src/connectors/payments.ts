/**
 * Payments a provider reported — in a webhook, a settled-titles query or a query of one title —
 * reach the ledger: each is matched to the tenant's boleto (by the Pix txid of its charge, or by
 * its nosso número at that bank), then recorded as a payment row with its divergences, and the
 * boleto moves to `paid` through the state machine (`boleto.paid`). A payment id seen before
 * records nothing (the payment row's key is the provider's payment id).
 */
import type { ApiPayment } from "../engine/index";
import { applyAnswersNow } from "../ledger/answers";
import type { BankAnswer } from "../ledger/decide";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { everyShard } from "../storage/fanout";
import { decodeRows, sqlColumns } from "../storage/rows";
import { items } from "../storage/schema";
import type { ConnectionRow } from "./store";

const MATCH = ["id", "jobId"] as const;
type Found = Pick<typeof items.$inferSelect, (typeof MATCH)[number]>;

const key = (s: string | undefined) => (s ?? "").replace(/\D/g, "").replace(/^0+/, "") || "0";

/** The tenant's boleto a payment is about, with the shard it lives on. */
export async function matchPayment(
  svc: Services,
  conn: ConnectionRow,
  p: ApiPayment,
): Promise<{ data: DataDb; row: Found } | undefined> {
  const tenant = await svc.tenantData(conn.tenantId);
  const found = await everyShard<Found>(
    tenant.shards,
    tenant.owns,
    (r) => r.id,
    async (db) => {
      if (conn.provider === "pix") {
        if (!p.txid) return [];
        const res = await db.d1
          .prepare(
            `SELECT ${sqlColumns(items, MATCH, "i")} FROM bank_registrations r JOIN items i ON i.id = r.item_id
              WHERE r.tenant_id = ?1 AND r.connection_id = ?2 AND r.provider = 'pix'
                AND json_extract(r.provider_ids, '$.txid') = ?3`,
          )
          .bind(conn.tenantId, conn.id, p.txid)
          .all();
        return decodeRows(items, res.results, MATCH);
      }
      const res = await db.d1
        .prepare(
          `SELECT ${sqlColumns(items, MATCH)} FROM items
            WHERE tenant_id = ?1 AND bank_code = ?2 AND our_number_key = ?3
              AND (+status = 'completed' OR (+status = 'rendering' AND bank_status IS NOT NULL))
            ORDER BY created_at LIMIT 1`,
        )
        .bind(conn.tenantId, conn.provider, key(p.our_number))
        .all();
      return decodeRows(items, res.results, MATCH);
    },
  );
  const hit = found[0];
  return hit ? { data: tenant.forId(hit.row.id), row: hit.row } : undefined;
}

/**
 * Records `payments` (confirmed: from a query, or a webhook the provider's query confirmed) of
 * `conn` for their boletos. Returns how many matched a boleto.
 */
export async function settlePayments(
  svc: Services,
  conn: ConnectionRow,
  payments: readonly ApiPayment[],
  source: "api" | "webhook" | "pix",
): Promise<number> {
  let matched = 0;
  for (const p of payments) {
    const m = await matchPayment(svc, conn, p);
    if (!m) {
      svc.logger.warn("payment matches no boleto", { connection_id: conn.id, payment_id: p.payment_id });
      continue;
    }
    matched++;
    const answer: BankAnswer = {
      itemId: m.row.id,
      key: `payment:${conn.provider}:${p.payment_id}`,
      index: 0,
      event: "paid",
      payment: {
        amount_cents: p.amount_cents,
        interest_cents: (p.interest_cents ?? 0) + (p.fine_cents ?? 0) || null,
        discount_cents: p.discount_cents ?? null,
        rebate_cents: p.rebate_cents ?? null,
        paid_on: p.paid_on ?? null,
        credit_on: p.credit_on ?? null,
        channel: p.channel,
        source,
        source_ref: p.payment_id,
      },
      occurrence: {
        source,
        kind: "paid",
        provider: conn.provider,
        connection_id: conn.id,
        payment_id: p.payment_id,
      },
      eventData: {
        bank_code: conn.provider === "pix" ? null : conn.provider,
        our_number: p.our_number ?? null,
        payment: { ...p },
      },
    };
    await applyAnswersNow(svc, m.data, {
      tenantId: conn.tenantId,
      jobId: m.row.jobId,
      now: svc.clock.now(),
      answers: [answer],
    });
  }
  return matched;
}
