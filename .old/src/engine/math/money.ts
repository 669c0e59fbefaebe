/**
 * Money is an integer number of centavos. The barcode's amount field has 10 digits (8 for reais,
 * 2 for centavos), so the largest amount a boleto can carry is R$ 99.999.999,99. Nothing here
 * rounds: an amount that does not fit or is not a whole number of centavos is rejected.
 */

/** Largest amount a boleto can carry: 10 digits of centavos. */
export const MAX_AMOUNT_CENTS = 9_999_999_999;

/**
 * True for an integer number of centavos from 0 to {@link MAX_AMOUNT_CENTS}.
 *
 * @example isValidAmountCents(224674) // true
 * @example isValidAmountCents(10.5) // false
 */
export function isValidAmountCents(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT_CENTS;
}

/**
 * The 10-digit amount field of the barcode. The caller has validated `cents`.
 *
 * @example amountField(224674) // "0000224674"
 */
export function amountField(cents: number): string {
  const s = String(cents);
  return s.length >= 10 ? s : "0000000000".slice(s.length) + s;
}

/**
 * Parses a 10-digit amount field back to centavos.
 *
 * @example amountFromField("0000224674") // 224674
 */
export function amountFromField(field: string): number {
  return Number(field);
}

/**
 * Centavos as a decimal string with a dot and two decimals, as PIX field 54 carries it.
 *
 * @example centsToDecimal(1000) // "10.00"
 * @example centsToDecimal(5) // "0.05"
 */
export function centsToDecimal(cents: number): string {
  const reais = Math.floor(cents / 100);
  const rest = cents - reais * 100;
  return `${reais}.${rest < 10 ? "0" : ""}${rest}`;
}

/**
 * Parses a decimal amount (`"10"`, `"10.5"`, `"10.50"`) to centavos without floating point, or
 * `undefined` when it is not a plain non-negative decimal with at most two decimals or does not fit
 * in {@link MAX_AMOUNT_CENTS}.
 *
 * @example decimalToCents("100.00") // 10000
 * @example decimalToCents("1.005") // undefined (would need rounding)
 */
export function decimalToCents(text: string): number | undefined {
  const dot = text.indexOf(".");
  const whole = dot === -1 ? text : text.slice(0, dot);
  const frac = dot === -1 ? "" : text.slice(dot + 1);
  if (whole.length === 0 || whole.length > 8 || frac.length > 2 || (dot !== -1 && frac.length === 0))
    return undefined;
  for (const part of [whole, frac]) {
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      if (c < 48 || c > 57) return undefined;
    }
  }
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/**
 * Centavos in Brazilian notation for printing, without the currency sign.
 *
 * @example formatBrl(224674) // "2.246,74"
 */
export function formatBrl(cents: number): string {
  const reais = String(Math.floor(cents / 100));
  const rest = cents % 100;
  let grouped = "";
  for (let i = 0; i < reais.length; i++) {
    if (i > 0 && (reais.length - i) % 3 === 0) grouped += ".";
    grouped += reais[i];
  }
  return `${grouped},${rest < 10 ? "0" : ""}${rest}`;
}
