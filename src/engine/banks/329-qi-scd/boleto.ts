/**
 * 329 — QI Sociedade de Crédito Direto, boleto rules.
 *
 * QI SCD prints Bradesco's campo livre (see `../layouts.ts`): agência 4, carteira 2, nosso número
 * 11, conta 7, `0`; nosso número DV módulo 11 base 7 over carteira + nosso número, residue 1 → P,
 * printed `09/00000000001-1`. Rule as `src/Boleto/Banco/Qiscd.php` and `qiscdNossoNumero` in
 * `src/CalculoDV.php` write it in the history of eduardokum/laravel-boleto (commit a3e2349f, a
 * merge from the eumanito fork; not in the current release). No published barcode vector was found.
 */

import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "QI SCD",
  wallets: ["02", "04", "09", "21", "26"],
  source: "Bradesco campo livre under code 329, as a laravel-boleto fork (Qiscd.php) writes it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  ourNumberStyle: "wallet-dv",
});
