/**
 * 089 Credisan: no published slip exists, so these check lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoCredisan.pas` (commit
 * 62f42950657aa59bc9d9fa711f78fea3363350d8, LGPL-2.1), piece by piece (the DV worked with ACBr's
 * own weights 9…2 and its residue), and the warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

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

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
