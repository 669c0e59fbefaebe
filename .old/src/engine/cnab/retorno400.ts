/**
 * CNAB 400 retorno reader: one entry per detail record; the bank's PIX record, when present,
 * completes the entry before it. Amounts a bank's layout lacks stay `null`.
 */
import type { Issue } from "../errors";
import { walk400 } from "./cnab400-read";
import type { Cnab400Spec } from "./cnab400-spec";
import { type CompiledRecord, field, hasField } from "./fields";
import { parseDigits } from "./format";
import { type LineCursor, structureError } from "./lines";
import { amountAt, OccurrenceCache, readAmount, readDate } from "./retorno-common";
import type { Retorno, RetornoAmounts, RetornoEntry } from "./types";

function checkTotal(
  rec: CompiledRecord,
  line: string,
  name: string,
  n: number,
  actual: number,
  what: string,
): void {
  if (!hasField(rec, name)) return;
  const stated = readAmount(rec, line, name, n);
  if (stated !== 0 && stated !== actual) {
    structureError(
      "CNAB_TOTALS_MISMATCH",
      n,
      `line ${n}: the trailer states ${stated} ${what} but the entries have ${actual}`,
    );
  }
}

/**
 * Reads a 400 retorno whose header line `first` was already taken from `cursor`.
 *
 * @example parseRetorno400(spec, cursor, first).entries[0].occurrence.kind // "paid"
 */
export function parseRetorno400(spec: Cnab400Spec, cursor: LineCursor, first: string): Retorno {
  const warnings: Issue[] = [];
  const entries: RetornoEntry[] = [];
  const D = spec.records.ret_detail;
  const pix = spec.extraRecords.pix;
  const pixType = spec.extras?.pix?.type;
  const hasReasons = hasField(D, "reasons");
  const at = (name: string) => D.byName.get(name);
  const F = {
    paid: at("paid_cents"),
    credited: at("credited_cents"),
    fee: at("fee_cents"),
    interest: at("interest_cents"),
    discount: at("discount_cents"),
    rebate: at("rebate_cents"),
    iof: at("iof_cents"),
  };
  const occurrences = new OccurrenceCache(spec.occurrences, spec.reason_width);
  let amount = 0;
  const header = walk400(
    spec,
    cursor,
    first,
    {
      detail(line, n) {
        const read = (name: string) => field(D, line, name);
        const { our_number, raw } = spec.ourNumber.decode(read);
        const title = readAmount(D, line, "amount_cents", n);
        amount += title;
        const amounts: RetornoAmounts = {
          title_cents: title,
          paid_cents: amountAt(F.paid, line, n),
          credited_cents: amountAt(F.credited, line, n),
          fee_cents: amountAt(F.fee, line, n),
          interest_cents: amountAt(F.interest, line, n),
          discount_cents: amountAt(F.discount, line, n),
          rebate_cents: amountAt(F.rebate, line, n),
          iof_cents: amountAt(F.iof, line, n),
        };
        entries.push({
          line: n,
          our_number,
          our_number_raw: raw,
          document_number: read("document_number").trimEnd(),
          occurrence: occurrences.get(read("movement"), hasReasons ? read("reasons") : ""),
          amounts,
          due_date: readDate(D, line, "due_date", n, warnings),
          occurrence_date: readDate(D, line, "occurrence_date", n, warnings),
          credit_date: hasField(D, "credit_date") ? readDate(D, line, "credit_date", n, warnings) : null,
        });
      },
      extra(type, line) {
        const last = entries[entries.length - 1];
        if (pix === undefined || type !== pixType || last === undefined) return;
        const txid = field(pix, line, "pix.txid").trim();
        const key_or_url = field(pix, line, "pix.key").trim();
        last.pix = { ...(txid ? { txid } : {}), ...(key_or_url ? { key_or_url } : {}) };
      },
      trailer(line, n) {
        const T = spec.records.ret_trailer;
        checkTotal(T, line, "total_titles", n, entries.length, "titles");
        checkTotal(T, line, "total_amount", n, amount, "centavos");
      },
    },
    warnings,
  );
  const H = spec.records.ret_header;
  const nsa = hasField(H, "file_sequence") ? parseDigits(field(H, header, "file_sequence")) : undefined;
  return {
    layout: "cnab400",
    bank_code: spec.bank_code,
    file_sequence: nsa === undefined || nsa === 0 ? null : nsa,
    generated_on: readDate(H, header, "generated_date", 1, warnings),
    entries,
    totals: OccurrenceCache.totals(entries),
    warnings,
  };
}
