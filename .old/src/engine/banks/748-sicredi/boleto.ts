/**
 * 748 — Sicredi, boleto rules.
 *
 * Source: Sicredi, "Manual de Cobrança — Especificações Técnicas do Boleto" (nosso número
 * AA/BXXXXX-D: ano, byte de geração 2–9 when the beneficiário generates it, sequencial 5, DV
 * módulo 11 pesos 2 a 9 over cooperativa + posto + beneficiário + AA + B + sequencial; campo
 * livre: tipo de cobrança 1 (com registro), carteira 1 (simples), nosso número 9, cooperativa 4,
 * posto 2, beneficiário 5, 1 when the amount is filled, filler 0, DV módulo 11; DVs of 10 or 11 →
 * 0). Checked against kivanio/brcobranca `spec/brcobranca/boleto/sicredi_spec.rb`.
 */

import { bankField, RuleCheck } from "../../boleto/bank-rules";
import { EngineError } from "../../errors";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules, BankFieldSpec, BoletoRuleContext } from "../types";

const NAME = "Sicredi";
/** Tipo de cobrança, barcode position 20: 1 = com registro. */
const WALLETS = ["1"] as const;
/** Barcode position 21, tipo de carteira: 1 = carteira simples. */
const SIMPLE_WALLET = "1";

const FIELDS: readonly BankFieldSpec[] = [
  {
    name: "post",
    description: "Posto (branch) of the cooperativa, up to 2 digits",
    required: true,
    maxDigits: 2,
  },
  {
    name: "byte",
    description: "Byte de geração of the nosso número: 2–9 when the beneficiário generates it",
    required: false,
    maxDigits: 1,
    values: ["2", "3", "4", "5", "6", "7", "8", "9"],
    default: "2",
  },
  {
    name: "year",
    description: "Two-digit year printed in the nosso número; default: year of issue_date (or today)",
    required: false,
    maxDigits: 2,
  },
];

/** AA: the explicit `year` bank field, else the year of issue_date, else of today. */
function yearOf(input: BoletoInput, context: BoletoRuleContext | undefined): string {
  const explicit = input.bank_fields?.year;
  if (explicit !== undefined) return padDigits(explicit, 2);
  const date = input.issue_date ?? context?.today;
  if (date === undefined) {
    throw new EngineError({
      code: "REQUIRED",
      path: ["issue_date"],
      message: "Sicredi prints the year in the nosso número: give issue_date, bank_fields.year or today",
    });
  }
  return date.slice(2, 4);
}

/** AA + B + sequencial (8 digits) and its DV. */
function ourNumberParts(input: BoletoInput, context?: BoletoRuleContext): [string, string] {
  const body = yearOf(input, context) + bankField(input, "byte", "2") + padDigits(input.our_number, 5);
  return [body, mod11Digit(beneficiary(input) + body)];
}

/** Cooperativa (4) + posto (2) + código do beneficiário (5). */
function beneficiary(input: BoletoInput): string {
  return (
    padDigits(input.agency, 4) +
    padDigits(bankField(input, "post", ""), 2) +
    padDigits(input.agreement as string, 5)
  );
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: FIELDS,
  source: "Sicredi, Manual de Cobrança — Especificações Técnicas do Boleto",
  paymentPlace: "Pagável preferencialmente nas cooperativas de crédito do Sicredi",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4, context: "(cooperativa)" });
    c.digits("agreement", { max: 5, context: "(código do beneficiário)" });
    c.digits("our_number", { max: 5 });
    c.wallet(WALLETS);
    c.bankFields(FIELDS);
    return c.issues;
  },

  ourNumber(input, context) {
    const [body, dv] = ourNumberParts(input, context);
    return `${body.slice(0, 2)}/${body.slice(2)}-${dv}`;
  },

  freeField(input, context) {
    const [body, dv] = ourNumberParts(input, context);
    const hasAmount = input.amount_cents > 0 ? "1" : "0";
    const free = `${input.wallet}${SIMPLE_WALLET}${body}${dv}${beneficiary(input)}${hasAmount}0`;
    return free + mod11Digit(free);
  },

  beneficiaryCode(input) {
    const code = beneficiary(input);
    return `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}`;
  },
};
