/**
 * 341 — Itaú, boleto rules.
 *
 * Source: Itaú, "Cobrança Itaú — Especificações Técnicas do Boleto / Código de Barras" (campo
 * livre: carteira 3, nosso número 8, DAC [agência/conta/carteira/nosso número] módulo 10, agência
 * 4, conta 5, DAC [agência/conta] módulo 10, 000; the DAC of carteiras 112, 126, 131, 146, 150 and
 * 168 covers carteira/nosso número only; carteiras especiais 106, 107, 122, 142, 143, 195, 196 and
 * 198: carteira, nosso número, seu número 7, código do cliente 5, DAC módulo 10, 0). Checked
 * against kivanio/brcobranca `spec/brcobranca/boleto/itau_spec.rb`.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod10, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Itaú";
/** Carteiras especiais: the campo livre carries seu número and código do cliente instead of the account. */
const SPECIAL_WALLETS: readonly string[] = ["106", "107", "122", "142", "143", "195", "196", "198"];
/** Carteiras whose nosso número DAC leaves agência and conta out. */
const SHORT_DAC_WALLETS: readonly string[] = ["112", "126", "131", "146", "150", "168"];
const WALLETS = [
  "104",
  "108",
  "109",
  "110",
  "111",
  "112",
  "121",
  "126",
  "131",
  "133",
  "138",
  "140",
  "141",
  "146",
  "147",
  "150",
  "157",
  "166",
  "168",
  "174",
  "175",
  "176",
  "178",
  "179",
  "180",
  ...SPECIAL_WALLETS,
].sort();

function accountDac(input: BoletoInput): number {
  return mod10(padDigits(input.agency, 4) + padDigits(input.account, 5));
}

function ourNumberDac(input: BoletoInput, ourNumber: string): number {
  if (SHORT_DAC_WALLETS.includes(input.wallet)) return mod10(input.wallet + ourNumber);
  return mod10(padDigits(input.agency, 4) + padDigits(input.account, 5) + input.wallet + ourNumber);
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Itaú, Cobrança Itaú — Especificações Técnicas do Boleto / Código de Barras",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    const agencyOk = c.digits("agency", { max: 4 });
    if (c.digits("account", { max: 5 }) && agencyOk) {
      c.matches("account_digit", String(accountDac(input)));
    }
    c.digits("our_number", { max: 8 });
    if (c.wallet(WALLETS) && SPECIAL_WALLETS.includes(input.wallet)) {
      const context = `with carteira especial ${input.wallet}`;
      c.digits("document_number", { max: 7, context: `(seu número) ${context}` });
      c.digits("agreement", { max: 5, context: `(código do cliente) ${context}` });
    }
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const digits = padDigits(input.our_number, 8);
    return `${input.wallet}/${digits}-${ourNumberDac(input, digits)}`;
  },

  freeField(input) {
    const digits = padDigits(input.our_number, 8);
    if (SPECIAL_WALLETS.includes(input.wallet)) {
      const body =
        input.wallet +
        digits +
        padDigits(input.document_number as string, 7) +
        padDigits(input.agreement as string, 5);
      return `${body}${mod10(body)}0`;
    }
    return `${input.wallet}${digits}${ourNumberDac(input, digits)}${padDigits(input.agency, 4)}${padDigits(input.account, 5)}${accountDac(input)}000`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.account, 5)}-${accountDac(input)}`;
  },
};
