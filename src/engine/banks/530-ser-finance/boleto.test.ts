/**
 * 530 Ser Finance: no published slip exists, so these check lote's rule against the one published
 * description, BoletoNet/boletonet `src/Boleto.Net/Banco/Banco_SerFinance.cs` (commit
 * 0d02b3484d55b7a6c634eebcc7dd4cd47590ad95, MIT), and the nosso número its test asserts
 * (`src/Boleto.Net.Testes/BancoSerFinanceTeste.cs`, commit
 * 21fe95026fc7ed533bce996076cb835216ace9c6: agência 0001, carteira 110, 1234567890 →
 * `110/1234567890-9`).
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "530",
  agency: "0001",
  account: "0079502",
  wallet: "110",
  our_number: "1234567890",
  amount_cents: 77788,
  due_date: "2026-12-31",
} as BoletoInput;

it("prints the nosso número of boletonet's test", () => {
  expect(bank.boleto.ourNumber(input)).toBe("110/1234567890-9");
});

it("writes agência 4 + carteira 3 + nosso número 10 + conta 7 + 0", () => {
  expect(bank.boleto.freeField(input)).toBe("0001" + "110" + "1234567890" + "0079502" + "0");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
