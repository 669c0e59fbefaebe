/**
 * 104 — Caixa Econômica Federal, boleto rules (SIGCB).
 *
 * Source: CAIXA, "Especificações Técnicas para Emissão de Boletos — Cobrança Bancária CAIXA
 * (SIGCB)" — campo livre: código do beneficiário (6 dígitos + DV, or the 7-digit codes issued
 * since 2024, which take both positions and carry no DV), nosso número split into sequences 3/3/9
 * around constante 1 (modalidade: 1 registrada) and constante 2 (emissão: 4 beneficiário), DV do
 * campo livre; every DV módulo 11, pesos 2 a 9, resultado > 9 → 0. Checked against
 * openboleto/openboleto `tests/Banco/CaixaTest.php` (7-digit beneficiário 1242119).
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Caixa";
/** Modalidade, the first digit of the nosso número: 1 = cobrança registrada. */
const WALLETS = ["1"] as const;
/** Constante 2, the second digit of the nosso número: 4 = boleto emitted by the beneficiário. */
const ISSUER_BENEFICIARY = "4";

/** True when the agreement is a classic 6-digit code (a leading zero on 7 digits is padding). */
function isSixDigitCode(agreement: string): boolean {
  return agreement.length <= 6 || agreement.charCodeAt(0) === 48;
}

/**
 * The beneficiário code as it sits in barcode positions 20–26: a 6-digit code and its DV, or a
 * 7-digit code as is.
 *
 * @example caixaBeneficiary("433756") // "4337565"
 * @example caixaBeneficiary("1242119") // "1242119"
 */
export function caixaBeneficiary(agreement: string): string {
  if (!isSixDigitCode(agreement)) return agreement;
  const six = padDigits(agreement.slice(-6), 6);
  return six + mod11Digit(six);
}

/** The 17-digit nosso número: modalidade + emissão + 15-digit sequence. */
function ourNumber17(input: BoletoInput): string {
  return `${input.wallet}${ISSUER_BENEFICIARY}${padDigits(input.our_number, 15)}`;
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "CAIXA, Especificações Técnicas para Emissão de Boletos — Cobrança Bancária CAIXA (SIGCB)",
  paymentPlace: "Preferencialmente nas casas lotéricas até o valor limite",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 7, context: "(código do beneficiário, 6 or 7 digits)" });
    c.digits("our_number", { max: 15 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const nn = ourNumber17(input);
    return `${nn}-${mod11Digit(nn)}`;
  },

  freeField(input) {
    const nn = ourNumber17(input);
    const body =
      caixaBeneficiary(input.agreement as string) +
      nn.slice(2, 5) +
      nn[0] +
      nn.slice(5, 8) +
      nn[1] +
      nn.slice(8, 17);
    return body + mod11Digit(body);
  },

  beneficiaryCode(input) {
    const agreement = input.agreement as string;
    const code = caixaBeneficiary(agreement);
    const printed = isSixDigitCode(agreement) ? `${code.slice(0, 6)}-${code[6]}` : code;
    return `${padDigits(input.agency, 4)} / ${printed}`;
  },
};
