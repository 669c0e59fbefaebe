/**
 * 070 — BRB Banco de Brasília, boleto rules.
 *
 * Campo livre (chave ASBACE): `000`, agência 3, conta 7, carteira 1, nosso número 6, bank code
 * `070`, duplo dígito over those 23 digits (D1 módulo 10; D2 módulo 11 pesos 2–7, residue 1 bumps
 * D1). The printed nosso número is the key's tail: carteira + número + `070` + duplo dígito
 * (`200000107013`). Rule as kivanio/brcobranca `lib/brcobranca/boleto/banco_brasilia.rb` and
 * openboleto/openboleto `src/Banco/Brb.php` write it; published vectors: brcobranca
 * `spec/brcobranca/boleto/banco_brasilia_spec.rb` and openboleto `tests/Banco/BrbTest.php`.
 * brcobranca also lets the first three positions carry a "nosso_numero_incremento" (the BRB
 * manual's "incremento de posições"); lote writes `000` there, as openboleto does.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { doubleCheckDigit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "BRB";
/** 1 cobrança direta, 2 cobrança (the two carteiras brcobranca and openboleto accept). */
const WALLETS = ["1", "2"] as const;

/** The 25-digit chave ASBACE. */
function key(input: BoletoInput): string {
  const body = `000${padDigits(input.agency, 3)}${padDigits(input.account, 7)}${input.wallet}${padDigits(input.our_number, 6)}070`;
  return body + doubleCheckDigit(body);
}

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source: "BRB chave ASBACE, as kivanio/brcobranca and openboleto/openboleto write it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 3 });
    c.digits("account", { max: 7 });
    c.digits("our_number", { max: 6 });
    c.wallet(WALLETS);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    return key(input).slice(13);
  },

  freeField(input) {
    return key(input);
  },

  beneficiaryCode(input) {
    return `000 - ${padDigits(input.agency, 3)} - ${padDigits(input.account, 7)}`;
  },
};
