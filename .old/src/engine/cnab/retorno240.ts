/**
 * CNAB 240 retorno reader. Segments are keyed by type: a T opens an entry, and the U and Y-03
 * that follow (in any order) complete it; segments lote does not use (W, Y-04, …) are skipped.
 * Batch trailer totals, when the bank fills them, must match the entries of the batch.
 */
import type { Issue } from "../errors";
import { walk240 } from "./cnab240-read";
import type { Cnab240Spec } from "./cnab240-spec";
import { field, hasField } from "./fields";
import { parseDigits } from "./format";
import { type LineCursor, structureError, warn } from "./lines";
import { amountAt, OccurrenceCache, readAmount, readDate } from "./retorno-common";
import type { Retorno, RetornoEntry } from "./types";

/**
 * Reads a 240 retorno whose header line `first` was already taken from `cursor`.
 *
 * @example parseRetorno240(spec, cursor, first).entries.length
 */
export function parseRetorno240(spec: Cnab240Spec, cursor: LineCursor, first: string): Retorno {
  const warnings: Issue[] = [];
  const entries: RetornoEntry[] = [];
  const { T, U, Y03, batch_trailer: BT } = spec.records;
  const occurrences = new OccurrenceCache(spec.occurrences, spec.reason_width);
  const u = (name: string) => U.byName.get(name);
  const FU = {
    interest: u("interest_cents"),
    discount: u("discount_cents"),
    rebate: u("rebate_cents"),
    iof: u("iof_cents"),
    paid: u("paid_cents"),
    credited: u("credited_cents"),
  };
  let current: RetornoEntry | undefined;
  let hasU = false;
  let batchCount = 0;
  let batchAmount = 0;
  const missingU = (n: number) => {
    if (current !== undefined && !hasU) {
      warn(warnings, {
        code: "CNAB_MISSING_SEGMENT",
        path: ["line", current.line],
        message: `line ${current.line}: Segment T without its Segment U (before line ${n})`,
      });
    }
  };
  const walked = walk240(
    spec,
    cursor,
    first,
    {
      detail(key, line, n) {
        if (key === "T") {
          missingU(n);
          const read = (name: string) => field(T, line, name);
          const { our_number, raw } = spec.ourNumber.decode(read);
          const amount = readAmount(T, line, "amount_cents", n);
          current = {
            line: n,
            our_number,
            our_number_raw: raw,
            document_number: read("document_number").trimEnd(),
            occurrence: occurrences.get(read("movement"), read("reasons")),
            amounts: {
              title_cents: amount,
              paid_cents: null,
              credited_cents: null,
              fee_cents: readAmount(T, line, "fee_cents", n),
              interest_cents: null,
              discount_cents: null,
              rebate_cents: null,
              iof_cents: null,
            },
            due_date: readDate(T, line, "due_date", n, warnings),
            occurrence_date: null,
            credit_date: null,
          };
          entries.push(current);
          hasU = false;
          batchCount++;
          batchAmount += amount;
        } else if (key === "U" || key === "Y03") {
          if (current === undefined) {
            warn(warnings, {
              code: "CNAB_ORPHAN_SEGMENT",
              path: ["line", n],
              message: `line ${n}: segment ${key} without a Segment T`,
            });
            return;
          }
          if (key === "Y03") {
            const txid = field(Y03, line, "pix.txid").trim();
            const key_or_url = field(Y03, line, "pix.key").trim();
            current.pix = { ...(txid ? { txid } : {}), ...(key_or_url ? { key_or_url } : {}) };
            return;
          }
          if (hasU)
            warn(warnings, {
              code: "CNAB_DUPLICATE_SEGMENT",
              path: ["line", n],
              message: `line ${n}: a second Segment U for one title`,
            });
          hasU = true;
          const a = current.amounts;
          a.interest_cents = amountAt(FU.interest, line, n);
          a.discount_cents = amountAt(FU.discount, line, n);
          a.rebate_cents = amountAt(FU.rebate, line, n);
          a.iof_cents = amountAt(FU.iof, line, n);
          a.paid_cents = amountAt(FU.paid, line, n);
          a.credited_cents = amountAt(FU.credited, line, n);
          current.occurrence_date = readDate(U, line, "occurrence_date", n, warnings);
          current.credit_date = readDate(U, line, "credit_date", n, warnings);
        }
      },
      batchTrailer(line, n) {
        missingU(n);
        if (hasField(BT, "total_titles")) {
          const stated = readAmount(BT, line, "total_titles", n);
          if (stated !== 0 && stated !== batchCount) {
            structureError(
              "CNAB_TOTALS_MISMATCH",
              n,
              `line ${n}: the trailer de lote states ${stated} titles but the batch has ${batchCount}`,
            );
          }
        }
        if (hasField(BT, "total_amount")) {
          const stated = readAmount(BT, line, "total_amount", n);
          if (stated !== 0 && stated !== batchAmount) {
            structureError(
              "CNAB_TOTALS_MISMATCH",
              n,
              `line ${n}: the trailer de lote states ${stated} centavos but the batch's titles add up to ${batchAmount}`,
            );
          }
        }
        batchCount = 0;
        batchAmount = 0;
        current = undefined;
      },
    },
    warnings,
  );
  const H = spec.records.file_header;
  const nsa = hasField(H, "file_sequence")
    ? parseDigits(field(H, walked.fileHeader, "file_sequence"))
    : undefined;
  return {
    layout: "cnab240",
    bank_code: spec.bank_code,
    file_sequence: nsa === undefined || nsa === 0 ? null : nsa,
    generated_on: readDate(H, walked.fileHeader, "generated_date", 1, warnings),
    entries,
    totals: OccurrenceCache.totals(entries),
    warnings,
  };
}
