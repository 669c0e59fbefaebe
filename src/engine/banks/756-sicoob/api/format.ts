/**
 * The small conversions every Sicoob request and parser shares: money as JSON numbers written
 * from the integer, the contract fields, and the nosso número as the API carries it.
 *
 * Nosso número: the API's `nossoNumero` is lote's 7-digit sequence FOLLOWED BY its check digit,
 * as one integer. Evidence: the portal's webhook example carries `nossoNumero` "0000002443" and the
 * barcode 75692868200000405001434201006355000002443003, whose campo livre holds cooperativa 4342,
 * cliente 0063550 and nosso número 0000244-3 (the 3197 rule of ../boleto.ts gives DV 3); ACBr's
 * ACBrBoletoW_Sicoob_V3.pas sends `NossoNumero + CalcularDigitoVerificador` in the body and the
 * paths; the spec's faixas-nosso-numero text says the ranges' numbers carry the DV as last digit.
 */
import type { TitleKey } from "../../../connect/types";
import { isDigits, padDigits } from "../../../math/check-digits";
import { centsToDecimal, decimalToCents } from "../../../math/money";
import type { BoletoInput, IsoDate } from "../../../types";
import { boleto } from "../boleto";

type Account = TitleKey["account"];

/**
 * Centavos as the JSON number Sicoob takes (`valor: 156.23`), written from the integer's digits so
 * its shortest decimal form is exactly the amount (never `x / 100`).
 *
 * @example money(15623) // 156.23
 */
export function money(cents: number): number {
  return Number(centsToDecimal(cents));
}

/**
 * Basis points as the percentage number Sicoob takes (`200` → `2`, `233` → `2.33`).
 *
 * @example percent(250) // 2.5
 */
export function percent(basisPoints: number): number {
  return Number(centsToDecimal(basisPoints));
}

/**
 * A provider amount (JSON number or decimal string) in centavos, or undefined when it is not a
 * plain non-negative decimal with at most two places.
 *
 * @example centsOf(407.41) // 40741
 */
export function centsOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return decimalToCents(String(value));
  if (typeof value === "string") return decimalToCents(value.trim());
  return undefined;
}

/** `numeroCliente`: the código do cliente (lote's `agreement`), as ACBr's V3 unit sends CodigoCedente. */
export function clientNumber(account: Account): number {
  return Number(account.agreement ?? "0");
}

/** `codigoModalidade`: lote's `bank_fields.modality` ("01" by default) as an integer. */
export function modality(account: Account): number {
  return Number(account.bank_fields?.modality ?? "01");
}

/** `numeroContaCorrente`: account and its digit, as ACBr sends `Conta + ContaDigito`. */
export function accountNumber(account: Account): number {
  return Number(`${account.account}${account.account_digit ?? ""}`);
}

/**
 * The API's `nossoNumero` of a title: the 7-digit sequence with its DV appended, from the bank's
 * own rule (../boleto.ts `ourNumber`), as an integer (leading zeros dropped).
 *
 * @example apiOurNumber({ agency: "4342", agreement: "63550", ... }, "244") // 2443
 */
export function apiOurNumber(account: Account, ourNumber: string): number {
  const printed = boleto.ourNumber({ ...account, our_number: ourNumber } as BoletoInput);
  return Number(printed.replace("-", ""));
}

/** The key's API nosso número: the one Sicoob returned at registration, else computed. */
export function keyOurNumber(k: TitleKey): number {
  const given = k.provider_ids?.nossoNumero;
  return given !== undefined && isDigits(given) ? Number(given) : apiOurNumber(k.account, k.our_number);
}

/**
 * lote's nosso número (7 digits, no DV) from the API's (sequence + DV), or undefined.
 *
 * @example loteOurNumber("0000002443") // "0000244"
 */
export function loteOurNumber(api: unknown): string | undefined {
  const s =
    typeof api === "number" && Number.isSafeInteger(api) ? String(api) : typeof api === "string" ? api : "";
  if (!isDigits(s)) return undefined;
  const digits = padDigits(s.replace(/^0+/, ""), 8);
  return digits.length > 8 ? undefined : digits.slice(0, 7);
}

/**
 * The API nosso número (sequence + DV) a Sicoob barcode carries: campo livre positions 15–22
 * (carteira 1, cooperativa 4, modalidade 2, cliente 7, nosso número 7 + DV, parcela 3).
 *
 * @example ourNumberOfBarcode("75692868200000405001434201006355000002443003") // "00002443"
 */
export function ourNumberOfBarcode(barcode: unknown): string | undefined {
  if (
    typeof barcode !== "string" ||
    barcode.length !== 44 ||
    !isDigits(barcode) ||
    !barcode.startsWith("756")
  )
    return undefined;
  return barcode.slice(19).slice(14, 22);
}

/** Free text cut to `max` characters (Sicoob documents the maxima; CNAB layouts cut the same way). */
export function clip(s: string, max: number): string {
  const chars = [...s.trim()];
  return chars.length <= max ? chars.join("") : chars.slice(0, max).join("").trimEnd();
}

const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The São Paulo date (UTC−3, no daylight saving since 2019) of a UTC instant: Sicoob sends
 * "padrão UTC … letra Z" (portal, "Atenção nas datas e horários").
 *
 * @example saoPauloDate("2021-07-22T01:45:33.000Z") // "2021-07-21"
 */
export function saoPauloDate(instant: unknown): IsoDate | undefined {
  if (typeof instant !== "string") return undefined;
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return undefined;
  return new Date(ms - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

/** A date at the head of `s` (`2021-07-22T…` or `2021-07-22`), or undefined. */
export function datePart(s: unknown): IsoDate | undefined {
  if (typeof s !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(s)) return undefined;
  return s.slice(0, 10);
}

/**
 * Centavos in a Brazilian "R$ 1.234,56" found in free text (ACBr reads the liquidação amount of
 * GET /boletos this way, from listaHistorico.descricaoHistorico).
 *
 * @example brlInText("LIQUIDAÇÃO - R$ 1.234,56") // 123456
 */
export function brlInText(s: string): number | undefined {
  const m = /R\$\s*([\d.]+,\d{2})/.exec(s);
  if (!m?.[1]) return undefined;
  return decimalToCents(m[1].replaceAll(".", "").replace(",", "."));
}
