/**
 * Interleaved 2 of 5 for the 44-digit boleto barcode, as a list of bars in module units.
 *
 * Dimensions (sources):
 * - FEBRABAN, "Layout Padrão de Arrecadação/Recebimento com Utilização do Código de Barras", §3
 *   (aspectos técnicos), and the banks' printing specifications derived from it (e.g. Banco do
 *   Brasil, "Especificações Técnicas para Confecção de Boleto de Cobrança", §2): symbology
 *   Interleaved 2 of 5, 44 digits, about 103 mm long and 13 mm tall, wide:narrow 3:1, printed at
 *   the bottom left of the ficha de compensação with blank quiet zones on both sides.
 * - ISO/IEC 16390 (ITF): start = narrow bar, narrow space, narrow bar, narrow space; stop = wide
 *   bar, narrow space, narrow bar; quiet zone at least 10 narrow modules.
 *
 * Derivation of the narrow bar X: a digit pair takes 2×(2 wide + 3 narrow) = 4·3 + 6·1 = 18 X, so
 * 22 pairs are 396 X, plus start (4 X) and stop (3 + 1 + 1 = 5 X) = 405 X. 103 mm / 405 = 0.2543 mm,
 * so X = 0.254 mm = 0.01 in = 0.72 pt exactly, and the symbol is 102.87 mm long. Using exactly
 * 1/100 inch puts every bar edge on a whole device pixel at 100, 200, 300 and 600 dpi, which is
 * what lets a rasterised page (and a cheap office scanner) read it at the first try.
 */

import { EngineError } from "../errors";

/** Narrow module X in points (0.254 mm = 1/100 in). */
export const I25_NARROW_PT = 0.72;
/** Wide:narrow ratio (FEBRABAN 3:1). */
export const I25_RATIO = 3;
/** Bar height in points (13 mm). */
export const I25_HEIGHT_PT = (13 / 25.4) * 72;
/** Quiet zone kept blank on each side, in points: 5 mm, more than ISO's 10 X (2.54 mm). */
export const I25_QUIET_PT = (5 / 25.4) * 72;
/** Total modules of a 44-digit symbol. */
export const I25_MODULES_44 = 405;

/** Wide (1) / narrow (0) pattern of each digit's five elements, ISO/IEC 16390 table 1. */
const PATTERNS = ["00110", "10001", "01001", "11000", "00101", "10100", "01100", "00011", "10010", "01010"];

/**
 * The bars of the I2/5 symbol for `digits` (even count), as a flat list `[x0, w0, x1, w1, …]` in
 * narrow-module units from the left edge of the start pattern. Spaces are the gaps between bars.
 *
 * @example
 * const bars = i25Bars("00191684600002246740000001474166000000032817");
 * bars.slice(0, 4) // [0, 1, 2, 1] — the start pattern's two narrow bars
 */
export function i25Bars(digits: string): number[] {
  if (typeof digits !== "string" || !/^\d*$/.test(digits) || digits.length % 2 !== 0) {
    throw new EngineError({
      code: "INVALID_ARGUMENT",
      path: ["digits"],
      message: "I2/5 needs a string of an even number of digits",
    });
  }
  const bars: number[] = [0, 1, 2, 1]; // start: bar, space, bar, space (all narrow)
  let x = 4;
  for (let i = 0; i < digits.length; i += 2) {
    const barPattern = PATTERNS[digits.charCodeAt(i) - 48]!;
    const spacePattern = PATTERNS[digits.charCodeAt(i + 1) - 48]!;
    for (let k = 0; k < 5; k++) {
      const bw = barPattern[k] === "1" ? I25_RATIO : 1;
      bars.push(x, bw);
      x += bw + (spacePattern[k] === "1" ? I25_RATIO : 1);
    }
  }
  bars.push(x, I25_RATIO, x + I25_RATIO + 1, 1); // stop: wide bar, narrow space, narrow bar
  return bars;
}

/** Total width in modules of the symbol whose bars are `bars` (see {@link i25Bars}). */
export function i25Width(bars: readonly number[]): number {
  const n = bars.length;
  return n === 0 ? 0 : bars[n - 2]! + bars[n - 1]!;
}
