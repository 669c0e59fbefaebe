import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomBoletoInput, seededRandom } from "../../../test/engine/boleto/samples";
import { BANK_CODES } from "../banks/registry";
import { type Issue, isEngineError } from "../errors";
import { mod11Residue } from "../math/check-digits";
import { digitableLineToBarcode } from "./barcode";
import { buildBoleto } from "./build";
import { parseBoletoCode } from "./parse";

const BB_LINE = "00190.00009 01474.166004 00000.328179 1 68460000224674";
const BB_BARCODE = "00191684600002246740000001474166000000032817";
const TODAY = { today: "2016-07-01" };

function issuesOf(fn: () => unknown): Issue[] {
  try {
    fn();
  } catch (e) {
    if (isEngineError(e)) return e.issues;
    throw e;
  }
  return [];
}

/** Changes digit `i` of a digit string by `delta` (mod 10). */
function bump(s: string, i: number, delta: number): string {
  return s.slice(0, i) + ((s.charCodeAt(i) - 48 + delta) % 10) + s.slice(i + 1);
}

describe("parseBoletoCode", () => {
  it("accepts both forms with or without punctuation", () => {
    for (const code of [
      BB_LINE,
      BB_LINE.replace(/\D/g, ""),
      BB_BARCODE,
      ` ${BB_LINE.replaceAll(".", "-")}\n`,
    ]) {
      const p = parseBoletoCode(code, TODAY);
      expect(p).toMatchObject({
        bank_code: "001",
        bank_name: "Banco do Brasil",
        currency_code: "9",
        due_factor: "6846",
      });
      expect(p.due_date).toBe("2016-07-05");
      expect(p.amount_cents).toBe(224674);
      expect(p.barcode).toBe(BB_BARCODE);
    }
    expect(parseBoletoCode(BB_BARCODE, TODAY).input_kind).toBe("barcode");
    expect(parseBoletoCode(BB_LINE, TODAY).input_kind).toBe("digitable_line");
  });

  it("names each wrong check digit and reports all of them", () => {
    const digits = BB_LINE.replace(/\D/g, "");
    const wrong = bump(bump(bump(digits, 9, 1), 20, 1), 32, 1); // DV1, DV2 and the general DV
    const issues = issuesOf(() => parseBoletoCode(wrong, TODAY));
    expect(issues.map((i) => [i.code, i.path[0]])).toEqual([
      ["INVALID_CHECK_DIGIT", "field_1"],
      ["INVALID_CHECK_DIGIT", "field_2"],
      ["INVALID_CHECK_DIGIT", "general_check_digit"],
    ]);
    expect(issues[0]?.message).toBe("check digit of field 1 of the linha digitável is 0, expected 9");
    const field3 = issuesOf(() => parseBoletoCode(bump(digits, 31, 3), TODAY));
    expect(field3.map((i) => i.path[0])).toEqual(["field_3"]);
    expect(issuesOf(() => parseBoletoCode(bump(BB_BARCODE, 4, 1), TODAY))[0]?.path).toEqual([
      "general_check_digit",
    ]);
  });

  it("rejects other characters, lengths, arrecadação slips, currencies and factors", () => {
    const code = (c: string) => issuesOf(() => parseBoletoCode(c, TODAY))[0]?.code;
    expect(code("00190.00009/01474")).toBe("INVALID_CHARACTERS");
    expect(code("1234")).toBe("INVALID_LENGTH");
    expect(code("836200000005667800481000180975657313001589636081")).toBe("UNSUPPORTED_CODE_TYPE");
    const otherCurrency = `${BB_BARCODE.slice(0, 3)}0${BB_BARCODE.slice(4)}`;
    expect(issuesOf(() => parseBoletoCode(otherCurrency, TODAY)).map((i) => i.code)).toContain(
      "UNSUPPORTED_CURRENCY",
    );
    expect(code(BB_LINE)).toBeUndefined();
    expect(issuesOf(() => parseBoletoCode(BB_LINE, { today: "1999-01-01" })).map((i) => i.code)).toEqual([
      "DUE_FACTOR_OUT_OF_WINDOW",
    ]);
  });

  it("reports a malformed clock as an issue", () => {
    expect(issuesOf(() => parseBoletoCode(BB_LINE, { today: "soon" })).map((i) => i.code)).toEqual([
      "INVALID_DATE",
    ]);
    expect(issuesOf(() => parseBoletoCode(BB_LINE, undefined as never)).map((i) => i.path)).toEqual([
      ["today"],
    ]);
  });

  it("fails only with issues on any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9 .]{40,50}$/)), (text) => {
        try {
          parseBoletoCode(text, TODAY);
        } catch (e) {
          expect(isEngineError(e)).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("is deterministic", () => {
    const wrong = bump(BB_LINE.replace(/\D/g, ""), 9, 5);
    expect(issuesOf(() => parseBoletoCode(wrong, TODAY))).toEqual(
      issuesOf(() => parseBoletoCode(wrong, TODAY)),
    );
  });
});

describe("a one-digit change in a linha digitável", () => {
  /**
   * Fields 1–3 carry their own módulo 10 digit, which catches every single-digit change. Field 5
   * (fator + amount) is covered only by the general módulo 11 digit, and FEBRABAN maps the residues
   * 0, 1 and 10 all to DV 1: a change that moves the residue between two of those three values
   * keeps the same DV and no reader can detect it. The property states exactly that.
   */
  it("is always detected, except in field 5 when the general residue moves among 0, 1 and 10", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BANK_CODES),
        fc.integer(),
        fc.integer({ min: 0, max: 46 }),
        fc.integer({ min: 1, max: 9 }),
        (bank, seed, pos, delta) => {
          const boleto = buildBoleto(randomBoletoInput(bank, seededRandom(seed), "2025-06-01"), {
            today: "2025-06-01",
          });
          const changed = bump(boleto.digitable_line, pos, delta);
          const issues = issuesOf(() => parseBoletoCode(changed, { today: "2025-06-01" }));
          if (issues.length > 0) return;
          const residue = (line: string) => {
            const barcode = digitableLineToBarcode(line);
            return mod11Residue(barcode.slice(0, 4) + barcode.slice(5));
          };
          expect(pos).toBeGreaterThanOrEqual(33);
          expect([0, 1, 10]).toContain(residue(boleto.digitable_line));
          expect([0, 1, 10]).toContain(residue(changed));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("really can go undetected in field 5 (FEBRABAN's 0/1/10 → 1 collapse)", () => {
    const digits = BB_LINE.replace(/\D/g, ""); // general residue 0
    const undetected: string[] = [];
    for (let pos = 33; pos < 47; pos++) {
      for (let delta = 1; delta <= 9; delta++) {
        const changed = bump(digits, pos, delta);
        if (issuesOf(() => parseBoletoCode(changed, TODAY)).length === 0) undetected.push(changed);
      }
    }
    expect(undetected.length).toBeGreaterThan(0);
    // Every digit of fields 1–3 and the DV position, changed in every way, is caught.
    for (let pos = 0; pos < 33; pos++) {
      for (let delta = 1; delta <= 9; delta++) {
        expect(issuesOf(() => parseBoletoCode(bump(digits, pos, delta), TODAY)).length).toBeGreaterThan(0);
      }
    }
  });
});
