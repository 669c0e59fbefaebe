/**
 * 037 — Banpará (Banco do Estado do Pará), boleto rules.
 *
 * The only published rule is kivanio/brcobranca `lib/brcobranca/boleto/banpara.rb` of pull request
 * 194 (head commit 239a6fa6bfb2b79f5ebd9e601dceab11c09b0672, not merged), whose comment gives the
 * layout as "the one the bank itself sent" and which lote follows: campo livre `0000999` +
 * convênio 5 (`agreement`) + nosso número 13, zero-padded (`codigo_barras_segunda_parte`). The
 * nosso número has no DV and is at most 11 digits (its validation), printed zero-padded to 8
 * (`06040428`); the carteira is `CR`, printed only; the beneficiary prints as agência + conta 8 /
 * convênio. No published slip confirms it: every boleto is issued with a `BANK_RULE_UNCONFIRMED`
 * warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Banpará";
const WALLETS = ["CR"] as const;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source:
    "Banpará campo livre exactly as kivanio/brcobranca (banpara.rb, pull request 194) writes it; unconfirmed",
  paymentPlace: "Pagar preferencialmente em agência do Banpará",
  unconfirmed:
    "Banpará's campo livre is that of an unmerged brcobranca pull request (banpara.rb), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 8 });
    c.digits("agreement", { max: 5, context: "(convênio)" });
    c.digits("our_number", { max: 11 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return padDigits(input.our_number, 8);
  },

  freeField(input) {
    return `0000999${padDigits(input.agreement as string, 5)}${padDigits(input.our_number, 13)}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)}${padDigits(input.account, 8)}/${padDigits(input.agreement as string, 5)}`;
  },
};
