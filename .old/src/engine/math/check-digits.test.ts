import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  barcodeCheckDigit,
  doubleCheckDigit,
  isDigits,
  mod10,
  mod11Digit,
  mod11Residue,
  padDigits,
  weightedResidueLeft,
} from "./check-digits";

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((a) => a.join(""));

/** Replaces position `i` of `s` with digit `d`. */
const setDigit = (s: string, i: number, d: number) => s.slice(0, i) + d + s.slice(i + 1);

describe("mod10", () => {
  it("matches the fields of published linhas digitáveis", () => {
    // 00190.00009 01474.166004 00000.328179 (Banco do Brasil vector, boletos.md)
    expect(mod10("001900000")).toBe(9);
    expect(mod10("0147416600")).toBe(4);
    expect(mod10("0000032817")).toBe(9);
    expect(mod10("")).toBe(0);
  });

  it("always yields a digit that makes the extended number check out", () => {
    fc.assert(
      fc.property(digitString(1, 30), (s) => {
        const dv = mod10(s);
        expect(dv).toBeGreaterThanOrEqual(0);
        expect(dv).toBeLessThanOrEqual(9);
        // Appending the DV gives a number whose Luhn sum (weights 1,2,1,… from the right) is 0 mod 10.
        let sum = 0;
        const t = `${s}${dv}`;
        for (let i = t.length - 1, w = 1; i >= 0; i--, w = 3 - w) {
          const p = (t.charCodeAt(i) - 48) * w;
          sum += p > 9 ? p - 9 : p;
        }
        expect(sum % 10).toBe(0);
      }),
    );
  });

  it("detects every single-digit substitution", () => {
    fc.assert(
      fc.property(digitString(1, 25), fc.nat(), fc.integer({ min: 1, max: 9 }), (s, pos, delta) => {
        const i = pos % s.length;
        const changed = setDigit(s, i, ((s.charCodeAt(i) - 48 + delta) % 10) as number);
        expect(mod10(changed)).not.toBe(mod10(s));
      }),
    );
  });

  it("detects adjacent transpositions except 09 ↔ 90", () => {
    fc.assert(
      fc.property(digitString(2, 25), fc.nat(), (s, pos) => {
        const i = pos % (s.length - 1);
        const a = s[i] as string;
        const b = s[i + 1] as string;
        fc.pre(a !== b && !((a === "0" && b === "9") || (a === "9" && b === "0")));
        const swapped = s.slice(0, i) + b + a + s.slice(i + 2);
        expect(mod10(swapped)).not.toBe(mod10(s));
      }),
    );
  });
});

describe("mod11", () => {
  it("implements the published nosso número rules", () => {
    // boletos.md: BB convênio 7 (weights 9..2 from the right, residue; 10 → X) is 11 − residue
    // with weights 2..9, 11 → 0 and 10 → X.
    expect(mod11Digit("14741660000000328", { whenTen: "X" })).toBe("4");
    // boletos.md: Bradesco, carteira + NN, weights 2..7, 11 → 0, 10 → P.
    expect(mod11Digit("0900001094179", { maxWeight: 7, whenTen: "P" })).toBe("5");
    expect(mod11Digit("0600000000525", { maxWeight: 7, whenTen: "P" })).toBe("P");
    expect(mod11Digit("1900000000006", { maxWeight: 7, whenTen: "P" })).toBe("0");
  });

  it("detects every single-digit substitution in the residue", () => {
    fc.assert(
      fc.property(digitString(1, 43), fc.nat(), fc.integer({ min: 1, max: 9 }), (s, pos, delta) => {
        const i = pos % s.length;
        const changed = setDigit(s, i, (s.charCodeAt(i) - 48 + delta) % 10);
        // 11 is prime and no weight (2..9) is a multiple of it, so the residue always moves.
        expect(mod11Residue(changed)).not.toBe(mod11Residue(s));
      }),
    );
  });

  it("the barcode check digit is never 0 and collapses residues 0, 1 and 10 to 1", () => {
    fc.assert(
      fc.property(digitString(43, 43), (s) => {
        const dv = barcodeCheckDigit(s);
        const r = mod11Residue(s);
        expect(dv).not.toBe("0");
        expect(dv).toBe(r === 0 || r === 1 || r === 10 ? "1" : String(11 - r));
      }),
    );
    // The Banco do Brasil vector has residue 0, which FEBRABAN maps to 1.
    expect(barcodeCheckDigit("0019684600002246740000001474166000000032817")).toBe("1");
  });

  it("weightedResidueLeft implements Sicoob's 3197 rule (boletos.md: 0001 / 1-9 / 21 → 8)", () => {
    const dv = (digits: string) => {
      const res = weightedResidueLeft(digits, [3, 1, 9, 7]);
      return res < 2 ? 0 : 11 - res;
    };
    expect(dv(`0001${"19".padStart(10, "0")}${"21".padStart(7, "0")}`)).toBe(8);
    expect(dv(`4327${"229385".padStart(10, "0")}${"2".padStart(7, "0")}`)).toBe(4);
  });
});

describe("doubleCheckDigit (Banrisul)", () => {
  it("matches published nosso números and campo livre", () => {
    // brcobranca spec/brcobranca/boleto/banrisul_spec.rb
    expect(doubleCheckDigit("22832563")).toBe("51");
    expect(doubleCheckDigit("00009274")).toBe("22");
    expect(doubleCheckDigit("00009194")).toBe("38");
    expect(doubleCheckDigit("9000150")).toBe("46");
    expect(doubleCheckDigit("21110290001502283256340")).toBe("59");
  });

  it("never leaves a residue of 1 for the second digit", () => {
    fc.assert(
      fc.property(digitString(1, 25), (s) => {
        const nc = doubleCheckDigit(s);
        expect(nc).toMatch(/^\d\d$/);
        expect(mod11Residue(s + nc[0], 7)).not.toBe(1);
      }),
    );
  });
});

describe("helpers", () => {
  it("isDigits and padDigits", () => {
    expect(isDigits("0123")).toBe(true);
    expect(isDigits("")).toBe(false);
    expect(isDigits("12a")).toBe(false);
    expect(isDigits("١٢")).toBe(false);
    expect(padDigits("328", 10)).toBe("0000000328");
    expect(padDigits("12345", 3)).toBe("12345");
  });
});
