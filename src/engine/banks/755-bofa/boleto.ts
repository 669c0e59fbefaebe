/**
 * 755 — Bank of America Merrill Lynch Banco Múltiplo, boleto rules.
 *
 * The only published rule is caelum/caelum-stella
 * `stella-boleto/src/main/java/br/com/caelum/stella/boleto/bancos/BofA.java` (contributed in 2016 by
 * a BofA team, per its header), followed here: campo livre `000` + código do beneficiário 9
 * (`agreement`) + nosso número 10 + carteira 2 + `4` (`geraCodigoDeBarrasPara`) — the shape of 174
 * Pefisa's campo livre with a nine-digit code. The nosso número has no DV and prints, as stella
 * prints it, followed by the carteira and the `4` (`0000000042 364`). No source names BofA's
 * carteira codes: the carteira is the one the bank assigns in the contract, two digits, taken as
 * the caller gives it. No published slip confirms the rule: every boleto is issued with a
 * `BANK_RULE_UNCONFIRMED` warning.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Bank of America";

export const boleto: BankBoletoRules = {
  wallets: [],
  contractWallet: 2,
  bankFields: [],
  source:
    "BofA campo livre exactly as caelum/caelum-stella (BofA.java) writes it; carteira of the contract; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  unconfirmed:
    "Bank of America's campo livre is caelum-stella's (BofA.java), confirmed by no published slip or bank manual, and its carteira, which enters the barcode, is taken as given (no source names the codes); have the bank confirm a first slip before sending boletos to payers",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 9, context: "(código do beneficiário)" });
    c.digits("our_number", { max: 10 });
    c.contractWallet(2);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return `${padDigits(input.our_number, 10)} ${input.wallet}4`;
  },

  freeField(input) {
    return `000${padDigits(input.agreement as string, 9)}${padDigits(input.our_number, 10)}${input.wallet}4`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 9)}`;
  },
};
