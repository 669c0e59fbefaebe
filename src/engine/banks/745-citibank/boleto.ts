/**
 * 745 — Citibank, boleto rules.
 *
 * Campo livre: carteira 1 (`3`), portfolio 3, conta cosmos 9 (the 10-digit `agreement` without its
 * first digit), nosso número 11, DV. Nosso número DV módulo 11, pesos 2–9, 11 − resto, 10 and
 * 11 → 0; printed `00000000001.9`. Rule as kivanio/brcobranca `lib/brcobranca/boleto/citibank.rb`
 * writes it; published vectors: brcobranca `spec/brcobranca/boleto/citibank_spec.rb` (three
 * slips, 2012–2013). The conta cosmos always starts with 0 in those vectors; lote refuses one that
 * does not, rather than drop a significant digit.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules, BankFieldSpec } from "../types";

const NAME = "Citibank";
const WALLETS = ["3"] as const;
const FIELDS: readonly BankFieldSpec[] = [
  { name: "portfolio", description: "portfolio, 3 digits", required: true, maxDigits: 3 },
];

function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 11);
  return [digits, mod11Digit(digits)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: FIELDS,
  source: "Citibank campo livre, as kivanio/brcobranca (citibank.rb) writes and tests it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    // Ten digits of which the barcode keeps the last nine: a leading digit other than 0 would be lost.
    const agreement = input.agreement ?? "";
    if (
      c.digits("agreement", { max: 10, context: "(conta cosmos)" }) &&
      agreement.length === 10 &&
      agreement[0] !== "0"
    ) {
      c.add(
        "INVALID_AGREEMENT",
        ["agreement"],
        "agreement (conta cosmos) must start with 0 for Citibank: the barcode keeps its last 9 digits",
      );
    }
    c.digits("our_number", { max: 11 });
    c.wallet(WALLETS);
    c.bankFields(FIELDS);
    return c.issues;
  },

  ourNumber(input) {
    const [digits, dv] = ourNumberParts(input);
    return `${digits}.${dv}`;
  },

  freeField(input) {
    const [digits, dv] = ourNumberParts(input);
    const portfolio = padDigits(input.bank_fields?.portfolio as string, 3);
    return `${input.wallet}${portfolio}${padDigits(input.agreement as string, 10).slice(1)}${digits}${dv}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 10)}`;
  },
};
