/**
 * 422 — Banco Safra, boleto rules.
 *
 * Source: Banco Safra, "Layout de Cobrança Registrada — Formatação do Código de Barras" (campo
 * livre: sistema 7, agência 5 (4 + DV), conta 9 (8 + DV), nosso número 9 (8 + DV), tipo de
 * cobrança 2 = registrada; DV do nosso número módulo 11, pesos 2 a 9, resto 0 → 1, resto 1 → 0).
 * Checked against kivanio/brcobranca `spec/brcobranca/boleto/safra_spec.rb` (2025 rollover).
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Safra";
/** Safra's carteira codes (1 cobrança simples, 2 cobrança vinculada); the barcode is the same for both. */
const WALLETS = ["1", "2"] as const;
/** Barcode position 20, "sistema": 7 = Banco Safra. */
const SYSTEM = "7";
/** Barcode position 44, "tipo de cobrança": 2 = registrada. */
const REGISTERED = "2";

function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 8);
  return [digits, mod11Digit(digits, { whenEleven: "1", whenTen: "0" })];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Banco Safra, Layout de Cobrança Registrada — Formatação do Código de Barras",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agency_digit", { min: 1, max: 1 });
    c.digits("account", { max: 8 });
    c.digits("account_digit", { min: 1, max: 1 });
    c.digits("our_number", { max: 8 });
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
    const agency = padDigits(input.agency, 4) + input.agency_digit;
    const account = padDigits(input.account, 8) + input.account_digit;
    return `${SYSTEM}${agency}${account}${digits}${dv}${REGISTERED}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)}-${input.agency_digit} / ${padDigits(input.account, 8)}-${input.account_digit}`;
  },
};
