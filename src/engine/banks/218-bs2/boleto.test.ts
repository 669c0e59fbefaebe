/**
 * 218 Banco BS2: no published slip exists, so these check lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoBS2.pas` (commit
 * 0d058b3c775813f304228f34aaae50e7da3702de, LGPL-2.1), piece by piece (the DVs worked by hand from
 * its módulo 11, weights 2–9), and the warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "218",
  agency: "1",
  account: "1",
  agreement: "123456",
  wallet: "21",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes 001 + código do beneficiário 10 + nosso número 10 + DV + 8", () => {
  expect(bank.boleto.freeField(input)).toBe("001" + "0000123456" + "0000000042" + "6" + "8");
  expect(bank.boleto.ourNumber(input)).toBe("00000000426");
});

it("writes 0 for residues 0 and 1 (ACBr's layout version 6 and later)", () => {
  expect(bank.boleto.ourNumber({ ...input, our_number: "6" })).toBe("00000000060");
  expect(bank.boleto.ourNumber({ ...input, our_number: "14" })).toBe("00000000140");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
