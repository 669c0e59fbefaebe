import { describe, expect, it } from "vitest";
import { protestIssues } from "./protest";

const at = (v: unknown) => protestIssues(v).map((i) => `${i.code} ${i.path.join(".")}`);

describe("protestIssues", () => {
  it("takes a whole number of days from 1 to 99, calendar or business", () => {
    for (const days of [1, 5, 30, 99]) expect(protestIssues({ days })).toEqual([]);
    expect(protestIssues({ days: 10, business_days: true })).toEqual([]);
    expect(protestIssues({ days: 10, business_days: false })).toEqual([]);
  });

  it("refuses what the remessa's 2-digit field cannot carry, and text for a number", () => {
    for (const days of [-1, 0, 100, 99999, 5.5, Number.NaN, "5", null, undefined])
      expect(at({ days })).toEqual(["INVALID_PROTEST protest.days"]);
    expect(at({ days: 5, business_days: "yes" })).toEqual(["INVALID_PROTEST protest.business_days"]);
    expect(at({ days: 5, extra: 1 })).toEqual(["INVALID_PROTEST protest.extra"]);
    expect(at(5)).toEqual(["INVALID_PROTEST protest"]);
    expect(at([5])).toEqual(["INVALID_PROTEST protest"]);
    expect(protestIssues({ days: "5" })[0]?.message).toBe(
      "protest.days must be a whole number of days from 1 to 99 (a number, not text)",
    );
  });
});
