/**
 * 246 — Banco ABC Brasil, boleto rules.
 *
 * Campo livre "agência + carteira + operação" (see `../layouts.ts`): agência 4, carteira 3,
 * operação / convênio 7 (`agreement`), nosso número 10, DAC módulo 10 over agência + carteira +
 * nosso número. eduardokum/laravel-boleto `src/Boleto/Banco/Abc.php` (carteiras 110 and 121) and
 * openboleto/openboleto `src/Banco/Abc.php` (carteiras 101, 110, 201) write the same layout and DAC;
 * lote offers 110 and 121. No published barcode vector was found.
 */

import { operationLayoutRules } from "../layouts";

export const boleto = operationLayoutRules({
  name: "ABC Brasil",
  wallets: ["110", "121"],
  source:
    "ABC campo livre (agência, carteira, operação), as eduardokum/laravel-boleto and openboleto write it",
  paymentPlace: "Pagável em qualquer banco",
  agreementLabel: "operação",
});
