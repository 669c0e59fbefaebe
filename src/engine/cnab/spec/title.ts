/**
 * A remessa title checked and reduced to what every layout writes: codes resolved through the
 * bank's tables, dates checked, payer address split the CNAB way. Problems are collected as
 * issues under `titles[i]`, never thrown one by one.
 */
import type { Issue } from "../../errors";
import { isDigits } from "../../math/check-digits";
import { addDays, isIsoDate } from "../../math/date";
import { onlyDigits } from "../../text";
import type { Address, IsoDate, Party } from "../../types";
import { documentType } from "../layout/format";
import { MOVEMENT_NEEDS, REMESSA_MOVEMENTS, type RemessaMovement } from "../movements";
import type { RemessaTitle } from "../types";
import type { CommonSpec } from "./spec";
import { pixData, type TitlePix } from "./title-pix";

export interface PartyData {
  type: "1" | "2";
  document: string;
  name: string;
  street: string;
  district: string;
  zip: string;
  city: string;
  state: string;
}

export interface TitleData {
  title: RemessaTitle;
  /** The bank's code for the movement. */
  movement: string;
  /** The movement's name (`entry` when the title gives none). */
  movement_name: RemessaMovement;
  entry: boolean;
  due_date: IsoDate;
  issue_date: IsoDate;
  document_kind: string;
  acceptance: "A" | "N";
  payer: PartyData;
  guarantor: PartyData | undefined;
  /** FEBRABAN codes: interest 1 per day / 2 monthly rate / 3 none; fine 0 none / 1 amount / 2 rate. */
  interest: { code: "1" | "2" | "3"; date: IsoDate | null; value: number };
  fine: { code: "0" | "1" | "2"; date: IsoDate | null; value: number };
  discount: { code: "0" | "1"; date: IsoDate | null; value: number };
  pix: TitlePix | undefined;
  /** The bank's protest code and the days, when the title asks for protest. */
  protest: { code: string; days: number } | undefined;
}

function street(a: Address | undefined): string {
  if (a === undefined) return "";
  return a.street + (a.number ? `, ${a.number}` : "") + (a.complement ? ` ${a.complement}` : "");
}

/** Digits only; skips the regex when the text already is (the common case in bulk). */
function digitsOf(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return onlyDigits(s);
  }
  return s;
}

function party(
  p: Party,
  i: number,
  role: "payer" | "guarantor",
  needAddress: boolean,
  issues: Issue[],
): PartyData {
  const document = digitsOf(p.document ?? "");
  const type = documentType(document);
  if (/[A-Za-z]/.test(p.document ?? "")) {
    issues.push(alphanumericDocument(["titles", i, role, "document"]));
  } else if (type === undefined) {
    issues.push({
      code: "CNAB_INVALID_DOCUMENT",
      path: ["titles", i, role, "document"],
      message: "document must be a CPF (11 digits) or CNPJ (14 digits)",
    });
  }
  const a = p.address;
  const zip = digitsOf(a?.zip_code ?? "");
  if (needAddress && (a === undefined || zip.length !== 8)) {
    issues.push({
      code: "CNAB_INVALID_ADDRESS",
      path: ["titles", i, role, "address"],
      message: "address with an 8-digit zip_code is required",
    });
  }
  return {
    type: type ?? "1",
    document,
    name: p.name ?? "",
    street: street(a),
    district: a?.district ?? "",
    zip: zip.length === 8 ? zip : "",
    city: a?.city ?? "",
    state: a?.state ?? "",
  };
}

/**
 * An alphanumeric CNPJ (Receita Federal, IN RFB 2.229/2024, from July 2026) in a layout whose
 * inscription fields are numeric (picture 9) in the manual lote follows: it cannot be written.
 */
export function alphanumericDocument(path: (string | number)[]): Issue {
  return {
    code: "CNAB_ALPHANUMERIC_DOCUMENT",
    path,
    message:
      "is an alphanumeric CNPJ, which this layout cannot carry: its inscription field is numeric in the bank manual lote follows",
  };
}

function safeCents(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

/**
 * Checks `t` against the bank's tables and returns its normalised data, or `undefined` when an
 * issue was added. `generatedOn` is the default issue date (data do documento).
 *
 * @example titleData(spec, title, 0, "2025-01-15", issues)?.movement // "01"
 */
export function titleData(
  spec: CommonSpec,
  t: RemessaTitle,
  i: number,
  generatedOn: IsoDate,
  issues: Issue[],
): TitleData | undefined {
  const before = issues.length;
  const path = ["titles", i];
  const mv = t.movement ?? "entry";
  const movement = spec.movements[mv];
  if (movement === undefined) {
    issues.push({
      code: "CNAB_UNSUPPORTED_MOVEMENT",
      path: [...path, "movement"],
      message: `bank ${spec.bank_code} has no movement "${mv}" in this layout`,
    });
  }
  const entry = mv === "entry";
  const known = (REMESSA_MOVEMENTS as readonly string[]).includes(mv);
  if (movement !== undefined && known && !entry) movementNeeds(spec, t, mv, path, issues);
  if (!safeCents(t.amount_cents) || t.amount_cents === 0) {
    issues.push({
      code: "CNAB_INVALID_AMOUNT",
      path: [...path, "amount_cents"],
      message: "amount_cents must be a positive integer",
    });
  }
  if (!isIsoDate(t.due_date)) {
    issues.push({
      code: "CNAB_INVALID_DUE_DATE",
      path: [...path, "due_date"],
      message: "CNAB titles need a due_date YYYY-MM-DD",
    });
  }
  const issue_date = t.issue_date ?? generatedOn;
  if (!isIsoDate(issue_date)) {
    issues.push({
      code: "CNAB_INVALID_DATE",
      path: [...path, "issue_date"],
      message: "issue_date must be YYYY-MM-DD",
    });
  }
  if (typeof t.our_number !== "string" || !isDigits(t.our_number) || t.our_number.length > 20) {
    issues.push({
      code: "CNAB_INVALID_OUR_NUMBER",
      path: [...path, "our_number"],
      message: "our_number must be digits",
    });
  }
  const kind = t.document_kind ?? "DM";
  const document_kind = spec.document_kinds[kind];
  if (document_kind === undefined) {
    issues.push({
      code: "CNAB_UNSUPPORTED_DOCUMENT_KIND",
      path: [...path, "document_kind"],
      message: `bank ${spec.bank_code} has no espécie "${kind}"`,
    });
  }
  // A movement that rewrites the payer (Q in 240, the detail's payer block in 400) needs a whole one.
  const payerWritten = entry || mv === "payer_change" || mv === "change_data";
  const payer = party(t.payer ?? { name: "", document: "" }, i, "payer", payerWritten, issues);
  const guarantor = t.guarantor ? party(t.guarantor, i, "guarantor", false, issues) : undefined;
  const due = isIsoDate(t.due_date) ? t.due_date : "2000-01-01";
  // Interest and fine start the day after the due date unless the title says otherwise.
  const after = t.interest || t.fine ? addDays(due, 1) : due;
  let interest: TitleData["interest"] = { code: "3", date: null, value: 0 };
  if (t.interest) {
    if (
      !safeCents(t.interest.value) ||
      (t.interest.start_date !== undefined && !isIsoDate(t.interest.start_date))
    ) {
      issues.push({
        code: "CNAB_INVALID_INTEREST",
        path: [...path, "interest"],
        message: "interest needs an integer value and an ISO start_date",
      });
    }
    const code = t.interest.kind === "monthly_rate" ? "2" : "1";
    interest = { code, date: t.interest.start_date ?? after, value: t.interest.value };
  }
  let fine: TitleData["fine"] = { code: "0", date: null, value: 0 };
  if (t.fine) {
    if (!safeCents(t.fine.value) || (t.fine.start_date !== undefined && !isIsoDate(t.fine.start_date))) {
      issues.push({
        code: "CNAB_INVALID_FINE",
        path: [...path, "fine"],
        message: "fine needs an integer value and an ISO start_date",
      });
    }
    fine = {
      code: t.fine.kind === "rate" ? "2" : "1",
      date: t.fine.start_date ?? after,
      value: t.fine.value,
    };
  }
  let discount: TitleData["discount"] = { code: "0", date: null, value: 0 };
  if (t.discount) {
    if (!safeCents(t.discount.amount_cents) || !isIsoDate(t.discount.until)) {
      issues.push({
        code: "CNAB_INVALID_DISCOUNT",
        path: [...path, "discount"],
        message: "discount needs amount_cents and an ISO until date",
      });
    }
    discount = { code: "1", date: t.discount.until, value: t.discount.amount_cents };
  }
  if (t.rebate_cents !== undefined && !safeCents(t.rebate_cents)) {
    issues.push({
      code: "CNAB_INVALID_AMOUNT",
      path: [...path, "rebate_cents"],
      message: "rebate_cents must be a non-negative integer",
    });
  }
  const pix = pixData(t, path, issues);
  const protest = protestData(spec, t, path, issues);
  if (issues.length > before) return undefined;
  return {
    title: t,
    movement: movement ?? "",
    movement_name: mv,
    entry,
    due_date: due,
    issue_date,
    document_kind: document_kind ?? "",
    acceptance: t.acceptance ?? "N",
    payer,
    guarantor,
    interest,
    fine,
    discount,
    pix,
    protest,
  };
}

/** The title's protest as the bank's code and days, or an issue when the bank cannot carry it. */
function protestData(
  spec: CommonSpec,
  t: RemessaTitle,
  path: (string | number)[],
  issues: Issue[],
): TitleData["protest"] {
  const p = t.protest;
  if (p === undefined) return undefined;
  if (!Number.isSafeInteger(p.days) || p.days < 0 || p.days > 99) {
    issues.push({
      code: "CNAB_INVALID_PROTEST",
      path: [...path, "protest", "days"],
      message: "protest.days must be a whole number of days from 0 to 99",
    });
    return undefined;
  }
  const code = p.business_days ? spec.protest?.business : spec.protest?.calendar;
  if (code === undefined) {
    issues.push({
      code: "CNAB_UNSUPPORTED_PROTEST",
      path: [...path, "protest"],
      message: `bank ${spec.bank_code} has no protest instruction in ${p.business_days ? "business" : "calendar"} days in this layout's manual lote follows`,
    });
    return undefined;
  }
  return { code, days: p.days };
}

/** Whether the title carries `need` as the movement reads it. */
function hasNeed(t: RemessaTitle, need: string): boolean {
  switch (need) {
    case "rebate_cents":
      return safeCents(t.rebate_cents) && t.rebate_cents > 0;
    case "document_number":
      return typeof t.document_number === "string" && t.document_number.trim() !== "";
    case "discount":
      return t.discount !== undefined;
    case "interest":
      return t.interest !== undefined;
    case "fine":
      return t.fine !== undefined;
    case "payer":
      return t.payer !== undefined;
    default:
      // amount_cents and due_date are checked for every title.
      return true;
  }
}

/** An issue per field the movement needs that the title lacks (`rebate` without `rebate_cents`…). */
function movementNeeds(
  spec: CommonSpec,
  t: RemessaTitle,
  mv: RemessaMovement,
  path: (string | number)[],
  issues: Issue[],
): void {
  for (const need of spec.movement_needs?.[mv] ?? MOVEMENT_NEEDS[mv]) {
    if (hasNeed(t, need)) continue;
    issues.push({
      code: "CNAB_MOVEMENT_FIELD_REQUIRED",
      path: [...path, need],
      message: `movement "${mv}" needs ${need} for bank ${spec.bank_code}`,
    });
  }
}
