/**
 * CNAB 240 retorno reader. Segments are keyed by type: a T opens an entry, and the U and — for a
 * bank whose manual defines it as PIX (`pix_segment`: Santander) — the Y-03 that follow, in any
 * order, complete it. Other FEBRABAN segments (W, the other Y, the Y-03 of every other bank:
 * FEBRABAN's pagador data, Ailos' or Unicred's e-mail) are not read and are named once in a
 * warning; segments no retorno has are warned line by line. Batch trailer totals are checked
 * against the bank's meaning of them (see `retorno_trailer`).
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

/** Segments a retorno may carry that lote does not read (FEBRABAN W, Y-xx but a PIX Y-03). */
const NOT_READ = /^(W|Y\d\d)$/;

/** The PIX fields of a Y-03 line, only those with a value. */
function pixOf(rec: NonNullable<Cnab240Spec["records"]["Y03"]>, line: string): RetornoPix {
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

type Amounts = RetornoEntry["amounts"];

/**
 * The state of one 240 retorno as its lines are walked: the entries read so far, the entry a T
 * opened (which its U and PIX Y-03 complete) and the open batch's count and sum.
 */
class Reader240 {
  readonly entries: RetornoEntry[] = [];
  private current: RetornoEntry | undefined;
  private where: (string | number)[] = [];
  private hasU = false;
  private batchCount = 0;
  private batchAmount = 0;
  private readonly occurrences: OccurrenceCache;
  /** The U fields of the amounts, by the entry's amount each fills. */
  private readonly amountsU: [keyof Amounts, Parameters<typeof amountAt>[0]][];
  private readonly amountT: Parameters<typeof amountAt>[0];
  private readonly feeT: Parameters<typeof amountAt>[0];

  constructor(
    private readonly spec: Cnab240Spec,
    private readonly f: Findings,
  ) {
    this.occurrences = new OccurrenceCache(spec.occurrences, spec.reason_width, f, spec.bank_code);
    this.amountT = spec.records.T.byName.get("amount_cents");
    this.feeT = spec.records.T.byName.get("fee_cents");
    const u = (name: string) => spec.records.U.byName.get(name);
    this.amountsU = [
      ["interest_cents", u("interest_cents")],
      ["discount_cents", u("discount_cents")],
      ["rebate_cents", u("rebate_cents")],
      ["iof_cents", u("iof_cents")],
      ["paid_cents", u("paid_cents")],
      ["credited_cents", u("credited_cents")],
    ];
  }

  /** One detail line: a T opens an entry, its U and PIX Y-03 complete it, the rest is warned. */
  detail(key: string, line: string, n: number): void {
    const Y03 = key === "Y03" ? this.spec.records.Y03 : undefined;
    if (key === "T") this.segmentT(line, n);
    else if (key !== "U" && Y03 === undefined) this.notRead(key, n);
    else if (this.current === undefined) {
      this.f.unreadLine(
        "CNAB_ORPHAN_SEGMENT",
        n,
        [],
        `line ${n}: segment ${key} without a Segment T; it was not read`,
      );
    } else if (Y03 !== undefined) this.current.pix = { ...this.current.pix, ...pixOf(Y03, line) };
    else this.segmentU(this.current, line, n);
  }

  /** The end of a batch (its trailer `line`, or null when the file has none): totals checked. */
  batchEnd(line: string | null, n: number): void {
    this.missingU(n);
    const BT = this.spec.retBatchTrailer;
    if (line !== null && this.spec.retorno_trailer?.totals !== "portfolio") {
      if (hasField(BT, "total_titles")) this.checkTotal(line, n, "total_titles", this.batchCount, "titles");
      if (hasField(BT, "total_amount"))
        this.checkTotal(line, n, "total_amount", this.batchAmount, "centavos");
    }
    this.batchCount = 0;
    this.batchAmount = 0;
    this.current = undefined;
  }

  private segmentT(line: string, n: number): void {
    const { T } = this.spec.records;
    const f = this.f;
    this.missingU(n);
    const i = this.entries.length;
    this.where = ["entries", i, "amounts"];
    const read = (name: string) => field(T, line, name);
    const { our_number, raw } = this.spec.ourNumber.decode(read);
    const amount = amountAt(this.amountT, line, n, f, this.where, "title_cents");
    this.current = {
      line: n,
      our_number,
      our_number_raw: raw,
      document_number: read("document_number").trimEnd(),
      occurrence: this.occurrences.get(
        this.spec.occurrence_code ? this.spec.occurrence_code(read) : read("movement"),
        read("reasons"),
        n,
        i,
      ),
      amounts: {
        title_cents: amount,
        paid_cents: null,
        credited_cents: null,
        fee_cents: amountAt(this.feeT, line, n, f, this.where),
        interest_cents: null,
        discount_cents: null,
        rebate_cents: null,
        iof_cents: null,
      },
      due_date: readDate(T, line, "due_date", n, f, ["entries", i]),
      occurrence_date: null,
      credit_date: null,
    };
    this.entries.push(this.current);
    this.hasU = false;
    this.batchCount++;
    this.batchAmount += amount ?? 0;
  }

  private segmentU(current: RetornoEntry, line: string, n: number): void {
    const { U } = this.spec.records;
    const at = ["entries", this.entries.length - 1];
    if (this.hasU)
      this.f.warn(
        "CNAB_DUPLICATE_SEGMENT",
        n,
        at,
        `line ${n}: a second Segment U for one title; it replaced the first`,
      );
    this.hasU = true;
    for (const [name, fieldU] of this.amountsU)
      current.amounts[name] = amountAt(fieldU, line, n, this.f, this.where);
    current.occurrence_date = readDate(U, line, "occurrence_date", n, this.f, at);
    current.credit_date = readDate(U, line, "credit_date", n, this.f, at);
  }

  /** A segment lote does not read: FEBRABAN's W and other Y once, anything else line by line. */
  private notRead(key: string, n: number): void {
    if (NOT_READ.test(key))
      this.f.warnOnce(
        `segment:${key}`,
        "CNAB_SEGMENT_NOT_READ",
        n,
        [],
        `line ${n}: segment ${key} is not read by lote (this and any like it)`,
      );
    else
      this.f.unreadLine(
        "CNAB_UNKNOWN_SEGMENT",
        n,
        [],
        `line ${n}: segment "${key}" is not a retorno segment; it was not read`,
      );
  }

  private missingU(n: number): void {
    if (this.current !== undefined && !this.hasU) {
      this.f.warn(
        "CNAB_MISSING_SEGMENT",
        this.current.line,
        ["entries", this.entries.length - 1],
        `line ${this.current.line}: Segment T without its Segment U (before line ${n})`,
      );
    }
  }

  private checkTotal(line: string, n: number, name: string, actual: number, what: string): void {
    const stated = readAmount(this.spec.retBatchTrailer, line, name, n, this.f, ["batch_trailer"]);
    if (stated !== null && stated !== 0 && stated !== actual)
      this.f.problem(
        "CNAB_TOTALS_MISMATCH",
        n,
        ["batch_trailer", name],
        `line ${n}: the trailer de lote states ${stated} ${what} but the batch's titles have ${actual}`,
      );
  }
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
  const reader = new Reader240(spec, f);
  const walked = walk240(
    spec,
    cursor,
    first,
    {
      batchHeader: (line, n) => checkLote240(line, n, content, f),
      detail: (key, line, n) => reader.detail(key, line, n),
      batchEnd: (line, n) => reader.batchEnd(line, n),
      fileTrailer: spec.retFileTrailer,
    },
    f,
    spec.retorno_trailer?.batch_records ?? ["batch"],
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
    entries: reader.entries,
    totals: OccurrenceCache.totals(reader.entries),
    unread_lines: 0,
    warnings: [],
  };
}
