/**
 * `simulateRetorno`: the retorno a bank would send for a remessa, in the same bank and layout.
 * Every title is answered — an entry as registered (with its PIX where the layout has a cited PIX
 * record: Santander 240's Y-03, a 400 retorno PIX record),
 * an instruction with the bank's confirmation of that movement — unless an outcome says
 * otherwise (paid, rejected, the instruction rejected with a motivo, protested…). Pure: the clock
 * and the NSA are parameters. The service's local bank simulator uses it; the conformance suite checks
 * `parseRetorno(simulateRetorno(buildRemessa(x)))` against `x`.
 */
import { EngineError } from "../../errors";
import { type CompiledRecord, field, hasField, rawValues, type Values } from "../layout/fields";
import { dateFor, ddmmyyyy, newSink, parseDigits, parseTimestamp, stripZeros } from "../layout/format";
import { CnabBuffer } from "../layout/write";
import type { CnabSpec } from "../registry";
import { type RemessaRecord, readRemessa } from "../remessa/read";
import { answer, type SimulatedOutcome } from "./answer";

export { confirmationCode, rejectionCode, type SimulatedOutcome } from "./answer";

export interface SimulateOptions {
  generated_at: string;
  /**
   * NSA of the retorno (its header's, where the layout has the field, and its file name's): the
   * simulated bank answers each remessa with one retorno of the remessa's NSA. Default: the NSA
   * in the remessa's header; a header without one (most 400 remessas) needs it given — the
   * service passes the NSA it gave the remessa file — or the retorno is the bank's first, 1.
   */
  file_sequence?: number;
  outcomes?: SimulatedOutcome[];
  /**
   * For banks whose trailers state the whole portfolio (`retorno_trailer.totals: "portfolio"`):
   * the títulos em cobrança written there. Default: twice the file's titles and total, as if the
   * file's titles were half the portfolio, so the reader meets a trailer that does not add up.
   */
  portfolio?: { titles: number; amount_cents: number };
}

export interface SimulatedRetorno {
  /**
   * `<bank>_<LAYOUT>_<YYYYMMDD>_<NSA>.RET`: the pattern lote names the remessas of banks that
   * prescribe no name with (no public source gives the banks' own retorno names).
   */
  file_name: string;
  /** The NSA it carries (see {@link SimulateOptions.file_sequence}). */
  file_sequence: number;
  content: string;
  line_count: number;
}

/** The remessa's NSA, when its header has one (an NSA counts from 1); 1 otherwise. */
function readNsa(spec: CnabSpec, header: string): number {
  const rec = spec.layout === "cnab240" ? spec.records.file_header : spec.records.header;
  const nsa = hasField(rec, "file_sequence") ? parseDigits(field(rec, header, "file_sequence")) : undefined;
  return nsa === undefined || nsa < 1 ? 1 : nsa;
}

const alnum = (s: string) => s.toUpperCase().replace(/[^0-9A-Z]/g, "");

/**
 * Every form a title answers to: its sequential nosso número, and the bank's nosso-número fields
 * as the remessa carries them (which is the printed form without its punctuation), with and
 * without the last character (the check digit). Leading zeros do not count.
 */
function titleKeys(spec: CnabSpec, t: RemessaRecord): string[] {
  const raw = alnum(spec.ourNumber.fields.map((name) => String(t.ourNumberFields[name] ?? "")).join(""));
  return [t.our_number, raw, raw.slice(0, -1)].map(stripZeros);
}

/**
 * The forms an outcome's `our_number` may take: as given, without its check digit (after the
 * last `-`), and the part after the last `/` (a printed `carteira/número-DV`). Exported so that a
 * caller combining outcomes (the sandbox route) tells two forms of one title apart the same way.
 *
 * @example givenKeys("109/00010001-4") // ["109000100014", "10900010001", "10001"]
 */
export function givenKeys(given: string): string[] {
  const dash = given.lastIndexOf("-");
  const noDv = dash === -1 ? given : given.slice(0, dash);
  const slash = noDv.lastIndexOf("/");
  return [given, noDv, noDv.slice(slash + 1)].map((s) => stripZeros(alnum(s)));
}

/** The outcomes by title line, each matched to one title of the remessa; an unknown title is an error. */
function matchOutcomes(
  spec: CnabSpec,
  titles: readonly RemessaRecord[],
  outcomes: readonly SimulatedOutcome[],
) {
  const index = new Map<string, RemessaRecord>();
  for (const t of titles) for (const k of titleKeys(spec, t)) if (k !== "0" && !index.has(k)) index.set(k, t);
  const byLine = new Map<number, { o: SimulatedOutcome; i: number }>();
  outcomes.forEach((o, i) => {
    const t = givenKeys(String(o.our_number ?? ""))
      .map((k) => index.get(k))
      .find((x) => x !== undefined);
    if (t === undefined) {
      throw new EngineError({
        code: "CNAB_UNKNOWN_TITLE",
        path: ["outcomes", i, "our_number"],
        message: `no title with our_number ${o.our_number} in the remessa`,
      });
    }
    byLine.set(t.line, { o, i });
  });
  return byLine;
}

/**
 * The retorno for `remessaContent`, in the bank's dialect: its codes, and its trailers' meaning
 * (a batch trailer counting detail records only, trailers stating the whole portfolio).
 *
 * @example
 * const ret = simulateRetorno(remessa.content, { generated_at: "2025-01-16T08:00:00",
 *   outcomes: [{ our_number: "109/40223338-4", kind: "paid" }] });
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
  const byLine = matchOutcomes(spec, rem.titles, options.outcomes ?? []);
  const when = { generated_date: ddmmyyyy(at.date), generated_time: at.time };
  const meaning = spec.retorno_trailer ?? {};
  // Each title's answer first: a title the bank does not answer is left out, and out of the totals.
  const header = spec.layout === "cnab240" ? spec.records.file_header : spec.records.header;
  const merchant = hasField(header, "company.name") ? field(header, rem.header, "company.name") : "";
  const answers = rem.titles.map((t) => {
    const given = byLine.get(t.line);
    return answer(spec, t, given?.o, at.date, given?.i ?? 0, merchant);
  });
  const answered = rem.titles.filter((_, k) => answers[k] !== undefined);
  const count = answered.length;
  const amount = answered.reduce((sum, t) => sum + t.amount_cents, 0);
  const stated =
    meaning.totals === "portfolio"
      ? (options.portfolio ?? { titles: count * 2, amount_cents: amount * 2 })
      : { titles: count, amount_cents: amount };
  const buffer = new CnabBuffer(rem.lines * 2 * 242 + 4096);
  const sink = newSink();
  const line = (rec: CompiledRecord, v: Values) => buffer.write(rec, v, sink, []);
  const nsa = options.file_sequence ?? readNsa(spec, rem.header);
  if (!Number.isSafeInteger(nsa) || nsa < 1)
    throw new EngineError({
      code: "CNAB_INVALID_NUMBER",
      path: ["file_sequence"],
      message: `file_sequence must be a positive integer, got ${nsa}`,
    });
  if (spec.layout === "cnab240") {
    const r = spec.records;
    const head = { ...rawValues(r.file_header, rem.header), ...when, direction: 2, file_sequence: nsa };
    line(r.file_header, head);
    const batch = rawValues(r.batch_header, rem.batchHeader ?? "");
    line(r.batch_header, { ...batch, ...when, operation: "T", file_sequence: nsa });
    let seq = 0;
    for (const [k, t] of rem.titles.entries()) {
      const a = answers[k];
      if (a === undefined) continue;
      const coded = spec.simulate_fields ? spec.simulate_fields(a.code) : { movement: a.code };
      const common = { bank_code: spec.bank_code, batch: batch.batch, ...coded };
      line(r.T, {
        ...rawValues(r.P, t.raw),
        ...spec.ourNumber.retorno?.(t.ourNumberFields),
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
      // Only a bank whose manual defines a PIX Y-03 returns one (Santander); the rest have none.
      if (a.pix && r.Y03)
        line(r.Y03, {
          ...common,
          record_seq: ++seq,
          pix_key_type: t.pix?.key_type,
          "pix.key": a.pix.key_or_url,
          "pix.txid": a.pix.txid,
          "pix.emv": a.pix.emv,
        });
    }
    const tail = { bank_code: spec.bank_code, batch: batch.batch };
    line(spec.retBatchTrailer, {
      ...tail,
      batch_records: meaning.batch_records?.[0] === "details" ? seq : seq + 2,
      total_titles: stated.titles,
      total_amount: stated.amount_cents,
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
    for (const [k, t] of rem.titles.entries()) {
      const a = answers[k];
      if (a === undefined) continue;
      const v: Values = {
        ...rawValues(r.detail, t.raw),
        ...spec.ourNumber.retorno?.(t.ourNumberFields),
        ...a.money,
        ...(spec.simulate_fields ? spec.simulate_fields(a.code) : { movement: a.code }),
        reasons: a.reasons,
        sequence: buffer.lines + 1,
      };
      v.occurrence_date = dateFor(r.ret_detail, "occurrence_date", a.date);
      v.credit_date = dateFor(r.ret_detail, "credit_date", a.credit);
      v.due_date = dateFor(r.ret_detail, "due_date", t.due_date);
      line(r.ret_detail, v);
      const pix = spec.extraRecords.ret_pix;
      const p = a.pix ?? (t.pix ? { txid: t.pix.txid, key_or_url: t.pix.key } : undefined);
      const values: Values = { "pix.key": p?.key_or_url, "pix.txid": p?.txid, "pix.emv": p?.emv };
      // Only a record that carries something: Itaú's retorno PIX record holds the EMV alone.
      if (pix && Object.keys(values).some((k) => values[k] && hasField(pix, k))) {
        line(pix, { ...values, pix_key_type: t.pix?.key_type, sequence: buffer.lines + 1 });
      }
    }
    line(r.ret_trailer, {
      bank_code: spec.bank_code,
      total_titles: stated.titles,
      total_amount: stated.amount_cents,
      sequence: buffer.lines + 1,
    });
  }
  if (sink.errors.length > 0) throw new EngineError(sink.errors);
  return {
    // A CNAB 444 remessa is answered in CNAB 400 (its spec's retorno tables are 400 wide).
    file_name: `${spec.bank_code}_${spec.layout === "cnab240" ? "CNAB240" : "CNAB400"}_${at.date.replaceAll("-", "")}_${String(nsa).padStart(6, "0")}.RET`,
    file_sequence: nsa,
    content: buffer.text(),
    line_count: buffer.lines,
  };
}
