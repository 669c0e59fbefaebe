/**
 * CNAB 400 writer: header, one detail per title followed by the bank's optional records (fine,
 * PIX), trailer. Every record carries its sequence number in 395-400.
 */
import type { Issue } from "../../errors";
import { hasField, type Values } from "../layout/fields";
import { dateFor, type Sink } from "../layout/format";
import type { CnabBuffer, FilePlan } from "../layout/write";
import { MOVEMENT_NEEDS, type RemessaMovement } from "../movements";
import type { FileContext } from "../spec/spec";
import type { TitleData } from "../spec/title";
import type { Cnab400Spec } from "./spec";

type Direction = "remessa" | "retorno";

const NO_PATH: readonly (string | number)[] = [];

/**
 * The header line (sequence 1).
 *
 * @example header400(spec, ctx, plan, "remessa", sink, out); // out.lines === 1
 */
export function header400(
  spec: Cnab400Spec,
  ctx: FileContext,
  plan: FilePlan,
  dir: Direction,
  sink: Sink,
  out: CnabBuffer,
): void {
  const rec = dir === "remessa" ? spec.records.header : spec.records.ret_header;
  const v: Values = {
    direction: dir === "remessa" ? 1 : 2,
    direction_name: dir === "remessa" ? "REMESSA" : "RETORNO",
    generated_date: dateFor(rec, "generated_date", ctx.generated_on),
    file_sequence: ctx.file_sequence,
    sequence: 1,
  };
  out.write(plan.of(rec), v, sink, NO_PATH);
}

/**
 * The trailer line: `seq` is its own sequence number, i.e. the file's line count.
 *
 * @example trailer400(spec, plan, "remessa", 12, 10, 150000, sink, out); // the last line
 */
export function trailer400(
  spec: Cnab400Spec,
  plan: FilePlan,
  dir: Direction,
  seq: number,
  titles: number,
  amount: number,
  sink: Sink,
  out: CnabBuffer,
): void {
  const rec = dir === "remessa" ? spec.records.trailer : spec.records.ret_trailer;
  const v: Values = { sequence: seq, record_count: seq, total_titles: titles, total_amount: amount };
  out.write(plan.of(rec), v, sink, NO_PATH);
}

/**
 * What the bank's CNAB 400 cannot carry, as issues: a monthly interest rate where only an amount
 * per day fits, a fine of a kind the layout lacks.
 *
 * @example check400(spec, data, issues, 0)
 */
export function check400(spec: Cnab400Spec, d: TitleData, issues: Issue[], i: number): void {
  const t = d.title;
  if (d.interest.code === "2" && !spec.monthly_rate_interest) {
    issues.push({
      code: "CNAB_UNSUPPORTED_INTEREST",
      path: ["titles", i, "interest", "kind"],
      message: `bank ${spec.bank_code} CNAB 400 takes interest only as an amount per day`,
    });
  }
  if (t.fine && !spec.fine_kinds.includes(t.fine.kind)) {
    issues.push({
      code: "CNAB_UNSUPPORTED_FINE",
      path: ["titles", i, "fine", "kind"],
      message: `bank ${spec.bank_code} CNAB 400 takes no fine of kind "${t.fine.kind}"`,
    });
  }
  if (t.invoice_key !== undefined && !/^\d{44}$/.test(t.invoice_key)) {
    issues.push({
      code: "CNAB_INVALID_INVOICE_KEY",
      path: ["titles", i, "invoice_key"],
      message: "invoice_key must be the NF-e's chave de acesso: 44 digits",
    });
  } else if (t.invoice_key !== undefined && !hasField(spec.records.detail, "invoice_key")) {
    issues.push({
      code: "CNAB_UNSUPPORTED_INVOICE_KEY",
      path: ["titles", i, "invoice_key"],
      message: `bank ${spec.bank_code} CNAB ${spec.layout.slice(4)} has no field for the NF-e key (the CNAB 444 layouts carry it)`,
    });
  }
  spec.check?.(d, issues, ["titles", i]);
}

/**
 * The detail of one title and its extra records, numbered from `seq`; returns how many it wrote.
 *
 * @example titleRecords400(spec, data, ourNumber, 2, plan, sink, issues, 0, out, ctx) // 1, or more with extras
 */
export function titleRecords400(
  spec: Cnab400Spec,
  d: TitleData,
  ourNumber: Values,
  seq: number,
  plan: FilePlan,
  sink: Sink,
  issues: Issue[],
  i: number,
  out: CnabBuffer,
  ctx: FileContext,
): number {
  const t = d.title;
  const path = ["titles", i];
  const rec = spec.records.detail;
  if (d.interest.code === "2" && !spec.monthly_rate_interest) {
    issues.push({
      code: "CNAB_UNSUPPORTED_INTEREST",
      path: [...path, "interest", "kind"],
      message: `bank ${spec.bank_code} CNAB 400 takes interest only as an amount per day`,
    });
  }
  if (t.fine && !spec.fine_kinds.includes(t.fine.kind)) {
    issues.push({
      code: "CNAB_UNSUPPORTED_FINE",
      path: [...path, "fine", "kind"],
      message: `bank ${spec.bank_code} CNAB 400 takes no fine of kind "${t.fine.kind}"`,
    });
  }
  const v: Values = {
    record_type: spec.detail_type,
    movement: d.movement,
    document_number: t.document_number ?? "",
    due_date: dateFor(rec, "due_date", d.due_date),
    amount_cents: t.amount_cents,
    collecting_bank: spec.bank_code,
    document_kind: d.document_kind,
    acceptance: d.acceptance,
    issue_date: dateFor(rec, "issue_date", d.issue_date),
    "interest.value": d.interest.value,
    "discount.until": dateFor(rec, "discount.until", d.discount.date),
    "discount.amount_cents": d.discount.value,
    rebate_cents: t.rebate_cents ?? 0,
    "payer.document_type": `0${d.payer.type}`,
    "payer.document": d.payer.document,
    "payer.name": d.payer.name,
    "payer.address.street": d.payer.street,
    "payer.address.district": d.payer.district,
    "payer.address.zip_code": d.payer.zip,
    "payer.address.city": d.payer.city,
    "payer.address.state": d.payer.state,
    "guarantor.name": d.guarantor?.name ?? "",
    company_reference: t.our_number,
    invoice_key: t.invoice_key,
    sequence: seq,
  };
  spec.detail(d, v, issues, path, ctx);
  // The protest instruction replaces whatever "do not protest" the bank writes by default.
  if (d.protest) {
    v.instruction_1 = d.protest.code;
    v.protest_days = d.protest.days;
  }
  for (const k in ourNumber) v[k] = ourNumber[k];
  if (!d.entry && spec.sparse_instructions) sparse400(spec, d.movement_name, v, ourNumber);
  out.write(plan.of(rec), v, sink, path);
  let n = 1;
  const optional = spec.extraRecords.optional;
  const o = optional && spec.extras?.optional?.values(d, ctx, issues, path);
  if (optional && o) {
    o.sequence = seq + n++;
    out.write(plan.of(optional), o, sink, path);
  }
  const fine = spec.extraRecords.fine;
  // An instruction sends the fine record only to change the fine.
  const sendsFine = d.entry || d.movement_name === "fine_change" || d.movement_name === "change_data";
  if (fine && t.fine && d.fine.code !== "0" && sendsFine) {
    const f: Values = {
      fine_code: d.fine.code,
      "fine.start_date": dateFor(fine, "fine.start_date", d.fine.date),
      "fine.value": d.fine.value,
      sequence: seq + n++,
    };
    out.write(plan.of(fine), f, sink, path);
  }
  if (t.pix && d.entry) {
    const pix = spec.extraRecords.pix;
    if (pix && d.pix) {
      const p: Values = {
        pix_key_type: d.pix.key_type,
        "pix.key": d.pix.key,
        "pix.txid": d.pix.txid,
        sequence: seq + n++,
      };
      out.write(plan.of(pix), p, sink, path);
      if (d.pix.txid && d.pix.txid !== "***" && !hasField(pix, "pix.txid")) {
        sink.warnings.push({
          code: "CNAB_PIX_TXID_NOT_SENT",
          line: seq,
          path: [...path, "pix", "txid"],
          message: `bank ${spec.bank_code}'s CNAB 400 PIX record has no TXID: the bank names the QR code itself`,
        });
      }
    } else {
      sink.warnings.push({
        code: "CNAB_PIX_NOT_SENT",
        line: seq,
        path: [...path, "pix"],
        message: pix
          ? "the PIX record needs the key (pix.key), not an EMV payload"
          : `bank ${spec.bank_code} CNAB 400 has no PIX record`,
      });
    }
  }
  return n;
}

/** Detail fields an instruction keeps in a sparse bank's record, by the need that brings them. */
const NEED_FIELDS_400: Readonly<Record<string, readonly string[]>> = {
  due_date: ["due_date"],
  amount_cents: ["amount_cents"],
  rebate_cents: ["rebate_cents"],
  discount: ["discount.until", "discount.amount_cents"],
  interest: ["interest.value"],
  document_number: ["document_number"],
};

/** What every 400 instruction keeps: record type, movement, sequence, the title's identity and amount (Itaú notas A/B). */
const KEEP_400: ReadonlySet<string> = new Set(["record_type", "movement", "sequence", "amount_cents"]);

/**
 * A sparse bank's instruction detail (`sparse_instructions`): only the title's identity, its
 * amount and what the movement changes; every other field keeps its filler. `change_data` keeps
 * every field, since any may be the change.
 */
function sparse400(spec: Cnab400Spec, mv: RemessaMovement, v: Values, ourNumber: Values): void {
  if (mv === "change_data") return;
  const keep = new Set(KEEP_400);
  for (const k in ourNumber) keep.add(k);
  for (const need of spec.movement_needs?.[mv] ?? MOVEMENT_NEEDS[mv])
    for (const k of NEED_FIELDS_400[need] ?? []) keep.add(k);
  if (mv === "protest") {
    keep.add("instruction_1");
    keep.add("protest_days");
  }
  for (const k in v) if (!keep.has(k)) v[k] = undefined;
}
