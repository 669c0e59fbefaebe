/**
 * Reading a boleto de cobrança back from its barcode or linha digitável: what a payer's bank app
 * does before it accepts a slip. Every check digit is verified and each wrong one is reported with
 * the field it belongs to. This reader knows no bank (it names none: `bank_name` is null), so a
 * bank's own module may use it; `parseBoletoCode` (./parse.ts) adds the bank's name.
 */

import { EngineError, type Issue } from "../errors";
import { decodeDueFactor } from "../math/due-factor";
import { amountFromField } from "../math/money";
import type { EngineClock, IsoDate } from "../types";
import {
  barcodeToDigitableLine,
  digitableLineToBarcode,
  expectedGeneralDigit,
  fieldCheckDigits,
  formatDigitableLine,
} from "./barcode";

/** What a barcode or linha digitável says. */
export interface ParsedBoletoCode {
  /** Which form the caller passed. */
  input_kind: "barcode" | "digitable_line";
  bank_code: string;
  /** Name of the bank when lote knows it, else `null` (any bank's slip can be read). */
  bank_name: string | null;
  /** Currency code, `"9"` (real). */
  currency_code: string;
  /** 4-digit fator de vencimento as written. */
  due_factor: string;
  /** Due date resolved around `today`, or `null` for factor 0000. */
  due_date: IsoDate | null;
  amount_cents: number;
  /** 25-digit campo livre. */
  free_field: string;
  barcode: string;
  digitable_line: string;
  digitable_line_formatted: string;
}

const FIELD_NAMES = ["field 1", "field 2", "field 3"] as const;

/**
 * Keeps the digits; `.`, `-` and whitespace are punctuation; anything else gives `undefined`.
 *
 * @example stripPunctuation("00190.00009 01474") // "001900000901474"
 */
export function stripPunctuation(code: string): string | undefined {
  let out = "";
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c >= 48 && c <= 57) out += code[i];
    else if (c !== 46 && c !== 45 && c !== 32 && c !== 9 && c !== 10 && c !== 13) return undefined;
  }
  return out;
}

function issue(code: string, path: string[], message: string): Issue {
  return { code, path, message };
}

/**
 * Parses a 44-digit barcode or a 47-digit linha digitável, with or without punctuation. Throws an
 * {@link EngineError} listing every problem: `INVALID_CHARACTERS`, `INVALID_LENGTH`,
 * `UNSUPPORTED_CODE_TYPE` (arrecadação/convênio slips, which start with 8), `UNSUPPORTED_CURRENCY`,
 * `INVALID_CHECK_DIGIT` with path `["field_1"]`, `["field_2"]`, `["field_3"]` or
 * `["general_check_digit"]`, and the due-factor errors of {@link decodeDueFactor}.
 *
 * @example
 * parseBoletoCode("00190.00009 01474.166004 00000.328179 1 68460000224674", { today: "2016-07-01" })
 * // { bank_code: "001", due_date: "2016-07-05", amount_cents: 224674, … }
 */
export function readBoletoCode(code: string, clock: EngineClock): ParsedBoletoCode {
  const digits = typeof code === "string" ? stripPunctuation(code) : undefined;
  if (digits === undefined) {
    throw new EngineError(
      issue("INVALID_CHARACTERS", [], "a boleto code may contain only digits, spaces, dots and hyphens"),
    );
  }
  if (digits[0] === "8" && (digits.length === 44 || digits.length === 48)) {
    throw new EngineError(
      issue(
        "UNSUPPORTED_CODE_TYPE",
        [],
        "codes starting with 8 are arrecadação/convênio slips, not boletos de cobrança",
      ),
    );
  }
  if (digits.length !== 44 && digits.length !== 47) {
    throw new EngineError(
      issue("INVALID_LENGTH", [], `a barcode has 44 digits and a linha digitável 47; got ${digits.length}`),
    );
  }

  const issues: Issue[] = [];
  const inputKind = digits.length === 44 ? "barcode" : "digitable_line";
  let barcode: string;
  if (inputKind === "digitable_line") {
    const expected = fieldCheckDigits(digits);
    const positions = [9, 20, 31];
    for (let f = 0; f < 3; f++) {
      const found = digits[positions[f] as number];
      if (found !== expected[f]) {
        issues.push(
          issue(
            "INVALID_CHECK_DIGIT",
            [`field_${f + 1}`],
            `check digit of ${FIELD_NAMES[f]} of the linha digitável is ${found}, expected ${expected[f]}`,
          ),
        );
      }
    }
    barcode = digitableLineToBarcode(digits);
  } else {
    barcode = digits;
  }

  const general = expectedGeneralDigit(barcode);
  if (barcode[4] !== general) {
    issues.push(
      issue(
        "INVALID_CHECK_DIGIT",
        ["general_check_digit"],
        `general check digit is ${barcode[4]}, expected ${general}`,
      ),
    );
  }
  if (barcode[3] !== "9") {
    issues.push(
      issue(
        "UNSUPPORTED_CURRENCY",
        ["currency_code"],
        `currency code is ${barcode[3]}; only 9 (real) is supported`,
      ),
    );
  }

  const dueFactorText = barcode.slice(5, 9);
  let dueDate: IsoDate | null = null;
  try {
    // A missing or malformed clock becomes an INVALID_DATE issue, not a TypeError.
    const today = typeof clock?.today === "string" ? clock.today : "";
    dueDate = decodeDueFactor(dueFactorText, today);
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    issues.push(...e.issues);
  }
  if (issues.length > 0) throw new EngineError(issues);

  const line = inputKind === "digitable_line" ? digits : barcodeToDigitableLine(barcode);
  const bankCode = barcode.slice(0, 3);
  return {
    input_kind: inputKind,
    bank_code: bankCode,
    bank_name: null,
    currency_code: barcode[3] as string,
    due_factor: dueFactorText,
    due_date: dueDate,
    amount_cents: amountFromField(barcode.slice(9, 19)),
    free_field: barcode.slice(19),
    barcode,
    digitable_line: line,
    digitable_line_formatted: formatDigitableLine(line),
  };
}
