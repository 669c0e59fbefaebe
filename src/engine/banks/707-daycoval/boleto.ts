/**
 * 707 — Banco Daycoval, boleto rules.
 *
 * Campo livre "agência + carteira + operação" (see `../layouts.ts`): agência 4, carteira 3 (`121`),
 * operação 7 (`agreement`), nosso número 10, DAC módulo 10 over agência + carteira + nosso número;
 * printed `121/0084580106-0`. Rule as eduardokum/laravel-boleto `src/Boleto/Banco/Daycoval.php`
 * writes it; published vectors: BoletoNet/BoletoNetCore
 * `BoletoNetCore.Testes/Bancos/Daycoval/Carteiras/BancoDaycovalCarteira121Tests.cs` (three slips,
 * 2024–2025, before and after the fator rollover).
 */

import { operationLayoutRules } from "../layouts";

export const boleto = operationLayoutRules({
  name: "Daycoval",
  wallets: ["121"],
  source:
    "Daycoval campo livre (agência, carteira, operação), as laravel-boleto and BoletoNet/BoletoNetCore write it",
  paymentPlace: "Pagável em qualquer agência bancária, mesmo após o vencimento",
  agreementLabel: "operação",
});
