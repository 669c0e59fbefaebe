/**
 * 037 Banpará: no published slip exists, so these check lote's rule against the one published
 * description, kivanio/brcobranca `lib/brcobranca/boleto/banpara.rb` of pull request 194 (commit
 * 239a6fa6bfb2b79f5ebd9e601dceab11c09b0672, MIT), and the warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "037",
  agency: "54",
  account: "6666666",
  agreement: "12345",
  wallet: "CR",
  our_number: "6040428",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes 0000999 + convênio 5 + nosso número 13", () => {
  expect(bank.boleto.freeField(input)).toBe("0000999" + "12345" + "0000006040428");
});

it("prints the nosso número in 8 digits and agência + conta / convênio, as brcobranca does", () => {
  expect(bank.boleto.ourNumber(input)).toBe("06040428");
  expect(bank.boleto.beneficiaryCode(input)).toBe("005406666666/12345");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
