/**
 * 174 Pefisa: no published slip exists, so these check lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoPefisa.pas` (commit
 * 27cbe089a731f34e52566c71161ebcae182873e7, LGPL-2.1), piece by piece, and the warning it issues
 * with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "174",
  agency: "1",
  account: "1",
  agreement: "123456",
  wallet: "21",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes código do cedente 12 + nosso número 10 + carteira 2 + 4 (emissão pelo cedente)", () => {
  expect(bank.boleto.freeField(input)).toBe("000000123456" + "0000000042" + "21" + "4");
  expect(bank.boleto.ourNumber(input)).toBe("0000000042");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
