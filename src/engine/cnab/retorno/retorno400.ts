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

/** The state of one 400 retorno as its lines are walked: the entries read and their titles' sum. */
class Reader400 {
  readonly entries: RetornoEntry[] = [];
  private amount = 0;
  private readonly main: DetailReader;
  private readonly variants: Map<string, DetailReader>;
  private readonly occurrences: OccurrenceCache;

  constructor(
    private readonly spec: Cnab400Spec,
    private readonly f: Findings,
  ) {
    this.main = detailReader(spec.records.ret_detail, spec.ourNumber.decode);
    this.variants = new Map(
      [...spec.retDetailVariants].map(([type, v]) => [type, detailReader(v.record, v.decode)] as const),
    );
    this.occurrences = new OccurrenceCache(spec.occurrences, spec.reason_width, f, spec.bank_code);
  }

  /** A detail line of the layout's main record (type 1, or the bank's own). */
  detail(line: string, n: number): void {
    this.read(this.main, line, n);
  }

  /** A record of another type: a detail variant, a PIX record of the last entry, or unknown. */
  extra(type: string, line: string, n: number): void {
    const variant = this.variants.get(type);
    const pix = this.spec.extraRecords.ret_pix;
    if (variant !== undefined) {
      this.read(variant, line, n);
      return;
    }
    if (pix !== undefined && type === this.spec.extras?.ret_pix?.type) {
      const last = this.entries[this.entries.length - 1];
      if (last === undefined)
        this.f.unreadLine(
          "CNAB_ORPHAN_SEGMENT",
          n,
          [],
          `line ${n}: a PIX record (type ${type}) before any detail; it was not read`,
        );
      else last.pix = { ...last.pix, ...pixOf(pix, line) };
      return;
    }
    this.f.unreadLine("CNAB_UNKNOWN_RECORD", n, [], `line ${n}: record type "${type}" is not read by lote`);
  }

  /** The trailer: its totals checked against the entries, unless the bank's are the portfolio's. */
  trailer(line: string, n: number): void {
    if ((this.spec.retorno_trailer?.totals ?? "file") === "portfolio") return;
    const T = this.spec.records.ret_trailer;
    this.checkTotal(T, line, n, "total_titles", this.entries.length, "titles");
    this.checkTotal(T, line, n, "total_amount", this.amount, "centavos");
  }

  private read(R: DetailReader, line: string, n: number): void {
    const { D, F } = R;
    const f = this.f;
    const i = this.entries.length;
    const where = ["entries", i, "amounts"];
    const read = (name: string) => field(D, line, name);
    const { our_number, raw } = R.decode(read);
    const title = amountAt(F.title, line, n, f, where, "title_cents");
    this.amount += title ?? 0;
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
    const code = this.spec.occurrence_code ? this.spec.occurrence_code(read) : read("movement");
    this.entries.push({
      line: n,
      our_number,
      our_number_raw: raw,
      document_number: read("document_number").trimEnd(),
      occurrence: this.occurrences.get(code, R.hasReasons ? read("reasons") : "", n, i),
      amounts,
      due_date: readDate(D, line, "due_date", n, f, entry),
      occurrence_date: readDate(D, line, "occurrence_date", n, f, entry),
      credit_date: hasField(D, "credit_date") ? readDate(D, line, "credit_date", n, f, entry) : null,
    });
  }

  private checkTotal(
    T: CompiledRecord,
    line: string,
    n: number,
    name: string,
    actual: number,
    what: string,
  ): void {
    if (!hasField(T, name)) return;
    const stated = readAmount(T, line, name, n, this.f, ["trailer"]);
    if (stated !== null && stated !== 0 && stated !== actual)
      this.f.problem(
        "CNAB_TOTALS_MISMATCH",
        n,
        ["trailer", name],
        `line ${n}: the trailer states ${stated} ${what} but the entries have ${actual}`,
      );
  }
}

/**
 * Reads a 400 retorno whose header line `first` was already taken from `cursor`.
 *
 * @example parseRetorno400(spec, cursor, first, new Findings(true)).entries[0].occurrence.kind // "paid"
 */
export function parseRetorno400(spec: Cnab400Spec, cursor: LineCursor, first: string, f: Findings): Retorno {
  const reader = new Reader400(spec, f);
  const header = walk400(
    spec,
    cursor,
    first,
    {
      detail: (line, n) => reader.detail(line, n),
      extra: (type, line, n) => reader.extra(type, line, n),
      trailer: (line, n) => reader.trailer(line, n),
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
    entries: reader.entries,
    totals: OccurrenceCache.totals(reader.entries),
    unread_lines: 0,
    warnings: [],
  };
}
