/**
 * 025 — Banco Alfa, boleto rules.
 *
 * The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoAlfa.pas`, followed here:
 * campo livre agência 4 + carteira 2 + nosso número 10 + its DV + the last seven digits of conta +
 * DV da conta + `0` (`DefineCampoLivreCodigoBarras`); the DV is módulo 11, weights 2–7, over `00` +
 * the nosso número padded to 11 for carteiras 11, 21, 31 and 41 (`DefineNumeroDocumentoModulo`:
 * other carteiras would put the carteira there; ACBr names no other), residues 0 and 1 → 0
 * (`ConverterDigitoModuloFinal`); printed `0000000042-6`. No published slip confirms it: every
 * boleto is issued with a `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Banco Alfa";
const WALLETS = ["11", "21", "31", "41"] as const;

function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 10);
  return [digits, mod11Digit(`00${padDigits(digits, 11)}`, { maxWeight: 7 })];
}

/** The last seven digits of conta + DV da conta, zero-padded. */
function accountField(input: BoletoInput): string {
  return padDigits(`${input.account}${input.account_digit ?? ""}`.slice(-7), 7);
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "Banco Alfa campo livre exactly as frones/ACBr (ACBrBancoAlfa.pas) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer Banco, mesmo após o vencimento",
  unconfirmed:
    "Banco Alfa's campo livre is ACBr's (ACBrBancoAlfa.pas), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 7 });
    c.digits("account_digit", { min: 1, max: 1 });
    c.digits("our_number", { max: 10 });
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
    return `${padDigits(input.agency, 4)}${input.wallet}${digits}${dv}${accountField(input)}0`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.account, 7)}-${input.account_digit}`;
  },
};
