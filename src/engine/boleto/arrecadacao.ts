/**
 * Reading arrecadação / convênio codes (utility bills, taxes, fines): the codes that start with 8.
 *
 * Source: FEBRABAN, "Layout Padrão de Arrecadação/Recebimento com Utilização do Código de Barras"
 * (versão 04). Barcode, 44 digits:
 *
 *   1 product `8` · 2 segment · 3 value type · 4 general DV · 5–15 amount or reference ·
 *   16–19 company/órgão code (segment 6: 16–23, the first 8 digits of the CNPJ) · the rest free.
 *
 * Value type 6 and 7 check with módulo 10, 8 and 9 with módulo 11 (weights 2–9 from the right,
 * 11 − resto, resto 0 or 1 → 0); 6 and 8 carry the amount in centavos, 7 and 9 a reference
 * (quantidade de moeda). The linha digitável is the barcode in four blocks of 11 digits, each
 * followed by its own DV in the same modulus: 48 digits.
 */

import { EngineError, type Issue } from "../errors";
import { mod10, mod11Digit } from "../math/check-digits";

/** What an arrecadação code says. */
export interface ParsedArrecadacaoCode {
  type: "arrecadacao";
  input_kind: "barcode" | "digitable_line";
  /** Barcode position 2. */
  segment: string;
  /** FEBRABAN's name of the segment, or `null` for an unassigned one. */
  segment_name: string | null;
  /** Barcode position 3: `6`–`9`. */
  value_type: string;
  /** `amount` (value types 6 and 8) or `reference` (7 and 9: quantidade de moeda). */
  value_kind: "amount" | "reference";
  /** Modulus of every check digit of the code: 10 (value types 6, 7) or 11 (8, 9). */
  check_modulus: 10 | 11;
  /** Positions 5–15 in centavos when `value_kind` is `amount`, else `null`. */
  amount_cents: number | null;
  /** Positions 5–15 as written when `value_kind` is `reference`, else `null`. */
  reference: string | null;
  /** Company / órgão code: 4 digits, or the first 8 digits of the CNPJ for segment 6. */
  company_id: string;
  company_id_kind: "febraban" | "cnpj";
  /** What follows the company code (25 digits, or 21 for segment 6). */
  free_field: string;
  barcode: string;
  digitable_line: string;
  /** Four blocks `XXXXXXXXXXX-D`, separated by spaces. */
  digitable_line_formatted: string;
}

const SEGMENTS: Readonly<Record<string, string>> = {
  "1": "prefeituras",
  "2": "saneamento",
  "3": "energia elétrica e gás",
  "4": "telecomunicações",
  "5": "órgãos governamentais",
  "6": "carnês e assemelhados ou demais empresas / órgãos identificados pelo CNPJ",
  "7": "multas de trânsito",
  "9": "uso exclusivo do banco",
};

/** The check digit of `digits` in the code's modulus. */
function checkDigit(digits: string, modulus: 10 | 11): string {
  return modulus === 10 ? String(mod10(digits)) : mod11Digit(digits);
}

/**
 * The 48-digit linha digitável of a 44-digit arrecadação barcode.
 *
 * @example arrecadacaoLine("82650000011314400081709240000000220210400001")
 * // "826500000110314400081704924000000027202104000015"
 */
export function arrecadacaoLine(barcode: string): string {
  const modulus = barcode[2] === "8" || barcode[2] === "9" ? 11 : 10;
  let out = "";
  for (let b = 0; b < 4; b++) {
    const block = barcode.slice(b * 11, b * 11 + 11);
    out += block + checkDigit(block, modulus);
  }
  return out;
}

function issue(code: string, path: string[], message: string): Issue {
  return { code, path, message };
}

/**
 * Parses a 44-digit arrecadação barcode or 48-digit linha digitável (digits only; the caller strips
 * punctuation). Throws an {@link EngineError} with every problem: `INVALID_VALUE_TYPE`
 * (`["value_type"]`) or `INVALID_CHECK_DIGIT` with path `["block_1"]` … `["block_4"]` or
 * `["general_check_digit"]`.
 *
 * @example parseArrecadacaoCode("83860000005096000190000008017823000034306271").amount_cents // 50960
 */
export function parseArrecadacaoCode(digits: string): ParsedArrecadacaoCode {
  const inputKind = digits.length === 48 ? "digitable_line" : "barcode";
  const valueType = digits[2] as string;
  if (valueType < "6" || valueType > "9") {
    throw new EngineError(
      issue(
        "INVALID_VALUE_TYPE",
        ["value_type"],
        `position 3 (value type) is ${valueType}; FEBRABAN defines 6, 7 (módulo 10) and 8, 9 (módulo 11)`,
      ),
    );
  }
  const modulus = valueType === "6" || valueType === "7" ? 10 : 11;
  const issues: Issue[] = [];
  let barcode = digits;
  if (inputKind === "digitable_line") {
    barcode = "";
    for (let b = 0; b < 4; b++) {
      const block = digits.slice(b * 12, b * 12 + 11);
      const found = digits[b * 12 + 11] as string;
      const expected = checkDigit(block, modulus);
      if (found !== expected) {
        issues.push(
          issue(
            "INVALID_CHECK_DIGIT",
            [`block_${b + 1}`],
            `check digit of block ${b + 1} of the linha digitável is ${found}, expected ${expected}`,
          ),
        );
      }
      barcode += block;
    }
  }
  const general = checkDigit(barcode.slice(0, 3) + barcode.slice(4), modulus);
  if (barcode[3] !== general) {
    issues.push(
      issue(
        "INVALID_CHECK_DIGIT",
        ["general_check_digit"],
        `general check digit is ${barcode[3]}, expected ${general}`,
      ),
    );
  }
  if (issues.length > 0) throw new EngineError(issues);

  const segment = barcode[1] as string;
  const byCnpj = segment === "6";
  const value = barcode.slice(4, 15);
  const isAmount = valueType === "6" || valueType === "8";
  const line = inputKind === "digitable_line" ? digits : arrecadacaoLine(barcode);
  return {
    type: "arrecadacao",
    input_kind: inputKind,
    segment,
    segment_name: SEGMENTS[segment] ?? null,
    value_type: valueType,
    value_kind: isAmount ? "amount" : "reference",
    check_modulus: modulus,
    amount_cents: isAmount ? Number(value) : null,
    reference: isAmount ? null : value,
    company_id: barcode.slice(15, byCnpj ? 23 : 19),
    company_id_kind: byCnpj ? "cnpj" : "febraban",
    free_field: barcode.slice(byCnpj ? 23 : 19),
    barcode,
    digitable_line: line,
    digitable_line_formatted: [0, 1, 2, 3]
      .map((b) => `${line.slice(b * 12, b * 12 + 11)}-${line[b * 12 + 11]}`)
      .join(" "),
  };
}
