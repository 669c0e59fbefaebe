/**
 * 633 — Banco Rendimento, boleto rules.
 *
 * Campo livre "agência + carteira + código do cliente" (see `../layouts.ts`): agência 4, carteira 3
 * (112 or 121), código do cliente 7 (`agreement`), nosso número 10, DAC. Layout as
 * eduardokum/laravel-boleto `src/Boleto/Banco/Rendimento.php` writes it. Its DAC function
 * (`rendimentoNossoNumero` in `src/CalculoDV.php`) is handed a zero instead of the nosso número and
 * can return 10, so lote computes the DAC as Daycoval and ABC do in the same layout: módulo 10 over
 * agência + carteira + nosso número. No published barcode vector was found.
 */

import { operationLayoutRules } from "../layouts";

export const boleto = operationLayoutRules({
  name: "Rendimento",
  wallets: ["112", "121"],
  source:
    "agência / carteira / código do cliente campo livre, as eduardokum/laravel-boleto (Rendimento.php) writes it",
  paymentPlace: "Canais eletrônicos, agências ou correspondentes bancários de todo o Brasil",
  agreementLabel: "código do cliente",
});
