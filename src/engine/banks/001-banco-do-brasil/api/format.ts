/**
 * The value formats of Banco do Brasil's API Cobrança v2, as its documentation states them:
 * money and rates as JSON decimals with a dot (`123.45`, "zeros à direita ignorados"), dates as
 * `dd.mm.aaaa` (the webhook's `dataLiquidacao` as `dd/mm/aaaa HH:mm:ss`), numbers "sem zeros à
 * esquerda" (CPF/CNPJ, CEP, agência, conta as JSON integers), the nosso número as the 20-digit
 * `numeroTituloCliente` = `000` + convênio (7) + número de controle (10).
 *
 * Money never goes through float arithmetic: a JSON number is produced by parsing the exact
 * decimal text of the centavos (`Number("123.45")`), and read back through its shortest decimal
 * text (`String(n)`), which round-trips for every value a boleto can carry.
 */
import { isDigits, padDigits } from "../../../math/check-digits";
import { isIsoDate } from "../../../math/date";
import { centsToDecimal, decimalToCents } from "../../../math/money";
import type { IsoDate } from "../../../types";

/**
 * Centavos as the JSON number BB reads (`valorOriginal`, `valor`, `porcentagem` in hundredths).
 *
 * @example bbMoney(12345) // 123.45
 * @example bbMoney(310) // 3.1
 */
export function bbMoney(cents: number): number {
  return Number(centsToDecimal(cents));
}

/**
 * A decimal JSON number BB returned, in centavos; undefined when it is not a plain amount with at
 * most two decimals (a negative, an exponent, a third decimal).
 *
 * @example bbCents(547.74) // 54774
 * @example bbCents(1500) // 150000
 */
export function bbCents(value: unknown): number | undefined {
  if (typeof value === "string" && value.trim() !== "") return decimalToCents(value.trim());
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return undefined;
  return decimalToCents(String(value));
}

/**
 * An ISO date as BB writes it.
 *
 * @example bbDate("2024-12-27") // "27.12.2024"
 */
export function bbDate(iso: IsoDate): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/**
 * A BB date (`dd.mm.aaaa`, or `dd/mm/aaaa` with an optional time after it) as ISO; undefined for
 * an empty or malformed one (BB answers `""` for a date it does not have).
 *
 * @example isoOfBb("17.11.2020") // "2020-11-17"
 * @example isoOfBb("12/06/2025 16:29:30") // "2025-06-12"
 */
export function isoOfBb(value: unknown): IsoDate | undefined {
  if (typeof value !== "string") return undefined;
  const m = /^(\d{2})[./](\d{2})[./](\d{4})(?:[ T].*)?$/.exec(value.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : undefined;
}

/**
 * The 20-digit `numeroTituloCliente` of a 7-digit convênio and lote's sequential nosso número.
 *
 * @example titleNumber("3128557", "9999999984") // "00031285579999999984"
 */
export function titleNumber(agreement: string, ourNumber: string): string {
  return `000${agreement}${padDigits(ourNumber, 10)}`;
}

/**
 * lote's sequential nosso número (leading zeros dropped) of a 20-digit BB title number.
 *
 * @example sequenceOf("00031285570000000001") // "1"
 */
export function sequenceOf(numero: string): string {
  const tail = numero.slice(10).replace(/^0+/, "");
  return tail === "" ? "0" : tail;
}

/**
 * A digit string as the JSON integer BB wants ("sem zeros à esquerda"); undefined when it is not
 * digits or does not fit a safe integer (an alphanumeric CNPJ cannot be sent as a number).
 *
 * @example bbInteger("07511375022") // 7511375022
 */
export function bbInteger(digits: string): number | undefined {
  if (!isDigits(digits) || digits.length > 15) return undefined;
  return Number(digits);
}

/** BB's `tipoInscricao`: 1 pessoa física (CPF, 11 digits), 2 pessoa jurídica (CNPJ, 14). */
export function inscriptionType(document: string): 1 | 2 | undefined {
  if (document.length === 11) return 1;
  if (document.length === 14) return 2;
  return undefined;
}

/** A string field of a parsed JSON object, or undefined. */
export function str(o: unknown, key: string): string | undefined {
  if (typeof o !== "object" || o === null) return undefined;
  const v = (o as Record<string, unknown>)[key];
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}

/** A numeric field of a parsed JSON object (a number or a digit string), or undefined. */
export function num(o: unknown, key: string): number | undefined {
  const s = str(o, key);
  if (s === undefined || !/^-?\d+(\.\d+)?$/.test(s.trim())) return undefined;
  return Number(s);
}
