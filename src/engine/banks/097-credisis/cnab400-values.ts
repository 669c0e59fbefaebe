/**
 * 097 — CrediSIS CNAB 400 (Layout CNAB 400 Remessa/Retorno v1.1, junho/2017): the values lote
 * derives for fields its titles do not hold as such — the data limite de pagamento, the address
 * split into logradouro and número, the grace days of juros and multa, and the optional record 2
 * (sacador/avalista, mensagem, juros, multa, descontos). The tables are in `cnab400.ts`.
 */

import type { Values } from "../../cnab/layout/fields";
import { cnabText, ddmmyy } from "../../cnab/layout/format";
import type { FileContext } from "../../cnab/spec/spec";
import type { TitleData } from "../../cnab/spec/title";
import type { Issue } from "../../errors";
import { addDays, mustIsoToDays } from "../../math/date";
import type { Address } from "../../types";

/**
 * Text as the layout accepts it ("Especificações do arquivo": no accents, commas, full stops or
 * other special characters in any field; the field notes: only A-Z and 0-9): CNAB text with
 * every other character turned into a space, spaces collapsed. CrediSIS' own model file writes
 * `JI-PARANA`; lote keeps to the rule (`JI PARANA`).
 *
 * @example credisisText("Avila S.A., sala 3") // "AVILA S A SALA 3"
 */
export function credisisText(s: string): string {
  return cnabText(s)
    .replace(/[^A-Z0-9 ]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Days after the due date of the data limite de pagamento (RM.D.19) when the file's account sets none. */
export const DEFAULT_PAYMENT_LIMIT_DAYS = 60;
const MAX_PAYMENT_LIMIT_DAYS = 999;

/**
 * Days from the due date to the data limite de pagamento: the file's
 * `account.bank_fields.write_off_days` (1-999) or {@link DEFAULT_PAYMENT_LIMIT_DAYS}; `undefined`
 * (with an issue when `issues` is given) when the setting is not such a number.
 *
 * @example paymentLimitDays(ctx) // 60
 */
export function paymentLimitDays(ctx: FileContext, issues?: Issue[]): number | undefined {
  const given = ctx.account.bank_fields?.write_off_days;
  if (given === undefined) return DEFAULT_PAYMENT_LIMIT_DAYS;
  const days = /^\d{1,3}$/.test(given) ? Number(given) : 0;
  if (days >= 1 && days <= MAX_PAYMENT_LIMIT_DAYS) return days;
  issues?.push({
    code: "CNAB_INVALID_WRITE_OFF_DAYS",
    path: ["account", "bank_fields", "write_off_days"],
    message: `write_off_days must be a whole number of days from 1 to ${MAX_PAYMENT_LIMIT_DAYS} for bank 097 CNAB 400 (the data limite de pagamento is the due date plus these days)`,
  });
  return undefined;
}

/**
 * Logradouro and número as the layout keeps them apart (RM.D.24/25, RM.DO.5/6/7): a número of up
 * to 6 digits goes to its numeric field; any other número ("S/N", "12A") stays in the logradouro,
 * written 0 in the número. Without a complement field (record 1), the complement follows the
 * logradouro.
 *
 * @example splitAddress({ street: "Rua A", number: "12", complement: "sala 3", … }, true) // { street: "Rua A sala 3", number: "12", complement: "" }
 */
export function splitAddress(
  a: Address | undefined,
  complementInStreet: boolean,
): { street: string; number: string; complement: string } {
  if (a === undefined) return { street: "", number: "", complement: "" };
  const n = (a.number ?? "").trim();
  const numeric = /^\d{1,6}$/.test(n);
  let street = a.street + (n && !numeric ? `, ${n}` : "");
  const complement = a.complement ?? "";
  if (complementInStreet && complement) street += ` ${complement}`;
  return { street, number: numeric ? n : "", complement: complementInStreet ? "" : complement };
}

/** Days of carência after the due date before juros or multa run (RM.DO.16/20): start − due − 1, at least 0. */
export function graceDays(due: string, start: string | null): number {
  if (start === null) return 0;
  return Math.max(0, mustIsoToDays(start) - mustIsoToDays(due) - 1);
}

/**
 * The bank's checks beyond the common ones: no abatimento field (an entry with one is refused), protest only of DMI/DSI
 * (RM.D.13), a first discount that does not pass the due date (RM.DO.21), grace days that fit
 * two digits.
 */
export function check097(d: TitleData, issues: Issue[], path: (string | number)[]): void {
  // An instruction writes nothing of an abatimento either; an entry cannot register one.
  if (d.entry && (d.title.rebate_cents ?? 0) > 0)
    issues.push({
      code: "CNAB_UNSUPPORTED_REBATE",
      path: [...path, "rebate_cents"],
      message: "bank 097 CNAB 400 has no abatimento field (Layout CNAB 400 v1.1)",
    });
  if (d.protest && d.document_kind !== "03" && d.document_kind !== "05")
    issues.push({
      code: "CNAB_UNSUPPORTED_PROTEST",
      path: [...path, "protest"],
      message: "bank 097 protests only DMI and DSI titles (RM.D.13: document_kind DM or DS)",
    });
  if (d.discount.date !== null && d.discount.date > d.due_date)
    issues.push({
      code: "CNAB_INVALID_DISCOUNT",
      path: [...path, "discount", "until"],
      message: "bank 097: the discount's date must not pass the due date (RM.DO.21)",
    });
  for (const [name, start] of [
    ["interest", d.interest.date],
    ["fine", d.fine.date],
  ] as const) {
    if (graceDays(d.due_date, start) > 99)
      issues.push({
        code: name === "interest" ? "CNAB_INVALID_INTEREST" : "CNAB_INVALID_FINE",
        path: [...path, name, "start_date"],
        message: `bank 097 CNAB 400 takes at most 99 days between the due date and the ${name}'s start (RM.DO.16/20)`,
      });
  }
}

/**
 * The detail's own values (record 1): data da operação (the file's date), data limite de
 * pagamento, protest or none, the payer's address split, the nome fantasia of a company payer.
 */
export function detail097(d: TitleData, v: Values, ctx: FileContext): void {
  v.operation_date = ddmmyy(ctx.generated_on);
  const days = paymentLimitDays(ctx);
  if (days !== undefined) v.payment_limit = ddmmyy(addDays(d.due_date, days));
  // RM.D.36: 01 cartório when the title asks for protest, 03 nenhum otherwise; the carência type
  // (97) and days (98-99) are the writer's protest code and days, blank and 00 without protest.
  v.protest_send = d.protest ? "01" : "03";
  v.instruction_1 = "";
  v.protest_days = 0;
  const a = splitAddress(d.title.payer?.address, true);
  const p = d.payer;
  v.document_number = credisisText(d.title.document_number ?? "");
  v["payer.name"] = credisisText(p.name);
  v["payer.address.street"] = credisisText(a.street);
  v["payer.address.number"] = a.number;
  v["payer.address.district"] = credisisText(p.district);
  v["payer.address.city"] = credisisText(p.city);
  v["payer.address.state"] = credisisText(p.state);
  // RM.D.35: the nome fantasia is required of a company payer; lote's payer has only its name.
  v["payer.trade_name"] = p.type === "2" ? credisisText(p.name).slice(0, 25) : "";
}

const cents4 = (cents: number) => cents * 100;

/**
 * Record 2 (detalhe opcional), written when the title has a sacador/avalista, instructions,
 * juros, multa or a discount: `undefined` otherwise. Without a guarantor the sacador block is left
 * empty (zeros and blanks): lote does not invent one.
 */
export function optional097(d: TitleData): Values | undefined {
  const t = d.title;
  const lines = t.instructions ?? [];
  const wanted =
    d.guarantor !== undefined ||
    lines.length > 0 ||
    d.interest.code !== "3" ||
    d.fine.code !== "0" ||
    d.discount.code !== "0";
  if (!wanted) return undefined;
  const v: Values = { instructions: credisisText(lines.join(" ")) };
  const g = d.guarantor;
  if (g !== undefined) {
    const a = splitAddress(t.guarantor?.address, false);
    v["guarantor.document_type"] = `0${g.type}`;
    v["guarantor.document"] = g.document;
    v["guarantor.name"] = credisisText(g.name);
    v["guarantor.address.street"] = credisisText(a.street);
    v["guarantor.address.number"] = a.number;
    v["guarantor.address.complement"] = credisisText(a.complement);
    v["guarantor.address.district"] = credisisText(g.district);
    v["guarantor.address.city"] = credisisText(g.city);
    v["guarantor.address.state"] = credisisText(g.state);
    v["guarantor.address.zip_code"] = g.zip;
  }
  // RM.DO.13-16: juros ao dia, 4 decimals, F valor fixo (lote's amount per day) or I isento.
  v.interest_type = d.interest.code === "1" ? "F" : "I";
  v["interest.value"] = d.interest.code === "1" ? cents4(d.interest.value) : 0;
  v.interest_grace_days = graceDays(d.due_date, d.interest.date);
  // RM.DO.17-20: multa, 4 decimals: F an amount, P a percentage (basis points × 100), I isento.
  v.fine_type = d.fine.code === "1" ? "F" : d.fine.code === "2" ? "P" : "I";
  v["fine.value"] = d.fine.code === "0" ? 0 : cents4(d.fine.value);
  v.fine_grace_days = graceDays(d.due_date, d.fine.date);
  // RM.DO.21-23: the first discount, an amount (F) until its date, 4 decimals; I without one.
  v.discount_type = d.discount.code === "1" ? "F" : "I";
  if (d.discount.date !== null) {
    v["discount.until"] = ddmmyy(d.discount.date);
    v["discount.amount_cents"] = cents4(d.discount.value);
  }
  return v;
}
