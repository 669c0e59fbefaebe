/**
 * 091 — Unicred Central RS (Central de Cooperativas de Economia e Crédito Mútuo do Estado do Rio
 * Grande do Sul), boleto rules.
 *
 * The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoUnicredRS.pas`, followed
 * here: campo livre agência 4 + the last ten digits of conta + DV da conta + nosso número 10 + its
 * DV (`DefineCampoLivreCodigoBarras`); the DV is módulo 11, weights 2–7, over the carteira's last
 * two digits + the nosso número, residues 0 and 1 → 0 (`CalcularDigitoVerificador`,
 * `DefineNumeroDocumentoModulo`); printed `17/0003456789-7` (`MontarCampoNossoNumero`). The
 * carteira enters the DV, and the one carteira a published slip shows is 17 (ACBr's own test,
 * `vectors.test.ts`), so lote accepts that one. ACBr's test is the same project as its rule: no
 * second source confirms it, and every boleto is issued with a `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Unicred Central RS";
const WALLETS = ["17"] as const;

function ourNumberParts(input: BoletoInput): [string, string] {
  const digits = padDigits(input.our_number, 10);
  return [digits, mod11Digit(`${padDigits(input.wallet, 3).slice(1)}${digits}`, { maxWeight: 7 })];
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source:
    "Unicred Central RS campo livre exactly as frones/ACBr (ACBrBancoUnicredRS.pas) writes and tests it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Unicred Central RS's campo livre is ACBr's (ACBrBancoUnicredRS.pas), confirmed only by ACBr's own test and by no bank manual; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("account", { max: 9 });
    c.digits("account_digit", { min: 1, max: 1 });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const [digits, dv] = ourNumberParts(input);
    return `${padDigits(input.wallet, 3).slice(1)}/${digits}-${dv}`;
  },

  freeField(input) {
    const [digits, dv] = ourNumberParts(input);
    return `${padDigits(input.agency, 4)}${padDigits(`${input.account}${input.account_digit}`, 10)}${digits}${dv}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${input.account}-${input.account_digit}`;
  },
};
