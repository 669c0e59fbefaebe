/**
 * A boleto code read without the bank registry: the engine's `parseBoletoCode` names the bank from
 * the registry, and the registry imports this bank, so checking Cora's codes with it would close an
 * import cycle (test/engine/layering.test.ts). The same checks, from the shared barcode math
 * (`boleto/barcode.ts`): length, the three field check digits of a linha, the general check digit,
 * currency 9. (A registry-free reader in `boleto/` would serve every bank that assigns codes;
 * proposed in the report.)
 */
import {
  barcodeToDigitableLine,
  digitableLineToBarcode,
  expectedGeneralDigit,
  fieldCheckDigits,
} from "../../../boleto/barcode";
import { amountFromField } from "../../../math/money";

export interface ReadCode {
  barcode: string;
  digitable_line: string;
  bank_code: string;
  due_factor: string;
  amount_cents: number;
  free_field: string;
}

/** One problem, its path below the code's own (e.g. `field_1`, `general_check_digit`). */
export interface ReadIssue {
  code: string;
  path: string[];
  message: string;
}

/**
 * The code's parts, or its problems (`INVALID_LENGTH`, `INVALID_CHECK_DIGIT`, `UNSUPPORTED_CURRENCY`).
 *
 * @example readCode("40390.00007 15551.751017 74578.909017 1 15030000008375").bank_code // "403"
 */
export function readCode(code: string): ReadCode | { issues: ReadIssue[] } {
  const digits = code.replace(/[.\-\s]/g, "");
  if (!/^\d+$/.test(digits) || (digits.length !== 44 && digits.length !== 47))
    return {
      issues: [
        { code: "INVALID_LENGTH", path: [], message: "a barcode has 44 digits, a linha digitável 47" },
      ],
    };
  const issues: ReadIssue[] = [];
  if (digits.length === 47) {
    const expected = fieldCheckDigits(digits);
    [9, 20, 31].forEach((at, f) => {
      if (digits[at] !== expected[f])
        issues.push({
          code: "INVALID_CHECK_DIGIT",
          path: [`field_${f + 1}`],
          message: `check digit of field ${f + 1} is ${digits[at]}, expected ${expected[f]}`,
        });
    });
  }
  const barcode = digits.length === 47 ? digitableLineToBarcode(digits) : digits;
  const general = expectedGeneralDigit(barcode);
  if (barcode[4] !== general)
    issues.push({
      code: "INVALID_CHECK_DIGIT",
      path: ["general_check_digit"],
      message: `general check digit is ${barcode[4]}, expected ${general}`,
    });
  if (barcode[3] !== "9")
    issues.push({
      code: "UNSUPPORTED_CURRENCY",
      path: ["currency_code"],
      message: `currency code ${barcode[3]}`,
    });
  if (issues.length > 0) return { issues };
  return {
    barcode,
    digitable_line: digits.length === 47 ? digits : barcodeToDigitableLine(barcode),
    bank_code: barcode.slice(0, 3),
    due_factor: barcode.slice(5, 9),
    amount_cents: amountFromField(barcode.slice(9, 19)),
    free_field: barcode.slice(19),
  };
}
