/**
 * 004 — Banco do Nordeste do Brasil, boleto rules.
 *
 * Campo livre: agência 4, conta 7, DV da conta 1, nosso número 7, DV do nosso número 1,
 * carteira 2, `000`. Nosso número DV módulo 11, pesos 2 a 8, 11 − resto, 10 and 11 → 0; printed
 * `0000053-1`. The conta DV is the bank's (from the account's own table) and must be given. Rule as
 * kivanio/brcobranca `lib/brcobranca/boleto/banco_nordeste.rb` and eduardokum/laravel-boleto
 * `src/Boleto/Banco/Bnb.php` write it; published vectors: brcobranca
 * `spec/brcobranca/boleto/banco_nordeste_spec.rb` (four slips, 2009–2017).
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Banco do Nordeste";
/** 21 cobrança simples; 31 and 41 as laravel-boleto lists them. */
const WALLETS = ["21", "31", "41"] as const;

function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 7);
  // Seven digits: weights 2–8 and the engine's 2–9 cycle coincide.
  return [digits, mod11Digit(digits)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Banco do Nordeste campo livre, as kivanio/brcobranca and eduardokum/laravel-boleto write it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 7 });
    c.digits("account_digit", { min: 1, max: 1, context: "(DV da conta)" });
    c.digits("our_number", { max: 7 });
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
    return `${padDigits(input.agency, 4)}${padDigits(input.account, 7)}${input.account_digit}${digits}${dv}${input.wallet}000`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)}/${padDigits(input.account, 7)}-${input.account_digit}`;
  },
};
