/**
 * Printable forms of text for a target character set: WinAnsi for the PDF's standard fonts,
 * printable ASCII for a PIX BR Code. A character the target has is kept as is; any other gets a
 * readable form when one exists, and is dropped (never replaced by `?`) when none does:
 *
 * 1. control characters and line/paragraph separators → a space;
 * 2. zero-width characters (ZWSP, ZWJ, BOM, word joiner, soft hyphen) → nothing;
 * 3. the look-alike table below (dashes, quotes, arrows, check marks, comparison signs);
 * 4. the letter without its accents (`ł` → `l`, `ő` → `o`, `ß` → `ss`, `æ` → `ae`);
 * 5. its Unicode compatibility form, NFKC (`ﬁ` → `fi`, `①` → `1`, full-width `Ａ` → `A`,
 *    `№` → `No`), itself transliterated;
 * 6. otherwise dropped: CJK ideographs, kana, hangul, emoji, other scripts and symbols print as
 *    nothing (a `李 Wei` payer prints `Wei`), never as `?`.
 *
 * WinAnsi has the em and en dash, the curly quotes, the ellipsis, the bullet, `€` and `™`, so a
 * PDF prints those as themselves; the ASCII target (BR Code) turns them into `-`, `"`, `...` and
 * `EUR`. docs/rendering.md ("Characters outside the standard fonts") lists the table.
 */
import { stripAccents, winAnsiByte } from "./text";

/** Readable forms of characters outside both targets (and, for ASCII, of WinAnsi's extras). */
const LOOKALIKE: Readonly<Record<string, string>> = {
  "\u2010": "-", // hyphen
  "\u2011": "-", // non-breaking hyphen
  "\u2012": "-", // figure dash
  "\u2013": "-", // en dash (ASCII target only; WinAnsi has it)
  "\u2014": "-", // em dash (ASCII target only)
  "\u2015": "-", // horizontal bar
  "\u2043": "-", // hyphen bullet
  "\u2212": "-", // minus sign
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'", // prime
  "\u2035": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u2033": '"', // double prime
  "\u2036": '"',
  "\u2039": "<",
  "\u203A": ">",
  "\u2026": "...",
  "\u2022": "*",
  "\u2023": "*",
  "\u25CF": "*",
  "\u25AA": "*",
  "\u25A0": "*",
  "\u2190": "<-",
  "\u2192": "->",
  "\u2194": "<->",
  "\u21D2": "=>",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "<>",
  "\u2248": "~",
  "\u2713": "", // check marks and ballot crosses carry no text
  "\u2714": "",
  "\u2705": "",
  "\u2715": "",
  "\u2716": "",
  "\u2717": "",
  "\u2718": "",
  "\u20AC": "EUR",
  "\u2122": "TM",
  "\u0131": "i", // dotless i
  "\u0110": "D",
  "\u0111": "d",
  "\u0126": "H",
  "\u0127": "h",
};

/** Zero-width and invisible formatting characters: removed, not spaced. */
const INVISIBLE = new Set([0x00ad, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);

function isSeparator(cp: number): boolean {
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || cp === 0x2028 || cp === 0x2029;
}

/** The readable form of one character that `fits` rejects (see the steps above). */
function readable(ch: string, cp: number, fits: (cp: number) => boolean, depth: number): string {
  if (isSeparator(cp)) return " ";
  if (INVISIBLE.has(cp)) return "";
  const table = LOOKALIKE[ch];
  if (table !== undefined && allFit(table, fits)) return table;
  const bare = stripAccents(ch);
  if (bare.length > 0 && bare !== ch && allFit(bare, fits)) return bare;
  if (depth === 0) {
    const compat = ch.normalize("NFKC");
    if (compat !== ch) return transliterateWith(compat, fits, depth + 1);
  }
  return "";
}

function allFit(s: string, fits: (cp: number) => boolean): boolean {
  for (const c of s) if (!fits(c.codePointAt(0) ?? 0)) return false;
  return true;
}

function transliterateWith(s: string, fits: (cp: number) => boolean, depth: number): string {
  let out = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    out += fits(cp) && !isSeparator(cp) ? ch : readable(ch, cp, fits, depth);
  }
  return out;
}

/**
 * `s` (NFC-normalised) with every character `fits` rejects replaced by its readable form, or
 * dropped when it has none. Never throws; lone surrogates are dropped.
 *
 * @example transliterate("A ✓ B → C", (cp) => cp < 0x7f) // "A  B -> C"
 */
export function transliterate(s: string, fits: (cp: number) => boolean): string {
  // The common case (every character already fits, none is a separator) skips normalising: a
  // string of WinAnsi or ASCII characters only is already in NFC (they have no decomposition
  // that composes differently and include no combining mark).
  let plain = true;
  for (let i = 0; i < s.length && plain; i++) {
    const c = s.charCodeAt(i);
    plain = c < 0xd800 && !isSeparator(c) && fits(c);
  }
  if (plain) return s;
  return transliterateWith(s.normalize("NFC"), fits, 0);
}

/** True for printable ASCII, 0x20–0x7E. */
const isPrintableAscii = (cp: number): boolean => cp >= 0x20 && cp < 0x7f;

/**
 * `s` as printable ASCII (the BR Code's character set): accents removed, look-alikes replaced,
 * the rest dropped, whitespace runs collapsed and trimmed.
 *
 * @example toAsciiText("Café ✓ Ltda — Matriz") // "Cafe Ltda - Matriz"
 */
export function toAsciiText(s: string): string {
  return transliterate(s, isPrintableAscii).replace(/\s+/g, " ").trim();
}

/**
 * Text that the standard PDF fonts (Helvetica, WinAnsiEncoding) can always draw: NFC-normalised,
 * control characters and line breaks become spaces, characters outside WinAnsi get their readable
 * form or are dropped (see the steps above). Portuguese text passes through unchanged.
 *
 * @example toWinAnsiText("Łódź — São Paulo 🚀 ✓\n") // "Lódz — São Paulo   "
 */
export function toWinAnsiText(s: string): string {
  return transliterate(s, (cp) => winAnsiByte(cp) >= 0);
}
