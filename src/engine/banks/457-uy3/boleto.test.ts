/**
 * 457 UY3: no published slip exists, so this checks lote's rule against the one published
 * description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoUY3.pas` (commit
 * f63f7c9dce77846f41aacb814f902aa785b7f573, LGPL-2.1: ACBr's Bradesco unit under code 457), and the
 * warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "457",
  agency: "1172",
  account: "403005",
  wallet: "06",
  our_number: "75896452",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes Bradesco's campo livre: agência 4 + carteira 2 + nosso número 11 + conta 7 + 0", () => {
  // The campo livre of Bradesco's published slip of the same fields (brcobranca bradesco_spec.rb).
  expect(bank.boleto.freeField(input)).toBe("1172060007589645204030050");
  expect(bank.boleto.ourNumber(input)).toBe("06/00075896452-5");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
