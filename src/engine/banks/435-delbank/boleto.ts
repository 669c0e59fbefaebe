/**
 * 435 — Delbank (Delcred), boleto rules.
 *
 * The only public rule is eduardokum/laravel-boleto `src/Boleto/Banco/Delbank.php` (carteiras 112
 * com registro — emissão na internet, and 121 com registro), followed here exactly: campo livre
 * agência 4, carteira 2, nosso número 11, conta 7, `0`, where the carteira is cut to its first two
 * digits (`11`, `12`) by laravel-boleto's `numberFormatGeral`; the printed nosso número is
 * número(10) + DV módulo 10 over `0019` + carteira(3) + número(10) (`delcredNossoNumero`), shown
 * `11 / 0000000001-0`. The cut carteira and the fixed agência in the DV look inherited from other
 * classes; no published barcode vector confirms them. The class was contributed by a Delbank
 * developer ("a integração do nosso banco 435", laravel-boleto pull request #666, 2022), which is
 * the only sign the layout came from the bank. Every Delbank boleto is issued with a
 * `BANK_RULE_UNCONFIRMED` warning (see `unconfirmed` below): confirm a first slip with the bank.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod10, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Delbank";
const WALLETS = ["112", "121"] as const;

function ourNumberParts(input: BoletoInput): [string, number] {
  const digits = padDigits(input.our_number, 10);
  return [digits, mod10(`0019${input.wallet}${digits}`)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Delbank campo livre exactly as eduardokum/laravel-boleto (Delbank.php) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Delbank's campo livre is laravel-boleto's (Delbank.php), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 7 });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const [digits, dv] = ourNumberParts(input);
    return `${input.wallet.slice(0, 2)} / ${digits}-${dv}`;
  },

  freeField(input) {
    return `${padDigits(input.agency, 4)}${input.wallet.slice(0, 2)}${padDigits(input.our_number, 11)}${padDigits(input.account, 7)}0`;
  },

  beneficiaryCode(input) {
    const account = padDigits(input.account, 7) + (input.account_digit ? `-${input.account_digit}` : "");
    return `${padDigits(input.agency, 4)} / ${account}`;
  },
};
