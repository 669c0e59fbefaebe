/**
 * CNAB 400 retorno reader: one entry per detail record (of the bank's detail type or of a
 * retorno detail variant it also sends); the bank's retorno PIX record, when
 * present, completes the entry before it. Any other record type is named in a warning with its
 * line (never dropped silently). Amounts a bank's layout lacks stay `null`; the trailer's totals
 * are checked against the bank's meaning of them (see `retorno_trailer`).
 */

import { walk400 } from "../cnab400/read";
import type { Cnab400Spec } from "../cnab400/spec";
import { type CompiledField, type CompiledRecord, field, hasField } from "../layout/fields";
import type { Findings } from "../layout/findings";
import { parseDigits } from "../layout/format";
import type { LineCursor } from "../layout/lines";
import type { OurNumberCodec } from "../spec/spec";
import type { Retorno, RetornoAmounts, RetornoEntry, RetornoPix } from "../types";
import { amountAt, OccurrenceCache, readAmount, readDate } from "./common";

const PIX_FIELDS = [
  ["pix.txid", "txid"],
  ["pix.key", "key_or_url"],
  ["pix.emv", "emv"],
  ["pix.error_code", "error_code"],
  ["pix_key_type", "key_type"],
] as const;

/** The PIX fields of a retorno PIX record, only those with a value. */
function pixOf(rec: CompiledRecord, line: string): RetornoPix {
  const pix: RetornoPix = {};
  for (const [name, key] of PIX_FIELDS) {
    if (!hasField(rec, name)) continue;
    const v = field(rec, line, name).trim();
    if (v && !/^0+$/.test(v)) pix[key] = v;
  }
  return pix;
}

interface DetailReader {
  D: CompiledRecord;
  decode: OurNumberCodec["decode"];
  hasReasons: boolean;
  F: Record<
    "title" | "paid" | "credited" | "fee" | "interest" | "discount" | "rebate" | "iof",
    CompiledField | undefined
  >;
}

/** The fields of one retorno detail table, looked up once per file. */
function detailReader(D: CompiledRecord, decode: OurNumberCodec["decode"]): DetailReader {
  const at = (name: string) => D.byName.get(name);
  return {
    D,
    decode,
    hasReasons: hasField(D, "reasons"),
    F: {
      title: at("amount_cents"),
      paid: at("paid_cents"),
      credited: at("credited_cents"),
      fee: at("fee_cents"),
      interest: at("interest_cents"),
      discount: at("discount_cents"),
      rebate: at("rebate_cents"),
      iof: at("iof_cents"),
    },
  };
}

/**
 * Reads a 400 retorno whose header line `first` was already taken from `cursor`.
 *
 * @example parseRetorno400(spec, cursor, first, new Findings(true)).entries[0].occurrence.kind // "paid"
 */
export function parseRetorno400(spec: Cnab400Spec, cursor: LineCursor, first: string, f: Findings): Retorno {
  const entries: RetornoEntry[] = [];
  const pix = spec.extraRecords.ret_pix;
  const pixType = spec.extras?.ret_pix?.type;
  const main = detailReader(spec.records.ret_detail, spec.ourNumber.decode);
  const variants = new Map(
    [...spec.retDetailVariants].map(([type, v]) => [type, detailReader(v.record, v.decode)] as const),
  );
  const totals = spec.retorno_trailer?.totals ?? "file";
  const occurrences = new OccurrenceCache(spec.occurrences, spec.reason_width, f, spec.bank_code);
  let amount = 0;
  const checkTotal = (
    T: CompiledRecord,
    line: string,
    n: number,
    name: string,
    actual: number,
    what: string,
  ) => {
    if (!hasField(T, name)) return;
    const stated = readAmount(T, line, name, n, f, ["trailer"]);
    if (stated !== null && stated !== 0 && stated !== actual)
      f.problem(
        "CNAB_TOTALS_MISMATCH",
        n,
        ["trailer", name],
        `line ${n}: the trailer states ${stated} ${what} but the entries have ${actual}`,
      );
  };
  const readDetail = (R: DetailReader, line: string, n: number) => {
    const { D, F } = R;
    const i = entries.length;
    const where = ["entries", i, "amounts"];
    const read = (name: string) => field(D, line, name);
    const { our_number, raw } = R.decode(read);
    const title = amountAt(F.title, line, n, f, where, "title_cents");
    amount += title ?? 0;
    const amounts: RetornoAmounts = {
      title_cents: title,
      paid_cents: amountAt(F.paid, line, n, f, where),
      credited_cents: amountAt(F.credited, line, n, f, where),
      fee_cents: amountAt(F.fee, line, n, f, where),
      interest_cents: amountAt(F.interest, line, n, f, where),
      discount_cents: amountAt(F.discount, line, n, f, where),
      rebate_cents: amountAt(F.rebate, line, n, f, where),
      iof_cents: amountAt(F.iof, line, n, f, where),
    };
    const entry = ["entries", i];
    entries.push({
      line: n,
      our_number,
      our_number_raw: raw,
      document_number: read("document_number").trimEnd(),
      occurrence: occurrences.get(
        spec.occurrence_code ? spec.occurrence_code(read) : read("movement"),
        R.hasReasons ? read("reasons") : "",
        n,
        i,
      ),
      amounts,
      due_date: readDate(D, line, "due_date", n, f, entry),
      occurrence_date: readDate(D, line, "occurrence_date", n, f, entry),
      credit_date: hasField(D, "credit_date") ? readDate(D, line, "credit_date", n, f, entry) : null,
    });
  };
  const header = walk400(
    spec,
    cursor,
    first,
    {
      detail(line, n) {
        readDetail(main, line, n);
      },
      extra(type, line, n) {
        const variant = variants.get(type);
        if (variant !== undefined) {
          readDetail(variant, line, n);
          return;
        }
        const last = entries[entries.length - 1];
        if (pix !== undefined && type === pixType) {
          if (last === undefined) {
            f.unreadLine(
              "CNAB_ORPHAN_SEGMENT",
              n,
              [],
              `line ${n}: a PIX record (type ${type}) before any detail; it was not read`,
            );
            return;
          }
          last.pix = { ...last.pix, ...pixOf(pix, line) };
          return;
        }
        f.unreadLine("CNAB_UNKNOWN_RECORD", n, [], `line ${n}: record type "${type}" is not read by lote`);
      },
      trailer(line, n) {
        if (totals === "portfolio") return;
        const T = spec.records.ret_trailer;
        checkTotal(T, line, n, "total_titles", entries.length, "titles");
        checkTotal(T, line, n, "total_amount", amount, "centavos");
      },
    },
    f,
  );
  const H = spec.records.ret_header;
  const nsa = hasField(H, "file_sequence") ? parseDigits(field(H, header, "file_sequence")) : undefined;
  return {
    layout: "cnab400",
    bank_code: spec.bank_code,
    file_sequence: nsa === undefined || nsa === 0 ? null : nsa,
    generated_on: readDate(H, header, "generated_date", 1, f, ["header"]),
    entries,
    totals: OccurrenceCache.totals(entries),
    unread_lines: 0,
    warnings: [],
  };
}
