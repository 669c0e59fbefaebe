/**
 * 237 — Bradesco, boleto rules.
 *
 * Source: Bradesco, "Boleto de Pagamento Bradesco — Especificações Técnicas" (campo livre:
 * agência 4, carteira 2, nosso número 11, conta 7, zero; DV do nosso número módulo 11 base 7 sobre
 * carteira + nosso número, resto 0 → 0, resto 1 → P). Checked against kivanio/brcobranca
 * `spec/brcobranca/boleto/bradesco_spec.rb` and pagarme/node-boleto (carteira 25, 2025).
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Bradesco";
const WALLETS = ["02", "03", "04", "06", "09", "16", "19", "21", "22", "25", "26"] as const;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Bradesco, Boleto de Pagamento Bradesco — Especificações Técnicas",
  paymentPlace: "Pagável preferencialmente na rede Bradesco ou Bradesco Expresso",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 7 });
    c.digits("our_number", { max: 11 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const digits = padDigits(input.our_number, 11);
    return `${input.wallet}/${digits}-${mod11Digit(input.wallet + digits, { maxWeight: 7, whenTen: "P" })}`;
  },

  freeField(input) {
    return `${padDigits(input.agency, 4)}${input.wallet}${padDigits(input.our_number, 11)}${padDigits(input.account, 7)}0`;
  },

  beneficiaryCode(input) {
    const agency = padDigits(input.agency, 4) + (input.agency_digit ? `-${input.agency_digit}` : "");
    const account = padDigits(input.account, 7) + (input.account_digit ? `-${input.account_digit}` : "");
    return `${agency} / ${account}`;
  },
};
