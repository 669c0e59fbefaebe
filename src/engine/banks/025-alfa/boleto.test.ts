/**
 * 025 Banco Alfa: no published slip exists, so these check lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoAlfa.pas` (commit
 * 8d50baa2600024fc431f73d3826b82e8d8178f85, LGPL-2.1), piece by piece (the DVs worked by hand from
 * its módulo 11, weights 2–7), and the warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "025",
  agency: "123",
  account: "1234567",
  account_digit: "8",
  wallet: "11",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes agência 4 + carteira 2 + nosso número 10 + DV + last 7 of conta and DV + 0", () => {
  expect(bank.boleto.freeField(input)).toBe("0123" + "11" + "0000000042" + "6" + "2345678" + "0");
  expect(bank.boleto.ourNumber(input)).toBe("0000000042-6");
  expect(bank.boleto.ourNumber({ ...input, our_number: "12345" })).toBe("0000012345-5");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
