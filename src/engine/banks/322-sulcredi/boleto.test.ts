/**
 * 322 Sulcredi: no published slip exists, so these check lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoSulcredi.pas` (commit
 * d0a5d2202ecad1173a7ec561de5cae0a569c75e6, LGPL-2.1), piece by piece (the DV worked by hand from
 * its módulo 10), and the warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "322",
  agency: "1",
  account: "12345",
  agreement: "1234567",
  wallet: "1",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes 01 + the nosso número convênio 7 + 9 + sequencial 11 + DV, zero-padded to 23", () => {
  expect(bank.boleto.ourNumber(input)).toBe("1234567" + "9" + "00000000042" + "-7");
  expect(bank.boleto.freeField(input)).toBe("01" + "000" + "1234567" + "9" + "00000000042" + "7");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
