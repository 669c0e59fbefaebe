/**
 * 085 — Ailos (ex-Cecred), boleto rules.
 *
 * Source: Sistema Ailos, "Manual de Cobrança Bancária — leiaute do boleto" (campo livre: número
 * do convênio 6 + nosso número 17 + tipo de carteira 2; nosso número = conta corrente com DV (8)
 * + sequencial (9); DV da conta módulo 11, pesos 9 a 2, resto 10 → 0). Checked against
 * kivanio/brcobranca `spec/brcobranca/boleto/ailos_spec.rb`.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Ailos";
const WALLETS = ["01"] as const;

/** Check digit of the 7-digit conta corrente (residue 0 or 1 → 0). */
function accountDigit(input: BoletoInput): string {
  return mod11Digit(padDigits(input.account, 7));
}

/** Conta + DV (8) + sequencial (9): the 17-digit nosso número, which carries no DV of its own. */
function ourNumber17(input: BoletoInput): string {
  return `${padDigits(input.account, 7)}${accountDigit(input)}${padDigits(input.our_number, 9)}`;
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Sistema Ailos, Manual de Cobrança Bancária — leiaute do boleto",
  paymentPlace: "Pagar preferencialmente nas cooperativas do Sistema Ailos",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    if (c.digits("account", { max: 7 })) c.matches("account_digit", accountDigit(input));
    c.digits("agreement", { max: 6, context: "(número do convênio)" });
    c.digits("our_number", { max: 9 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return ourNumber17(input);
  },

  freeField(input) {
    return `${padDigits(input.agreement as string, 6)}${ourNumber17(input)}${input.wallet}`;
  },

  beneficiaryCode(input) {
    const agency = padDigits(input.agency, 4) + (input.agency_digit ? `-${input.agency_digit}` : "");
    return `${agency} / ${padDigits(input.account, 7)}-${accountDigit(input)}`;
  },
};
