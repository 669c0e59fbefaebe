/**
 * CNAB 240 writer: one batch (lote 0001) per file, segments P, Q, R per entry title, S when it
 * has instructions and Y-01 when it has a sacador/avalista. Other movements (write-off, due-date
 * change, …) send Segment P only, which FEBRABAN requires and banks accept for instructions.
 * Bank defaults are constants compiled into the tables, so values here are what varies.
 */
import type { Cnab240Spec } from "./cnab240-spec";
import type { Values } from "./fields";
import { ddmmyyyy, type Sink } from "./format";
import type { FileContext } from "./spec";
import type { PartyData, TitleData } from "./title";
import type { CnabBuffer, FilePlan } from "./write";

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
  const batch: Values = { batch_records: details + 2, total_titles: titles, total_amount: amount };
  out.write(plan.of(spec.records.batch_trailer), batch, sink, NO_PATH);
  out.write(plan.of(spec.records.file_trailer), { batch_count: 1, record_count: details + 4 }, sink, NO_PATH);
}

/** Values of Q and Y-01 (payer, sacador/avalista), one object shape whatever the title. */
function parties(movement: string, p: PartyData, g: PartyData | undefined): Values {
  return {
    record_seq: 0,
    movement,
    "payer.document_type": p.type,
    "payer.document": p.document,
    "payer.name": p.name,
    "payer.address.street": p.street,
    "payer.address.district": p.district,
    "payer.address.zip_code": p.zip.slice(0, 5),
    "payer.address.zip_code_suffix": p.zip.slice(5),
    "payer.address.city": p.city,
    "payer.address.state": p.state,
    "guarantor.document_type": g ? g.type : 0,
    "guarantor.document": g?.document,
    "guarantor.name": g?.name,
    "guarantor.address.street": g?.street,
    "guarantor.address.district": g?.district,
    "guarantor.address.zip_code": g?.zip.slice(0, 5),
    "guarantor.address.zip_code_suffix": g?.zip.slice(5),
    "guarantor.address.city": g?.city,
    "guarantor.address.state": g?.state,
  };
}

/**
 * The detail records of one title, numbered from `seq`; `ourNumber` holds the bank's encoded
 * nosso-número fields. Returns how many records it wrote.
 *
 * @example titleRecords240(spec, data, ourNumber, 1, plan, sink, 0, out) // 3 (P, Q, R)
 */
export function titleRecords240(
  spec: Cnab240Spec,
  d: TitleData,
  ourNumber: Values,
  seq: number,
  plan: FilePlan,
  sink: Sink,
  i: number,
  out: CnabBuffer,
): number {
  const t = d.title;
  const path = ["titles", i];
  const r = spec.records;
  const p: Values = {
    record_seq: seq,
    movement: d.movement,
    wallet_code: 1,
    registration: 1,
    document_type: "1",
    issuer: 2,
    distribution: "2",
    document_number: t.document_number ?? "",
    due_date: ddmmyyyy(d.due_date),
    amount_cents: t.amount_cents,
    collecting_agency_digit: "0",
    document_kind: d.document_kind,
    acceptance: d.acceptance,
    issue_date: ddmmyyyy(d.issue_date),
    interest_code: d.interest.code,
    "interest.start_date": d.interest.date ? ddmmyyyy(d.interest.date) : 0,
    "interest.value": d.interest.value,
    discount_code: d.discount.code,
    "discount.until": d.discount.date ? ddmmyyyy(d.discount.date) : 0,
    "discount.amount_cents": d.discount.value,
    rebate_cents: t.rebate_cents ?? 0,
    company_reference: t.our_number,
    protest_code: 3,
    write_off_code: 0,
    currency: 9,
  };
  for (const k in ourNumber) p[k] = ourNumber[k];
  out.write(plan.of(r.P), p, sink, path);
  if (!d.entry) return 1;
  let n = 1;
  const people = parties(d.movement, d.payer, d.guarantor);
  people.record_seq = seq + n++;
  out.write(plan.of(r.Q), people, sink, path);
  const fine: Values = {
    record_seq: seq + n++,
    movement: d.movement,
    fine_code: d.fine.code,
    "fine.start_date": d.fine.date ? ddmmyyyy(d.fine.date) : 0,
    "fine.value": d.fine.value,
  };
  out.write(plan.of(r.R), fine, sink, path);
  const instructions = t.instructions?.filter((s) => s.trim() !== "") ?? [];
  if (instructions.length > 0) {
    const noS = spec.without?.includes("S") === true;
    if (noS || instructions.length > 5) {
      sink.warnings.push({
        code: "CNAB_INSTRUCTIONS_DROPPED",
        path: [...path, "instructions"],
        message: noS
          ? `bank ${spec.bank_code} takes no Segment S: instructions are not sent`
          : "Segment S carries five instruction lines; the rest are not sent",
      });
    }
    if (!noS) {
      const s: Values = { record_seq: seq + n++, movement: d.movement };
      for (let k = 0; k < 5 && k < instructions.length; k++) s[`instructions.${k}`] = instructions[k];
      out.write(plan.of(r.S), s, sink, path);
    }
  }
  if (d.guarantor && !spec.without?.includes("Y01")) {
    people.record_seq = seq + n++;
    out.write(plan.of(r.Y01), people, sink, path);
  }
  return n;
}
