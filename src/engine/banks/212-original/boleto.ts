/**
 * 212 — Banco Original, boleto rules.
 *
 * Campo livre "agência + carteira + operação" (see `../layouts.ts`): agência 4, carteira 3,
 * operação 7 (`agreement`), nosso número 10, DAC módulo 10 over agência + carteira + nosso número —
 * exactly as frones/ACBr `Fontes/ACBrBoleto/ACBrBancoOriginal.pas` writes it (`MontarCodigoBarras`,
 * `CalcularDigitoVerificador`), the only published rule. No source names Banco Original's
 * carteira codes: the carteira is the one the bank assigns in the contract, three digits (ACBr's
 * `fpTamanhoCarteira`), taken as the caller gives it. No published slip confirms the rule: every
 * boleto is issued with a `BANK_RULE_UNCONFIRMED` warning.
 */

import { operationLayoutRules } from "../layouts";

export const boleto = operationLayoutRules({
  name: "Banco Original",
  wallets: [],
  contractWallet: 3,
  source:
    "agência / carteira / operação campo livre exactly as frones/ACBr (ACBrBancoOriginal.pas) writes it; carteira of the contract; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  agreementLabel: "operação",
  unconfirmed:
    "Banco Original's campo livre is ACBr's (ACBrBancoOriginal.pas), confirmed by no published slip or bank manual, and its carteira, which enters the barcode and the DAC, is taken as given (no source names the codes); have the bank confirm a first slip before sending boletos to payers",
});
