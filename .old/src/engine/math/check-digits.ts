/**
 * Check-digit arithmetic shared by every bank: módulo 10, módulo 11 (and the mappings banks apply
 * to its residue), the general barcode check digit, the left-to-right weighted residue used by
 * Sicoob and the Banrisul "duplo dígito".
 *
 * Sources: FEBRABAN "Layout padrão de boletos de pagamento" (código de barras, DV geral módulo 11
 * pesos 2–9; campos da linha digitável módulo 10 pesos 2–1) and the bank manuals cited in each
 * `banks/<code>-<slug>/boleto.ts`.
 *
 * Hot path: these run several times per boleto, so they walk the string with `charCodeAt` and never
 * allocate. Callers pass digit-only strings (validated before); a non-digit gives a garbage digit,
 * never an exception.
 */

/**
 * Módulo 10 (FEBRABAN): weights 2,1,2,1… from the rightmost digit, two-digit products summed digit
 * by digit, DV = (10 − sum mod 10) mod 10.
 *
 * @example mod10("001900000") // 9 (field 1 of a Banco do Brasil linha digitável)
 */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = (digits.charCodeAt(i) - 48) * weight;
    sum += product > 9 ? product - 9 : product; // digit sum of a two-digit product
    weight = weight === 2 ? 1 : 2;
  }
  const rest = sum % 10;
  return rest === 0 ? 0 : 10 - rest;
}

/**
 * Σ digit × weight mod 11 with weights 2, 3, …, `maxWeight`, 2, 3, … applied from the rightmost
 * digit. Every bank's "módulo 11" starts from this residue.
 *
 * @example mod11Residue("0900001094179", 7) // 6 (Bradesco: DV = 11 − 6 = 5)
 */
export function mod11Residue(digits: string, maxWeight = 9): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  return sum % 11;
}

/** How a bank maps the two results of `11 − residue` that are not a single digit. */
export interface Mod11Options {
  /** Highest weight before the cycle restarts at 2 (9 for most banks, 7 for Bradesco/Banrisul). */
  maxWeight?: number;
  /** Printed digit when 11 − residue = 11 (residue 0). Default `"0"`. */
  whenEleven?: string;
  /** Printed digit when 11 − residue = 10 (residue 1). Default `"0"`. */
  whenTen?: string;
}

const DIGIT_CHARS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/**
 * Módulo 11 check digit `11 − residue`, with the bank's mapping for 10 and 11.
 *
 * @example mod11Digit("14741660000000328", { whenTen: "X" }) // "4" (Banco do Brasil nosso número)
 * @example mod11Digit("0600000000525", { maxWeight: 7, whenTen: "P" }) // "P" (Bradesco)
 */
export function mod11Digit(digits: string, options: Mod11Options = {}): string {
  const residue = mod11Residue(digits, options.maxWeight ?? 9);
  if (residue === 0) return options.whenEleven ?? "0";
  if (residue === 1) return options.whenTen ?? "0";
  return DIGIT_CHARS[11 - residue] as string;
}

/**
 * The general check digit of a 44-digit barcode (position 5), computed over the other 43 digits:
 * módulo 11, weights 2–9, and 0, 10 or 11 all become 1 (a barcode DV is never 0).
 *
 * @example barcodeCheckDigit("0019684600002246740000001474166000000032817") // "1"
 */
export function barcodeCheckDigit(digits43: string): string {
  return mod11Digit(digits43, { whenEleven: "1", whenTen: "1" });
}

/**
 * Σ digit × weight mod 11 with `weights` repeated from the LEFTMOST digit (Sicoob's "3197" rule).
 *
 * @example weightedResidueLeft("432700002293850000002", [3, 1, 9, 7]) // 7 (Sicoob: DV = 11 − 7 = 4)
 */
export function weightedResidueLeft(digits: string, weights: readonly number[]): number {
  let sum = 0;
  let w = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += (digits.charCodeAt(i) - 48) * (weights[w] as number);
    w = w + 1 === weights.length ? 0 : w + 1;
  }
  return sum % 11;
}

/**
 * Banrisul "Número de Controle" (duplo dígito): D1 = módulo 10; D2 = módulo 11 (weights 2–7) over
 * the number followed by D1. Residue 1 is not allowed for D2: D1 is incremented (9 wraps to 0) and
 * D2 recomputed until it is not; residue 0 gives D2 = 0, otherwise D2 = 11 − residue.
 *
 * @example doubleCheckDigit("22832563") // "51"
 */
export function doubleCheckDigit(digits: string): string {
  let d1 = mod10(digits);
  for (;;) {
    const residue = mod11Residue(digits + DIGIT_CHARS[d1], 7);
    if (residue === 1) {
      d1 = d1 === 9 ? 0 : d1 + 1;
      continue;
    }
    return `${d1}${residue === 0 ? 0 : 11 - residue}`;
  }
}

/**
 * True when `s` is a non-empty string of ASCII digits. Cheaper than a regex in the hot path.
 *
 * @example isDigits("0123") // true
 */
export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * Left-pads a digit string with zeros to `width` (never truncates: callers validate lengths first).
 *
 * @example padDigits("328", 10) // "0000000328"
 */
export function padDigits(s: string, width: number): string {
  return s.length >= width ? s : "0".repeat(width - s.length) + s;
}
