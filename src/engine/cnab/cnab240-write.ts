/**
 * CNAB 240 writer: one batch (lote 0001) per file, segments P, Q, R per entry title, S when it
 * has instructions and Y-01 when it has a sacador/avalista. Other movements (write-off, due-date
 * change, …) send Segment P only, which FEBRABAN requires and banks accept for instructions.
 */
import type { Cnab240Spec } from "./cnab240-spec";
import { type CompiledRecord, type Values, writeRecord } from "./fields";
import { ddmmyyyy, type Sink } from "./format";
import type { FileContext } from "./spec";
import type { PartyData, TitleData } from "./title";

type Direction = "remessa" | "retorno";

function write(
  rec: CompiledRecord,
  v: Values,
  defaults: Values | undefined,
  shared: Values,
  sink: Sink,
  path: (string | number)[],
) {
  return writeRecord(rec, defaults ? { ...v, ...defaults } : v, shared, sink, path);
}

/**
 * Header de arquivo and header de lote. `shared` holds the account-level values every record
 * reads (bank code, batch, agency, account, agreement).
 *
 * @example const [fileHeader, batchHeader] = headers240(spec, ctx, shared, "remessa", sink);
 */
export function headers240(
  spec: Cnab240Spec,
  ctx: FileContext,
  shared: Values,
  dir: Direction,
  sink: Sink,
): string[] {
  const common: Values = {
    generated_date: ddmmyyyy(ctx.generated_on),
    generated_time: ctx.generated_time,
    file_sequence: ctx.file_sequence,
  };
  const file: Values = { ...common, direction: dir === "remessa" ? 1 : 2, file_version: spec.versions.file };
  const batch: Values = {
    ...common,
    operation: dir === "remessa" ? "R" : "T",
    batch_version: spec.versions.batch,
  };
  return [
    write(spec.records.file_header, file, spec.defaults?.file_header, shared, sink, []),
    write(spec.records.batch_header, batch, spec.defaults?.batch_header, shared, sink, []),
  ];
}

/**
 * Trailer de lote and trailer de arquivo for a one-batch file of `details` detail records holding
 * `titles` titles worth `amount` centavos.
 *
 * @example trailers240(spec, shared, 30, 10, 150000, sink) // two 240-character lines
 */
export function trailers240(
  spec: Cnab240Spec,
  shared: Values,
  details: number,
  titles: number,
  amount: number,
  sink: Sink,
): string[] {
  const batch: Values = { batch_records: details + 2, total_titles: titles, total_amount: amount };
  const file: Values = { batch_count: 1, record_count: details + 4 };
  return [
    write(spec.records.batch_trailer, batch, spec.defaults?.batch_trailer, shared, sink, []),
    write(spec.records.file_trailer, file, spec.defaults?.file_trailer, shared, sink, []),
  ];
}

function partyValues(prefix: string, p: PartyData, v: Values): void {
  v[`${prefix}.document_type`] = p.type;
  v[`${prefix}.document`] = p.document;
  v[`${prefix}.name`] = p.name;
  v[`${prefix}.address.street`] = p.street;
  v[`${prefix}.address.district`] = p.district;
  v[`${prefix}.address.zip_code`] = p.zip.slice(0, 5);
  v[`${prefix}.address.zip_code_suffix`] = p.zip.slice(5);
  v[`${prefix}.address.city`] = p.city;
  v[`${prefix}.address.state`] = p.state;
}

/**
 * The detail records of one title, numbered from `seq`. `ourNumber` holds the bank's encoded
 * nosso-número fields. Returns the lines; the caller counts them.
 *
 * @example titleRecords240(spec, data, ourNumber, 1, shared, sink, 0).length // 3 (P, Q, R)
 */
export function titleRecords240(
  spec: Cnab240Spec,
  d: TitleData,
  ourNumber: Values,
  seq: number,
  shared: Values,
  sink: Sink,
  i: number,
): string[] {
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
    ...spec.defaults?.P,
    ...ourNumber,
  };
  const lines = [writeRecord(r.P, p, shared, sink, path)];
  if (!d.entry) return lines;
  const common = { movement: d.movement };
  const q: Values = { ...common, record_seq: seq + 1, "guarantor.document_type": 0 };
  partyValues("payer", d.payer, q);
  if (d.guarantor) {
    q["guarantor.document_type"] = d.guarantor.type;
    q["guarantor.document"] = d.guarantor.document;
    q["guarantor.name"] = d.guarantor.name;
  }
  lines.push(write(r.Q, q, spec.defaults?.Q, shared, sink, path));
  const rv: Values = {
    ...common,
    record_seq: seq + 2,
    fine_code: d.fine.code,
    "fine.start_date": d.fine.date ? ddmmyyyy(d.fine.date) : 0,
    "fine.value": d.fine.value,
  };
  lines.push(write(r.R, rv, spec.defaults?.R, shared, sink, path));
  const instructions = t.instructions?.filter((s) => s.trim() !== "") ?? [];
  if (instructions.length > 0) {
    if (spec.without?.includes("S") || instructions.length > 5) {
      sink.warnings.push({
        code: "CNAB_INSTRUCTIONS_DROPPED",
        path: [...path, "instructions"],
        message: spec.without?.includes("S")
          ? `bank ${spec.bank_code} takes no Segment S: instructions are not sent`
          : "Segment S carries five instruction lines; the rest are not sent",
      });
    }
    if (!spec.without?.includes("S")) {
      const s: Values = { ...common, record_seq: seq + lines.length };
      for (let k = 0; k < 5 && k < instructions.length; k++) s[`instructions.${k}`] = instructions[k];
      lines.push(write(r.S, s, spec.defaults?.S, shared, sink, path));
    }
  }
  if (d.guarantor && !spec.without?.includes("Y01")) {
    const y: Values = { ...common, record_seq: seq + lines.length };
    partyValues("guarantor", d.guarantor, y);
    lines.push(write(r.Y01, y, spec.defaults?.Y01, shared, sink, path));
  }
  return lines;
}
