/**
 * 097 — CrediSIS (Central das Cooperativas de Crédito), boleto rules.
 *
 * Campo livre: `00000`, bank code `097`, X = módulo 11 of the beneficiary's CPF/CNPJ (check digits
 * included), agência 4, convênio 6 (`agreement`), nosso número 6. X is Apêndice A of CrediSIS'
 * layouts (CNAB 240 abril/2017 and CNAB 400 v1.1): weights 2, 3, … from the right up to the
 * "limitador da multiplicação", 9 for a CPF and 8 for a CNPJ. X = 11 − residue as CrediSIS'
 * generator computes it (the manuals say only "Módulo 11"); 10 and 11 are printed as 1
 * (`credisisDocumentDigit`). The printed nosso número is the campo livre without its
 * five leading zeros (`09750001100000000095`); agência and conta are printed with a módulo 11 DV
 * (weights 9…2 from the right, residue, 10 → X).
 *
 * Evidence: CrediSIS' model boleto (`docs/credisis/MODELO BOLETO FORMATO PADRÃO.pdf` kept by
 * kivanio/brcobranca) and CrediSIS' own generator (CrediSIS/openboleto `Banco/Credisis.php`,
 * weight limit 8 for 14 digits, 9 for 11), which reproduces that model's linha digitável; vectors
 * in `boleto.test.ts`. brcobranca `lib/brcobranca/boleto/credisis.rb` means to use 8 for a CNPJ but
 * discards the setting, and BoletoNet/BoletoNetCore `BancoCrediSISCarteira18.cs` uses 9 for both:
 * their digit differs from CrediSIS' for most CNPJs. Which digit a 10 or 11 becomes is not in the
 * manuals; lote prints 0, as CrediSIS' generator does (docs/cnab.md, "Where lote is unsure").
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, mod11Residue, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "CrediSIS";
const WALLETS = ["18"] as const;

/** Σ digit × (9, 8, …, 2 from the right) mod 11: the complement of the 2–9 residue. */
function descendingResidue(digits: string): number {
  return (11 - mod11Residue(digits)) % 11;
}

/** Apêndice A's "limitador da multiplicação": 8 for a CNPJ (14 characters), 9 for a CPF. */
function documentMaxWeight(document: string): number {
  return document.length === 14 ? 8 : 9;
}

/**
 * X of the nosso número: módulo 11 of the beneficiary's CPF/CNPJ as CrediSIS' Apêndice A writes
 * it (weights 2…9 for a CPF, 2…8 for a CNPJ, from the right; 11 − residue, 10 and 11 → 1).
 *
 * @example credisisDocumentDigit("01900928230") // "1" (CrediSIS' model boleto, a CPF)
 * @example credisisDocumentDigit("11222333000181") // "7" (a CNPJ: weights up to 8)
 */
export function credisisDocumentDigit(document: string): string {
  return mod11Digit(document, { maxWeight: documentMaxWeight(document), whenTen: "0", whenEleven: "0" });
}

/** Agência/conta DV as printed: the descending residue, 10 → X. */
function printedDigit(digits: string): string {
  const r = descendingResidue(digits);
  return r === 10 ? "X" : String(r);
}

function ourNumber20(input: BoletoInput): string {
  return `097${credisisDocumentDigit(input.beneficiary.document)}${padDigits(input.agency, 4)}${padDigits(input.agreement as string, 6)}${padDigits(input.our_number, 6)}`;
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "CrediSIS campo livre, as kivanio/brcobranca and BoletoNet/BoletoNetCore write it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 7 });
    c.digits("agreement", { max: 6, context: "(convênio)" });
    c.digits("our_number", { max: 6 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return ourNumber20(input);
  },

  freeField(input) {
    return `00000${ourNumber20(input)}`;
  },

  beneficiaryCode(input) {
    const agency = padDigits(input.agency, 4);
    const account = padDigits(input.account, 7);
    return `${agency}-${printedDigit(agency)} / ${account}-${printedDigit(account)}`;
  },
};
