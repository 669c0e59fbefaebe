/** A retorno's reconciliation as CSV, streamed page by page from the entries' read model. */

import { type CsvDialect, csvStream, type OutCell } from "../../csv/write";
import type { DataDb } from "../../storage/db";
import { decodeRows } from "../../storage/rows";
import { items } from "../../storage/schema";
import { retornoEntries } from "./query";

const RETORNO_HEADER = [
  "index",
  "line",
  "kind",
  "occurrence_code",
  "occurrence",
  "reasons",
  "our_number",
  "document_number",
  "matched",
  "matched_item_id",
  "external_id",
  "boleto_job_id",
  "title_amount",
  "paid_amount",
  "credited_amount",
  "fee",
  "interest",
  "discount",
  "rebate",
  "due_date",
  "occurrence_date",
  "credit_date",
];

interface Entry {
  index: number;
  line?: number;
  matched_item_id: string | null;
  our_number?: string;
  document_number?: string | null;
  occurrence?: {
    code: string;
    kind: string;
    description: string;
    reasons?: { code: string; description?: string }[];
  };
  amounts?: Record<string, number | null>;
  due_date?: string | null;
  occurrence_date?: string | null;
  credit_date?: string | null;
}

/** A retorno's reconciliation as CSV: every entry with its occurrence, amounts and matched boleto. */
export function retornoCsv(
  data: DataDb,
  args: { tenantId: string; jobId: string; kind?: string; matched?: boolean; dialect: CsvDialect },
): ReadableStream<Uint8Array> {
  async function* pages(): AsyncGenerator<OutCell[][]> {
    let token: string | undefined;
    do {
      const page = await retornoEntries(data, { ...args, pageSize: 1000, pageToken: token });
      const entries = page.data as unknown as Entry[];
      const ids = entries.map((e) => e.matched_item_id).filter((id): id is string => id !== null);
      const boletos = new Map<string, { external_id: string | null; job_id: string }>();
      if (ids.length > 0) {
        const res = await data.d1
          .prepare(
            "SELECT i.id, i.external_id, i.job_id FROM json_each(?1) r JOIN items i ON i.id = r.value WHERE i.tenant_id = ?2",
          )
          .bind(JSON.stringify(ids), args.tenantId)
          .all();
        for (const r of decodeRows(items, res.results, ["id", "externalId", "jobId"]))
          boletos.set(r.id, { external_id: r.externalId, job_id: r.jobId });
      }
      yield entries.map((e) => {
        const b = e.matched_item_id ? boletos.get(e.matched_item_id) : undefined;
        const a = e.amounts ?? {};
        return [
          e.index,
          e.line,
          e.occurrence?.kind,
          e.occurrence?.code,
          e.occurrence?.description,
          (e.occurrence?.reasons ?? [])
            .map((r) => [r.code, r.description].filter(Boolean).join(" "))
            .join(" | "),
          e.our_number,
          e.document_number,
          e.matched_item_id ? "yes" : "no",
          e.matched_item_id,
          b?.external_id,
          b?.job_id,
          { cents: a.title_cents },
          { cents: a.paid_cents },
          { cents: a.credited_cents },
          { cents: a.fee_cents },
          { cents: a.interest_cents },
          { cents: a.discount_cents },
          { cents: a.rebate_cents },
          { date: e.due_date },
          { date: e.occurrence_date },
          { date: e.credit_date },
        ];
      });
      token = page.next_page_token || undefined;
    } while (token);
  }
  return csvStream(RETORNO_HEADER, pages(), args.dialect);
}
