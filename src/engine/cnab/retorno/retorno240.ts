/**
 * CNAB 240 retorno reader. Segments are keyed by type: a T opens an entry, and the U and Y-03
 * (PIX) that follow, in any order, complete it. Other FEBRABAN segments (W, the other Y) are not
 * read and are named once in a warning; segments no retorno has are warned line by line. Batch
 * trailer totals are checked against the bank's meaning of them (see `retorno_trailer`).
 */

import { walk240 } from "../cnab240/read";
import type { Cnab240Spec } from "../cnab240/spec";
import { field, hasField } from "../layout/fields";
import type { Findings } from "../layout/findings";
import { parseDigits } from "../layout/format";
import type { LineCursor } from "../layout/lines";
import type { Retorno, RetornoEntry, RetornoPix } from "../types";
import { amountAt, OccurrenceCache, readAmount, readDate } from "./common";
import { checkLote240 } from "./service";

/** Segments a retorno may carry that lote does not read (FEBRABAN W, Y-xx other than 03). */
const NOT_READ = /^(W|Y\d\d)$/;

/** The PIX fields of a Y-03 line, only those with a value. */
function pixOf(rec: Cnab240Spec["records"]["Y03"], line: string): RetornoPix {
  const pix: RetornoPix = {};
  for (const [name, key] of [
    ["pix.txid", "txid"],
    ["pix.key", "key_or_url"],
    ["pix.emv", "emv"],
    ["pix_key_type", "key_type"],
  ] as const) {
    if (!hasField(rec, name)) continue;
    const v = field(rec, line, name).trim();
    if (v && !/^0+$/.test(v)) pix[key] = v;
  }
  return pix;
}

/**
 * Reads a 240 retorno whose header line `first` was already taken from `cursor` (`content` is
 * the whole file: a lote of another service is refused naming every lote header in it).
 *
 * @example parseRetorno240(spec, cursor, first, new Findings(true), content).entries.length
 */
export function parseRetorno240(
  spec: Cnab240Spec,
  cursor: LineCursor,
  first: string,
  f: Findings,
  content: string,
): Retorno {
  const entries: RetornoEntry[] = [];
  const { T, U, Y03 } = spec.records;
  const BT = spec.retBatchTrailer;
  const occurrences = new OccurrenceCache(spec.occurrences, spec.reason_width, f, spec.bank_code);
  const meaning = spec.retorno_trailer ?? {};
  const u = (name: string) => U.byName.get(name);
  const FU = {
    interest: u("interest_cents"),
    discount: u("discount_cents"),
    rebate: u("rebate_cents"),
    iof: u("iof_cents"),
    paid: u("paid_cents"),
    credited: u("credited_cents"),
  };
  const FT = { amount: T.byName.get("amount_cents"), fee: T.byName.get("fee_cents") };
  let current: RetornoEntry | undefined;
  let where: (string | number)[] = [];
  let hasU = false;
  let batchCount = 0;
  let batchAmount = 0;
  const missingU = (n: number) => {
    if (current !== undefined && !hasU) {
      f.warn(
        "CNAB_MISSING_SEGMENT",
        current.line,
        ["entries", entries.length - 1],
        `line ${current.line}: Segment T without its Segment U (before line ${n})`,
      );
    }
  };
  const checkTotal = (line: string, n: number, name: string, actual: number, what: string) => {
    const stated = readAmount(BT, line, name, n, f, ["batch_trailer"]);
    if (stated !== null && stated !== 0 && stated !== actual)
      f.problem(
        "CNAB_TOTALS_MISMATCH",
        n,
        ["batch_trailer", name],
        `line ${n}: the trailer de lote states ${stated} ${what} but the batch's titles have ${actual}`,
      );
  };
  const walked = walk240(
    spec,
    cursor,
    first,
    {
      batchHeader(line, n) {
        checkLote240(line, n, content, f);
      },
      detail(key, line, n) {
        if (key === "T") {
          missingU(n);
          const i = entries.length;
          where = ["entries", i, "amounts"];
          const read = (name: string) => field(T, line, name);
          const { our_number, raw } = spec.ourNumber.decode(read);
          const amount = amountAt(FT.amount, line, n, f, where, "title_cents");
          current = {
            line: n,
            our_number,
            our_number_raw: raw,
            document_number: read("document_number").trimEnd(),
            occurrence: occurrences.get(read("movement"), read("reasons"), n, i),
            amounts: {
              title_cents: amount,
              paid_cents: null,
              credited_cents: null,
              fee_cents: amountAt(FT.fee, line, n, f, where),
              interest_cents: null,
              discount_cents: null,
              rebate_cents: null,
              iof_cents: null,
            },
            due_date: readDate(T, line, "due_date", n, f, ["entries", i]),
            occurrence_date: null,
            credit_date: null,
          };
          entries.push(current);
          hasU = false;
          batchCount++;
          batchAmount += amount ?? 0;
          return;
        }
        if (key !== "U" && key !== "Y03") {
          if (NOT_READ.test(key))
            f.warnOnce(
              `segment:${key}`,
              "CNAB_SEGMENT_NOT_READ",
              n,
              [],
              `line ${n}: segment ${key} is not read by lote (this and any like it)`,
            );
          else
            f.unreadLine(
              "CNAB_UNKNOWN_SEGMENT",
              n,
              [],
              `line ${n}: segment "${key}" is not a retorno segment; it was not read`,
            );
          return;
        }
        if (current === undefined) {
          f.unreadLine(
            "CNAB_ORPHAN_SEGMENT",
            n,
            [],
            `line ${n}: segment ${key} without a Segment T; it was not read`,
          );
          return;
        }
        if (key === "Y03") {
          current.pix = { ...current.pix, ...pixOf(Y03, line) };
          return;
        }
        if (hasU)
          f.warn(
            "CNAB_DUPLICATE_SEGMENT",
            n,
            ["entries", entries.length - 1],
            `line ${n}: a second Segment U for one title; it replaced the first`,
          );
        hasU = true;
        const a = current.amounts;
        a.interest_cents = amountAt(FU.interest, line, n, f, where);
        a.discount_cents = amountAt(FU.discount, line, n, f, where);
        a.rebate_cents = amountAt(FU.rebate, line, n, f, where);
        a.iof_cents = amountAt(FU.iof, line, n, f, where);
        a.paid_cents = amountAt(FU.paid, line, n, f, where);
        a.credited_cents = amountAt(FU.credited, line, n, f, where);
        const at = ["entries", entries.length - 1];
        current.occurrence_date = readDate(U, line, "occurrence_date", n, f, at);
        current.credit_date = readDate(U, line, "credit_date", n, f, at);
      },
      batchEnd(line, n) {
        missingU(n);
        if (line !== null && meaning.totals !== "portfolio") {
          if (hasField(BT, "total_titles")) checkTotal(line, n, "total_titles", batchCount, "titles");
          if (hasField(BT, "total_amount")) checkTotal(line, n, "total_amount", batchAmount, "centavos");
        }
        batchCount = 0;
        batchAmount = 0;
        current = undefined;
      },
    },
    f,
    meaning.batch_records ?? ["batch"],
  );
  const H = spec.records.file_header;
  const nsa = hasField(H, "file_sequence")
    ? parseDigits(field(H, walked.fileHeader, "file_sequence"))
    : undefined;
  return {
    layout: "cnab240",
    bank_code: spec.bank_code,
    file_sequence: nsa === undefined || nsa === 0 ? null : nsa,
    generated_on: readDate(H, walked.fileHeader, "generated_date", 1, f, ["file_header"]),
    entries,
    totals: OccurrenceCache.totals(entries),
    unread_lines: 0,
    warnings: [],
  };
}
