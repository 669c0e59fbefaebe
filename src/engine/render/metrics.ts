/**
 * Helvetica / Helvetica-Bold metrics and text fitting, in WinAnsi. The boleto uses only the PDF
 * standard fonts (nothing embedded), so the advance widths come from the Adobe AFM files that
 * pdf-lib ships; they are read once per process into two 256-entry tables indexed by the WinAnsi
 * byte, which makes measuring a string a plain loop. Kerning is ignored on purpose: a `Tj` operator
 * does not apply it, so the width we measure is the width the viewer draws.
 */
import { StandardFontEmbedder, StandardFonts } from "pdf-lib";
import { winAnsiByte } from "../text";
import { toWinAnsiText } from "../transliterate";

/** The two faces the boleto uses. */
export type Face = "regular" | "bold";

let tables: Record<Face, Float32Array> | undefined;

/** Builds the width tables (1/1000 em per WinAnsi byte) on first use. */
function widths(): Record<Face, Float32Array> {
  if (tables) return tables;
  const build = (name: StandardFonts): Float32Array => {
    // pdf-lib types `for` with the FontNames enum of its own dependency; the values are the same.
    const embedder = StandardFontEmbedder.for(
      name as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
    );
    const table = new Float32Array(256).fill(556); // a digit's width, for anything unmapped
    for (const cp of embedder.encoding.supportedCodePoints) {
      const glyph = embedder.encoding.encodeUnicodeCodePoint(cp);
      table[glyph.code] = embedder.font.getWidthOfGlyph(glyph.name) ?? 556;
    }
    return table;
  };
  tables = { regular: build(StandardFonts.Helvetica), bold: build(StandardFonts.HelveticaBold) };
  return tables;
}

/**
 * Width in points of WinAnsi-safe `text` (see `toWinAnsiText`) at `size` points.
 *
 * @example textWidth("341-7", "bold", 19) // ≈ 48.6
 */
export function textWidth(text: string, face: Face, size: number): number {
  return (textUnits(text, face) * size) / 1000;
}

/**
 * Width of WinAnsi-safe `text` in 1/1000 em: `textWidth` is `(textUnits(text, face) * size) / 1000`,
 * so a caller measuring one text at several sizes sums its widths once.
 *
 * @example textUnits("1", "regular") // 556
 */
export function textUnits(text: string, face: Face): number {
  const byUnit = unitWidths()[face];
  const table = widths()[face];
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 256) units += byUnit[c]!;
    else {
      const b = winAnsiByte(c);
      units += table[b < 0 ? 0x3f : b] ?? 556;
    }
  }
  return units;
}

let unitTables: Record<Face, Float32Array> | undefined;

/**
 * The width of each UTF-16 code unit below 256 as {@link textWidth} measures it (through its
 * WinAnsi byte, `?` for none): the common characters skip the WinAnsi lookup.
 */
function unitWidths(): Record<Face, Float32Array> {
  if (unitTables) return unitTables;
  const build = (table: Float32Array): Float32Array => {
    const out = new Float32Array(256);
    for (let c = 0; c < 256; c++) {
      const b = winAnsiByte(c);
      out[c] = table[b < 0 ? 0x3f : b]!;
    }
    return out;
  };
  const t = widths();
  unitTables = { regular: build(t.regular), bold: build(t.bold) };
  return unitTables;
}

/**
 * `text` shortened with a trailing "…" so that it fits `width` points; unchanged when it fits.
 * `units` is `textUnits(text, face)` when the caller has it already.
 *
 * @example fitText("Pagável em qualquer banco até o vencimento", "regular", 8, 60) // "Pagável em qua…"
 */
export function fitText(
  text: string,
  face: Face,
  size: number,
  width: number,
  units = textUnits(text, face),
): string {
  if ((units * size) / 1000 <= width) return text;
  const ellipsis = "\u2026";
  const room = width - textWidth(ellipsis, face, size);
  const table = widths()[face];
  let used = 0;
  let end = 0;
  while (end < text.length) {
    const b = winAnsiByte(text.charCodeAt(end));
    const w = ((table[b < 0 ? 0x3f : b] ?? 556) * size) / 1000;
    if (used + w > room) break;
    used += w;
    end++;
  }
  return text.slice(0, end).trimEnd() + ellipsis;
}

/**
 * Greedy word wrap of `text` into at most `maxLines` lines of `width` points. A word longer than a
 * line is broken by characters (PIX payloads, e-mail addresses); the last line gets an ellipsis
 * when text remains. Input is made WinAnsi-safe first.
 *
 * @example wrapText("Não receber após 30 dias do vencimento", "regular", 8, 80, 3)
 * // ["Não receber após 30", "dias do vencimento"]
 */
export function wrapText(text: string, face: Face, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = toWinAnsiText(text).replace(/\s+/g, " ").trim();
  while (rest.length > 0 && lines.length < maxLines) {
    if (lines.length === maxLines - 1 || textWidth(rest, face, size) <= width) {
      lines.push(fitText(rest, face, size, width));
      break;
    }
    const cut = breakIndex(rest, face, size, width);
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  return lines;
}

/**
 * `text` broken into lines of at most `width` points by characters only: joining the lines gives
 * `text` back exactly (nothing added, trimmed or replaced), which is what a copy-paste of a PIX
 * copia-e-cola payload out of the PDF needs. A line never starts or ends with a space (a viewer's
 * text extraction may drop those), so a break that would land next to one moves a character back.
 *
 * @example charWrap("00020126 580014BR", "regular", 7, 30).join("") // "00020126 580014BR"
 */
export function charWrap(text: string, face: Face, size: number, width: number): string[] {
  const table = widths()[face];
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    let used = 0;
    let end = start;
    while (end < text.length) {
      const b = winAnsiByte(text.charCodeAt(end));
      const w = ((table[b < 0 ? 0x3f : b] ?? 556) * size) / 1000;
      if (used + w > width && end > start) break;
      used += w;
      end++;
    }
    // Keep spaces inside lines: back off while the break has a space on either side of it.
    while (end < text.length && end - start > 2 && (text[end] === " " || text[end - 1] === " ")) end--;
    lines.push(text.slice(start, end));
    start = end;
  }
  return lines;
}

/** Where to break `text` so the first part fits `width`: the last space that fits, else a hard cut. */
function breakIndex(text: string, face: Face, size: number, width: number): number {
  const table = widths()[face];
  let used = 0;
  let lastSpace = -1;
  let i = 0;
  for (; i < text.length; i++) {
    const b = winAnsiByte(text.charCodeAt(i));
    used += ((table[b < 0 ? 0x3f : b] ?? 556) * size) / 1000;
    if (used > width) break;
    if (text.charCodeAt(i) === 0x20) lastSpace = i;
  }
  if (lastSpace > 0) return lastSpace + 1;
  return Math.max(1, i);
}
