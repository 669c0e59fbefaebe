/**
 * 099 — Uniprime Central (Central Nacional de Cooperativa de Crédito), boleto rules.
 *
 * Uniprime Central prints Bradesco's campo livre under its own bank code (see `../layouts.ts`):
 * agência 4, carteira 2, nosso número 11, conta 7 (its last seven digits), `0`; nosso número DV
 * módulo 11 base 7 over carteira + nosso número, residue 1 → P, as 084 Uniprime does. The only
 * published rule is frones/ACBr `Fontes/ACBrBoleto/ACBrUniprime.pas` (`MontarCodigoBarras`,
 * `CalcularDigitoVerificador`), which writes whatever two-digit carteira it is given; lote accepts
 * Bradesco's carteiras. No published slip confirms it: every boleto is issued with a
 * `BANK_RULE_UNCONFIRMED` warning.
 */

import { boleto as bradesco } from "../237-bradesco/boleto";
import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "Uniprime Central",
  wallets: bradesco.wallets,
  source: "Bradesco campo livre under code 099, as frones/ACBr (ACBrUniprime.pas) writes it; unconfirmed",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  ourNumberStyle: "wallet-dv",
  unconfirmed:
    "Uniprime Central's campo livre is ACBr's (ACBrUniprime.pas: Bradesco's layout under code 099), confirmed by no published slip or bank manual; have the bank confirm a first slip before sending boletos to payers",
});
