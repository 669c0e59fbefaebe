/**
 * 530 — Ser Finance SCD, boleto rules.
 *
 * The only published rule is BoletoNet/boletonet `src/Boleto.Net/Banco/Banco_SerFinance.cs`,
 * followed here: campo livre agência 4 + carteira 3 + nosso número 10 + conta 7 + `0`
 * (`FormataCampoLivre`; the comment above it, copied from Bradesco's, says carteira 2 and nosso
 * número 11, but the code writes the three-digit carteira, and only a ten-digit nosso número makes
 * the 25 positions). The nosso número DV is printed only: módulo 10 over agência + carteira +
 * nosso número (`Mod10SerFinance`), the DAC of the "agência + carteira + operação" layout, printed
 * `110/1234567890-9` as boletonet's test has it. Carteiras 110, 121 and 180, the ones its barcode
 * accepts. No published slip confirms the rule: every boleto is issued with a
 * `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import { operationLayoutDigit } from "../layouts";
import type { BankBoletoRules } from "../types";

const NAME = "Ser Finance";
const WALLETS = ["110", "121", "180"] as const;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source:
    "Ser Finance campo livre exactly as BoletoNet/boletonet (Banco_SerFinance.cs) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Ser Finance's campo livre is boletonet's (Banco_SerFinance.cs), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 7 });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input: BoletoInput) {
    const digits = padDigits(input.our_number, 10);
    return `${input.wallet}/${digits}-${operationLayoutDigit(padDigits(input.agency, 4), input.wallet, digits)}`;
  },

  freeField(input) {
    return `${padDigits(input.agency, 4)}${input.wallet}${padDigits(input.our_number, 10)}${padDigits(input.account, 7)}0`;
  },

  beneficiaryCode(input) {
    const account = padDigits(input.account, 7) + (input.account_digit ? `-${input.account_digit}` : "");
    return `${padDigits(input.agency, 4)} / ${account}`;
  },
};
