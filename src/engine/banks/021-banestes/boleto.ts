/**
 * 021 — Banestes, boleto rules.
 *
 * Campo livre (the "chave ASBACE" of the state banks): nosso número 8, conta 11 (10 + DV), tipo
 * de cobrança 1 (the carteira's "variação": 3 caucionada, 4 com registro; 2 sem registro is not
 * offered), bank code `021`, then a duplo dígito over those 23 digits (D1 módulo 10; D2 módulo 11
 * pesos 2–7, residue 1 bumps D1, as for Banrisul). The nosso número carries two DVs, each
 * módulo 11 pesos 2–9, 11 − resto, 10 and 11 → 0 (the second over número + first DV), printed
 * `69240101-68`. Rule as kivanio/brcobranca `lib/brcobranca/boleto/banestes.rb` writes it (carteira
 * 11, variação) and BoletoNet/boletonet `src/Boleto.Net/Banco/Banco_Banestes.cs` (ChaveASBACE);
 * published vectors in brcobranca `spec/brcobranca/boleto/banestes_spec.rb` and boletonet
 * `src/Boleto.Net.Testes/BancoBanestesTeste.cs`.
 */

import { bankField, RuleCheck } from "../../boleto/bank-rules";
import { doubleCheckDigit, mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules, BankFieldSpec } from "../types";

const NAME = "Banestes";
const WALLETS = ["11"] as const;
const FIELDS: readonly BankFieldSpec[] = [
  {
    name: "variation",
    description: "tipo de cobrança in the barcode: 4 com registro, 3 caucionada",
    required: false,
    maxDigits: 1,
    values: ["3", "4"],
    default: "4",
  },
];

/** Nosso número (8) and its two DVs. */
function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 8);
  const d1 = mod11Digit(digits);
  return [digits, d1 + mod11Digit(digits + d1)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: FIELDS,
  source: "Banestes chave ASBACE, as kivanio/brcobranca and BoletoNet/boletonet write it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 10 });
    c.digits("account_digit", { min: 1, max: 1, context: "(DV da conta)" });
    c.digits("our_number", { max: 8 });
    c.wallet(WALLETS);
    c.bankFields(FIELDS);
    return c.issues;
  },

  ourNumber(input) {
    const [digits, dvs] = ourNumberParts(input);
    return `${digits}-${dvs}`;
  },

  freeField(input) {
    const key = `${padDigits(input.our_number, 8)}${padDigits(input.account, 10)}${input.account_digit}${bankField(input, "variation", "4")}021`;
    return key + doubleCheckDigit(key);
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.account, 10)}-${input.account_digit}`;
  },
};
