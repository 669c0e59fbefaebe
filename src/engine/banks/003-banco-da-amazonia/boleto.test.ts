/**
 * 003 Banco da Amazônia: no published slip exists, so these check lote's rule against the one
 * published description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoAmazonia.pas` (commit
 * 06d25bb33924629eb073011925f1c4cd97af7d84, LGPL-2.1), piece by piece, and the warning it issues
 * with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "003",
  agency: "12",
  agency_digit: "3",
  account: "4567",
  wallet: "001",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes agência 3 + DV + nosso número 7 + vencimento DDMMAA + 8 zeros (carteira 001)", () => {
  expect(bank.boleto.freeField(input)).toBe("012" + "3" + "0000042" + "311226" + "00000000");
  expect(bank.boleto.ourNumber(input)).toBe("0000042");
});

it("needs the agência's DV and a due date, which enter the barcode", () => {
  const { agency_digit: _, ...rest } = input;
  expect(bank.boleto.validate(rest as BoletoInput).map((i) => `${i.code} ${i.path}`)).toContain(
    "REQUIRED agency_digit",
  );
  expect(bank.boleto.validate({ ...input, due_date: null }).map((i) => `${i.code} ${i.path}`)).toContain(
    "REQUIRED due_date",
  );
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
