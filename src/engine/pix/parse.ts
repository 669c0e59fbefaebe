/**
 * Reading a PIX BR Code: TLV structure (nested templates 26–51, 62, 80–99), CRC-16, the mandatory
 * fields and their limits. Used to validate the EMV string a bank returns for a Bolepix before lote
 * prints it. Source: BCB "Manual de Padrões para Iniciação do Pix"; EMVCo QRCPS-MPM.
 *
 * Tolerant in what it reads: a payload that is well formed (TLV), valid by CRC and carries what a
 * payment needs (a PIX template with a key or URL, currency 986, merchant name and city, a readable
 * amount) is read; what only breaks a BCB policy — a txid with a hyphen (the BCB manual's own
 * example, `RP12345678-2019`), a name over 25 characters, a country other than BR — comes back in
 * `warnings`. What lote builds is held to every rule by the builder (`build.ts`).
 */

import { EngineError, type Issue } from "../errors";
import { decimalToCents } from "../math/money";
import { crc16 } from "./crc16";
import {
  isValidPixUrl,
  isValidTxid,
  MAX_CITY_LENGTH,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TXID_LENGTH,
  NO_TXID,
  PIX_GUI,
  type PixKeyType,
  pixKeyType,
} from "./fields";
import { fieldValue, type PixField, parseTlv } from "./tlv";

/** What a BR Code says. */
export interface ParsedPixPayload {
  /** `static` (carries a key) or `dynamic` (carries a location URL). */
  kind: "static" | "dynamic";
  /** Field 01: true for `12`. */
  single_use: boolean;
  key: string | null;
  /** Type of `key` when it has a DICT format, else `null`. */
  key_type: PixKeyType | null;
  url: string | null;
  /** Field 26-02, free text for the payer. */
  info: string | null;
  merchant_category_code: string;
  currency: string;
  /** Field 54 in centavos, `null` when absent (payer chooses). */
  amount_cents: number | null;
  country_code: string;
  merchant_name: string;
  merchant_city: string;
  postal_code: string | null;
  /** Field 62-05, `null` when `***`. */
  txid: string | null;
  crc: string;
  /** Every top-level field in order, templates with their nested fields. */
  fields: PixField[];
  /**
   * BCB policy violations that do not stop a payer's app from reading the code (codes as the
   * errors': `PIX_INVALID_TXID`, `PIX_FIELD_TOO_LONG`, `PIX_INVALID_URL`, `PIX_INVALID_VALUE`,
   * `PIX_MISSING_FIELD` for 62-05). Empty for every payload lote builds.
   */
  warnings: Issue[];
}

function issue(code: string, path: string[], message: string): Issue {
  return { code, path, message };
}

/** Finds the merchant account template (26–51) whose GUI is the PIX one. */
function pixAccount(fields: PixField[]): PixField | undefined {
  return fields.find((f) => {
    const n = Number(f.tag);
    return n >= 26 && n <= 51 && fieldValue(f.fields, "00")?.toLowerCase() === PIX_GUI;
  });
}

/**
 * Parses a BR Code. Throws an {@link EngineError} listing every problem that stops the code from
 * being read: `PIX_INVALID_TLV`, `PIX_INVALID_CRC`, `PIX_MISSING_FIELD`, `PIX_DUPLICATE_FIELD`,
 * `PIX_INVALID_VALUE` (00, 53, the PIX template), `PIX_INVALID_AMOUNT`. Policy violations come
 * back in `warnings` (see {@link ParsedPixPayload}). Paths name the EMV tag (`["59"]`, `["26", "01"]`).
 *
 * @example parsePixPayload(payload).merchant_name // "Fulano de Tal"
 * @example parsePixPayload(bcbManualExample).warnings // [{ code: "PIX_INVALID_TXID", path: ["62", "05"], … }]
 */
export function parsePixPayload(payload: string): ParsedPixPayload {
  if (typeof payload !== "string" || payload.length < 8) {
    throw new EngineError(
      issue("PIX_INVALID_TLV", [], "a BR Code is a text of EMV fields ending in a CRC (6304XXXX)"),
    );
  }
  const parsed = parseTlv(payload);
  if (!Array.isArray(parsed)) {
    throw new EngineError(
      issue("PIX_INVALID_TLV", [], `the EMV field structure breaks at character ${parsed.error}`),
    );
  }
  const fields = parsed;
  const issues: Issue[] = [];
  const warnings: Issue[] = [];

  const last = fields[fields.length - 1];
  const crc = last?.tag === "63" ? last.value : "";
  if (last?.tag !== "63" || crc.length !== 4) {
    issues.push(issue("PIX_MISSING_FIELD", ["63"], "the last field must be the CRC, 63 with 4 hex digits"));
  } else {
    const expected = crc16(payload.slice(0, -4));
    if (crc.toUpperCase() !== expected) {
      issues.push(issue("PIX_INVALID_CRC", ["63"], `CRC is ${crc}, expected ${expected}`));
    }
  }
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.tag))
      issues.push(issue("PIX_DUPLICATE_FIELD", [f.tag], `field ${f.tag} appears more than once`));
    seen.add(f.tag);
  }
  if (fields[0]?.tag !== "00" || fields[0].value !== "01") {
    issues.push(
      issue("PIX_INVALID_VALUE", ["00"], "the first field must be 00 (payload format) with value 01"),
    );
  }

  const expectValue = (tag: string, expected: string) => {
    const value = fieldValue(fields, tag);
    if (value === undefined) issues.push(issue("PIX_MISSING_FIELD", [tag], `field ${tag} is required`));
    else if (value !== expected)
      issues.push(issue("PIX_INVALID_VALUE", [tag], `field ${tag} must be ${expected}`));
    return value ?? "";
  };
  const requireText = (tag: string, max: number, label: string) => {
    const value = fieldValue(fields, tag);
    if (value === undefined)
      issues.push(issue("PIX_MISSING_FIELD", [tag], `field ${tag} (${label}) is required`));
    else if (value.length > max) {
      warnings.push(
        issue("PIX_FIELD_TOO_LONG", [tag], `field ${tag} (${label}) should have at most ${max} characters`),
      );
    }
    return value ?? "";
  };

  const pointOfInitiation = fieldValue(fields, "01");
  if (pointOfInitiation !== undefined && pointOfInitiation !== "11" && pointOfInitiation !== "12") {
    warnings.push(issue("PIX_INVALID_VALUE", ["01"], "field 01 should be 11 (reusable) or 12 (single use)"));
  }

  const account = pixAccount(fields);
  const key = fieldValue(account?.fields, "01") ?? null;
  const url = fieldValue(account?.fields, "25") ?? null;
  if (account === undefined) {
    issues.push(issue("PIX_MISSING_FIELD", ["26"], `no merchant account template (26) with GUI ${PIX_GUI}`));
  } else if ((key === null) === (url === null)) {
    issues.push(
      issue(
        "PIX_INVALID_VALUE",
        [account.tag],
        "the PIX template must carry either a key (01) or a url (25)",
      ),
    );
  } else if (key !== null && key.length > MAX_KEY_LENGTH) {
    warnings.push(
      issue(
        "PIX_FIELD_TOO_LONG",
        [account.tag, "01"],
        `the key should have at most ${MAX_KEY_LENGTH} characters`,
      ),
    );
  } else if (url !== null && !isValidPixUrl(url)) {
    warnings.push(
      issue(
        "PIX_INVALID_URL",
        [account.tag, "25"],
        "the url should be a host and path without scheme, ≤ 77 characters",
      ),
    );
  }

  const mcc = fieldValue(fields, "52");
  if (mcc === undefined)
    issues.push(issue("PIX_MISSING_FIELD", ["52"], "field 52 (merchant category code) is required"));
  else if (!/^\d{4}$/.test(mcc))
    warnings.push(issue("PIX_INVALID_VALUE", ["52"], "field 52 should be 4 digits"));
  const currency = expectValue("53", "986");
  const country = fieldValue(fields, "58");
  if (country === undefined) issues.push(issue("PIX_MISSING_FIELD", ["58"], "field 58 is required"));
  else if (country !== "BR") warnings.push(issue("PIX_INVALID_VALUE", ["58"], "field 58 should be BR"));
  const name = requireText("59", MAX_NAME_LENGTH, "merchant name");
  const city = requireText("60", MAX_CITY_LENGTH, "merchant city");

  let amount: number | null = null;
  const amountText = fieldValue(fields, "54");
  if (amountText !== undefined) {
    const cents = decimalToCents(amountText);
    if (cents === undefined)
      issues.push(issue("PIX_INVALID_AMOUNT", ["54"], "field 54 must be a decimal amount like 10.00"));
    else amount = cents;
  }

  const additional = fields.find((f) => f.tag === "62");
  const txidText = fieldValue(additional?.fields, "05");
  if (txidText === undefined) {
    warnings.push(
      issue("PIX_MISSING_FIELD", ["62", "05"], "field 62-05 (txid, *** when none) should be present"),
    );
  } else if (txidText !== NO_TXID && !isValidTxid(txidText, MAX_TXID_LENGTH)) {
    warnings.push(
      issue(
        "PIX_INVALID_TXID",
        ["62", "05"],
        `txid should be *** or 1 to ${MAX_TXID_LENGTH} letters and digits`,
      ),
    );
  }

  if (issues.length > 0) throw new EngineError(issues);
  return {
    kind: key !== null ? "static" : "dynamic",
    single_use: pointOfInitiation === "12",
    key,
    key_type: key === null ? null : (pixKeyType(key) ?? null),
    url,
    info: fieldValue(account?.fields, "02") ?? null,
    merchant_category_code: mcc as string,
    currency,
    amount_cents: amount,
    country_code: country as string,
    merchant_name: name,
    merchant_city: city,
    postal_code: fieldValue(fields, "61") ?? null,
    txid: txidText === NO_TXID ? null : (txidText ?? null),
    crc: crc.toUpperCase(),
    fields,
    warnings,
  };
}
