import { describe, expect, it } from "vitest";
import { I25_HEIGHT_PT, I25_MODULES_44, I25_NARROW_PT, I25_RATIO, i25Bars, i25Width } from "./i25";

const PATTERNS = ["00110", "10001", "01001", "11000", "00101", "10100", "01100", "00011", "10010", "01010"];

/** Independent decoder: element widths (bar, space, bar, …) back to digits. */
function decode(bars: number[]): string {
  const widths: number[] = [];
  for (let i = 0; i < bars.length; i += 2) {
    widths.push(bars[i + 1]!);
    const next = bars[i + 2];
    if (next !== undefined) widths.push(next - bars[i]! - bars[i + 1]!);
  }
  expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]); // start
  expect(widths.slice(-3)).toEqual([3, 1, 1]); // stop
  const data = widths.slice(4, -3);
  let out = "";
  for (let i = 0; i < data.length; i += 10) {
    const chunk = data.slice(i, i + 10);
    const a = chunk
      .filter((_, k) => k % 2 === 0)
      .map((w) => (w === 3 ? "1" : "0"))
      .join("");
    const b = chunk
      .filter((_, k) => k % 2 === 1)
      .map((w) => (w === 3 ? "1" : "0"))
      .join("");
    out += String(PATTERNS.indexOf(a)) + String(PATTERNS.indexOf(b));
  }
  return out;
}

describe("i25Bars", () => {
  const barcode = "34194254800006757871090001015271248021246000";

  it("round-trips the 44 digits through an independent decoder", () => {
    expect(decode(i25Bars(barcode))).toBe(barcode);
    expect(decode(i25Bars("0123456789"))).toBe("0123456789");
  });

  it("uses only narrow and 3× wide elements, 114 bars, 405 modules for 44 digits", () => {
    const bars = i25Bars(barcode);
    expect(bars.length / 2).toBe(2 + 22 * 5 + 2);
    for (let i = 1; i < bars.length; i += 2) expect([1, I25_RATIO]).toContain(bars[i]);
    expect(i25Width(bars)).toBe(I25_MODULES_44);
  });

  it("has the FEBRABAN physical size: ~103 mm × 13 mm", () => {
    const mm = (pt: number) => (pt / 72) * 25.4;
    expect(mm(I25_MODULES_44 * I25_NARROW_PT)).toBeCloseTo(102.87, 2);
    expect(mm(I25_HEIGHT_PT)).toBeCloseTo(13, 6);
  });

  it("rejects odd lengths and non-digits", () => {
    for (const bad of ["123", "12a4", null, 42]) {
      expect(() => i25Bars(bad as string)).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT" }));
    }
  });
});
