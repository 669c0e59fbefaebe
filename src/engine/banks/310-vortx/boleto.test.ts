/**
 * 310 Vórtx: no published slip exists, so these check lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoVortx.pas` (commit
 * 1726248c9a96bba87d17c287f397fdfa90062e07, LGPL-2.1), and show that ACBr's `CalcularDV` (módulo
 * 11, weights 9…2 from the right, the residue itself; 0 and 10 → 0) and its barcode DV (that digit,
 * 0 → 1) are the usual módulo 11 and FEBRABAN's general DV written another way.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { buildBoleto } from "../../boleto/build";
import { boletoWarnings } from "../../boleto/warnings";
import { barcodeCheckDigit, mod11Digit } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import { digits, seededRandom } from "../samples.fixtures";
import { bank } from "./index";

/** ACBr's `CalcularDV` as its unit states it: weights 9, 8, …, 2, 9, … from the rightmost digit. */
function acbrDigit(value: string): string {
  let sum = 0;
  let weight = 9;
  for (let i = value.length - 1; i >= 0; i--) {
    sum += Number(value[i]) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const residue = sum % 11;
  return residue === 0 || residue >= 10 ? "0" : String(residue);
}

const input = {
  ...PARTIES,
  bank_code: "310",
  agency: "1",
  agency_digit: "5",
  account: "1",
  agreement: "123456",
  wallet: "001",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes agência 3 + DV + código do beneficiário 10 + nosso número 10 + DV", () => {
  const dv = acbrDigit("00000000042");
  expect(bank.boleto.freeField(input)).toBe(`0015${"0000123456"}${"0000000042"}${dv}`);
  expect(bank.boleto.ourNumber(input)).toBe(`0000000042-${dv}`);
});

it("ACBr's nosso número DV and barcode DV are the usual módulo 11 and FEBRABAN's general DV", () => {
  const r = seededRandom(310);
  for (let n = 0; n < 2000; n++) {
    const ourNumber = digits(r, 11);
    expect(acbrDigit(ourNumber)).toBe(mod11Digit(ourNumber));
    const barcode43 = digits(r, 43, 43);
    const acbr = acbrDigit(barcode43);
    expect(acbr === "0" ? "1" : acbr).toBe(barcodeCheckDigit(barcode43));
  }
});

it("builds a barcode whose general DV is ACBr's", () => {
  const b = buildBoleto(input, { today: "2026-12-01" });
  const acbr = acbrDigit(b.barcode.slice(0, 4) + b.barcode.slice(5));
  expect(b.barcode[4]).toBe(acbr === "0" ? "1" : acbr);
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
