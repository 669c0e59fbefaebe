/**
 * CNAB 240 writer: one batch (lote 0001) per file, segments P, Q, R per entry title, S when it
 * has instructions and Y-01 when it has a sacador/avalista. An instruction (any other movement)
 * sends Segment P, plus Q when it changes the payer and R when it changes the fine (FEBRABAN
 * v10.06 "Eventos": P, Q, R, Y, Q optional; the records per movement are `movements.ts`'s, or
 * the bank's `movement_records`). Bank defaults are constants compiled into the tables, so
 * values here are what varies.
 */
import type { Issue } from "../../errors";
import type { IsoDate } from "../../types";
import type { CompiledRecord, Values } from "../layout/fields";
import { ddmmyyyy, type Sink } from "../layout/format";
import { type CnabBuffer, type FilePlan, narrow, type Plan } from "../layout/write";
import { MOVEMENT_NEEDS, movementRecords, type RemessaMovement } from "../movements";
import type { FileContext } from "../spec/spec";
import type { PartyData, TitleData } from "../spec/title";
import type { Cnab240Spec } from "./spec";

type Direction = "remessa" | "retorno";
const NO_PATH: readonly (string | number)[] = [];

/**
 * Header de arquivo and header de lote. `plan` carries the file's shared values (bank code,
 * batch, company, agency, account, agreement).
 *
 * @example headers240(spec, ctx, plan, "remessa", sink, out); // out.lines === 2
 */
export function headers240(
  spec: Cnab240Spec,
  ctx: FileContext,
  plan: FilePlan,
  dir: Direction,
  sink: Sink,
  out: CnabBuffer,
): void {
  const date = ddmmyyyy(ctx.generated_on);
  const file: Values = {
    direction: dir === "remessa" ? 1 : 2,
    file_version: spec.versions.file,
    generated_date: date,
    generated_time: ctx.generated_time,
    file_sequence: ctx.file_sequence,
  };
  const batch: Values = {
    operation: dir === "remessa" ? "R" : "T",
    batch_version: spec.versions.batch,
    generated_date: date,
    file_sequence: ctx.file_sequence,
  };
  out.write(plan.of(spec.records.file_header), file, sink, NO_PATH);
  out.write(plan.of(spec.records.batch_header), batch, sink, NO_PATH);
}

/**
 * Trailer de lote and trailer de arquivo for a one-batch file of `details` detail records holding
 * `titles` titles worth `amount` centavos.
 *
 * @example trailers240(spec, plan, 30, 10, 150000, sink, out); // two more lines
 */
export function trailers240(
  spec: Cnab240Spec,
  plan: FilePlan,
  details: number,
  titles: number,
  amount: number,
  sink: Sink,
  out: CnabBuffer,
): void {
  const batch: Values = spec.remessa_totals
    ? { batch_records: details + 2, total_titles: titles, total_amount: amount }
    : { batch_records: details + 2 };
  out.write(plan.of(spec.records.batch_trailer), batch, sink, NO_PATH);
  out.write(plan.of(spec.records.file_trailer), { batch_count: 1, record_count: details + 4 }, sink, NO_PATH);
}

/**
 * Writes titles' detail records. One instance serves a whole file and reuses its value objects
 * from title to title: a 100,000-title file then allocates no per-record objects, and every
 * object keeps one shape, which keeps the writer's lookups fast.
 */
export class Title240Writer {
  private readonly p: Values = {};
  private readonly people: Values = {};
  private readonly r: Values = {};
  private readonly s: Values = {};
  private readonly y: Values = {};
  private readonly path: (string | number)[] = ["titles", 0];
  /** Line of the title's Segment P, for warnings about the title. */
  private pLine = 0;
  /** Plans narrowed to the keys of this writer's values objects (which never change keys). */
  private readonly narrowed = new Map<CompiledRecord, Plan>();

  private planFor(rec: CompiledRecord, v: Values): Plan {
    let plan = this.narrowed.get(rec);
    if (plan === undefined) {
      plan = narrow(this.plan.of(rec), v);
      this.narrowed.set(rec, plan);
    }
    return plan;
  }

  constructor(
    private readonly spec: Cnab240Spec,
    private readonly plan: FilePlan,
    private readonly sink: Sink,
    private readonly out: CnabBuffer,
  ) {}

  /**
   * The detail records of title `i`, numbered from `seq`; `ourNumber` holds the bank's encoded
   * nosso-número fields. Returns how many records it wrote.
   *
   * @example writer.write(data, ourNumber, 1, 0) // 3 (P, Q, R)
   */
  write(d: TitleData, ourNumber: Values, seq: number, i: number): number {
    const { spec, sink, out } = this;
    const t = d.title;
    const path = this.path;
    path[1] = i; // issues copy the path when they are raised
    const r = spec.records;
    const p = this.p;
    p.record_seq = seq;
    p.movement = d.movement;
    p.wallet_code = 1;
    p.registration = 1;
    p.document_type = "1";
    p.issuer = 2;
    p.distribution = "2";
    p.document_number = t.document_number ?? "";
    p.due_date = ddmmyyyy(d.due_date);
    p.amount_cents = t.amount_cents;
    p.collecting_agency_digit = "0";
    p.document_kind = d.document_kind;
    p.acceptance = d.acceptance;
    p.issue_date = ddmmyyyy(d.issue_date);
    const codes = spec.codes;
    p.interest_code = d.interest.code === "3" ? (codes?.no_interest ?? "3") : d.interest.code;
    p["interest.start_date"] = chargeDate(spec, d.interest.date, t.interest?.start_date, d.due_date);
    p["interest.value"] = d.interest.value;
    p.discount_code = d.discount.code;
    p["discount.until"] = d.discount.date ? ddmmyyyy(d.discount.date) : 0;
    p["discount.amount_cents"] = d.discount.value;
    p.rebate_cents = t.rebate_cents ?? 0;
    p.company_reference =
      spec.company_reference === "document_number" ? (t.document_number ?? "") : t.our_number;
    p.protest_code = d.protest?.code ?? codes?.no_protest ?? "3";
    p.protest_days = d.protest?.days ?? 0;
    p.write_off_code = 0;
    p.currency = 9;
    for (const k in ourNumber) p[k] = ourNumber[k];
    if (!d.entry) instructionValues(spec, d.movement_name, p, ourNumber);
    this.pLine = out.lines + 1;
    out.write(this.planFor(r.P, p), p, sink, path);
    if (!d.entry) {
      const records = movementRecords("cnab240", d.movement_name, spec.movement_records);
      let n = 1;
      if (records.includes("Q")) this.segmentQ(d, ourNumber, seq + n++);
      if (records.includes("R") && !spec.without?.includes("R")) this.segmentR(d, seq + n++);
      return n;
    }
    let n = 1;
    const people = this.segmentQ(d, ourNumber, seq + n++);
    if (!spec.without?.includes("R")) this.segmentR(d, seq + n++);
    // Y-03 right after R, for an entry only (Santander H7815 v8.3 "Boleto SX": P, Q and Y-03 with
    // movement 01; ACBr writes it after R).
    if (t.pix !== undefined) {
      if (spec.pix_segment && r.Y03 && d.pix !== undefined) {
        const y = this.y;
        y.record_seq = seq + n++;
        y.movement = d.movement;
        y.pix_key_type = d.pix.key_type;
        y["pix.key"] = d.pix.key;
        const txid = d.pix.txid === "***" ? "" : d.pix.txid;
        const sent = txid === "" || spec.pix_segment.txid.test(txid);
        y["pix.txid"] = sent ? txid : "";
        if (!sent)
          sink.warnings.push({
            code: "CNAB_PIX_TXID_NOT_SENT",
            line: out.lines + 1,
            path: [...path, "pix", "txid"],
            message: `bank ${spec.bank_code} CNAB 240's Segment Y-03 takes a TXID of the form ${spec.pix_segment.txid.source}: left blank, the bank assigns one`,
          });
        out.write(this.planFor(r.Y03, y), y, sink, path);
      } else {
        // No manual lote has defines a PIX Y-03 for this bank (or the PIX is a dynamic BR Code): never guess it.
        sink.warnings.push({
          code: "CNAB_PIX_NOT_SENT",
          line: this.pLine,
          path: [...path, "pix"],
          message: spec.pix_segment
            ? `bank ${spec.bank_code} CNAB 240's Segment Y-03 needs the PIX key (pix.key or a static BR Code), not a location`
            : `bank ${spec.bank_code} CNAB 240: lote writes no Segment Y-03 for it (no manual at hand defines one), so the PIX is not sent (register it with the bank)`,
        });
      }
    }
    if (t.instructions !== undefined && t.instructions.length > 0)
      n += this.instructions(t.instructions, seq + n, d.movement);
    if (d.guarantor && !spec.without?.includes("Y01")) {
      people.record_seq = seq + n++;
      out.write(this.planFor(r.Y01, people), people, sink, path);
    }
    return n;
  }

  /** Segment Q (payer and sacador/avalista); returns its values, which Y-01 reuses. */
  private segmentQ(d: TitleData, ourNumber: Values, seq: number): Values {
    const people = this.people;
    parties(people, d.movement, d.payer, d.guarantor);
    // A Q table may repeat the nosso número (CrediSIS Q 213-232); others have no such field.
    for (const k in ourNumber) people[k] = ourNumber[k];
    people.record_seq = seq;
    this.out.write(this.planFor(this.spec.records.Q, people), people, this.sink, this.path);
    return people;
  }

  /** Segment R (the fine; the further discounts stay zeros). */
  private segmentR(d: TitleData, seq: number): void {
    const fine = this.r;
    fine.record_seq = seq;
    fine.movement = d.movement;
    fine.fine_code = d.fine.code === "0" ? (this.spec.codes?.no_fine ?? "0") : d.fine.code;
    fine["fine.start_date"] = chargeDate(this.spec, d.fine.date, d.title.fine?.start_date, d.due_date);
    const scale = d.fine.code === "2" ? (this.spec.fine_rate_scale ?? 1) : 1;
    fine["fine.value"] = d.fine.value * scale;
    this.out.write(this.planFor(this.spec.records.R, fine), fine, this.sink, this.path);
  }

  /** Segment S for the title's instruction lines (at most five); returns 0 or 1 records. */
  private instructions(all: readonly string[], seq: number, movement: string): number {
    const lines = all.filter((s) => s.trim() !== "");
    if (lines.length === 0) return 0;
    const noS = this.spec.without?.includes("S") === true;
    const max = this.spec.instruction_lines ?? 5;
    if (noS || lines.length > max) {
      this.sink.warnings.push({
        code: "CNAB_INSTRUCTIONS_DROPPED",
        line: this.pLine,
        path: [...this.path, "instructions"],
        message: noS
          ? `bank ${this.spec.bank_code} takes no Segment S: instructions are not sent`
          : `bank ${this.spec.bank_code}'s Segment S carries ${max} instruction lines; the rest are not sent`,
      });
    }
    if (noS) return 0;
    const s = this.s;
    s.record_seq = seq;
    s.movement = movement;
    for (let k = 0; k < 5; k++) s[INSTRUCTION_KEYS[k]!] = k < max ? lines[k] : undefined;
    this.out.write(this.planFor(this.spec.records.S, s), s, this.sink, this.path);
    return 1;
  }
}

/** Segment P fields an instruction keeps in a sparse bank's record, by the need that brings them. */
const NEED_FIELDS_P: Readonly<Record<string, readonly string[]>> = {
  due_date: ["due_date"],
  amount_cents: ["amount_cents"],
  rebate_cents: ["rebate_cents"],
  discount: ["discount_code", "discount.until", "discount.amount_cents"],
  interest: ["interest_code", "interest.start_date", "interest.value"],
  document_number: ["document_number"],
};

/** What every instruction keeps: the title's identity, its carteira and, by notas A/B (Itaú), its amount. */
const KEEP_P: ReadonlySet<string> = new Set(["record_seq", "movement", "wallet_code", "amount_cents"]);

/**
 * An instruction's Segment P: the values its bank's manual asks for with that movement (CAIXA:
 * P 61 `5` for 31 and 47) and, where the manual wants only what changes (`sparse_instructions`),
 * every other field left to its filler. `change_data` keeps every field: any may be the change.
 */
function instructionValues(spec: Cnab240Spec, mv: RemessaMovement, p: Values, ourNumber: Values): void {
  const own = spec.movement_values?.[mv];
  if (own !== undefined) for (const k in own) p[k] = own[k];
  if (!spec.sparse_instructions || mv === "change_data") return;
  const keep = new Set(KEEP_P);
  for (const k in ourNumber) keep.add(k);
  for (const need of spec.movement_needs?.[mv] ?? MOVEMENT_NEEDS[mv])
    for (const k of NEED_FIELDS_P[need] ?? []) keep.add(k);
  if (mv === "protest") {
    keep.add("protest_code");
    keep.add("protest_days");
  }
  for (const k in p) if (!keep.has(k)) p[k] = undefined;
}

/**
 * The start date of interest or a fine as the bank wants it: the title's own, else the day after
 * the due date (`date`, the FEBRABAN default) or, for banks whose manual asks for it, the due date.
 */
function chargeDate(
  spec: Cnab240Spec,
  date: IsoDate | null,
  given: IsoDate | undefined,
  due: IsoDate,
): string | 0 {
  if (date === null) return 0;
  return ddmmyyyy(given === undefined && spec.charges_from === "due_date" ? due : date);
}

/**
 * What the bank's CNAB 240 cannot carry, as issues: a monthly interest rate where P 127-141 takes
 * an amount per day only, a fine where the bank takes no Segment R, a fine rate where R 66-89
 * takes an amount only.
 *
 * @example check240(spec, data, issues, 0)
 */
export function check240(spec: Cnab240Spec, d: TitleData, issues: Issue[], i: number): void {
  if (d.interest.code === "2" && spec.daily_interest_only) {
    issues.push({
      code: "CNAB_UNSUPPORTED_INTEREST",
      path: ["titles", i, "interest", "kind"],
      message: `bank ${spec.bank_code} CNAB 240 takes interest only as an amount per day`,
    });
  }
  if (d.fine.code !== "0" && spec.without?.includes("R")) {
    issues.push({
      code: "CNAB_UNSUPPORTED_FINE",
      path: ["titles", i, "fine"],
      message: `bank ${spec.bank_code} CNAB 240 takes no Segment R, where the fine goes: no fine can be sent`,
    });
  }
  if (d.fine.code === "2" && spec.fine_amount_only) {
    issues.push({
      code: "CNAB_UNSUPPORTED_FINE",
      path: ["titles", i, "fine", "kind"],
      message: `bank ${spec.bank_code} CNAB 240 takes the fine only as an amount`,
    });
  }
}

const INSTRUCTION_KEYS = [
  "instructions.0",
  "instructions.1",
  "instructions.2",
  "instructions.3",
  "instructions.4",
];

/** Fills `v` with the values of Q and Y-01 (payer, sacador/avalista), every key every time. */
function parties(v: Values, movement: string, p: PartyData, g: PartyData | undefined): void {
  v.record_seq = 0;
  v.movement = movement;
  v["payer.document_type"] = p.type;
  v["payer.document"] = p.document;
  v["payer.name"] = p.name;
  v["payer.address.street"] = p.street;
  v["payer.address.district"] = p.district;
  v["payer.address.zip_code"] = p.zip.slice(0, 5);
  v["payer.address.zip_code_suffix"] = p.zip.slice(5);
  v["payer.address.city"] = p.city;
  v["payer.address.state"] = p.state;
  v["guarantor.document_type"] = g ? g.type : 0;
  v["guarantor.document"] = g?.document;
  v["guarantor.name"] = g?.name;
  v["guarantor.address.street"] = g?.street;
  v["guarantor.address.district"] = g?.district;
  v["guarantor.address.zip_code"] = g?.zip.slice(0, 5);
  v["guarantor.address.zip_code_suffix"] = g?.zip.slice(5);
  v["guarantor.address.city"] = g?.city;
  v["guarantor.address.state"] = g?.state;
}
