/**
 * 389 — Banco Mercantil do Brasil, boleto rules.
 *
 * Four implementations written apart from each other give the same campo livre: agência 4 +
 * número 10 + its DV + contrato 9 (`agreement`) + indicador de desconto. frones/ACBr
 * `Fontes/ACBrBoleto/ACBrBancoMercantil.pas` (`FormataNossoNumero`, `MontarCodigoBarras`; it
 * splits the ten digits as modalidade 2 + carteira 2 + sequencial 6), BoletoNet/boletonet
 * `Banco_MercantilDoBrasil.cs` (the faixa the bank assigns + sequencial, contrato = conta + DV)
 * kivanio/brcobranca `mercantil.rb` of pull request 115 (número do documento 10, contrato =
 * conta corrente in 9 digits) and jrimum/bopepo `CLMercantilDoBrasil.java` (nosso número with its
 * DV 11, código do cedente / contrato de cobrança 9). The DV is módulo 11, weights 2–9, over
 * agência + número, residues 0 and 1 → 0 (ACBr, boletonet, brcobranca; bopepo takes it as given).
 * The indicador de desconto is `2` without a discount (all four) and `0` with one (ACBr and
 * bopepo, the two that write a discount). The carteira does not enter
 * the barcode (ACBr's sits inside the ten digits lote takes whole): the contract's two digits
 * are printed as given. Published campos livres: brcobranca's spec slips and bopepo's test
 * (`boleto.test.ts`).
 */

import { RuleCheck } from "../../boleto/bank-rules";
import { mod11Digit, padDigits } from "../../math/check-digits";
import type { BoletoInput } from "../../types";
import type { BankBoletoRules } from "../types";

const NAME = "Mercantil do Brasil";

/** Número(10) + DV: módulo 11, weights 2–9, over agência(4) + número(10); residues 0 and 1 → 0. */
function numberAndDigit(input: BoletoInput): [string, string] {
  const number = padDigits(input.our_number, 10);
  return [number, mod11Digit(padDigits(input.agency, 4) + number)];
}

export const boleto: BankBoletoRules = {
  wallets: [],
  contractWallet: 2,
  bankFields: [],
  source:
    "agência / número + DV / contrato campo livre, as frones/ACBr (ACBrBancoMercantil.pas), BoletoNet/boletonet (Banco_MercantilDoBrasil.cs), kivanio/brcobranca (mercantil.rb, pull request 115) and jrimum/bopepo (CLMercantilDoBrasil.java) write it",
  paymentPlace: "Pagável em qualquer agência bancária até o vencimento",

  validate(input) {
    const c = new RuleCheck(input, NAME);
    c.digits("agency", { max: 4 });
    c.digits("agreement", { max: 9, context: "(contrato)" });
    c.digits("our_number", { max: 10 });
    c.contractWallet(2);
    c.bankFields([]);
    return c.issues;
  },

  ourNumber(input) {
    const [number, dv] = numberAndDigit(input);
    return `${number}-${dv}`;
  },

  freeField(input) {
    const [number, dv] = numberAndDigit(input);
    const discountFlag = input.discount === undefined ? "2" : "0";
    return `${padDigits(input.agency, 4)}${number}${dv}${padDigits(input.agreement as string, 9)}${discountFlag}`;
  },

  beneficiaryCode(input) {
    return `${padDigits(input.agency, 4)} / ${padDigits(input.agreement as string, 9)}`;
  },
};
