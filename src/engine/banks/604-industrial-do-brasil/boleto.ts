/**
 * 604 — Banco Industrial do Brasil, boleto rules.
 *
 * Campo livre "agência + carteira + operação" (see `../layouts.ts`): agência 4, carteira 3
 * (110 or 121), operação 7 (`agreement`), nosso número 10, DAC módulo 10 over agência + carteira
 * + nosso número. The only published rule is frones/ACBr
 * `Fontes/ACBrBoleto/ACBrBancoIndustrialBrasil.pas` (`DefineCampoLivreCodigoBarras`,
 * `CalcularDigitoVerificador`, and `MontarCampoNossoNumero`, which accepts carteiras 110 and 121
 * only). No published slip confirms it: every boleto is issued with a `BANK_RULE_UNCONFIRMED`
 * warning.
 */

import { operationLayoutRules } from "../layouts";

export const boleto = operationLayoutRules({
  name: "Banco Industrial do Brasil",
  wallets: ["110", "121"],
  source:
    "agência / carteira / operação campo livre, exactly as frones/ACBr (ACBrBancoIndustrialBrasil.pas) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  agreementLabel: "operação",
  unconfirmed:
    "Banco Industrial do Brasil's campo livre is ACBr's (ACBrBancoIndustrialBrasil.pas), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",
});
