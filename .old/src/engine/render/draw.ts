/**
 * The display list both writers share: positioned text runs, the static frame, and the barcode and
 * QR geometry of one boleto. Text is fitted here (wrapped, or cut with an ellipsis) with the real
 * Helvetica metrics, so nothing the writers draw can spill into a neighbouring box.
 */
import { EngineError, type Issue } from "../errors";
import type { Boleto } from "../types";
import { boletoValues, type Values } from "./fields";
import { I25_HEIGHT_PT, I25_NARROW_PT, i25Bars } from "./i25";
import {
  BARCODE_TOP,
  type Box,
  LABEL_SIZE,
  type Layout,
  LEFT,
  PAD,
  pageLayout,
  QR_BOX,
  type Rule,
} from "./layout";
import { type Face, fitText, textWidth, wrapText } from "./metrics";
import { QR_QUIET_MODULES, qrRuns } from "./qr";

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

/** The barcode and (for a Bolepix) QR geometry of one page, top-down points. */
export interface Symbols {
  /** I2/5 bars as flat `[x, w, …]` in narrow modules; `barX`/`barY` is the symbol's top-left. */
  bars: number[];
  barX: number;
  barY: number;
  barModule: number;
  barHeight: number;
  /** QR dark runs `[row, col, len, …]`; `x`/`y` is the top-left of module (0, 0), `module` its size. */
  qr?: { runs: readonly number[]; size: number; x: number; y: number; module: number };
}

/** One page, ready to be written. */
export interface PageDraw {
  pix: boolean;
  texts: TextRun[];
  symbols: Symbols;
}

function aligned(box: Box, text: string, face: Face, size: number): number {
  const align = box.align ?? "left";
  if (align === "left") return box.x + (box.indent ?? PAD);
  const w = textWidth(text, face, size);
  return align === "right" ? box.x + box.w - PAD - w : box.x + (box.w - w) / 2;
}

/** Lines for a multi-line box: wrapped (or one per entry), cut to `box.lines`, "…" when cut. */
function boxLines(box: Box, entries: readonly string[], face: Face, size: number): string[] {
  const max = box.lines ?? 1;
  const width = box.w - PAD - (box.indent ?? PAD);
  const out: string[] = [];
  for (let i = 0; i < entries.length && out.length < max; i++) {
    const entry = entries[i]!;
    const room = max - out.length;
    if (box.noWrap) out.push(fitText(entry, face, size, width));
    else out.push(...wrapText(entry, face, size, width, room));
    if (out.length === max && i < entries.length - 1) {
      out[max - 1] = fitText(`${out[max - 1]}\u2026`, face, size, width);
    }
  }
  return out;
}

/** The value texts of every box for `values`. */
export function placeValues(layout: Layout, values: Values): TextRun[] {
  const runs: TextRun[] = [];
  for (const box of layout.boxes) {
    if (box.value === "empty") continue;
    const face = box.face ?? "regular";
    const size = box.size ?? 8;
    const baseline = box.y + (box.baseline ?? box.h - 4.5);
    const v = values[box.value];
    if (box.lines) {
      const lines = boxLines(box, Array.isArray(v) ? v : [v], face, size);
      const leading = box.leading ?? size * 1.2;
      lines.forEach((text, i) => {
        runs.push({ x: aligned(box, text, face, size), y: baseline + i * leading, text, face, size });
      });
    } else {
      const one = Array.isArray(v) ? v.join(" ") : v;
      if (one.length === 0) continue;
      const room = box.w - PAD - (box.indent ?? PAD);
      let fitted = size;
      while (box.minSize && fitted > box.minSize && textWidth(one, face, fitted) > room) fitted -= 0.5;
      const text = fitText(one, face, fitted, room);
      runs.push({ x: aligned(box, text, face, fitted), y: baseline, text, face, size: fitted });
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

const layouts = { plain: pageLayout(false), pix: pageLayout(true) };

/** The layout a boleto uses: with the PIX panel when it carries a PIX payload. */
export function layoutFor(boleto: Boleto): Layout {
  return boleto.pix_payload ? layouts.pix : layouts.plain;
}

/** The BR Code's maximum payload (Bacen, Manual de Padrões para Iniciação do Pix: 512 characters). */
const MAX_PIX_PAYLOAD = 512;

/**
 * What makes `boleto` impossible to draw: a barcode that is not 44 digits, a PIX payload longer
 * than a BR Code may be (its QR would not fit the panel at a printable module size). `path`
 * locates the boleto in the caller's input, e.g. `[3]` for the fourth page of a merged document.
 *
 * @example renderIssues({ ...boleto, barcode: "123" }, [3])[0]?.path // [3, "barcode"]
 */
export function renderIssues(boleto: Boleto, path: (string | number)[] = []): Issue[] {
  const issues: Issue[] = [];
  if (typeof boleto.barcode !== "string" || !/^\d{44}$/.test(boleto.barcode)) {
    issues.push({
      code: "INVALID_BARCODE",
      path: [...path, "barcode"],
      message: "barcode must be 44 digits",
    });
  }
  if (boleto.pix_payload !== undefined && boleto.pix_payload.length > MAX_PIX_PAYLOAD) {
    issues.push({
      code: "PIX_PAYLOAD_TOO_LONG",
      path: [...path, "pix_payload"],
      message: `pix_payload must be at most ${MAX_PIX_PAYLOAD} characters`,
    });
  }
  return issues;
}

/**
 * Everything variable on `boleto`'s page: the value texts, the barcode and the QR code.
 * Throws an {@link EngineError} (see {@link renderIssues}) for a boleto that cannot be drawn.
 *
 * @example drawBoleto(boleto).symbols.bars.length // 228 (114 bars × [x, w])
 */
export function drawBoleto(boleto: Boleto, path: (string | number)[] = []): PageDraw {
  const issues = renderIssues(boleto, path);
  if (issues.length > 0) throw new EngineError(issues);
  const pix = Boolean(boleto.pix_payload);
  const texts = placeValues(layoutFor(boleto), boletoValues(boleto));
  const symbols: Symbols = {
    bars: i25Bars(boleto.barcode),
    barX: LEFT,
    barY: BARCODE_TOP,
    barModule: I25_NARROW_PT,
    barHeight: I25_HEIGHT_PT,
  };
  if (boleto.pix_payload) {
    const { size, runs } = qrRuns(boleto.pix_payload);
    const module = QR_BOX.size / (size + 2 * QR_QUIET_MODULES);
    const inset = QR_QUIET_MODULES * module;
    symbols.qr = { runs, size, x: QR_BOX.x + inset, y: QR_BOX.y + inset, module };
  }
  return { pix, texts, symbols };
}
