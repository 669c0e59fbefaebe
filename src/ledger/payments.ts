/**
 * The `boleto_payments` table: every payment of a boleto as its own row, written once by key (a
 * retorno read again, a webhook delivered twice, records nothing twice), never overwritten. The
 * boleto's item keeps the sums the views and filters read (`paid_cents`, `payment_count`,
 * `payment_divergence`), recomputed from the rows, so a redelivered batch cannot count twice.
 */
import { and, asc, eq } from "drizzle-orm";
import type { DataDb } from "../storage/db";
import { boletoPayments } from "../storage/schema";
import type { PaymentRow } from "./decide";

const CHUNK = 100;

/** The statements recording `rows` (on `data`, the boletos' shard) and refreshing their boletos' sums. */
export function paymentStatements(
  data: DataDb,
  tenantId: string,
  sourceJobId: string,
  now: number,
  rows: readonly PaymentRow[],
): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK).map((p) => ({
      i: p.itemId,
      k: p.key,
      j: p.jobId,
      s: p.seq,
      a: p.amount_cents,
      cr: p.credited_cents ?? null,
      in: p.interest_cents ?? null,
      di: p.discount_cents ?? null,
      re: p.rebate_cents ?? null,
      fe: p.fee_cents ?? null,
      po: p.paid_on,
      co: p.credit_on ?? null,
      ch: p.channel,
      so: p.source,
      sf: p.source_file_id ?? null,
      sl: p.source_line ?? null,
      sr: p.source_ref ?? null,
      sb: p.statusBefore,
      dv: p.divergences.length > 0 ? JSON.stringify(p.divergences) : null,
    }));
    const json = JSON.stringify(part);
    stmts.push(
      data.d1
        .prepare(
          `INSERT OR IGNORE INTO boleto_payments (item_id, key, tenant_id, job_id, seq, amount_cents, credited_cents, interest_cents,
             discount_cents, rebate_cents, fee_cents, paid_on, credit_on, channel, source, source_job_id, source_file_id, source_line,
             source_ref, status_before, divergences, created_at)
           SELECT p.value ->> '$.i', p.value ->> '$.k', ?1, p.value ->> '$.j', p.value ->> '$.s', p.value ->> '$.a', p.value ->> '$.cr',
                  p.value ->> '$.in', p.value ->> '$.di', p.value ->> '$.re', p.value ->> '$.fe', p.value ->> '$.po', p.value ->> '$.co',
                  p.value ->> '$.ch', p.value ->> '$.so', ?2, p.value ->> '$.sf', p.value ->> '$.sl', p.value ->> '$.sr',
                  p.value ->> '$.sb', p.value ->> '$.dv', ?3
             FROM json_each(?4) p`,
        )
        .bind(tenantId, sourceJobId, now, json),
      data.d1
        .prepare(
          `UPDATE items SET
             paid_cents = (SELECT SUM(amount_cents) FROM boleto_payments b WHERE b.item_id = items.id),
             payment_count = (SELECT COUNT(*) FROM boleto_payments b WHERE b.item_id = items.id),
             paid_on = (SELECT MIN(paid_on) FROM boleto_payments b WHERE b.item_id = items.id),
             payment_divergence = COALESCE(
               (SELECT json_extract(b.divergences, '$[0].kind') FROM boleto_payments b
                 WHERE b.item_id = items.id AND b.divergences IS NOT NULL ORDER BY b.seq DESC LIMIT 1),
               payment_divergence),
             updated_at = ?1
           WHERE id IN (SELECT p.value ->> '$.i' FROM json_each(?2) p) AND +tenant_id = ?3`,
        )
        .bind(now, json, tenantId),
    );
  }
  return stmts;
}

/** A boleto's payments, first first. */
export async function paymentsOf(data: DataDb, tenantId: string, itemId: string) {
  return data.db
    .select()
    .from(boletoPayments)
    .where(and(eq(boletoPayments.itemId, itemId), eq(boletoPayments.tenantId, tenantId)))
    .orderBy(asc(boletoPayments.seq), asc(boletoPayments.createdAt))
    .all();
}

/** How a payment row reads in the API. */
export function paymentView(p: typeof boletoPayments.$inferSelect) {
  return {
    seq: p.seq,
    amount_cents: p.amountCents,
    credited_cents: p.creditedCents,
    interest_cents: p.interestCents,
    discount_cents: p.discountCents,
    rebate_cents: p.rebateCents,
    fee_cents: p.feeCents,
    paid_on: p.paidOn,
    credit_on: p.creditOn,
    channel: p.channel,
    source: {
      kind: p.source,
      job_id: p.sourceJobId,
      file_id: p.sourceFileId,
      line: p.sourceLine,
      ref: p.sourceRef,
    },
    bank_status_before: p.statusBefore,
    divergences: p.divergences ?? [],
  };
}
