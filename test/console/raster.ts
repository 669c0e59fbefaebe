/**
 * Reading a rasterized page (a PNG from test/engine/render/tools.ts) for the API documents test:
 * how dark a rectangle is, and where the sample logo's dark square lands in a logo slot.
 */
import * as mupdf from "mupdf";
import type { LogoSlot } from "../../src/engine/render/layout";
import { type Logo, placeLogo } from "../../src/engine/render/logo";

/** Mean grey (0 black … 255 white) of a rectangle, in points, of a page rasterized at `dpi`. */
export function meanGrey(
  png: Uint8Array,
  dpi: number,
  r: { x: number; y: number; w: number; h: number },
): number {
  const img = new mupdf.Image(png);
  const pm = img.toPixmap();
  try {
    const px = pm.getPixels();
    const width = pm.getWidth();
    const n = pm.getNumberOfComponents() + (pm.getAlpha() ? 1 : 0);
    const k = dpi / 72;
    let sum = 0;
    let count = 0;
    for (let y = Math.round(r.y * k); y < Math.round((r.y + r.h) * k); y++) {
      for (let x = Math.round(r.x * k); x < Math.round((r.x + r.w) * k); x++) {
        sum += px[(y * width + x) * n]!;
        count++;
      }
    }
    return sum / count;
  } finally {
    pm.destroy();
    img.destroy();
  }
}

/**
 * The sample logo's dark square (its left fifth), where the layout places the logo in `slot`:
 * mean grey about 135 when the logo is printed, above 210 where the slot holds text or nothing.
 */
export function logoMark(size: { width: number; height: number }, slot: LogoSlot) {
  const r = placeLogo(size as Logo, slot);
  return { x: r.x + r.w * 0.03, y: r.y + r.h * 0.15, w: r.w * 0.2, h: r.h * 0.7 };
}
