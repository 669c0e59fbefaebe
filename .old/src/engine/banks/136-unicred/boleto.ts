/**
 * 136 — Unicred do Brasil, boleto rules.
 *
 * Source: Unicred do Brasil, "Manual Técnico do Boleto de Cobrança" (campo livre: agência do
 * beneficiário 4, conta com DV 10, nosso número com DV 11; DV do nosso número módulo 11, pesos 2 a
 * 9, resultado 10 ou 11 → 0), as implemented by kivanio/brcobranca `lib/brcobranca/boleto/unicred.rb`
 * (carteira 21). No published barcode vector: covered by the conformance suite and the rule tests.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Unicred";
const WALLETS = ["21"] as const;

function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 10);
  return [digits, mod11Digit(digits)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Unicred do Brasil, Manual Técnico do Boleto de Cobrança",
  paymentPlace: "Pagável preferencialmente nas agências da Unicred",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 9 });
    c.digits("account_digit", { min: 1, max: 1 });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const [digits, dv] = ourNumberParts(input);
    return `${digits}-${dv}`;
  },

  freeField(input) {
    const [digits, dv] = ourNumberParts(input);
    return `${padDigits(input.agency, 4)}${padDigits(input.account, 9)}${input.account_digit}${digits}${dv}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.account, 9)}-${input.account_digit}`;
  },
};
