import { describe, expect, it } from "vitest";
import { fitText, textWidth, wrapText } from "./metrics";

describe("metrics", () => {
  it("measures with the Helvetica AFM widths (no kerning)", () => {
    // Helvetica: "A" 667, "V" 667, digits 556; Helvetica-Bold "-" 333.
    expect(textWidth("AV", "regular", 1000)).toBe(1334);
    expect(textWidth("341-7", "bold", 10)).toBeCloseTo((4 * 556 + 333) / 100, 6);
    expect(textWidth("ção", "regular", 10)).toBeGreaterThan(0);
  });

  it("cuts with an ellipsis to fit, and leaves fitting text alone", () => {
    const long = "Pagável em qualquer banco ou correspondente bancário até o vencimento";
    const cut = fitText(long, "regular", 8, 100);
    expect(cut.endsWith("\u2026")).toBe(true);
    expect(textWidth(cut, "regular", 8)).toBeLessThanOrEqual(100);
    expect(fitText("curto", "regular", 8, 100)).toBe("curto");
  });

  it("wraps at spaces, breaks long words, and marks the cut on the last line", () => {
    const lines = wrapText("Não receber após 30 dias do vencimento", "regular", 8, 80, 3);
    expect(lines.length).toBe(2);
    for (const l of lines) expect(textWidth(l, "regular", 8)).toBeLessThanOrEqual(80);
    const pix = "0".repeat(300);
    const wrapped = wrapText(pix, "regular", 7, 100, 3);
    expect(wrapped.length).toBe(3);
    expect(wrapped[2]!.endsWith("\u2026")).toBe(true);
    for (const l of wrapped) expect(textWidth(l, "regular", 7)).toBeLessThanOrEqual(100);
  });
});
