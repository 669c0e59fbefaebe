/**
 * 041 — Banrisul, boleto rules.
 *
 * Source: Banrisul, "Cobrança Banrisul — Especificações do Código de Barras" (posição 20 produto:
 * 1 cobrança normal / fichário emitido pelo Banrisul, 2 cobrança direta / fichário emitido pelo
 * cliente; 21 constante 1; 22–25 agência; 26–32 código do beneficiário; 33–40 nosso número;
 * 41–42 constante 40; 43–44 Número de Controle, duplo dígito módulos 10 e 11). Checked against
 * kivanio/brcobranca `spec/brcobranca/boleto/banrisul_spec.rb`.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { doubleCheckDigit, padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Banrisul";
/** The barcode's "produto": 1 fichário emitido pelo Banrisul, 2 emitido pelo cliente (lote). */
const WALLETS = ["1", "2"] as const;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source:
    "Banrisul, Cobrança Banrisul — Especificações do Código de Barras (Número de Controle módulos 10 e 11)",
  paymentPlace: "Pagável em qualquer banco",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 7, context: "(código do beneficiário)" });
    c.digits("our_number", { max: 8 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const digits = padDigits(input.our_number, 8);
    return `${digits}-${doubleCheckDigit(digits)}`;
  },

  freeField(input) {
    const body = `${input.wallet}1${padDigits(input.agency, 4)}${padDigits(input.agreement as string, 7)}${padDigits(input.our_number, 8)}40`;
    return body + doubleCheckDigit(body);
  },

  beneficiaryCode(input) {
    // Printed as 6 digits, its last digit and the code's Número de Controle: "900015.0.46".
    const code = padDigits(input.agreement as string, 7);
    return `${padDigits(input.agency, 4)} / ${code.slice(0, 6)}.${code[6]}.${doubleCheckDigit(code)}`;
  },
};
