/**
 * Reading any code a Brazilian payer can present: a boleto de cobrança of any bank (44-digit
 * barcode, 47-digit linha digitável) or an arrecadação / convênio code (starts with 8; 44-digit
 * barcode, 48-digit linha digitável). What a payer's bank app does before it accepts a code.
 */

import { EngineError } from "../errors";
import type { EngineClock } from "../types";
import { type ParsedArrecadacaoCode, parseArrecadacaoCode } from "./arrecadacao";
import { type ParsedBoletoCode, parseBoletoCode, stripPunctuation } from "./parse";

/** A boleto de cobrança, tagged. */
export type ParsedCobrancaCode = { type: "boleto" } & ParsedBoletoCode;

/** What any payment code says: `type` tells which kind it is. */
export type ParsedPaymentCode = ParsedCobrancaCode | ParsedArrecadacaoCode;

/**
 * Parses any payment code, with or without punctuation. Codes starting with 8 of 44 or 48 digits
 * are arrecadação ({@link parseArrecadacaoCode}); everything else is read as a boleto de cobrança
 * ({@link parseBoletoCode}, whatever the bank). Throws an {@link EngineError} listing every
 * problem: `INVALID_CHARACTERS`, `INVALID_LENGTH` (44, 47 or 48 digits), `INVALID_VALUE_TYPE`,
 * `INVALID_CHECK_DIGIT` (with the field's path), `UNSUPPORTED_CURRENCY`, the fator errors.
 *
 * @example parsePaymentCode("83860000005096000190000008017823000034306271", { today: "2025-01-01" })
 * // { type: "arrecadacao", segment: "3", amount_cents: 50960, company_id: "0019", … }
 * @example parsePaymentCode("00190.00009 01474.166004 00000.328179 1 68460000224674", { today: "2016-07-01" })
 * // { type: "boleto", bank_code: "001", due_date: "2016-07-05", amount_cents: 224674, … }
 */
export function parsePaymentCode(code: string, clock: EngineClock): ParsedPaymentCode {
  const digits = typeof code === "string" ? stripPunctuation(code) : undefined;
  if (digits === undefined) {
    throw new EngineError({
      code: "INVALID_CHARACTERS",
      path: [],
      message: "a payment code may contain only digits, spaces, dots and hyphens",
    });
  }
  if (digits[0] === "8" && (digits.length === 44 || digits.length === 48))
    return parseArrecadacaoCode(digits);
  if (digits.length !== 44 && digits.length !== 47) {
    throw new EngineError({
      code: "INVALID_LENGTH",
      path: [],
      message: `a barcode has 44 digits, a boleto's linha digitável 47 and an arrecadação linha 48; got ${digits.length}`,
    });
  }
  return { type: "boleto", ...parseBoletoCode(digits, clock) };
}
