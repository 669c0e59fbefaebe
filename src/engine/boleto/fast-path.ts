/**
 * A hand-written check that recognises an item that is already valid AND already canonical, so
 * `buildBoleto` can skip the zod schema in the hot path (≥ 200,000 boletos/s/core).
 *
 * Contract: `isCanonicalBoletoInput(v)` ⇒ the schema accepts `v` and `normalizeBoletoInput(v)`
 * equals `v`. It may say false to anything (the caller then runs the schema, which reports the
 * issues), so it only has to be at least as strict as the schema; `validate.test.ts` checks that
 * property on generated inputs. Cross-field and bank rules are not its business.
 */

import { getBank } from "../banks/registry";
import { isDigits } from "../math/check-digits";
import { isoToDays } from "../math/date";
import { documentKind, isValidCep, isValidUf } from "../math/documents";
import { isValidAmountCents } from "../math/money";
import type { BoletoInput } from "../types";
import { BOLETO_ITEM_KEYS, isPlainText, LIMITS } from "./schema";

type Rec = Record<string, unknown>;

// The keys each object may have, from the schema (one list, `BOLETO_ITEM_KEYS`).
const ITEM_KEYS: ReadonlySet<string> = new Set(BOLETO_ITEM_KEYS.item);
const PARTY_KEYS: ReadonlySet<string> = new Set(BOLETO_ITEM_KEYS.party);
const ADDRESS_KEYS: ReadonlySet<string> = new Set(BOLETO_ITEM_KEYS.address);
const PIX_KEYS: ReadonlySet<string> = new Set(BOLETO_ITEM_KEYS.pix);
const CHARGE_KEYS: ReadonlySet<string> = new Set(BOLETO_ITEM_KEYS.charge);
const DISCOUNT_KEYS: ReadonlySet<string> = new Set(BOLETO_ITEM_KEYS.discount);

function isObject(v: unknown): v is Rec {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function onlyKeys(o: Rec, allowed: ReadonlySet<string>): boolean {
  for (const k in o) if (!allowed.has(k)) return false;
  return true;
}

const str = (v: unknown): v is string => typeof v === "string";
const opt = (v: unknown, test: (x: unknown) => boolean) => v === undefined || test(v);
const digitsUpTo = (max: number) => (v: unknown) => str(v) && v.length <= max && isDigits(v);
const plain = (max: number) => (v: unknown) => str(v) && isPlainText(v, max);
const date = (v: unknown) => str(v) && isoToDays(v) !== undefined;
const cents = (v: unknown) => isValidAmountCents(v);

function isCheckDigit(v: unknown): boolean {
  if (!str(v) || v.length !== 1) return false;
  const c = v.charCodeAt(0);
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isUpperLetters(v: unknown, max: number): boolean {
  if (!str(v) || v.length === 0 || v.length > max) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return true;
}

function isAddress(v: unknown): boolean {
  return (
    isObject(v) &&
    onlyKeys(v, ADDRESS_KEYS) &&
    plain(LIMITS.street)(v.street) &&
    opt(v.number, plain(LIMITS.addressNumber)) &&
    opt(v.complement, plain(LIMITS.complement)) &&
    opt(v.district, plain(LIMITS.district)) &&
    plain(LIMITS.city)(v.city) &&
    str(v.state) &&
    isValidUf(v.state) &&
    str(v.zip_code) &&
    isValidCep(v.zip_code)
  );
}

function isParty(v: unknown): boolean {
  return (
    isObject(v) &&
    onlyKeys(v, PARTY_KEYS) &&
    plain(LIMITS.name)(v.name) &&
    str(v.document) &&
    documentKind(v.document) !== undefined &&
    opt(v.address, isAddress)
  );
}

function isLines(max: number) {
  return (v: unknown) => {
    if (!Array.isArray(v) || v.length > max) return false;
    // Indexed loop, not every(): every() skips the holes of a sparse array, the schema does not.
    for (let i = 0; i < v.length; i++) if (!plain(LIMITS.line)(v[i])) return false;
    return true;
  };
}

function isBankFields(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const k in v) {
    const value = v[k];
    if (!str(value) || value.length > LIMITS.bankFieldValue) return false;
  }
  return true;
}

function isCharge(kinds: readonly string[]) {
  return (v: unknown) =>
    isObject(v) &&
    onlyKeys(v, CHARGE_KEYS) &&
    kinds.includes(v.kind as string) &&
    isValidAmountCents(v.value) &&
    opt(v.start_date, date);
}

function isPix(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, PIX_KEYS)) return false;
  const len = (max: number) => (x: unknown) => str(x) && x.length >= 1 && x.length <= max;
  return (
    opt(v.emv, len(LIMITS.pixEmv)) &&
    opt(v.key, len(77)) &&
    opt(v.txid, len(25)) &&
    opt(v.merchant_name, len(LIMITS.name)) &&
    opt(v.merchant_city, len(LIMITS.city))
  );
}

/**
 * True when `v` is a structurally valid boleto item in canonical form (see the file comment).
 *
 * @example isCanonicalBoletoInput({ bank_code: "341" }) // false (fields missing)
 */
export function isCanonicalBoletoInput(v: unknown): v is BoletoInput {
  return (
    isObject(v) &&
    onlyKeys(v, ITEM_KEYS) &&
    str(v.bank_code) &&
    getBank(v.bank_code) !== undefined &&
    digitsUpTo(LIMITS.accountDigits)(v.agency) &&
    opt(v.agency_digit, isCheckDigit) &&
    digitsUpTo(LIMITS.accountDigits)(v.account) &&
    opt(v.account_digit, isCheckDigit) &&
    str(v.wallet) &&
    v.wallet.length >= 1 &&
    v.wallet.length <= 3 &&
    opt(v.agreement, digitsUpTo(LIMITS.agreement)) &&
    opt(v.bank_fields, isBankFields) &&
    cents(v.amount_cents) &&
    (v.due_date === null || date(v.due_date)) &&
    opt(v.issue_date, date) &&
    digitsUpTo(LIMITS.ourNumber)(v.our_number) &&
    opt(v.document_number, plain(LIMITS.documentNumber)) &&
    opt(v.document_kind, (x) => isUpperLetters(x, 5)) &&
    opt(v.acceptance, (x) => x === "A" || x === "N") &&
    isParty(v.beneficiary) &&
    isParty(v.payer) &&
    opt(v.guarantor, isParty) &&
    opt(v.payment_place, plain(LIMITS.paymentPlace)) &&
    opt(v.instructions, isLines(LIMITS.instructionLines)) &&
    opt(v.description, isLines(LIMITS.descriptionLines)) &&
    opt(v.interest, isCharge(["daily_amount", "monthly_rate"])) &&
    opt(v.fine, isCharge(["amount", "rate"])) &&
    opt(
      v.discount,
      (x) => isObject(x) && onlyKeys(x, DISCOUNT_KEYS) && cents(x.amount_cents) && date(x.until),
    ) &&
    opt(v.rebate_cents, cents) &&
    opt(v.pix, isPix)
  );
}
