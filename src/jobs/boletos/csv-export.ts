/**
 * A boleto job's items as CSV, streamed page by page from the read model the JSON items route
 * uses. A job created from a CSV file exports each item's row number and names each error's
 * column as the uploaded file headed it.
 */

import { type CsvSource, columnOf, rowOf } from "../../csv/items";
import { type CsvDialect, csvStream, type OutCell } from "../../csv/write";
import type { BankStatus } from "../../ledger/status";
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import type { ItemState, JobRecord } from "../core/model";
import { listItems } from "./query";

/** The CSV source recorded on a job, if it was created from a CSV upload. */
export function csvSourceOf(job: JobRecord): CsvSource | undefined {
  const audit = job.audit as { source?: CsvSource };
  return audit.source?.format === "csv" ? audit.source : undefined;
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
