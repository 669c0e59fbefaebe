/**
 * 033 — Santander, boleto rules.
 *
 * Source: Santander, "Layout de Cobrança — Código de Barras e Linha Digitável" (campo livre:
 * "9", código do beneficiário 7, nosso número 12 + DV, IOS, carteira 3; DV do nosso número
 * módulo 11, pesos 2 a 9, resto 0 ou 1 → 0). Checked against kivanio/brcobranca
 * `spec/brcobranca/boleto/santander_spec.rb`.
 */

import { bankField, RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules, BankFieldSpec } from "../types";

const NAME = "Santander";
/** The carteiras of Santander's layout; they change only the last 3 digits of the campo livre. */
const WALLETS = ["101", "102", "104", "201"] as const;

const FIELDS: readonly BankFieldSpec[] = [
  {
    name: "ios",
    description: "IOS, insurers only: the IOF rate digit (e.g. `7` for 7%); `0` for everyone else",
    required: false,
    maxDigits: 1,
    default: "0",
  },
];

/** The 12-digit nosso número and its check digit. */
function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 12);
  return [digits, mod11Digit(digits)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: FIELDS,
  source: "Santander, Layout de Cobrança — Código de Barras e Linha Digitável",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 7, context: "(código do beneficiário)" });
    c.digits("our_number", { max: 12 });
    c.wallet(WALLETS);
    c.bankFields(FIELDS);
    return c.issues;
  },

  ourNumber(input) {
    const [digits, dv] = ourNumberParts(input);
    return `${digits}-${dv}`;
  },

  freeField(input) {
    const [digits, dv] = ourNumberParts(input);
    return `9${padDigits(input.agreement as string, 7)}${digits}${dv}${bankField(input, "ios", "0")}${input.wallet}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 7)}`;
  },
};
