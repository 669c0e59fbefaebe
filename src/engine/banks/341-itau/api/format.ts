/**
 * The value formats of Itaú's cobrança API ("API Boletos - Emissão e Instrução", cash_management
 * v2) and the identifiers it keys titles by, computed from lote's integers without floating point.
 *
 * Two money formats live side by side in Itaú's material, and lote writes each where it is shown:
 * - registration (`POST /boletos`): 17 digits, 15 integers and 2 decimals without a point —
 *   `valor_titulo: "00000000000119900"` in the `200_boleto` example of the OpenAPI 2.75.147 and in
 *   the request ACBr builds (`IntToStrZero(round(ValorDocumento * 100), 17)`); percentages 12 digits,
 *   7 + 5 (`percentual_multa: "000000100000"`, same example);
 * - instructions (`PATCH /boletos/{id_boleto}/...`): a decimal with a point — `valor_abatimento:
 *   "100.00"`, `valor_titulo: "180.00"` in the OpenAPI's `*-patch-request` examples, and ACBr's
 *   `CurrToStrItau` / `PercToStrItau` (`0.00` / `0.00000`).
 * The OpenAPI's field descriptions ask for "999999999999999.00" at registration too; the simulator
 * accepts both registration forms (see published.ts), lote sends the one the examples show.
 */

import type { TitleKey } from "../../../connect/types";
import { mod10, padDigits } from "../../../math/check-digits";
import { mustIsoToDays } from "../../../math/date";
import { centsToDecimal } from "../../../math/money";
import type { IsoDate } from "../../../types";

/**
 * Centavos as Itaú's 17-digit registration amount.
 * @example amount17(119900) // "00000000000119900"
 */
export function amount17(cents: number): string {
  return padDigits(String(cents), 17);
}

/**
 * Centavos as Itaú's instruction amount, a decimal with a point.
 * @example amountDecimal(10000) // "100.00"
 */
export function amountDecimal(cents: number): string {
  return centsToDecimal(cents);
}

/**
 * Basis points (1/100 of a percent) as Itaú's 12-digit registration percentage (7 + 5 decimals).
 * @example percent12(100) // "000000100000" (1 %)
 */
export function percent12(basisPoints: number): string {
  return padDigits(String(basisPoints * 1000), 12);
}

/**
 * Basis points as Itaú's instruction percentage, a decimal with five places.
 * @example percentDecimal(250) // "2.50000"
 */
export function percentDecimal(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints - whole * 100;
  return `${whole}.${rest < 10 ? "0" : ""}${rest}000`;
}

/**
 * An Itaú decimal amount ("2100.00", "-4.23" in a francesa) as centavos, without floating point;
 * undefined when it is not one.
 * @example decimalCents("2100.00") // 210000
 */
export function decimalCents(text: unknown): number | undefined {
  if (typeof text === "number") return decimalCents(text.toFixed(2));
  if (typeof text !== "string") return undefined;
  const m = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] === "-" ? -cents : cents;
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return mustIsoToDays(to) - mustIsoToDays(from);
}

/**
 * The DAC of agência + conta (Itaú módulo 10 over 4 + 5 digits): the account digit lote keeps.
 * @example accountDac("1500", "05206") // 1
 */
export function accountDac(agency: string, account: string): number {
  return mod10(padDigits(agency, 4) + padDigits(account, 5));
}

/**
 * `id_beneficiario`: agência (4) + conta (7) + DAC (1) — the OpenAPI's parameter description
 * "(4 dígitos agência)+(7 dígitos c/c)+(1 dígito DAC)", example "150000052061"; ACBr builds it the
 * same way (`PadLeft(Agencia, 4) + PadLeft(Conta, 7) + DAC`).
 * @example beneficiaryId({ agency: "1500", account: "05206", account_digit: "1", wallet: "157" }) // "150000052061"
 */
export function beneficiaryId(account: TitleKey["account"]): string {
  const dac = account.account_digit ?? String(accountDac(account.agency, account.account));
  return padDigits(account.agency, 4) + padDigits(account.account, 7) + dac;
}

/**
 * Nosso número as the API carries it: 8 digits without the DAC (`numero_nosso_numero`, "Máximo: 08
 * caracteres"; the query schema has minLength = maxLength = 8).
 * @example ourNumber8("1056") // "00001056"
 */
export function ourNumber8(ourNumber: string): string {
  return padDigits(ourNumber, 8);
}

/**
 * The `id_boleto` of the instruction paths: "Código Agência (4) + Conta Corrente (7) + DAC (1) +
 * Carteira (3) + Nosso Número (8-16)", OpenAPI 2.75.147, example "15000005201211212345678".
 * @example instructionId({ our_number: "12345678", account: { agency: "1500", account: "05201", account_digit: "2", wallet: "112" }, beneficiary_document: "" })
 * // "15000005201211212345678"
 */
export function instructionId(k: TitleKey): string {
  return beneficiaryId(k.account) + k.account.wallet + ourNumber8(k.our_number);
}
