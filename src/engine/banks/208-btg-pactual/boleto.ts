/**
 * 208 — BTG Pactual, boleto rules.
 *
 * BTG Pactual prints Bradesco's campo livre (see `../layouts.ts`): agência 4, carteira 2 (`01`),
 * nosso número 11, conta 7, `0`. Rule as eduardokum/laravel-boleto `src/Boleto/Banco/Btg.php`,
 * BoletoNet/BoletoNetCore `BoletoNetCore/Banco/BTGPactual/Carteiras/BancoBTGPactualCarteira01.cs`
 * and talesgalvao/brcobranca `lib/brcobranca/boleto/btg_pactual.rb` write it; the published
 * vector is talesgalvao/brcobranca `spec/brcobranca/btg_pactual_spec.rb`, which states every
 * barcode position literally. The three disagree on the DV printed beside the nosso número
 * (laravel-boleto: módulo 11 base 7 over 0 + carteira + número; BoletoNetCore: módulo 11 base 9
 * over the número; brcobranca: none) and the DV is not part of the barcode, so lote prints the
 * 11 digits without one. Bank code DV `1` as BoletoNetCore and brcobranca print it.
 */

import { bradescoLayoutRules } from "../layouts";

export const boleto = bradescoLayoutRules({
  name: "BTG Pactual",
  wallets: ["1"],
  source:
    "Bradesco campo livre under code 208, as laravel-boleto, BoletoNet/BoletoNetCore and talesgalvao/brcobranca write it",
  paymentPlace: "Pagável em canais eletrônicos, agências ou correspondentes",
  ourNumberStyle: "plain",
});
