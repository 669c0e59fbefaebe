/**
 * 174 — Pefisa (Pernambucanas Financiadora), boleto rules.
 *
 * Campo livre código do cedente 12 (`agreement`) + nosso número 10 + carteira 2 + `4`, the emission
 * code for "cobrança direta com emissão pelo cedente", as frones/ACBr
 * `Fontes/ACBrBoleto/ACBrBancoPefisa.pas` writes it (`DefineCampoLivreCodigoBarras`; `3`, emission
 * by the bank, is the bank's own slip, which lote does not print). A code Pefisa's registration
 * API returned, kept by mundipagg/boleto-api as its mock's answer, is exactly that layout
 * (cedente 267, nosso número 101, carteira 36): lote rebuilds it to the digit
 * (`vectors.fixtures.ts`). Carteira 36 is the one that code and the request it answers carry; no
 * source names another, so lote offers 36 only. The nosso número DV is not in the barcode, and
 * ACBr's unit does not say over which digits it is computed (it inherits the base class's), so
 * lote prints the ten digits without it.
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { padDigits } from "../../math/check-digits";
import type { BankBoletoRules } from "../types";

const NAME = "Pefisa";
const WALLETS = ["36"] as const;

export const boleto: BankBoletoRules = {
  wallets: WALLETS,
  bankFields: [],
  source:
    "Pefisa campo livre as frones/ACBr (ACBrBancoPefisa.pas) writes it, reproduced by a code Pefisa's API returned (mundipagg/boleto-api mock)",
  paymentPlace: "Pagável em qualquer banco até o vencimento",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 12, context: "(código do cedente)" });
    c.digits("our_number", { max: 10 });
    c.wallet(WALLETS);
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
