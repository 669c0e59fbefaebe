/**
 * 047 — Banese (Banco do Estado de Sergipe), boleto rules.
 *
 * Campo livre (chave ASBACE): agência 2, conta 9 (8 + DV), nosso número 9 (8 + DV), bank code
 * `047`, duplo dígito over those 23 digits. Nosso número DV módulo 11, pesos 2–9, over agência +
 * nosso número, 11 − resto, 10 and 11 → 0; printed `00000001-7` (agência 001). Rule as openboleto/openboleto
 * `src/Banco/Banese.php` writes it. Its duplo dígito skips the residue-1 case of the ASBACE key
 * (one key in eleven); lote computes it as the ASBACE key of BRB and Banestes does (D1 is bumped).
 * No published barcode vector was found.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { doubleCheckDigit, mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Banese";
/** "CS", cobrança simples, the only carteira openboleto lists (printed only). */
const WALLETS = ["CS"] as const;

function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 8);
  return [digits, mod11Digit(padDigits(input.agency, 3) + digits)];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Banese chave ASBACE, as openboleto/openboleto (Banese.php) writes it",
  paymentPlace: "Pagável preferencialmente na rede Banese",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    // The key keeps two agency digits: Banese's agencies are numbered below 100.
    if (c.digits("agency", { max: 4 }) && Number(input.agency) > 99) {
      c.add(
        "INVALID_AGENCY",
        ["agency"],
        "agency must be at most 99 for Banese (the barcode keeps 2 digits)",
      );
    }
    c.digits("account", { max: 8 });
    c.digits("account_digit", { min: 1, max: 1, context: "(DV da conta)" });
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
    const key = `${padDigits(input.agency, 4).slice(2)}${padDigits(input.account, 8)}${input.account_digit}${digits}${dv}047`;
    return key + doubleCheckDigit(key);
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 3)} / ${padDigits(input.account, 8)}-${input.account_digit}`;
  },
};
