/**
 * Who each carnê of a job is for, so a client can label it: the payer's name and document, read
 * from the job's completed boletos when a carnê is shown. (The artifact row keeps only the
 * document, and only for a job with several payers: `payer_document`.) Payers are grouped the way
 * buildCarnes groups them — by normalised CPF/CNPJ — and each carries the name of its first
 * parcela, the one the carnê's cover and first stub print.
 */
import { normalizeDocument } from "../../engine/index";
import type { DataDb } from "../../storage/db";
import { decodeValues } from "../../storage/rows";

/** One payer of a job's carnês. */
export interface CarnePayer {
  name: string | null;
  /** As the item gave it (maybe punctuated). */
  document: string;
}

export interface CarnePayers {
  /** The payer of the job's first completed boleto: the one payer of a single-payer job. */
  first: CarnePayer | null;
  /** Every payer, by normalised document. */
  byDocument: Map<string, CarnePayer>;
}

/** The payers of a job's completed boletos, each with the name of its first parcela. */
export async function carnePayers(data: DataDb, tenantId: string, jobId: string): Promise<CarnePayers> {
  // One row per payer, not per item. SQLite takes the bare columns of a group from the row that
  // gives its single MIN(): the payer's first parcela. The grouping key is normalizeDocument's.
  const res = await data.d1
    .prepare(
      `SELECT input ->> '$.payer.document' AS document, input ->> '$.payer.name' AS name, MIN(idx) AS first
         FROM items
        WHERE job_id = ?1 AND tenant_id = ?2 AND status = 'completed'
        GROUP BY upper(replace(replace(replace(replace(input ->> '$.payer.document', '.', ''), '-', ''), '/', ''), ' ', ''))
        ORDER BY first`,
    )
    .bind(jobId, tenantId)
    .all();
  const byDocument = new Map<string, CarnePayer>();
  let first: CarnePayer | null = null;
  for (const r of res.results) {
    const v = decodeValues(r, { document: "string?", name: "string?", first: "number" });
    if (v.document === null) continue; // not a valid boleto: never in a carnê
    const payer = { name: v.name, document: v.document };
    first ??= payer;
    byDocument.set(normalizeDocument(v.document), payer);
  }
  return { first, byDocument };
}

/**
 * The payer a consolidated artifact is for: a carnê of a job with several payers names its
 * payer's document; the carnê of a single-payer job is its one payer's; other types have none.
 */
export function payerOf(
  payers: CarnePayers,
  row: { kind: string; payerDocument: string | null },
): CarnePayer | null {
  if (row.kind !== "carne" && row.kind !== "carne_html") return null;
  if (row.payerDocument === null) return payers.first;
  return (
    payers.byDocument.get(normalizeDocument(row.payerDocument)) ?? { name: null, document: row.payerDocument }
  );
}
