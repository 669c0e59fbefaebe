/**
 * The small conversions every Santander request and parser shares: money and percentages as the
 * decimal strings the API carries, the nosso número as `bankNumber`, the payer's CEP and document
 * type, the Pix key type, free text cut to the API's maxima.
 *
 * `bankNumber` is lote's 12-digit sequence FOLLOWED BY its check digit (13 digits): TOTVS TDN
 * "Santander - Bank Slip Configuration - FINA710" ("Our number with Sequential 999999999999 will be
 * sent as 9999999999996, being the number 6 the verifying digit"), the Projeto ACBr forum topic
 * 77335 (the API echoes the number with its DV) and juspay/hyperswitch's 13-digit bank_number.
 */
import type { TitleKey } from "../../../connect/types";
import { isDigits, padDigits } from "../../../math/check-digits";
import { isoToDays } from "../../../math/date";
import { centsToDecimal, decimalToCents } from "../../../math/money";
import { pixKeyType } from "../../../pix/fields";
import type { BoletoInput, IsoDate } from "../../../types";
import { boleto } from "../boleto";

type Account = TitleKey["account"];

/**
 * Centavos as the decimal string Santander takes (`nominalValue: "100.00"`), from the integer.
 *
 * @example money(1015) // "10.15"
 */
export function money(cents: number): string {
  return centsToDecimal(cents);
}

/**
 * Basis points as the percentage string Santander takes (`finePercentage: "2.00"`).
 *
 * @example percent(250) // "2.50"
 */
export function percent(basisPoints: number): string {
  return centsToDecimal(basisPoints);
}

/**
 * A provider amount (decimal string or JSON number) in centavos, or undefined.
 *
 * @example centsOf("10.15") // 1015
 */
export function centsOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return decimalToCents(String(value));
  if (typeof value === "string") return decimalToCents(value.trim().replace(",", "."));
  return undefined;
}

/**
 * The API's `bankNumber` of a title: the 12-digit sequence and its DV from the bank's own rule
 * (../boleto.ts `ourNumber`, módulo 11 pesos 2–9).
 *
 * @example bankNumberOf("999999999999") // "9999999999996"
 */
export function bankNumberOf(ourNumber: string): string {
  return boleto.ourNumber({ our_number: ourNumber } as BoletoInput).replace("-", "");
}

/** The key's `bankNumber`: the one Santander returned at registration, else lote's. */
export function keyBankNumber(k: TitleKey): string {
  const given = k.provider_ids?.bankNumber;
  return given !== undefined && isDigits(given) ? given : bankNumberOf(k.our_number);
}

/**
 * lote's nosso número (12 digits, no DV) from the API's `bankNumber` (sequence + DV), or undefined.
 *
 * @example loteOurNumber("9999999999996") // "999999999999"
 */
export function loteOurNumber(bankNumber: unknown): string | undefined {
  const s =
    typeof bankNumber === "number" ? String(bankNumber) : typeof bankNumber === "string" ? bankNumber : "";
  if (!isDigits(s) || s.length > 13) return undefined;
  return padDigits(s, 13).slice(0, 12);
}

/** `covenantCode` / `beneficiaryCode`: the código do beneficiário (lote's `agreement`). */
export function covenantOf(account: Account): string {
  return account.agreement ?? "";
}

/**
 * The CEP as the API writes it, `NNNNN-NNN` (ACBr GerarPagador; the sandbox example `89111-000`).
 *
 * @example zipCode("89111000") // "89111-000"
 */
export function zipCode(cep: string): string {
  const d = padDigits(cep.replace(/\D/g, ""), 8);
  return `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** `documentType` of a CPF (11) or CNPJ (14). */
export function documentType(document: string): "CPF" | "CNPJ" {
  return document.length <= 11 ? "CPF" : "CNPJ";
}

/** `key.type` of a Pix key (CPF, CNPJ, CELULAR, EMAIL, EVP: ACBr GerarPIX, flycorp README). */
export function keyType(key: string): string | undefined {
  const t = pixKeyType(key);
  if (t === undefined) return undefined;
  return { cpf: "CPF", cnpj: "CNPJ", phone: "CELULAR", email: "EMAIL", evp: "EVP" }[t];
}

/** Free text cut to `max` characters (Santander documents maxima; ACBr cuts the same way). */
export function clip(s: string, max: number): string {
  const chars = [...s.trim()];
  return chars.length <= max ? chars.join("") : chars.slice(0, max).join("").trimEnd();
}

/**
 * Days from `from` to `to` (negative when `to` is earlier); undefined on a bad date.
 *
 * @example daysBetween("2026-03-20", "2026-03-23") // 3
 */
export function daysBetween(from: IsoDate, to: IsoDate): number | undefined {
  const a = isoToDays(from);
  const b = isoToDays(to);
  return a === undefined || b === undefined ? undefined : b - a;
}

/** A date at the head of `s` (`2026-03-20T…` or `2026-03-20`), or undefined. */
export function datePart(s: unknown): IsoDate | undefined {
  if (typeof s !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(s)) return undefined;
  return s.slice(0, 10);
}

/**
 * The sonda key of a registration (`GET …/bank_slips/{bank_slip_id}`):
 * `nsuCode.nsuDate.environment letter.covenantCode.bankNumber` (hyperswitch transformers,
 * `"{}.{}.P.{}.{}"`; the public reference "API de Cobrança Santander — Referência técnica").
 *
 * @example bankSlipId("1", "2026-08-25", "TESTE", "0028697", "1") // "1.2026-08-25.T.0028697.1"
 */
export function bankSlipId(
  nsu: string,
  date: string,
  env: string,
  covenant: string,
  bankNumber: string,
): string {
  return `${nsu}.${date}.${env === "TESTE" ? "T" : "P"}.${covenant}.${bankNumber}`;
}
