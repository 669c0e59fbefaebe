/**
 * Text normalisation shared by CNAB (ASCII upper case) and rendering (WinAnsi-safe text).
 * Pure functions, no locale dependence.
 */

const EXTRA: Record<string, string> = {
  ß: "ss",
  Æ: "AE",
  æ: "ae",
  Ø: "O",
  ø: "o",
  Œ: "OE",
  œ: "oe",
  Ð: "D",
  ð: "d",
  Þ: "TH",
  þ: "th",
  Ł: "L",
  ł: "l",
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
  "\u00BA": "o",
  "\u00AA": "a",
};

/**
 * Removes diacritics and maps common typographic characters to ASCII.
 *
 * @example stripAccents("José Conceição") // "Jose Conceicao"
 */
export function stripAccents(s: string): string {
  let out = "";
  for (const ch of s.normalize("NFD")) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x300 && code <= 0x36f) continue; // combining marks
    out += EXTRA[ch] ?? ch;
  }
  return out;
}

/**
 * Text for a CNAB alphanumeric field: accents transliterated, upper case, control characters and
 * line breaks replaced by spaces, anything outside printable ASCII replaced by a space, runs of
 * spaces kept (positions matter).
 *
 * @example toCnabText("José\r\nda Silva") // "JOSE  DA SILVA"
 */
export function toCnabText(s: string): string {
  const ascii = stripAccents(s).toUpperCase();
  let out = "";
  for (const ch of ascii) {
    const c = ch.codePointAt(0) ?? 0;
    out += c >= 0x20 && c < 0x7f ? ch : " ";
  }
  return out;
}

/** Keeps only the digits of `s`. @example onlyDigits("12.345-678") // "12345678" */
export function onlyDigits(s: string): string {
  return s.replace(/\D+/g, "");
}

/**
 * Code points that Windows-1252 (the PDF `WinAnsiEncoding` of the standard fonts) puts in bytes
 * 0x80–0x9F, where Latin-1 has control characters. Everything else it encodes is printable ASCII
 * (0x20–0x7E) or Latin-1 (0xA0–0xFF) at its own code point. Source: PDF 32000-1:2008 Annex D.2.
 */
const WIN_ANSI_HIGH: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

/**
 * The WinAnsiEncoding byte of code point `cp`, or -1 when the standard PDF fonts cannot draw it.
 *
 * @example winAnsiByte(0xe7) // 0xe7 ("ç"); winAnsiByte(0x20ac) // 0x80 ("€"); winAnsiByte(0x142) // -1 ("ł")
 */
export function winAnsiByte(cp: number): number {
  if ((cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp <= 0xff)) return cp;
  return WIN_ANSI_HIGH.get(cp) ?? -1;
}
