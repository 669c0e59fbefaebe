/**
 * CSV exports: a boleto job's items and a retorno's reconciliation, streamed page by page from the
 * same read models the JSON routes use. A job created from a CSV file exports each item's row
 * number and names each error's column as the uploaded file headed it.
 */

import { listItems } from "../jobs/boletos/query";
import type { ItemState, JobRecord } from "../jobs/core/model";
import { retornoEntries } from "../jobs/retorno/query";
import type { BankStatus } from "../ledger/status";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { decodeRows } from "../storage/rows";
import { items } from "../storage/schema";
import type { CsvSource } from "./items";
import { type CsvDialect, csvStream, type OutCell } from "./write";

/** The CSV source recorded on a job, if it was created from a CSV upload. */
export function csvSourceOf(job: JobRecord): CsvSource | undefined {
  const audit = job.audit as { source?: CsvSource };
  return audit.source?.format === "csv" ? audit.source : undefined;
}

/** The spreadsheet row of item `index` (the header is row 1). */
export function rowOf(source: CsvSource, index: number): number {
  return source.row_numbers?.[index] ?? index + 2;
}

/**
 * The header of the column that filled `path` (an item error's path), or of its nearest parent or
 * child column; `undefined` when no column did.
 * @example columnOf(source, "payer.document") // "CPF/CNPJ"
 */
export function columnOf(source: CsvSource, path: string): string | undefined {
  const exact = source.columns.find((c) => c.field === path);
  if (exact) return exact.header;
  const inside = source.columns.find((c) => path.startsWith(`${c.field}.`) || c.field.startsWith(`${path}.`));
  return inside?.header;
}

const ITEM_HEADER = [
  "row",
  "index",
  "item_id",
  "external_id",
  "status",
  "attempt",
  "bank_code",
  "our_number",
  "amount",
  "due_date",
  "digitable_line",
  "barcode",
  "pix_payload",
  "payment_status",
  "bank_status",
  "registration",
  "paid_amount",
  "paid_on",
  "payments",
  "payment_divergence",
  "remessa_file_sequence",
  "errors",
  "pdf_url",
];

/** A boleto job's items (optionally one status) as CSV, 500 items per page read. */
export function itemsCsv(
  svc: Services,
  data: DataDb,
  args: {
    origin: string;
    tenantId: string;
    /** The API key asking: the PDF links in the file are issued to it. */
    issuer: string;
    job: JobRecord;
    status?: ItemState;
    bankStatus?: BankStatus;
    dialect: CsvDialect;
  },
): ReadableStream<Uint8Array> {
  const source = csvSourceOf(args.job);
  async function* pages(): AsyncGenerator<OutCell[][]> {
    let token: string | undefined;
    do {
      const page = await listItems(svc, data, {
        origin: args.origin,
        tenantId: args.tenantId,
        issuer: args.issuer,
        jobId: args.job.id,
        status: args.status,
        bankStatus: args.bankStatus,
        pageSize: 500,
        pageToken: token,
      });
      yield page.data.map((it) => [
        source ? rowOf(source, it.index) : null,
        it.index,
        it.item_id,
        it.external_id,
        it.status,
        it.attempt,
        it.bank_code,
        it.our_number,
        { cents: it.amount_cents },
        { date: it.due_date },
        it.digitable_line_formatted,
        it.barcode,
        it.pix_payload,
        it.payment_status,
        it.bank_status,
        it.registration_path,
        it.paid_cents === null ? null : { cents: it.paid_cents },
        { date: it.paid_on },
        it.payment_count,
        it.payment_divergence,
        it.remessa?.file_sequence ?? null,
        it.errors
          .map((e) => {
            const column = source ? columnOf(source, e.path) : undefined;
            return `${e.code} ${e.path}${column ? ` [${column}]` : ""}: ${e.message}`;
          })
          .join(" | "),
        it.artifacts.find((a) => a.type === "pdf")?.url ?? null,
      ]);
      token = page.next_page_token || undefined;
    } while (token);
  }
  return csvStream(ITEM_HEADER, pages(), args.dialect);
}

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
