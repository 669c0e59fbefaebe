// Sicredi API conversions: money from the integer, the 9-digit API nosso número (lote's rule and
// the key's fallbacks), the dates the webhook and the liquidados list send.
import { describe, expect, it } from "vitest";
import { input, keyOf } from "./fixtures.test-helpers";
import {
  apiOurNumber,
  beneficiaryCode,
  centsOf,
  clip,
  dateOfArray,
  datePart,
  ddmmyyyy,
  keyOurNumber,
  loteOurNumber,
  money,
  percent,
} from "./format";

describe("money and percentages", () => {
  it("formats centavos from the integer", () => {
    expect(money(5500)).toBe(55);
    expect(money(12050)).toBe(120.5);
    expect(money(1)).toBe(0.01);
    expect(money(999999999999)).toBe(9999999999.99);
    expect(percent(250)).toBe(2.5);
  });
  it("reads numbers and decimal strings", () => {
    expect(centsOf("101.01")).toBe(10101);
    expect(centsOf(130.42)).toBe(13042);
    expect(centsOf(0)).toBe(0);
    expect(centsOf("")).toBeUndefined();
    expect(centsOf(null)).toBeUndefined();
  });
});

describe("nosso número", () => {
  it("is lote's AA B XXXXX D without punctuation (brcobranca's 16/208879-3 vector)", () => {
    const i = input({
      agency: "0710",
      agreement: "00129",
      our_number: "8879",
      issue_date: "2016-08-01",
      bank_fields: { post: "65", byte: "2" },
    });
    expect(apiOurNumber(i)).toBe("162088793");
  });
  it("takes the key's returned number, then the printed one, then lote's rule", () => {
    const i = input();
    expect(keyOurNumber(keyOf(i, { nossoNumero: "261000012" }))).toBe("261000012");
    expect(keyOurNumber({ ...keyOf(i), our_number: "26/200016-0" })).toBe("262000160");
    expect(keyOurNumber(keyOf(i))).toBe(apiOurNumber(i));
  });
  it("falls back to the due date's year when the key has no issue date", () => {
    const { issue_date: _, ...k } = keyOf(input({ due_date: "2027-01-10" }));
    expect(keyOurNumber(k).slice(0, 2)).toBe("27");
  });
  it("gives lote's 5-digit sequence of an API number", () => {
    expect(loteOurNumber("221000144")).toBe("00014");
    expect(loteOurNumber(251006142)).toBe("00614");
    expect(loteOurNumber("12")).toBeUndefined();
  });
  it("pads the beneficiary code", () => {
    expect(beneficiaryCode({ agency: "1", account: "1", wallet: "1", agreement: "123" })).toBe("00123");
  });
});

describe("dates and text", () => {
  it("reads the webhook's arrays and the liquidados timestamps", () => {
    expect(dateOfArray([2024, 3, 20, 11, 40, 39, 24000000])).toBe("2024-03-20");
    expect(dateOfArray([2024, 3])).toBeUndefined();
    expect(datePart("2024-06-18 00:00:00.0")).toBe("2024-06-18");
    expect(ddmmyyyy("2026-08-10")).toBe("10/08/2026");
  });
  it("cuts text by characters", () => {
    expect(clip("ção".repeat(30), 80)).toHaveLength(80);
  });
});
