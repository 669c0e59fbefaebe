/**
 * Building a PIX BR Code ("copia e cola" payload): a static one from a key (optional amount, txid
 * and free info) or a dynamic one from the PSP's location URL.
 *
 * Field order and contents follow Banco Central do Brasil, "Manual de Padrões para Iniciação do
 * Pix": 00 payload format `01`; 01 point of initiation (`12` single use, only when asked); 26
 * merchant account (00 GUI `br.gov.bcb.pix`, then 01 key + optional 02 info, or 25 URL); 52 `0000`;
 * 53 `986`; 54 amount (static only, omitted when zero so the payer types it); 58 `BR`; 59 name;
 * 60 city; 61 CEP (optional); 62/05 txid (`***` when none); 63 CRC-16.
 */

import { EngineError, type Issue } from "../errors";
import { centsToDecimal, isValidAmountCents } from "../math/money";
import { crc16 } from "./crc16";
import {
  isValidPixUrl,
  isValidTxid,
  MAX_CITY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_STATIC_TXID_LENGTH,
  NO_TXID,
  PIX_GUI,
  pixKeyType,
  pixText,
} from "./fields";
import { tlv } from "./tlv";

/** What a BR Code is built from. Exactly one of `key` (static) and `url` (dynamic). */
export interface PixPayloadInput {
  /** PIX key as the DICT stores it: CPF/CNPJ digits, `+55…` phone, e-mail or EVP. */
  key?: string;
  /** Location of a dynamic charge, without `https://` (≤ 77 characters). */
  url?: string;
  /** Recebedor name (≤ 25 after accents are transliterated). */
  merchant_name: string;
  /** Recebedor city (≤ 15). */
  merchant_city: string;
  /** Static only; omitted (payer types the amount) when absent or 0. */
  amount_cents?: number;
  /** Static only: 1–25 letters and digits; `***` when absent. */
  txid?: string;
  /** Static only: free text for the payer (field 26-02). */
  info?: string;
  /** Sets field 01 to `12` (the payload may be paid once). */
  single_use?: boolean;
  /** CEP of the recebedor, 8 digits (field 61). */
  postal_code?: string;
}

/** The longest BR Code EMVCo allows. */
const MAX_PAYLOAD_LENGTH = 512;

function problem(issues: Issue[], code: string, field: string, message: string): void {
  issues.push({ code, path: [field], message });
}

function text(
  issues: Issue[],
  field: string,
  value: unknown,
  max: number,
  required: boolean,
): string | undefined {
  if (value === undefined || value === "") {
    if (required) problem(issues, "REQUIRED", field, `${field} is required`);
    return undefined;
  }
  const ascii = typeof value === "string" ? pixText(value) : undefined;
  if (ascii === undefined) {
    problem(issues, "PIX_INVALID_TEXT", field, `${field} must be text without control characters or symbols`);
  } else if (ascii.length > max) {
    problem(issues, "PIX_FIELD_TOO_LONG", field, `${field} must have at most ${max} characters`);
  } else {
    return ascii;
  }
  return undefined;
}

/**
 * Every problem of a payload input, in field order; empty when {@link buildPixPayload} will succeed.
 *
 * @example checkPixPayloadInput({ key: "x", merchant_name: "A", merchant_city: "B" })[0]?.code // "PIX_INVALID_KEY"
 */
export function checkPixPayloadInput(input: PixPayloadInput): Issue[] {
  const issues: Issue[] = [];
  const isStatic = input.url === undefined;
  if (input.key === undefined && input.url === undefined) {
    problem(issues, "REQUIRED", "key", "a PIX payload needs a key (static) or a url (dynamic)");
  } else if (input.key !== undefined && input.url !== undefined) {
    problem(issues, "PIX_KEY_AND_URL", "url", "give either key (static) or url (dynamic), not both");
  } else if (input.key !== undefined && pixKeyType(input.key) === undefined) {
    problem(
      issues,
      "PIX_INVALID_KEY",
      "key",
      "key must be a CPF or CNPJ (digits), +55 phone, e-mail or EVP of at most 77 characters",
    );
  } else if (input.url !== undefined && !isValidPixUrl(input.url)) {
    problem(
      issues,
      "PIX_INVALID_URL",
      "url",
      "url must be a host and path without scheme, at most 77 characters",
    );
  }
  text(issues, "merchant_name", input.merchant_name, MAX_NAME_LENGTH, true);
  text(issues, "merchant_city", input.merchant_city, MAX_CITY_LENGTH, true);
  if (input.amount_cents !== undefined) {
    if (!isValidAmountCents(input.amount_cents)) {
      problem(
        issues,
        "INVALID_AMOUNT",
        "amount_cents",
        "amount_cents must be an integer from 0 to 9999999999",
      );
    } else if (!isStatic && input.amount_cents > 0) {
      problem(
        issues,
        "PIX_AMOUNT_NOT_ALLOWED",
        "amount_cents",
        "a dynamic payload takes its amount from the url",
      );
    }
  }
  if (input.txid !== undefined) {
    if (!isStatic) {
      problem(issues, "PIX_TXID_NOT_ALLOWED", "txid", "a dynamic payload takes its txid from the url");
    } else if (!isValidTxid(input.txid, MAX_STATIC_TXID_LENGTH)) {
      problem(issues, "PIX_INVALID_TXID", "txid", "txid must be 1 to 25 letters and digits");
    }
  }
  if (input.info !== undefined) {
    if (!isStatic) problem(issues, "PIX_INFO_NOT_ALLOWED", "info", "a dynamic payload carries no free info");
    else text(issues, "info", input.info, 99, false);
  }
  if (input.postal_code !== undefined && !/^\d{8}$/.test(input.postal_code)) {
    problem(issues, "INVALID_CEP", "postal_code", "postal_code must be 8 digits");
  }
  if (issues.length === 0 && encode(input).length > MAX_PAYLOAD_LENGTH) {
    problem(
      issues,
      "PIX_PAYLOAD_TOO_LONG",
      "info",
      `the payload must have at most ${MAX_PAYLOAD_LENGTH} characters`,
    );
  }
  if (issues.length === 0 && accountInfo(input).length > 99) {
    problem(
      issues,
      "PIX_FIELD_TOO_LONG",
      "info",
      "key and info together must fit in 99 characters of field 26",
    );
  }
  return issues;
}

function accountInfo(input: PixPayloadInput): string {
  if (input.url !== undefined) return tlv("00", PIX_GUI) + tlv("25", input.url);
  const info = input.info ? tlv("02", pixText(input.info) as string) : "";
  return tlv("00", PIX_GUI) + tlv("01", input.key as string) + info;
}

/** The payload without the CRC value (ends with `6304`). Assumes a checked input. */
function encode(input: PixPayloadInput): string {
  const isStatic = input.url === undefined;
  const amount = isStatic && input.amount_cents ? tlv("54", centsToDecimal(input.amount_cents)) : "";
  return (
    tlv("00", "01") +
    (input.single_use ? tlv("01", "12") : "") +
    tlv("26", accountInfo(input)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    amount +
    tlv("58", "BR") +
    tlv("59", pixText(input.merchant_name) as string) +
    tlv("60", pixText(input.merchant_city) as string) +
    (input.postal_code ? tlv("61", input.postal_code) : "") +
    tlv("62", tlv("05", (isStatic && input.txid) || NO_TXID)) +
    "6304"
  );
}

/**
 * Builds a BR Code. Throws an {@link EngineError} listing every problem (see
 * {@link checkPixPayloadInput}).
 *
 * @example
 * buildPixPayload({ key: "123e4567-e12b-12d1-a456-426655440000", merchant_name: "Fulano de Tal", merchant_city: "BRASILIA" })
 * // "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"
 */
export function buildPixPayload(input: PixPayloadInput): string {
  const issues = checkPixPayloadInput(input);
  if (issues.length > 0) throw new EngineError(issues);
  return encodeCheckedPixPayload(input);
}

/**
 * The BR Code of an input {@link checkPixPayloadInput} already accepted, without checking it again
 * (the boleto builder validates the whole item first).
 *
 * @example encodeCheckedPixPayload(checkedInput) // "000201…6304ABCD"
 */
export function encodeCheckedPixPayload(input: PixPayloadInput): string {
  const body = encode(input);
  return body + crc16(body);
}
