/**
 * 712 — Banco Ourinvest, boleto rules.
 *
 * Ourinvest prints Bradesco's campo livre (see `../layouts.ts`): agência 4, carteira 2, nosso
 * número 11, conta 7, `0`; nosso número DV módulo 11 base 7 over carteira + nosso número,
 * residue 1 → P. Rule as eduardokum/laravel-boleto `src/Boleto/Banco/Ourinvest.php` writes it
 * (its test issues carteira 19). No published barcode vector was found.
 */

import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "Ourinvest",
  wallets: ["19"],
  source: "Bradesco campo livre under code 712, as eduardokum/laravel-boleto (Ourinvest.php) writes it",
  paymentPlace: "Canais eletrônicos, agências ou correspondentes bancários de todo o Brasil",
  ourNumberStyle: "wallet-dv",
});
