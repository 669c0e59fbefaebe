/**
 * 133 — Cresol, boleto rules.
 *
 * Cresol (code 133) prints Bradesco's campo livre (see `../layouts.ts`): agência 4, carteira 2
 * (`09`), nosso número 11, conta 7, `0`; nosso número DV módulo 11 base 7 over carteira + nosso
 * número, residue 1 → P, printed `09/00000000001-1`. Rule as eduardokum/laravel-boleto
 * `src/Boleto/Banco/Cresol.php` and BoletoNet/BoletoNetCore
 * `BoletoNetCore/Banco/Cresol/Carteiras/BancoCresolCarteiraBase.cs` both write it. No published
 * barcode vector was found. (Older Cresol slips were issued through Sicoob, under code 756 and
 * Sicoob's rules: those are 756 boletos.)
 */

import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "Cresol",
  wallets: ["09"],
  source:
    "Bradesco campo livre under code 133, as eduardokum/laravel-boleto and BoletoNet/BoletoNetCore write it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  ourNumberStyle: "wallet-dv",
});
