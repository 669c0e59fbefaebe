/**
 * 097 — CrediSIS (Central das Cooperativas de Crédito), boleto rules.
 *
 * Campo livre: `00000`, bank code `097`, DV of the beneficiary's CPF/CNPJ, agência 4, convênio 6
 * (`agreement`), nosso número 6. The document DV is Σ digit × weight (9, 8, …, 2 repeating from
 * the right) mod 11, with 0 and 10 printed as 1. The printed nosso número is the campo livre
 * without its five leading zeros (`09750001100000000095`); agência and conta are printed with a
 * módulo 11 DV (same weights, 10 → X). Rule as kivanio/brcobranca `lib/brcobranca/boleto/credisis.rb`
 * and BoletoNet/BoletoNetCore `BoletoNetCore/Banco/CrediSis/Carteiras/BancoCrediSISCarteira18.cs`
 * write it; published vectors: brcobranca `spec/brcobranca/boleto/credisis_spec.rb`.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Residue, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "CrediSIS";
const WALLETS = ["18"] as const;

/** Σ digit × (9, 8, …, 2 from the right) mod 11: the complement of the 2–9 residue. */
function descendingResidue(digits: string): number {
  return (11 - mod11Residue(digits)) % 11;
}

/**
 * DV of the beneficiary document as CrediSIS puts it in the barcode.
 *
 * @example credisisDocumentDigit("12345678912") // "5" (brcobranca credisis_spec.rb)
 */
export function credisisDocumentDigit(document: string): string {
  const r = descendingResidue(document);
  return r === 0 || r === 10 ? "1" : String(r);
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
