/**
 * 218 — Banco BS2, boleto rules.
 *
 * The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoBS2.pas`, followed here:
 * campo livre `001` + código do beneficiário 10 (`agreement`) + nosso número 10 + its DV + `8`
 * (`DefineCampoLivreCodigoBarras`); the DV is módulo 11, weights 2–9, over the nosso número
 * (`CalcularDigitoVerificador`). For residues 0 and 1 ACBr writes `0` from CNAB layout version 6
 * on and `1` before it; lote writes `0`, the newer layout's. Printed as ACBr does, the ten digits
 * and the DV without a separator (`00000000426`). Carteiras 21 (cobrança simples) and 41
 * (vinculada) are the ones ACBr's remessa names; the carteira does not enter the barcode. No
 * published slip confirms it: every boleto is issued with a `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "BS2";
const WALLETS = ["21", "41"] as const;

function ourNumberDigits(input: BoletoInput): string {
  const digits = padDigits(input.our_number, 10);
  return `${digits}${mod11Digit(digits)}`;
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "BS2 campo livre exactly as frones/ACBr (ACBrBancoBS2.pas) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco, mesmo após vencimento",
  unconfirmed:
    "BS2's campo livre is ACBr's (ACBrBancoBS2.pas), confirmed by no published slip or bank manual, and ACBr's nosso número DV for residues 0 and 1 depends on the CNAB layout version; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 10, context: "(código do beneficiário)" });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return ourNumberDigits(input);
  },

  freeField(input) {
    return `001${padDigits(input.agreement as string, 10)}${ourNumberDigits(input)}8`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 10)}`;
  },
};
