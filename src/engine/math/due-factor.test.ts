import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEngineError } from "../errors";
import { addDays, civilFromDays, daysFromCivil, daysToIso, isIsoDate, isoToDays } from "./date";
import { decodeDueFactor, dueFactor, isDueDateInWindow } from "./due-factor";

/**
 * Fator de vencimento pairs. 2000-07-03, 2008-02-01, 2010-11-17 and 2025-02-21…23 are asserted by
 * kivanio/brcobranca `spec/brcobranca/calculo_data_spec.rb`; 2027-11-19, 2049-10-13 and 2049-10-14
 * follow from FEBRABAN's rule as that suite applies it (one 9,000-day cycle of 1000–9999 after the
 * 2025-02-22 restart), and the post-rollover slips of the banks' vectors.fixtures.ts (Bradesco 2025-02-23 → 1001,
 * Itaú 2029-05-20 → 2548) check the same rule on real codes.
 */
const FACTOR_VECTORS: [string, string][] = [
  ["2000-07-03", "1000"],
  ["2008-02-01", "3769"],
  ["2010-11-17", "4789"],
  ["2025-02-21", "9999"],
  ["2025-02-22", "1000"],
  ["2025-02-23", "1001"],
  ["2027-11-19", "2000"],
  ["2049-10-13", "9999"],
  ["2049-10-14", "1000"],
];

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (isEngineError(e)) return e.code;
    throw e;
  }
  return undefined;
}

describe("ISO dates as day numbers", () => {
  it("agrees with the calendar", () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(1997, 10, 7)).toBe(10141);
    expect(isoToDays("2025-02-22")).toBe(20141);
    expect(daysToIso(20141)).toBe("2025-02-22");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01");
  });

  it("rejects dates that do not exist or are not strict ISO", () => {
    for (const bad of [
      "2025-02-29",
      "2100-02-29",
      "2024-13-01",
      "2024-00-10",
      "2024-1-01",
      "20240101",
      "2024-01-01T00:00",
    ]) {
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate(20240101)).toBe(false);
  });

  it("round-trips every day from 1900 to 2199", () => {
    fc.assert(
      fc.property(fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(2199, 12, 31) }), (n) => {
        const iso = daysToIso(n);
        expect(isoToDays(iso)).toBe(n);
        const { year, month, day } = civilFromDays(n);
        expect(daysFromCivil(year, month, day)).toBe(n);
      }),
    );
  });
});

describe("fator de vencimento", () => {
  it.each(FACTOR_VECTORS)("%s → %s", (date, factor) => {
    expect(dueFactor(date)).toBe(factor);
  });

  it.each(FACTOR_VECTORS)("%s ← %s, seen from the same day", (date, factor) => {
    expect(decodeDueFactor(factor, date)).toBe(date);
  });

  it("0000 means no due date", () => {
    expect(dueFactor(null)).toBe("0000");
    expect(decodeDueFactor("0000", "2025-01-01")).toBeNull();
  });

  it("picks the candidate between 3,000 days before and 5,500 days after today", () => {
    expect(decodeDueFactor("1000", "2008-01-01")).toBe("2000-07-03");
    expect(decodeDueFactor("1000", "2025-03-01")).toBe("2025-02-22");
    // Window edges: exactly 3,000 days before and 5,500 after are still inside.
    expect(decodeDueFactor(dueFactor("2030-01-01"), addDays("2030-01-01", 3000))).toBe("2030-01-01");
    expect(decodeDueFactor(dueFactor("2030-01-01"), addDays("2030-01-01", -5500))).toBe("2030-01-01");
    // One day further and the next cycle's date (9,000 days later) is not in the window either.
    expect(codeOf(() => decodeDueFactor(dueFactor("2030-01-01"), addDays("2030-01-01", 3001)))).toBe(
      "DUE_FACTOR_OUT_OF_WINDOW",
    );
  });

  it("rejects factors 0001–0999, non-digits and dates before 2000-07-03", () => {
    expect(codeOf(() => decodeDueFactor("0999", "2025-01-01"))).toBe("INVALID_DUE_FACTOR");
    expect(codeOf(() => decodeDueFactor("12a4", "2025-01-01"))).toBe("INVALID_DUE_FACTOR");
    expect(codeOf(() => dueFactor("2000-07-02"))).toBe("DUE_DATE_OUT_OF_RANGE");
    expect(codeOf(() => dueFactor("2025-02-30"))).toBe("INVALID_DATE");
    expect(codeOf(() => decodeDueFactor("1000", "yesterday"))).toBe("INVALID_DATE");
  });

  it("decodes every due date in the window of any today back to itself", () => {
    const lo = daysFromCivil(2000, 7, 3) + 3000;
    const hi = daysFromCivil(2180, 1, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: lo, max: hi }),
        fc.integer({ min: -3000, max: 5500 }),
        (today, offset) => {
          const due = daysToIso(today + offset);
          const now = daysToIso(today);
          expect(isDueDateInWindow(due, now)).toBe(true);
          expect(decodeDueFactor(dueFactor(due), now)).toBe(due);
        },
      ),
    );
  });
});
