/**
 * 089 Credisan: no published slip exists, so these check lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoCredisan.pas` (commit
 * 62f42950657aa59bc9d9fa711f78fea3363350d8, LGPL-2.1), piece by piece (the DV worked with ACBr's
 * own weights 9…2 and its residue), and the warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import { mod11Digit } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import { digits, seededRandom } from "../samples.fixtures";
import { bank } from "./index";

/** ACBr's `CalcularDigitoVerificador` as its unit states it: weights 9, 8, …, 2, 9, … from the right, the residue, 10 → X. */
function acbrDigit(value: string): string {
  let sum = 0;
  let weight = 9;
  for (let i = value.length - 1; i >= 0; i--) {
    sum += Number(value[i]) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const residue = sum % 11;
  return residue === 10 ? "X" : String(residue);
}

const input = {
  ...PARTIES,
  bank_code: "089",
  agency: "3069",
  account: "12345",
  wallet: "1",
  our_number: "42",
  bank_fields: { modality: "01" },
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes carteira 1 + cooperativa 4 + modalidade 2 + conta 7 + nosso número 8 + parcela 3", () => {
  expect(bank.boleto.freeField(input)).toBe("1" + "3069" + "01" + "0012345" + "00000042" + "001");
  const withInstallment = { ...input, bank_fields: { modality: "01", installment: "2" } };
  expect(bank.boleto.freeField(withInstallment).slice(-3)).toBe("002");
});

it("prints the carteira in two digits and ACBr's DV (2·9 + 4·8 = 50, residue 6)", () => {
  expect(bank.boleto.ourNumber(input)).toBe("01 / 0000042-6");
});

it("prints X where ACBr's residue is 10", () => {
  // ACBr's sums: 0000006 → 6·9 = 54, residue 10 → X; 0000005 → 5·9 = 45, residue 1.
  expect(bank.boleto.ourNumber({ ...input, our_number: "6" })).toBe("01 / 0000006-X");
  expect(bank.boleto.ourNumber({ ...input, our_number: "5" })).toBe("01 / 0000005-1");
});

it("ACBr's residue of weights 9…2 is the usual módulo 11 (11 → 0, 10 → X)", () => {
  const r = seededRandom(89);
  for (let n = 0; n < 2000; n++) {
    const ourNumber = digits(r, 7);
    expect(acbrDigit(ourNumber)).toBe(mod11Digit(ourNumber, { whenTen: "X" }));
  }
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
