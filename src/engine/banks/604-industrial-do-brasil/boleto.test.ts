/**
 * 604 Banco Industrial do Brasil: no published slip exists, so these check lote's rule against the
 * one published description, frones/ACBr `Fontes/ACBrBoleto/ACBrBancoIndustrialBrasil.pas` (commit
 * 15509b3460febbb15e02160ef9013ecdad0ffe86, LGPL-2.1), piece by piece, and the warning it issues
 * with.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { boletoWarnings } from "../../boleto/warnings";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

const input = {
  ...PARTIES,
  bank_code: "604",
  agency: "0001",
  account: "1",
  agreement: "1234567",
  wallet: "121",
  our_number: "42",
  amount_cents: 1000,
  due_date: "2026-12-31",
} as BoletoInput;

it("writes agência 4 + carteira 3 + operação 7 + nosso número 10 + DAC módulo 10", () => {
  // DAC: módulo 10 over 0001 121 0000000042.
  expect(bank.boleto.freeField(input)).toBe("0001121123456700000000425");
  expect(bank.boleto.ourNumber(input)).toBe("121/0000000042-5");
});

it("rejects the carteiras ACBr refuses", () => {
  expect(bank.boleto.validate({ ...input, wallet: "112" }).map((i) => i.code)).toContain(
    "UNSUPPORTED_WALLET",
  );
});

it("issues with BANK_RULE_UNCONFIRMED", () => {
  expect(boletoWarnings(input).map((w) => w.code)).toEqual(["BANK_RULE_UNCONFIRMED"]);
});
