/**
 * `simulateRetorno`: the retorno a bank would send for a remessa, in the same bank and layout.
 * Every title is answered (entry → registered, write-off → written off, due-date change →
 * confirmed) unless an outcome says it was paid or rejected. Pure: the clock and the NSA are
 * parameters. The service's local bank simulator uses it; the conformance suite checks
 * `parseRetorno(simulateRetorno(buildRemessa(x)))` against `x`.
 */
import { EngineError } from "../errors";
import type { IsoDate } from "../types";
import { type CompiledRecord, field, hasField, rawValues, type Values } from "./fields";
import { dateFor, ddmmyyyy, newSink, parseDigits, parseTimestamp, stripZeros } from "./format";
import type { CnabSpec } from "./registry";
import { type RemessaRecord, readRemessa } from "./remessa-read";
import type { OccurrenceKind } from "./types";
import { CnabBuffer } from "./write";

export interface SimulatedOutcome {
  /** The title's `our_number` (leading zeros do not matter). */
  our_number: string;
  kind: Extract<OccurrenceKind, "registered" | "rejected" | "paid" | "written_off" | "due_date_changed">;
  paid_cents?: number;
  fee_cents?: number;
  interest_cents?: number;
  discount_cents?: number;
  /** Default: `paid_cents − fee_cents`. */
  credited_cents?: number;
  /** Default: the retorno's date. */
  paid_on?: IsoDate;
  credited_on?: IsoDate;
  /** Reason codes for a rejection; default the bank's "nosso número inválido". */
  reasons?: string[];
  /** PIX data the bank returns (240 Segment Y-03 or the bank's 400 PIX record). */
  pix?: { txid?: string; key_or_url?: string };
}

export interface SimulateOptions {
  generated_at: string;
  /** NSA of the retorno; default the remessa's. */
  file_sequence?: number;
  outcomes?: SimulatedOutcome[];
}

export interface SimulatedRetorno {
  file_name: string;
  content: string;
  line_count: number;
}

interface Answer {
  code: string;
  reasons: string;
  money: Values;
  date: IsoDate;
  credit: IsoDate | null;
  pix: SimulatedOutcome["pix"];
}

function answer(spec: CnabSpec, t: RemessaRecord, o: SimulatedOutcome | undefined, today: IsoDate): Answer {
  const codes = spec.simulate;
  const movement = (Object.keys(spec.movements) as (keyof typeof spec.movements)[]).find(
    (m) => spec.movements[m] === t.movement,
  );
  const kind =
    o?.kind ??
    (movement === "write_off"
      ? "written_off"
      : movement === "due_date_change"
        ? "due_date_changed"
        : "registered");
  const base: Answer = { code: codes[kind], reasons: "", money: {}, date: today, credit: null, pix: o?.pix };
  if (kind === "rejected") base.reasons = (o?.reasons ?? [codes.rejection_reason]).join("");
  if (kind === "paid") {
    const paid = o?.paid_cents ?? t.amount_cents;
    const fee = o?.fee_cents ?? 0;
    base.date = o?.paid_on ?? today;
    base.credit = o?.credited_on ?? base.date;
    base.money = {
      paid_cents: paid,
      fee_cents: fee,
      interest_cents: o?.interest_cents ?? 0,
      discount_cents: o?.discount_cents ?? 0,
      credited_cents: o?.credited_cents ?? paid - fee,
    };
  }
  return base;
}

/** The remessa's NSA, when its header has one; 0 otherwise. */
function readNsa(spec: CnabSpec, header: string): number {
  const rec = spec.layout === "cnab240" ? spec.records.file_header : spec.records.header;
  return hasField(rec, "file_sequence") ? (parseDigits(field(rec, header, "file_sequence")) ?? 0) : 0;
}

/**
 * The retorno for `remessaContent`.
 *
 * @example
 * const ret = simulateRetorno(remessa.content, { generated_at: "2025-01-16T08:00:00",
 *   outcomes: [{ our_number: "12345", kind: "paid" }] });
 * parseRetorno(ret.content).totals.by_kind.paid // 1
 */
export function simulateRetorno(remessaContent: string, options: SimulateOptions): SimulatedRetorno {
  const at = parseTimestamp(options?.generated_at);
  if (at === undefined) {
    throw new EngineError({
      code: "CNAB_INVALID_GENERATED_AT",
      path: ["generated_at"],
      message: "generated_at must be an ISO timestamp YYYY-MM-DDTHH:MM[:SS]",
    });
  }
  const rem = readRemessa(remessaContent);
  const spec = rem.spec;
  const byNumber = new Map<string, SimulatedOutcome>();
  for (const o of options.outcomes ?? []) byNumber.set(stripZeros(o.our_number), o);
  const known = new Set(rem.titles.map((t) => t.our_number));
  for (const [n] of byNumber) {
    if (!known.has(n)) {
      throw new EngineError({
        code: "CNAB_UNKNOWN_TITLE",
        path: ["outcomes"],
        message: `no title with our_number ${n} in the remessa`,
      });
    }
  }
  const when = { generated_date: ddmmyyyy(at.date), generated_time: at.time };
  const amount = rem.amount_cents;
  const buffer = new CnabBuffer(rem.lines * 2 * 242 + 4096);
  const sink = newSink();
  const line = (rec: CompiledRecord, v: Values) => buffer.write(rec, v, sink, []);
  const nsa = options.file_sequence ?? readNsa(spec, rem.header);
  if (spec.layout === "cnab240") {
    const r = spec.records;
    const head = { ...rawValues(r.file_header, rem.header), ...when, direction: 2, file_sequence: nsa };
    line(r.file_header, head);
    const batch = rawValues(r.batch_header, rem.batchHeader ?? "");
    line(r.batch_header, { ...batch, ...when, operation: "T", file_sequence: nsa });
    let seq = 0;
    for (const t of rem.titles) {
      const a = answer(spec, t, byNumber.get(t.our_number), at.date);
      const common = { bank_code: spec.bank_code, batch: batch.batch, movement: a.code };
      line(r.T, {
        ...rawValues(r.P, t.raw),
        ...common,
        record_seq: ++seq,
        reasons: a.reasons,
        fee_cents: a.money.fee_cents,
      });
      line(r.U, {
        ...common,
        ...a.money,
        record_seq: ++seq,
        occurrence_date: ddmmyyyy(a.date),
        credit_date: dateFor(r.U, "credit_date", a.credit),
      });
      if (a.pix)
        line(r.Y03, { ...common, record_seq: ++seq, "pix.key": a.pix.key_or_url, "pix.txid": a.pix.txid });
    }
    const tail = { bank_code: spec.bank_code, batch: batch.batch };
    line(r.batch_trailer, {
      ...tail,
      batch_records: seq + 2,
      total_titles: rem.titles.length,
      total_amount: amount,
    });
    line(r.file_trailer, { ...tail, batch_count: 1, record_count: seq + 4 });
  } else {
    const r = spec.records;
    const head = rawValues(r.header, rem.header);
    line(r.ret_header, {
      ...head,
      direction: 2,
      direction_name: "RETORNO",
      generated_date: dateFor(r.ret_header, "generated_date", at.date),
      file_sequence: nsa,
      sequence: 1,
    });
    for (const t of rem.titles) {
      const a = answer(spec, t, byNumber.get(t.our_number), at.date);
      const v: Values = {
        ...rawValues(r.detail, t.raw),
        ...a.money,
        movement: a.code,
        reasons: a.reasons,
        sequence: buffer.lines + 1,
      };
      v.occurrence_date = dateFor(r.ret_detail, "occurrence_date", a.date);
      v.credit_date = dateFor(r.ret_detail, "credit_date", a.credit);
      v.due_date = dateFor(r.ret_detail, "due_date", t.due_date);
      line(r.ret_detail, v);
      const pix = spec.extraRecords.pix;
      const p = a.pix ?? (t.pix ? { txid: t.pix.txid, key_or_url: t.pix.key } : undefined);
      if (pix && p) {
        line(pix, {
          pix_key_type: t.pix?.key_type,
          "pix.key": p.key_or_url,
          "pix.txid": p.txid,
          sequence: buffer.lines + 1,
        });
      }
    }
    line(r.ret_trailer, {
      bank_code: spec.bank_code,
      total_titles: rem.titles.length,
      total_amount: amount,
      sequence: buffer.lines + 1,
    });
  }
  if (sink.errors.length > 0) throw new EngineError(sink.errors);
  return {
    file_name: `${spec.bank_code}_${spec.layout.toUpperCase()}_${at.date.replaceAll("-", "")}_${String(nsa).padStart(6, "0")}.RET`,
    content: buffer.text(),
    line_count: buffer.lines,
  };
}
