/**
 * 174 — Pefisa (Pernambucanas Financiadora), boleto rules.
 *
 * The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoPefisa.pas` (added
 * 22/03/2023), followed here: campo livre código do cedente 12 (`agreement`) + nosso número 10 +
 * carteira 2 + `4`, the emission code ACBr writes for "cobrança direta com emissão pelo cedente"
 * (`DefineCampoLivreCodigoBarras`; `3`, emission by the bank, is the bank's own slip, which lote
 * does not print). No source names Pefisa's carteira codes: the carteira is the one the bank
 * assigns in the contract, two digits, taken as the caller gives it. The nosso número DV is not
 * in the barcode, and ACBr's unit does not say over which digits it is computed (it inherits the
 * base class's), so lote prints the ten digits without it. No published slip confirms the rule:
 * every boleto is issued with a `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Pefisa";

export const boleto: BankBoletoRules = {
  wallets: [],
  contractWallet: 2,
  bankFields: [],
  source:
    "Pefisa campo livre exactly as frones/ACBr (ACBrBancoPefisa.pas) writes it; carteira of the contract; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Pefisa's campo livre is ACBr's (ACBrBancoPefisa.pas), confirmed by no published slip or bank manual, and its carteira, which enters the barcode, is taken as given (no source names the codes); have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 12, context: "(código do cedente)" });
    c.digits("our_number", { max: 10 });
    c.contractWallet(2);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return padDigits(input.our_number, 10);
  },

  freeField(input) {
    return `${padDigits(input.agreement as string, 12)}${padDigits(input.our_number, 10)}${input.wallet}4`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 12)}`;
  },
};
