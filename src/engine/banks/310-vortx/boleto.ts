/**
 * 310 — Vórtx DTVM, boleto rules.
 *
 * The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoVortx.pas`, followed here:
 * campo livre agência 3 + DV da agência + código do beneficiário 10 (`agreement`) + nosso número
 * 10 + its DV (`DefineCampoLivreCodigoBarras`). ACBr computes both check digits with a módulo 11
 * of weights 9…2 from the rightmost digit whose result is the residue itself (`CalcularDV`); since
 * 11 − w runs over 9…2 as w runs over 2…9, that residue is `(11 − r) mod 11` for the usual residue
 * r of weights 2–9, so its nosso número DV (residues giving 0 or 10 → 0) is the usual módulo 11
 * with 10 and 11 → 0, and its barcode DV (`CalcularDigitoCodigoBarras`: 0 → 1) is FEBRABAN's
 * general DV — a different way of writing the same digit, not a different rule (see
 * `boleto.test.ts`). The carteira does not enter the barcode: the contract's three digits
 * (ACBr's `fpTamanhoCarteira`) are printed as given. No published slip confirms it: every boleto
 * is issued with a `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Vórtx";

/** Nosso número(10) + DV: módulo 11, weights 2–9, 10 and 11 → 0 (ACBr's "resto, pesos 9 a 2"). */
function ourNumberAndDigit(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 10);
  return [digits, mod11Digit(digits)];
}

export const boleto: BankBoletoRules = {
  wallets: [],
  contractWallet: 3,
  bankFields: [],
  source: "Vórtx campo livre exactly as frones/ACBr (ACBrBancoVortx.pas) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Vórtx's campo livre is ACBr's (ACBrBancoVortx.pas), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 3 });
    c.digits("agency_digit", { max: 1 });
    c.digits("agreement", { max: 10, context: "(código do beneficiário)" });
    c.digits("our_number", { max: 10 });
    c.contractWallet(3);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const [digits, dv] = ourNumberAndDigit(input);
    return `${digits}-${dv}`;
  },

  freeField(input) {
    const [digits, dv] = ourNumberAndDigit(input);
    const agency = padDigits(input.agency, 3) + (input.agency_digit as string);
    return `${agency}${padDigits(input.agreement as string, 10)}${digits}${dv}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 3)}${input.agency_digit as string} / ${padDigits(input.agreement as string, 10)}`;
  },
};
