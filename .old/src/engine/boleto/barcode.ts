/**
 * The bank-independent layout of a boleto de cobrança (FEBRABAN, "Layout padrão de boletos de
 * pagamento / código de barras"):
 *
 * barcode, 44 digits: bank (1–3) · currency 9 (4) · general DV (5) · fator (6–9) · amount (10–19)
 * · campo livre (20–44).
 *
 * linha digitável, 47 digits, five fields:
 * 1. bank · currency · campo livre 1–5 · DV (mod 10)       → 10 digits, printed `BBBMC.CCCCD`
 * 2. campo livre 6–15 · DV (mod 10)                        → 11 digits, printed `CCCCC.CCCCCD`
 * 3. campo livre 16–25 · DV (mod 10)                       → 11 digits, printed `CCCCC.CCCCCD`
 * 4. the barcode's general DV                              →  1 digit
 * 5. fator · amount                                        → 14 digits
 */

import { barcodeCheckDigit, mod10 } from "../math/check-digits";

const DIGITS = "0123456789";

/**
 * Builds the 44-digit barcode, computing the general check digit.
 *
 * @example
 * assembleBarcode("001", "6846", "0000224674", "0000001474166000000032817")
 * // "00191684600002246740000001474166000000032817"
 */
export function assembleBarcode(
  bankCode: string,
  factor: string,
  amount10: string,
  freeField: string,
): string {
  const head = `${bankCode}9`;
  const tail = factor + amount10 + freeField;
  return head + barcodeCheckDigit(head + tail) + tail;
}

/**
 * The general check digit the barcode should carry (computed over the 43 other digits).
 *
 * @example expectedGeneralDigit("00191684600002246740000001474166000000032817") // "1"
 */
export function expectedGeneralDigit(barcode: string): string {
  return barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5));
}

/**
 * The 47-digit linha digitável of a 44-digit barcode (digits only).
 *
 * @example
 * barcodeToDigitableLine("00191684600002246740000001474166000000032817")
 * // "00190000090147416600400000328179168460000224674"
 */
export function barcodeToDigitableLine(barcode: string): string {
  const f1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const f2 = barcode.slice(24, 34);
  const f3 = barcode.slice(34, 44);
  return (
    f1 +
    DIGITS[mod10(f1)] +
    f2 +
    DIGITS[mod10(f2)] +
    f3 +
    DIGITS[mod10(f3)] +
    barcode[4] + // general DV
    barcode.slice(5, 19) // fator + amount
  );
}

/**
 * The 44-digit barcode a 47-digit linha digitável encodes (no check-digit verification).
 *
 * @example
 * digitableLineToBarcode("00190000090147416600400000328179168460000224674")
 * // "00191684600002246740000001474166000000032817"
 */
export function digitableLineToBarcode(line: string): string {
  return (
    line.slice(0, 4) +
    line[32] + // general DV
    line.slice(33, 47) + // fator + amount
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31)
  );
}

/**
 * Check digits of fields 1–3 that a 47-digit linha digitável should carry.
 *
 * @example fieldCheckDigits("00190000090147416600400000328179168460000224674") // ["9", "4", "9"]
 */
export function fieldCheckDigits(line: string): [string, string, string] {
  return [
    DIGITS[mod10(line.slice(0, 9))] as string,
    DIGITS[mod10(line.slice(10, 20))] as string,
    DIGITS[mod10(line.slice(21, 31))] as string,
  ];
}

/**
 * Prints a 47-digit linha digitável the way the slip shows it.
 *
 * @example
 * formatDigitableLine("00190000090147416600400000328179168460000224674")
 * // "00190.00009 01474.166004 00000.328179 1 68460000224674"
 */
export function formatDigitableLine(line: string): string {
  return (
    `${line.slice(0, 5)}.${line.slice(5, 10)} ` +
    `${line.slice(10, 15)}.${line.slice(15, 21)} ` +
    `${line.slice(21, 26)}.${line.slice(26, 32)} ` +
    `${line[32]} ${line.slice(33)}`
  );
}
