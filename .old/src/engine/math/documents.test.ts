import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  documentKind,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidUf,
  normalizeCep,
  normalizeDocument,
  UFS,
} from "./documents";
import {
  amountField,
  centsToDecimal,
  decimalToCents,
  formatBrl,
  isValidAmountCents,
  MAX_AMOUNT_CENTS,
} from "./money";

/** Builds a valid CPF from 9 digits (test oracle written straight from the Receita rule). */
function makeCpf(base: string): string {
  let s = base;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(s[i]) * (len + 1 - i);
    const r = sum % 11;
    s += r < 2 ? "0" : String(11 - r);
  }
  return s;
}

/** Builds a valid CNPJ from 12 characters with the published weight lists. */
function makeCnpj(base: string): string {
  let s = base;
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    let sum = 0;
    weights.forEach((w, i) => {
      sum += (s.charCodeAt(i) - 48) * w;
    });
    const r = sum % 11;
    s += r < 2 ? "0" : String(11 - r);
  }
  return s;
}

describe("CPF and CNPJ", () => {
  it("accepts known-good numbers", () => {
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
    // Receita Federal's example of an alphanumeric CNPJ, 12.ABC.345/01DE-35.
    expect(isValidCnpj(normalizeDocument("12.abc.345/01de-35"))).toBe(true);
    expect(documentKind("52998224725")).toBe("cpf");
    expect(documentKind("11222333000181")).toBe("cnpj");
  });

  it("rejects wrong digits, repeated digits and wrong lengths", () => {
    expect(isValidCpf("52998224724")).toBe(false);
    expect(isValidCpf("00000000000")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCnpj("11222333000182")).toBe(false);
    expect(isValidCnpj("11111111111111")).toBe(false);
    expect(isValidCnpj("12ABC34501DE3A")).toBe(false);
    expect(isValidCnpj("12abc34501de35")).toBe(false);
    expect(documentKind("123")).toBeUndefined();
  });

  it("accepts every generated CPF and CNPJ and rejects a changed check digit", () => {
    const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(digits(9), fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (base, pos, delta) => {
        const cpf = makeCpf(base.join(""));
        fc.pre(!/^(\d)\1+$/.test(cpf));
        expect(isValidCpf(cpf)).toBe(true);
        const changed = cpf.slice(0, pos) + ((Number(cpf[pos]) + delta) % 10) + cpf.slice(pos + 1);
        expect(isValidCpf(changed)).toBe(false);
      }),
    );
    const alnum = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    fc.assert(
      fc.property(fc.array(alnum, { minLength: 12, maxLength: 12 }), (base) => {
        const cnpj = makeCnpj(base.join(""));
        fc.pre(!/^(.)\1+$/.test(cnpj));
        expect(isValidCnpj(cnpj)).toBe(true);
      }),
    );
  });
});

describe("CEP and UF", () => {
  it("normalises and checks CEPs", () => {
    expect(normalizeCep("01310-100")).toBe("01310100");
    expect(isValidCep("01310100")).toBe(true);
    expect(isValidCep("00000000")).toBe(false);
    expect(isValidCep("1310100")).toBe(false);
    expect(isValidCep("0131010a")).toBe(false);
  });

  it("knows the 27 UFs", () => {
    expect(UFS).toHaveLength(27);
    expect(isValidUf("SP")).toBe(true);
    expect(isValidUf("DF")).toBe(true);
    expect(isValidUf("sp")).toBe(false);
    expect(isValidUf("XX")).toBe(false);
  });
});

describe("money in centavos", () => {
  it("accepts only whole centavos with at most 10 digits", () => {
    expect(isValidAmountCents(0)).toBe(true);
    expect(isValidAmountCents(MAX_AMOUNT_CENTS)).toBe(true);
    expect(isValidAmountCents(MAX_AMOUNT_CENTS + 1)).toBe(false);
    expect(isValidAmountCents(-1)).toBe(false);
    expect(isValidAmountCents(10.5)).toBe(false);
    expect(isValidAmountCents("100")).toBe(false);
    expect(isValidAmountCents(Number.NaN)).toBe(false);
  });

  it("formats and parses without floating point", () => {
    expect(amountField(224674)).toBe("0000224674");
    expect(amountField(MAX_AMOUNT_CENTS)).toBe("9999999999");
    expect(centsToDecimal(1000)).toBe("10.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(decimalToCents("100.00")).toBe(10000);
    expect(decimalToCents("10.5")).toBe(1050);
    expect(decimalToCents("10")).toBe(1000);
    for (const bad of ["1.005", "", ".5", "5.", "-1.00", "1,00", "1e3", "123456789.00"]) {
      expect(decimalToCents(bad)).toBeUndefined();
    }
    expect(formatBrl(224674)).toBe("2.246,74");
    expect(formatBrl(5)).toBe("0,05");
    expect(formatBrl(MAX_AMOUNT_CENTS)).toBe("99.999.999,99");
  });

  it("round-trips every amount through the decimal form", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
        expect(Number(amountField(cents))).toBe(cents);
      }),
    );
  });
});
