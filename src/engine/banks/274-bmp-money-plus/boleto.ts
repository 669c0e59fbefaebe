/**
 * 274 — BMP Money Plus SCMEPP, boleto rules.
 *
 * Code 274 belongs to BMP Money Plus; eduardokum/laravel-boleto implements it as "Grafeno"
 * (`src/Boleto/Banco/Grafeno.php`, constant `COD_BANCO_GRAFENO = '274'`): Grafeno's accounts
 * issue their boletos under BMP's code. The campo livre is Bradesco's (see `../layouts.ts`):
 * agência 4, carteira 2, nosso número 11, conta 7, `0`; nosso número DV módulo 11 base 7 over
 * carteira + nosso número, residue 1 → P. No published barcode vector was found.
 */

import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "BMP Money Plus",
  wallets: ["1", "2", "3"],
  source: "Bradesco campo livre under code 274, as eduardokum/laravel-boleto (Grafeno.php) writes it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  ourNumberStyle: "wallet-dv",
});
