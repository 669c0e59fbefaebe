/**
 * 756 — Sicoob, boleto rules.
 *
 * Source: Sicoob, "Manual de Cobrança — Leiaute do Boleto / Código de Barras" (campo livre:
 * carteira 1, cooperativa 4, modalidade 2, código do cliente 7, nosso número 7 + DV, parcela 3; DV
 * do nosso número: cooperativa 4 + cliente 10 + nosso número 7 multiplied left to right by the
 * constant 3197 repeated, 11 − resto, 10 or 11 → 0). Checked against kivanio/brcobranca
 * `spec/brcobranca/boleto/sicoob_spec.rb`.
 */

import { bankField, RuleCheck } from "../../boleto/bank-rules";
import { padDigits, weightedResidueLeft } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules, BankFieldSpec } from "../types";

const NAME = "Sicoob";
const WALLETS = ["1"] as const;
const WEIGHTS = [3, 1, 9, 7] as const;

const FIELDS: readonly BankFieldSpec[] = [
  {
    name: "modality",
    description: "Modalidade de cobrança, 2 digits (01 simples com registro, 03 garantida caucionada)",
    required: false,
    maxDigits: 2,
    default: "01",
  },
  {
    name: "installment",
    description: "Número da parcela, up to 3 digits",
    required: false,
    maxDigits: 3,
    default: "001",
  },
];

function ourNumberParts(input: BoletoInput): [string, number] {
  const digits = padDigits(input.our_number, 7);
  const residue = weightedResidueLeft(
    padDigits(input.agency, 4) + padDigits(input.agreement as string, 10) + digits,
    WEIGHTS,
  );
  return [digits, residue < 2 ? 0 : 11 - residue];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: FIELDS,
  source: "Sicoob, Manual de Cobrança — Leiaute do Boleto / Código de Barras",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4, context: "(cooperativa)" });
    c.digits("agreement", { max: 7, context: "(código do cliente)" });
    c.digits("our_number", { max: 7 });
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
    const modality = padDigits(bankField(input, "modality", "01"), 2);
    const installment = padDigits(bankField(input, "installment", "001"), 3);
    return `${input.wallet}${padDigits(input.agency, 4)}${modality}${padDigits(input.agreement as string, 7)}${digits}${dv}${installment}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 7)}`;
  },
};
