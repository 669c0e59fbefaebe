/**
 * Fitting values into their boxes, with the real Helvetica metrics, so nothing a writer draws can
 * spill into a neighbouring box: names are cut with an ellipsis, codes and documents shrink and
 * are never cut, a PIX payload wraps by characters and shrinks until every character is on the
 * page. Also the static frame (outlines, labels, captions) of a layout.
 */
import type { Entry, PartyEntry, Values } from "./fields";
import type { Box, Layout, Rule } from "./layout";
import { LABEL_SIZE, PAD } from "./layout";
import { charWrap, type Face, fitText, textUnits, textWidth, wrapText } from "./metrics";

/** A run of text; `x` is its left edge and `y` its baseline, in top-down points. */
export interface TextRun {
  x: number;
  y: number;
  text: string;
  face: Face;
  size: number;
}

/** The static part of a page: box outlines, rules and fixed captions/labels. */
export interface Frame {
  outlines: { x: number; y: number; w: number; h: number }[];
  rules: Rule[];
  texts: TextRun[];
}

const ELLIPSIS = "\u2026";
/** The smallest size a whole value or a payload shrinks to; below it, it is still printed whole. */
const FLOOR = 3;

/** Where `text` starts in `box`; `units` is its `textUnits` when the caller measured it already. */
function aligned(box: Box, text: string, face: Face, size: number, dx: number, units?: number): number {
  const align = box.align ?? "left";
  if (align === "left") return dx + box.x + (box.indent ?? PAD);
  const w = ((units ?? textUnits(text, face)) * size) / 1000;
  return dx + (align === "right" ? box.x + box.w - PAD - w : box.x + (box.w - w) / 2);
}

/** Appends the run of `text` in `box` at baseline `y`, aligned as the box says. */
function pushRun(
  runs: TextRun[],
  box: Box,
  dx: number,
  text: string,
  face: Face,
  size: number,
  y: number,
  units?: number,
): void {
  runs.push({ x: aligned(box, text, face, size, dx, units), y, text, face, size });
}

/** A list value as one string: parties by name and tail, the rest as they are. */
function joinEntries(v: readonly Entry[]): string {
  let text = "";
  for (const e of v) text += typeof e === "string" ? e : e.name + e.tail;
  return text;
}

/** Largest size ≤ `size` (0.25 pt steps, down to FLOOR) at which `text` fits `width`. */
function shrink(
  text: string,
  face: Face,
  size: number,
  width: number,
  floor = FLOOR,
  units = textUnits(text, face),
): number {
  // Width is proportional to size: measure once, then step down by arithmetic, not re-measuring.
  const perPoint = (units * 1) / 1000;
  let s = size;
  while (s > floor && perPoint * s > width) s -= 0.25;
  return s;
}

/**
 * A party on one line of `width` points: the name is cut with an ellipsis to leave room for the
 * document, which is always printed whole (the size shrinks if even the document alone is too wide).
 */
export function fitParty(
  p: PartyEntry,
  face: Face,
  size: number,
  width: number,
): { text: string; size: number } {
  const s = shrink(p.tail.trimStart(), face, size, width);
  const room = width - textWidth(p.tail, face, s);
  const name = room > textWidth(`M${ELLIPSIS}`, face, s) ? fitText(p.name, face, s, room) : "";
  // A document longer than any CPF/CNPJ (only from a hand-built boleto) is cut at FLOOR size.
  return { text: name ? name + p.tail : fitText(p.tail.trimStart(), face, s, width), size: s };
}

/** One entry fitted to one line: parties keep their document, other text is cut. */
function fitEntry(entry: Entry, face: Face, size: number, width: number): { text: string; size: number } {
  if (typeof entry !== "string") return fitParty(entry, face, size, width);
  return { text: fitText(entry, face, size, width), size };
}

/** Lines for a multi-line box: wrapped (or one per entry), cut to `box.lines`, "…" when cut. */
function boxLines(
  box: Box,
  entries: readonly Entry[],
  face: Face,
  size: number,
): { text: string; size: number }[] {
  const max = box.lines ?? 1;
  const width = box.w - PAD - (box.indent ?? PAD);
  const out: { text: string; size: number }[] = [];
  for (let i = 0; i < entries.length && out.length < max; i++) {
    const entry = entries[i]!;
    if (box.noWrap || typeof entry !== "string") out.push(fitEntry(entry, face, size, width));
    else for (const text of wrapText(entry, face, size, width, max - out.length)) out.push({ text, size });
    const last = out[out.length - 1];
    // More entries than lines: mark the cut once (a line already cut ends in "…" and stays so;
    // a party line keeps its document, so it is never marked).
    const plain = typeof entry === "string";
    if (last && plain && out.length === max && i < entries.length - 1 && !last.text.endsWith(ELLIPSIS)) {
      last.text = fitText(`${last.text}${ELLIPSIS}`, face, last.size, width);
    }
  }
  return out;
}

/** A payload wrapped by characters, at the largest size where all its lines fit the box. */
function payloadLines(
  box: Box,
  text: string,
  face: Face,
): { lines: string[]; size: number; leading: number } {
  const width = box.w - PAD - (box.indent ?? PAD);
  const size0 = box.size ?? 8;
  const lead0 = box.leading ?? size0 * 1.2;
  const first = box.baseline ?? box.h - 4.5;
  for (let size = size0; ; size -= 0.25) {
    const leading = (lead0 * size) / size0;
    const capacity = Math.max(1, Math.floor((box.h - first - size * 0.25) / leading) + 1);
    const lines = charWrap(text, face, size, width);
    if (lines.length <= capacity || size <= FLOOR) return { lines, size, leading };
  }
}

/**
 * The value texts of every box of `layout` for `values`, moved by (`dx`, `dy`). Boxes marked
 * `unlessLogo` are skipped when `hasLogo`.
 *
 * @example placeValues(pageLayout(false), boletoValues(boleto)).some((r) => r.text === "6.757,87") // true
 */
export function placeValues(layout: Layout, values: Values, dx = 0, dy = 0, hasLogo = false): TextRun[] {
  // Plain loops and no closures here: this runs for every box of every page, and a bundler that
  // keeps function names (wrangler's default, tsx) pays a `defineProperty` for each closure made.
  const runs: TextRun[] = [];
  for (const box of layout.boxes) {
    if (box.value === "empty" || (box.unlessLogo && hasLogo)) continue;
    const face = box.face ?? "regular";
    const size = box.size ?? 8;
    const baseline = dy + box.y + (box.baseline ?? box.h - 4.5);
    const v = values[box.value];
    if (box.charWrap) {
      const text = Array.isArray(v) ? joinEntries(v) : v;
      if (text.length === 0) continue;
      const fit = payloadLines(box, text, face);
      for (let i = 0; i < fit.lines.length; i++)
        pushRun(runs, box, dx, fit.lines[i]!, face, fit.size, baseline + i * fit.leading);
    } else if (box.lines) {
      const leading = box.leading ?? size * 1.2;
      const lines = boxLines(box, Array.isArray(v) ? v : [v], face, size);
      for (let i = 0; i < lines.length; i++)
        pushRun(runs, box, dx, lines[i]!.text, face, lines[i]!.size, baseline + i * leading);
    } else {
      const entry: Entry | undefined = Array.isArray(v) ? v[0] : v;
      if (entry === undefined || entry === "") continue;
      const room = box.w - PAD - (box.indent ?? PAD);
      if (typeof entry !== "string") {
        const fit = fitParty(entry, face, size, room);
        pushRun(runs, box, dx, fit.text, face, fit.size, baseline);
      } else {
        // Measured once: the shrinking, the fitting and the alignment reuse the sum.
        const units = textUnits(entry, face);
        // A whole value shrinks until it fits; only one longer than any valid input is then cut
        // at FLOOR. Others shrink only as far as the box's minimum size, if it has one.
        const s = box.whole
          ? shrink(entry, face, size, room, FLOOR, units)
          : box.minSize
            ? shrink(entry, face, size, room, box.minSize, units)
            : size;
        const text = fitText(entry, face, s, room, units);
        pushRun(runs, box, dx, text, face, s, baseline, text === entry ? units : undefined);
      }
    }
  }
  return runs;
}

/**
 * The static frame of a layout: outlines of the boxes, thick rules, labels and captions.
 *
 * @example frameOf(pageLayout(false)).texts.some((t) => t.text === "Nosso Número") // true
 */
export function frameOf(layout: Layout): Frame {
  const outlines = layout.boxes.filter((b) => !b.bare).map(({ x, y, w, h }) => ({ x, y, w, h }));
  const texts: TextRun[] = [];
  for (const box of layout.boxes) {
    if (!box.label) continue;
    // A label with an indented value sits on the value's line; otherwise in the top-left corner.
    const y = box.indent ? box.y + (box.baseline ?? box.h - 4.5) : box.y + 6.5;
    const text = fitText(box.label, "regular", LABEL_SIZE, (box.indent ?? box.w) - 2 * PAD);
    texts.push({ x: box.x + PAD, y, text, face: "regular", size: LABEL_SIZE });
  }
  for (const c of layout.captions) {
    const w = c.align === "left" ? 0 : textWidth(c.text, c.face, c.size);
    const x = c.align === "left" ? c.x : c.align === "right" ? c.x - w : c.x - w / 2;
    texts.push({ x, y: c.y, text: c.text, face: c.face, size: c.size });
  }
  return { outlines, rules: layout.rules, texts };
}
