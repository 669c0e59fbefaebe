/**
 * The conversions every Sicredi cobrança API request and parser shares: money as JSON numbers
 * written from the integer, the espécie names, dates, and the nosso número.
 *
 * Nosso número: the API's `nossoNumero` is the 9 digits AA B XXXXX D — year, byte de geração,
 * sequence, DV — the printed AA/BXXXXX-D without punctuation (ACBr ACBrBoletoW_Sicredi_APIV2.pas
 * `OnlyNumber(MontarCampoNossoNumero)`; the webhook example's "221000144" and the liquidados
 * answer's "242194717" have that shape). lote computes it with its own rule (../boleto.ts): the
 * beneficiary generates the number, so the byte is 2–9 (byte 1 is Sicredi's own).
 */
import type { TitleKey } from "../../../connect/types";
import { isDigits, padDigits } from "../../../math/check-digits";
import { centsToDecimal, decimalToCents } from "../../../math/money";
import type { BoletoInput, IsoDate } from "../../../types";
import { boleto } from "../boleto";

type Account = TitleKey["account"];

/**
 * Centavos as the JSON number Sicredi takes ("precision 14, scale 2"), from the integer's digits.
 * @example money(5500) // 55
 */
export const money = (cents: number): number => Number(centsToDecimal(cents));

/**
 * Basis points as Sicredi's percentage number (`multa` "Percentual de multa"): 200 → 2.
 * @example percent(250) // 2.5
 */
export const percent = (basisPoints: number): number => Number(centsToDecimal(basisPoints));

/**
 * A provider amount (JSON number or decimal string) in centavos, or undefined.
 * @example centsOf("101.01") // 10101
 */
export function centsOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return decimalToCents(String(value));
  if (typeof value === "string" && value.trim() !== "") return decimalToCents(value.trim());
  return undefined;
}

/** `codigoBeneficiario`: lote's agreement, 5 digits with its leading zeros (a string). */
export const beneficiaryCode = (account: Account): string => padDigits(account.agreement ?? "", 5);

/** The `cooperativa` header: lote's agency (4 digits). */
export const cooperativa = (account: Account): string => padDigits(account.agency, 4);

/** The `posto` header: `bank_fields.post` (2 digits). */
export const posto = (account: Account): string => padDigits(account.bank_fields?.post ?? "", 2);

/** The headers every API call carries besides the token and the API key (ACBr GerarHeader). */
export const accountHeaders = (account: Account): Record<string, string> => ({
  cooperativa: cooperativa(account),
  posto: posto(account),
});

/**
 * The 9-digit API nosso número of a title, from lote's rule (../boleto.ts `ourNumber`).
 * @example apiOurNumber({ agency: "0710", agreement: "00129", bank_fields: { post: "65", byte: "2" }, our_number: "8879", issue_date: "2016-08-01" … }) // "162088793"
 */
export function apiOurNumber(i: BoletoInput, today?: IsoDate): string {
  return boleto.ourNumber(i, today ? { today } : undefined).replace(/\D/g, "");
}

/**
 * The key's API nosso número: the one Sicredi returned, the printed one when the key carries it
 * (AA/BXXXXX-D or 9 digits), else lote's computed from the sequence with the year lote printed:
 * `bank_fields.year`, else the issue date's (when the key carries it), else — lote's shared
 * `TitleKey` has no issue date (proposed in the report) — the due date's year, the best guess left.
 */
export function keyOurNumber(k: TitleKey & { issue_date?: IsoDate }): string {
  const given = k.provider_ids?.nossoNumero;
  if (given && isDigits(given)) return given.padStart(9, "0");
  const digits = k.our_number.replace(/\D/g, "");
  if (digits.length === 9) return digits;
  const input = {
    ...k.account,
    bank_code: "748",
    our_number: k.our_number,
    issue_date: k.issue_date,
  } as BoletoInput;
  const fallback =
    k.account.bank_fields?.year !== undefined ? undefined : (k.issue_date ?? k.due_date ?? undefined);
  try {
    return apiOurNumber(input, fallback);
  } catch {
    return padDigits(digits, 9);
  }
}

/**
 * lote's 5-digit sequence of an API nosso número (AA B XXXXX D), or undefined.
 * @example loteOurNumber("221000144") // "00014"
 */
export function loteOurNumber(nn: unknown): string | undefined {
  const s = typeof nn === "number" ? String(nn).padStart(9, "0") : typeof nn === "string" ? nn.trim() : "";
  return /^\d{9}$/.test(s) ? s.slice(3, 8) : undefined;
}

/** `dd/MM/yyyy` (the liquidados `dia` parameter; ACBr FormatDateBr(…, 'DD/MM/YYYY')). */
export const ddmmyyyy = (d: IsoDate): string => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** A date at the head of `s` ("2024-06-18 00:00:00.0", "2024-06-18"), or undefined. */
export function datePart(s: unknown): IsoDate | undefined {
  return typeof s === "string" && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : undefined;
}

/**
 * A date the webhook sends as an array ([2024,3,20,11,40,39,24000000], Ctrl-Mota's example), as ISO.
 * @example dateOfArray([2024, 3, 20]) // "2024-03-20"
 */
export function dateOfArray(a: unknown): IsoDate | undefined {
  if (!Array.isArray(a) || a.length < 3 || !a.slice(0, 3).every((n) => Number.isInteger(n))) return undefined;
  const [y, m, d] = a as number[];
  return `${padDigits(String(y), 4)}-${padDigits(String(m), 2)}-${padDigits(String(d), 2)}`;
}

/**
 * `especieDocumento` by lote's `document_kind` (ACBr CodigoTipoTitulo; the enumeration in
 * Ctrl-Mota/banco-sicredi-connector-php ValidationTrait and the Kamino adapter).
 */
export const ESPECIES: Readonly<Record<string, string>> = {
  DM: "DUPLICATA_MERCANTIL_INDICACAO",
  DMI: "DUPLICATA_MERCANTIL_INDICACAO",
  DR: "DUPLICATA_RURAL",
  NP: "NOTA_PROMISSORIA",
  NPR: "NOTA_PROMISSORIA_RURAL",
  NS: "NOTA_SEGUROS",
  RC: "RECIBO",
  LC: "LETRA_CAMBIO",
  ND: "NOTA_DEBITO",
  DS: "DUPLICATA_SERVICO_INDICACAO",
  DSI: "DUPLICATA_SERVICO_INDICACAO",
  BDP: "BOLETO_PROPOSTA",
  OU: "OUTROS",
  OUT: "OUTROS",
};

/** Free text cut to `max` characters (ACBr cuts messages to 80: `Copy(…,1,80)`). */
export function clip(s: string, max: number): string {
  return [...s.trim()].slice(0, max).join("").trimEnd();
}
