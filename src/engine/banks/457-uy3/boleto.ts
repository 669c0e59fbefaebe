/**
 * 457 — UY3 Sociedade de Crédito Direto, boleto rules.
 *
 * UY3 prints Bradesco's campo livre under its own bank code (see `../layouts.ts`): agência 4,
 * carteira 2, nosso número 11, conta 7, `0`; nosso número DV módulo 11 base 7 over carteira + nosso
 * número, residue 1 → P. The only published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrBancoUY3.pas`,
 * a subclass of ACBr's Bradesco unit that changes nothing but the bank's code, name and digit; so
 * lote accepts Bradesco's carteiras. No published slip confirms it: every boleto is issued with a
 * `BANK_RULE_UNCONFIRMED` warning.
 */

import { boleto as bradesco } from "../237-bradesco/boleto";
import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "UY3",
  wallets: bradesco.wallets,
  source: "Bradesco campo livre under code 457, as frones/ACBr (ACBrBancoUY3.pas) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  ourNumberStyle: "wallet-dv",
  unconfirmed:
    "UY3's campo livre is ACBr's (ACBrBancoUY3.pas: Bradesco's layout under code 457), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",
});
