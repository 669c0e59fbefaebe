/**
 * 077 — Banco Inter, boleto rules.
 *
 * Source: Banco Inter, "Manual de Cobrança — boleto e CNAB 400" (campo livre: agência 4,
 * carteira 3, código do beneficiário 7, nosso número 10, DV módulo 10 sobre agência + carteira +
 * nosso número). Checked against BoletoNet/BoletoNetCore `BancoInterCarteira110Tests.cs`.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod10, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Banco Inter";
const WALLETS = ["110", "112"] as const;

/** The 10-digit nosso número and its módulo 10 DV. */
function ourNumberParts(input: BoletoInput): [string, number] {
  const digits = padDigits(input.our_number, 10);
  return [digits, mod10(padDigits(input.agency, 4) + input.wallet + digits)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Banco Inter, Manual de Cobrança — boleto e CNAB 400",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 7, context: "(código do beneficiário)" });
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
    return `${padDigits(input.agency, 4)}${input.wallet}${padDigits(input.agreement as string, 7)}${digits}${dv}`;
  },

  beneficiaryCode(input) {
    const agency = padDigits(input.agency, 4) + (input.agency_digit ? `-${input.agency_digit}` : "");
    return `${agency} / ${padDigits(input.agreement as string, 7)}`;
  },
};
