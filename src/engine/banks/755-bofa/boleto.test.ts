/**
 * 755 Bank of America: no published slip exists, so these check lote's rule against the one
 * published description, caelum/caelum-stella
 * `stella-boleto/src/main/java/br/com/caelum/stella/boleto/bancos/BofA.java` (commit
 * 38545993eef97f1b88f5c60f65291d37779d0b54, Apache-2.0), and the warning it issues with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "755",
  agency: "1",
  account: "1",
  agreement: "123456",
  wallet: "36",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes 000 + código do beneficiário 9 + nosso número 10 + carteira 2 + 4", () => {
  expect(bank.boleto.freeField(input)).toBe("000" + "000123456" + "0000000042" + "36" + "4");
  expect(bank.boleto.ourNumber(input)).toBe("0000000042 364");
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
