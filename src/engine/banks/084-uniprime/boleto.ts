/**
 * 084 — Uniprime (Uniprime Norte do Paraná), boleto rules.
 *
 * Uniprime prints Bradesco's campo livre under its own bank code (see `../layouts.ts`): agência 4,
 * carteira 2, nosso número 11, conta 7, `0`; nosso número DV módulo 11 base 7 over carteira +
 * nosso número, residue 1 → P. Published vectors: BoletoNet/BoletoNetCore
 * `BoletoNetCore.Testes/BancoUniprimeNortePRCarteira09Tests.cs` (twelve slips of agência 0012,
 * conta 47744, including a `P` DV), openboleto/openboleto `tests/Banco/UniprimeTest.php` and
 * BoletoNet/boletonet `src/Boleto.Net.Testes/BancoUniprimeTeste.cs`.
 */

import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "Uniprime",
  wallets: ["09"],
  source:
    "Bradesco campo livre under code 084, as BoletoNet/BoletoNetCore, openboleto and BoletoNet/boletonet implement and test it",
  paymentPlace: "Pagável em qualquer banco até o vencimento",
  ourNumberStyle: "wallet-dv",
});
