/**
 * Bolepix: the PIX QR code a boleto may carry. Either the bank registered the charge and returned
 * its BR Code (`pix.emv`, validated here and never rebuilt), or lote builds a static BR Code from
 * the beneficiário's key (`pix.key`). Either way the PIX amount must be the boleto's amount.
 *
 * `pix.txid` with a key is one of two things:
 * - 1 to 25 letters and digits: the txid of the static BR Code lote prints (BCB, Manual de Padrões
 *   para Iniciação do Pix: a static QR's txid is at most 25 characters);
 * - 26 to 35 letters and digits: a charge's txid (BACEN API Pix, `TxId` `[a-zA-Z0-9]{26,35}`), which
 *   only means something to a bank whose remessa registers the charge with it: Santander CNAB 240's
 *   Segment Y-03 ("Boleto SX", H7815 v8.3: a TXID of 26 to 35 letters and digits, or none for the
 *   bank to assign). For such a bank it is accepted, sent in the Y-03 and left out of the static QR
 *   (which cannot carry it; a warning says so); for every other bank it is `PIX_INVALID_TXID`.
 */

import { getBank } from "../banks/registry";
import { EngineError, type Issue } from "../errors";
import { checkPixPayloadInput, encodeCheckedPixPayload, type PixPayloadInput } from "../pix/build";
import {
  isValidTxid,
  MAX_CITY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_STATIC_TXID_LENGTH,
  MAX_TXID_LENGTH,
} from "../pix/fields";
import { parsePixPayload } from "../pix/parse";
import { toAsciiText } from "../transliterate";
import type { BoletoInput } from "../types";

interface PixFields {
  emv?: string;
  key?: string;
  txid?: string;
  merchant_name?: string;
  merchant_city?: string;
}

/**
 * Name or city for a built BR Code: the given one, else the beneficiário's, transliterated to
 * ASCII (a `✓` or CJK character is dropped rather than failing the whole name) and cut to the
 * field size. `undefined` only when nothing printable is left.
 */
function derived(given: string | undefined, fallback: string | undefined, max: number): string | undefined {
  if (given !== undefined) return given;
  if (fallback === undefined) return undefined;
  return toAsciiText(fallback).slice(0, max).trim() || undefined;
}

/**
 * The form of charge txid `bankCode`'s remessa registers a Bolepix with (its CNAB 240 Segment
 * Y-03's rule: Santander's 26–35 letters and digits), or undefined when none does.
 *
 * @example chargeTxidForm("033")?.test("A".repeat(26)) // true
 */
export function chargeTxidForm(bankCode: string): RegExp | undefined {
  return getBank(bankCode)?.cnab?.cnab240?.pix_segment?.txid;
}

/** True when `txid` is a charge txid (26–35 letters and digits, BACEN API Pix `TxId`). */
export function isChargeTxid(txid: string): boolean {
  return txid.length > MAX_STATIC_TXID_LENGTH && isValidTxid(txid, MAX_TXID_LENGTH);
}

/** The payload input lote builds for `pix.key`; a charge txid stays out of the static QR. */
function keyPayloadInput(input: BoletoInput, pix: PixFields): PixPayloadInput {
  const out: PixPayloadInput = {
    key: pix.key,
    merchant_name: derived(pix.merchant_name, input.beneficiary.name, MAX_NAME_LENGTH) ?? "",
    merchant_city: derived(pix.merchant_city, input.beneficiary.address?.city, MAX_CITY_LENGTH) ?? "",
    amount_cents: input.amount_cents,
  };
  if (pix.txid !== undefined && !(isChargeTxid(pix.txid) && chargeTxidForm(input.bank_code)?.test(pix.txid)))
    out.txid = pix.txid;
  return out;
}

/**
 * Problems of the `pix` field of a structurally valid input: exactly one of `emv` and `key`; a
 * valid BR Code whose amount (when it has one) equals `amount_cents`; or a key, txid, name and city
 * a BR Code can carry.
 *
 * @example checkBolepix({ ...input, pix: { emv: "000201…" } }) // [] or [{ code: "PIX_AMOUNT_MISMATCH", … }]
 */
export function checkBolepix(input: BoletoInput): Issue[] {
  const pix = input.pix as PixFields | undefined;
  if (pix === undefined) return [];
  const hasEmv = pix.emv !== undefined;
  if (hasEmv === (pix.key !== undefined)) {
    return [
      {
        code: "PIX_EMV_OR_KEY",
        path: ["pix"],
        message: "pix needs exactly one of emv (from the bank) and key",
      },
    ];
  }
  if (hasEmv) {
    const extra = (["txid", "merchant_name", "merchant_city"] as const).find((k) => pix[k] !== undefined);
    if (extra !== undefined) {
      return [
        {
          code: "PIX_EMV_OR_KEY",
          path: ["pix", extra],
          message: `pix.${extra} only applies with pix.key, not with pix.emv`,
        },
      ];
    }
    try {
      const parsed = parsePixPayload(pix.emv as string);
      if (parsed.amount_cents !== null && parsed.amount_cents !== input.amount_cents) {
        return [
          {
            code: "PIX_AMOUNT_MISMATCH",
            path: ["pix", "emv"],
            message: `the BR Code's amount is ${parsed.amount_cents} centavos but amount_cents is ${input.amount_cents}`,
          },
        ];
      }
      return [];
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      return e.issues.map((i) => ({
        ...i,
        path: ["pix", "emv", ...i.path],
        message: `pix.emv: ${i.message}`,
      }));
    }
  }
  if (pix.txid !== undefined && isChargeTxid(pix.txid) && !chargeTxidForm(input.bank_code)?.test(pix.txid)) {
    return [
      {
        code: "PIX_INVALID_TXID",
        path: ["pix", "txid"],
        message: `pix.txid of ${pix.txid.length} characters is a charge txid (26 to 35), which bank ${input.bank_code}'s remessa does not register; the static BR Code lote prints takes 1 to ${MAX_STATIC_TXID_LENGTH} letters and digits`,
      },
    ];
  }
  return checkPixPayloadInput(keyPayloadInput(input, pix)).map((i) => {
    const field = i.path[0];
    if (field === "amount_cents") return i;
    if (field === "merchant_name" && pix.merchant_name === undefined) {
      return {
        ...i,
        path: ["pix", "merchant_name"],
        message: "pix.merchant_name is required: the beneficiary name has no printable character",
      };
    }
    if (field === "merchant_city" && pix.merchant_city === undefined) {
      return {
        ...i,
        path: ["pix", "merchant_city"],
        message: "pix.merchant_city is required when the beneficiary has no address city",
      };
    }
    return { ...i, path: ["pix", ...i.path], message: `pix.${i.message}` };
  });
}

/**
 * The BR Code to print for an input {@link checkBolepix} accepted: the bank's EMV as given, or the
 * one built from the key.
 *
 * @example bolepixPayload({ ...input, pix: { key: "+5511999998888" } }) // "000201…6304ABCD"
 */
export function bolepixPayload(input: BoletoInput): string | undefined {
  const pix = input.pix as PixFields | undefined;
  if (pix === undefined) return undefined;
  if (pix.emv !== undefined) return pix.emv;
  return encodeCheckedPixPayload(keyPayloadInput(input, pix));
}
