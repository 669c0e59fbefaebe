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
