/**
 * Rules for the individual values of a PIX BR Code: key types, txid, URL and the merchant text
 * fields. Shared by the builder (strict) and the parser.
 *
 * Source: Banco Central do Brasil, "Manual de Padrões para Iniciação do Pix" (BR Code fields 26,
 * 54, 59, 60, 62) and "Manual de Uso da API Pix" / DICT rules for key formats (CPF and CNPJ as
 * digits, phone as +55…, e-mail, EVP as a lower-case UUID).
 */

import { isValidCnpj, isValidCpf } from "../math/documents";
import { stripAccents } from "../text";

/** Globally unique identifier of the PIX arrangement, sub-field 00 of template 26. */
export const PIX_GUI = "br.gov.bcb.pix";
export const MAX_KEY_LENGTH = 77;
export const MAX_URL_LENGTH = 77;
export const MAX_NAME_LENGTH = 25;
export const MAX_CITY_LENGTH = 15;
/** A static BR Code's txid: up to 25 letters and digits (BCB). */
export const MAX_STATIC_TXID_LENGTH = 25;
/** The longest txid the PIX API issues (cob/cobv: 26–35). Accepted when reading payloads. */
export const MAX_TXID_LENGTH = 35;
/** The txid of a payload that has none. */
export const NO_TXID = "***";

export type PixKeyType = "cpf" | "cnpj" | "phone" | "email" | "evp";

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

function isEvp(key: string): boolean {
  if (key.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = key.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 45) return false;
    } else if (!isHex(c)) return false;
  }
  return true;
}

function isPhone(key: string): boolean {
  if (key.length < 9 || key.length > 16 || key[0] !== "+" || key[1] === "0") return false;
  for (let i = 1; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function isEmail(key: string): boolean {
  const at = key.indexOf("@");
  if (at < 1 || at !== key.lastIndexOf("@") || key.indexOf(".", at) < at + 2 || key.endsWith("."))
    return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c <= 32 || c >= 127) return false;
  }
  return true;
}

/**
 * The type of a PIX key written the way the DICT stores it, or `undefined`.
 *
 * @example pixKeyType("+5511999998888") // "phone"
 * @example pixKeyType("123e4567-e12b-12d1-a456-426655440000") // "evp"
 */
export function pixKeyType(key: string): PixKeyType | undefined {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return undefined;
  if (isEvp(key)) return "evp";
  if (key.length === 11 && isValidCpf(key)) return "cpf";
  if (key.length === 14 && isValidCnpj(key)) return "cnpj";
  if (isPhone(key)) return "phone";
  if (isEmail(key)) return "email";
  return undefined;
}

/**
 * True for a txid of 1–`max` ASCII letters and digits.
 *
 * @example isValidTxid("Pedido123", 25) // true
 */
export function isValidTxid(txid: string, max: number): boolean {
  if (txid.length === 0 || txid.length > max) return false;
  for (let i = 0; i < txid.length; i++) {
    const c = txid.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return false;
  }
  return true;
}

/**
 * The text a BR Code may carry for a name, city or free info: accents transliterated, then
 * printable ASCII only; `undefined` when something else remains (e.g. emoji).
 *
 * @example pixText("São Miguel do Oeste") // "Sao Miguel do Oeste"
 */
export function pixText(text: string): string | undefined {
  let plain = true;
  for (let i = 0; i < text.length && plain; i++) {
    const c = text.charCodeAt(i);
    plain = c >= 32 && c <= 126;
  }
  if (plain) return text; // the common case: skip the Unicode normalisation below
  const ascii = stripAccents(text);
  for (let i = 0; i < ascii.length; i++) {
    const c = ascii.charCodeAt(i);
    if (c < 32 || c > 126) return undefined;
  }
  return ascii;
}

/**
 * True for a location URL as a BR Code carries it: no scheme, printable ASCII without spaces,
 * at most 77 characters.
 *
 * @example isValidPixUrl("payload.psp.com/3ec9d2f9") // true
 * @example isValidPixUrl("https://payload.psp.com/x") // false
 */
export function isValidPixUrl(url: string): boolean {
  if (url.length === 0 || url.length > MAX_URL_LENGTH || url.includes("://")) return false;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c <= 32 || c >= 127) return false;
  }
  return url.indexOf(".") > 0;
}
