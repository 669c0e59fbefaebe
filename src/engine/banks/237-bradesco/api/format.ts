/**
 * The conversions every Bradesco request and parser shares. The API Cobrança takes the "Registro
 * On-line" layout: every field a string, numbers without punctuation, amounts in centavos
 * (`vlNominalTitulo: "41218"`), dates `dd.mm.aaaa`, unused numeric fields "0" and text fields ""
 * (the manual's example as copied by vitorccs/bradesco-api-php and others; "Todos os campos não
 * obrigatórios numéricos do JSON devem ser '0' e os alfanuméricos ''", hgmauri/registro-boleto-online-bradesco).
 */
import type { TitleKey } from "../../../connect/types";
import { isDigits, padDigits } from "../../../math/check-digits";
import { isoToDays } from "../../../math/date";
import { decimalToCents } from "../../../math/money";
import type { IsoDate } from "../../../types";

type Account = TitleKey["account"];

/**
 * Centavos as the API's digits-only string.
 *
 * @example cents(41218) // "41218"
 */
export const cents = (c: number): string => String(c);

/**
 * A percentage in basis points as the layout's 8 digits, 3 integer and 5 decimal places
 * (`"00200000"` is 2 %, the example's multa; lote's reading of the example, unconfirmed).
 *
 * @example percent8(200) // "00200000"
 */
export function percent8(basisPoints: number): string {
  return padDigits(`${basisPoints}000`, 8);
}

/**
 * An ISO date as `dd.mm.aaaa`.
 *
 * @example dotted("2017-05-25") // "25.05.2017"
 */
export function dotted(d: IsoDate): string {
  return `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
}

/**
 * A Bradesco date (`dd.mm.aaaa`, `ddmmaaaa` or an integer) as ISO; undefined when it is none.
 * ACBr reads the portal's dates by their digits, day first (ACBrBoletoRet_Bradesco DateBradescoToDateTime).
 *
 * @example isoOf("20.06.2017") // "2017-06-20"
 */
export function isoOf(v: unknown): IsoDate | undefined {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.replace(/\D/g, "") : "";
  if (s.length < 7 || s.length > 8 || /^0+$/.test(s)) return undefined;
  const d = padDigits(s, 8);
  return `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;
}

/**
 * The beneficiary's document split as the API wants it: the CNPJ root (8), branch (4) and check
 * digits (2) — a CPF's 9 digits, branch "0" and its 2 check digits (BoletoNetCore RaizCNPJ /
 * FilialCNPJ / ControleCNPJ; the manual's example `123456789` / `0001` / `39`).
 *
 * @example splitDocument("11222333000181") // { root: "11222333", branch: "0001", control: "81" }
 */
export function splitDocument(doc: string): { root: string; branch: string; control: string } {
  if (doc.length === 11) return { root: doc.slice(0, 9), branch: "0", control: doc.slice(9) };
  return { root: doc.slice(0, 8), branch: doc.slice(8, 12), control: doc.slice(12, 14) };
}

/**
 * `nuNegociacao`: agência (4), seven zeros and the account (7) — the manual's example
 * `123400000001234567`; BoletoNetCore `"{agencia}0000000{conta}"`.
 *
 * @example negotiation({ agency: "1234", account: "1234567", wallet: "09" }) // "123400000001234567"
 */
export function negotiation(a: Account): string {
  return `${padDigits(a.agency, 4)}0000000${padDigits(a.account, 7)}`;
}

/** `idProduto`: the carteira, two digits ("09" in the example). */
export const product = (a: Account): string => padDigits(a.wallet, 2);

/** The nosso número as the API carries it: lote's 11 digits, no DV (unconfirmed: see the docs). */
export const titleNumber = (ourNumber: string): string => String(Number(padDigits(ourNumber, 11)));

/** A provider amount in centavos: an integer string/number of centavos. */
export function centsOfInt(v: unknown): number | undefined {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  return isDigits(s) && s.length <= 12 ? Number(s) : undefined;
}

/** A provider amount in reais (a decimal number or string) in centavos. */
export function centsOfReais(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v) && v >= 0) return decimalToCents(v.toFixed(2));
  if (typeof v === "string") return decimalToCents(v.trim().replace(",", "."));
  return undefined;
}

/** Free text cut to `max` characters, without accents (vitorccs Formatter: "ção" → "cao"). */
export function clip(s: string, max: number): string {
  const plain = s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim();
  const chars = [...plain];
  return chars.length <= max ? plain : chars.slice(0, max).join("").trimEnd();
}

/**
 * Days from `from` to `to`; undefined on a bad date.
 *
 * @example daysBetween("2026-03-20", "2026-03-22") // 2
 */
export function daysBetween(from: IsoDate, to: IsoDate): number | undefined {
  const a = isoToDays(from);
  const b = isoToDays(to);
  return a === undefined || b === undefined ? undefined : b - a;
}
