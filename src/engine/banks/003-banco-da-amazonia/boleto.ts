/**
 * 003 — Banco da Amazônia, boleto rules.
 *
 * The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoAmazonia.pas`
 * (`MontarCodigoBarras`), followed here for its registered carteira 001 ("carteira com registro"):
 * campo livre agência 3 + DV da agência + the last seven digits of the nosso número + the due date
 * `DDMMAA` + `00000000`. So a Banco da Amazônia boleto needs a due date (`REQUIRED` at
 * `due_date` without one: ACBr has no value for it). The nosso número has no DV in that carteira
 * (`MontarCampoNossoNumero` prints one only for 4-digit convênios outside carteira 001, ACBr's
 * older unregistered layout, which lote does not offer). No published slip confirms it: every
 * boleto is issued with a `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Banco da Amazônia";
const WALLETS = ["001"] as const;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source:
    "Banco da Amazônia campo livre (carteira 001) exactly as frones/ACBr (ACBrBancoAmazonia.pas) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Banco da Amazônia's campo livre is ACBr's (ACBrBancoAmazonia.pas, carteira 001), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 3 });
    c.digits("agency_digit", { min: 1, max: 1 });
    c.digits("account", { max: 7 });
    c.digits("our_number", { max: 7 });
    c.wallet(WALLETS);
    c.bankFields([]);
    if (input.due_date === null) {
      c.add(
        "REQUIRED",
        ["due_date"],
        `due_date is required for ${NAME} (its campo livre carries the due date)`,
      );
    }
    return c.issues;
  },

  ourNumber(input) {
    return padDigits(input.our_number, 7);
  },

  freeField(input) {
    const [year = "", month = "", day = ""] = (input.due_date ?? "").split("-");
    return `${padDigits(input.agency, 3)}${input.agency_digit}${padDigits(input.our_number, 7)}${day}${month}${year.slice(2)}00000000`;
  },

  beneficiaryCode(input) {
    const account = padDigits(input.account, 7) + (input.account_digit ? `-${input.account_digit}` : "");
    return `${padDigits(input.agency, 3)}-${input.agency_digit} / ${account}`;
  },
};
