/**
 * 089 — Credisan (Cooperativa de Crédito), boleto rules.
 *
 * The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoCredisan.pas` (added
 * 06/05/2025), followed here. Campo livre (`DefineCampoLivreCodigoBarras`), Sicoob's shape: carteira
 * 1 + cooperativa 4 (`agency`) + modalidade 2 + conta 7 + nosso número 8 + parcela 3. The nosso
 * número is at most 7 digits, zero-padded to 8 in the barcode; its DV is printed only
 * (`CalcularDigitoVerificador`: weights 9…2 from the right, the residue itself, 10 → `X`), which
 * is the usual módulo 11 of weights 2–9 with 11 → 0 and 10 → `X`: as w runs over 2…9, 11 − w runs
 * over 9…2, so ACBr's residue is `(11 − r) mod 11` for the usual residue r (`boleto.test.ts`
 * checks it on random numbers). Printed `01 / 0000042-6` (`MontarCampoNossoNumero`, the carteira in
 * two digits). No source names Credisan's carteira codes: the carteira is the one the cooperative
 * assigns in the contract, one digit (ACBr's `fpTamanhoCarteira`), taken as the caller gives it.
 * No published slip confirms the rule: every boleto is issued with a `BANK_RULE_UNCONFIRMED`
 * warning.
 */

import { bankField, RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules, BankFieldSpec } from "../types";

const NAME = "Credisan";

const FIELDS: readonly BankFieldSpec[] = [
  {
    name: "modality",
    description: "Modalidade de cobrança of the contract, 2 digits (ACBr's Cedente.Modalidade; no default)",
    required: true,
    maxDigits: 2,
  },
  {
    name: "installment",
    description: "Número da parcela, up to 3 digits",
    required: false,
    maxDigits: 3,
    default: "001",
  },
];

function ourNumberDigits(input: BoletoInput): string {
  return padDigits(input.our_number, 7);
}

export const boleto: BankBoletoRules = {
  wallets: [],
  contractWallet: 1,
  bankFields: FIELDS,
  source:
    "Credisan campo livre exactly as frones/ACBr (ACBrBancoCredisan.pas) writes it; carteira of the contract; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Credisan's campo livre is ACBr's (ACBrBancoCredisan.pas), confirmed by no published slip or cooperative manual, and its carteira, which enters the barcode, is taken as given (no source names the codes); have the cooperative confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4, context: "(cooperativa)" });
    c.digits("account", { max: 7 });
    c.digits("our_number", { max: 7 });
    c.contractWallet(1);
    c.bankFields(FIELDS);
    return c.issues;
  },

  ourNumber(input) {
    const digits = ourNumberDigits(input);
    return `${padDigits(input.wallet, 2)} / ${digits}-${mod11Digit(digits, { whenTen: "X" })}`;
  },

  freeField(input) {
    const modality = padDigits(bankField(input, "modality", "00"), 2);
    const installment = padDigits(bankField(input, "installment", "001"), 3);
    return `${input.wallet}${padDigits(input.agency, 4)}${modality}${padDigits(input.account, 7)}${padDigits(input.our_number, 8)}${installment}`;
  },

  beneficiaryCode(input) {
    const agency = padDigits(input.agency, 4) + (input.agency_digit ? `-${input.agency_digit}` : "");
    const account = padDigits(input.account, 7) + (input.account_digit ? `-${input.account_digit}` : "");
    return `${agency} / ${account}`;
  },
};
