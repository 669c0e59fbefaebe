/**
 * The conversions every CAIXA SIGCB web-service request shares: money and rates as the manual's
 * decimals, the código do beneficiário, the 17-digit nosso número, free text, and the string the
 * AUTENTICACAO hash is computed over.
 *
 * Source: CAIXA, "Leiaute de Arquivo Eletrônico — Webservice XML — Cobrança Bancária CAIXA",
 * 38.239 v002 micro (julho/2017) [M], kept in vmassuchetto/WebserviceCaixa doc/MO38239.pdf
 * @94cd7d74b7b3986e744108fd5b70013aba8862c8; ACBr ACBrBoletoW_Caixa.pas [A].
 */
import { isDigits, padDigits } from "../../../math/check-digits";
import { centsToDecimal } from "../../../math/money";
import { toAsciiText } from "../../../transliterate";
import type { BoletoInput, IsoDate } from "../../../types";

/**
 * Centavos as the manual's `dec 13,2` ("9999999999999.99"), written from the integer.
 * @example money(100) // "1.00"
 */
export const money = (cents: number): string => centsToDecimal(cents);

/**
 * Basis points as the manual's `PERCENTUAL` (`dec 10,5`): 250 → "2.50" (per cent).
 * @example percent(233) // "2.33"
 */
export const percent = (basisPoints: number): string => centsToDecimal(basisPoints);

/**
 * CODIGO_BENEFICIARIO: the code without its DV, as an `int 7` (Nota 1: "até 7 posições"). lote's
 * agreement is the 6-digit code (a leading zero on 7 digits is padding) or a 7-digit one.
 *
 * @example beneficiaryCode("0537588") // "537588"
 */
export function beneficiaryCode(agreement: string | undefined): string {
  const digits = (agreement ?? "").replace(/^0+(?=\d)/, "");
  return digits === "" ? "0" : digits;
}

/**
 * The 17-digit NOSSO_NUMERO: modalidade 1 (registrada), emissão 4 (beneficiário) and the 15-digit
 * sequence, without DV (Nota 2: "informado número iniciando com 14. Exemplo: 14000000000000001";
 * [A] `'14' + PadLeft(NossoNumero, 15, '0')`).
 *
 * @example ourNumber17({ wallet: "1", our_number: "122902" }) // "14000000000122902"
 */
export function ourNumber17(i: Pick<BoletoInput, "wallet" | "our_number">): string {
  return `${i.wallet}4${padDigits(i.our_number, 15)}`;
}

/**
 * lote's 15-digit sequence from the API's 17-digit nosso número (the `14` dropped), or undefined.
 * @example sequenceOf("14000000000122902") // "000000000122902"
 */
export function sequenceOf(nn17: string | undefined): string | undefined {
  return nn17 !== undefined && /^1[0-9]\d{15}$/.test(nn17) ? nn17.slice(2) : undefined;
}

/** A date as the hash carries it, DDMMAAAA (the XML fields take ISO `yyyy-MM-dd` as is). */
export function ddmmyyyy(date: IsoDate): string {
  return `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
}

/** The operation a request names in its header (`OPERACAO`, and the SOAPAction [A]). */
export type CaixaOperation = "INCLUI_BOLETO" | "ALTERA_BOLETO" | "BAIXA_BOLETO" | "CONSULTA_BOLETO";

/**
 * The string AUTENTICACAO is the SHA-256 (Base64) of (M 3.2): código do beneficiário (7) + nosso
 * número (17) + vencimento DDMMAAAA (8) + valor (15, no separator) + CPF/CNPJ do beneficiário
 * (14, zeros on the left). CONSULTA and BAIXA put zeros in vencimento and valor; ALTERA puts the
 * new vencimento/valor when they change, the registered ones otherwise. The engine has no crypto:
 * the transport hashes this string (WebCrypto `SHA-256`, then Base64) into the request.
 *
 * @example authenticationInput("CONSULTA_BOLETO", { beneficiary: "200400", ourNumber: "14000000000012345", document: "123456789124" })
 * // "0200400140000000000123450000000000000000000000000123456789124" (M 3.2's consulta example)
 */
export function authenticationInput(
  op: CaixaOperation,
  k: { beneficiary: string; ourNumber: string; document: string; due?: IsoDate | null; amountCents?: number },
): string {
  const zeroed = op === "CONSULTA_BOLETO" || op === "BAIXA_BOLETO";
  const due = !zeroed && k.due ? ddmmyyyy(k.due) : "00000000";
  const amount =
    !zeroed && k.amountCents !== undefined ? padDigits(String(k.amountCents), 15) : "0".repeat(15);
  const doc = k.document.toUpperCase().padStart(14, "0");
  return `${padDigits(k.beneficiary, 7)}${padDigits(k.ourNumber, 17)}${due}${amount}${doc}`;
}

/**
 * TIPO_ESPECIE: Nota 6's codes by lote's `document_kind` (its sigla). 31 CC and 32 BP change the
 * payment rules (Nota 30) and are not offered.
 */
export const ESPECIES: Readonly<Record<string, string>> = {
  CH: "01",
  DM: "02",
  DMI: "03",
  DS: "04",
  DSI: "05",
  DR: "06",
  LC: "07",
  NCC: "08",
  NCE: "09",
  NCI: "10",
  NCR: "11",
  NP: "12",
  NPR: "13",
  TM: "14",
  TS: "15",
  NS: "16",
  RC: "17",
  FAT: "18",
  ND: "19",
  AP: "20",
  ME: "21",
  PC: "22",
  NF: "23",
  DD: "24",
  CPR: "25",
  OU: "99",
};

/**
 * Free text as CAIXA takes it: ASCII (accents folded), characters outside the set an independent
 * client found accepted (mundipagg/boleto-api caixa_test.go: letters, digits and `, / ( ) * = - + ! :
 * ? . ; _ '`) turned to spaces — CAIXA refuses others with 0061–0067 "CARACTER INVALIDO" [M Nota 39]
 * — runs of spaces collapsed, then cut to `max` characters.
 *
 * @example text("Conceição & Filhos", 40) // "Conceicao Filhos"
 */
export function text(s: string, max: number): string {
  const ascii = toAsciiText(s)
    .replace(/[^A-Za-z0-9 ,/()*=+!:?.;_'-]/g, " ")
    .replace(/ {2,}/g, " ");
  return [...ascii.trim()].slice(0, max).join("").trimEnd();
}

/** The document's digits (CPF 11 / CNPJ 14); true when it is all digits. */
export const isNumericDocument = (doc: string): boolean => isDigits(doc);
