/**
 * Published vector of 091 Unicred Central RS. The barcode is written literally in the cited test.
 *
 * Provenance (facts only, no code carried over): frones/ACBr, commit
 * 00d0e4285aa1ba78fbdef69de25ecae4253e9e88, LGPL-2.1,
 * `Testes/FPCUnit/ACBrBoleto/ACBrrBoletoTest.pas`,
 * `MontarCodigoBarras_Unicred_Test.MontarCodigoBarras_Unicred_Padrao` (`cobUnicredRS`: agência
 * 5526, conta 2145-1, carteira 17, nosso número 003456789, 30/06/2017, R$ 300,00). It is the test of
 * the project whose unit lote follows, so it is no second source (`BANK_RULE_UNCONFIRMED` stays).
 * Run by `../vectors.test.ts`.
 */
import type { SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "091 Unicred Central RS carteira 17 (ACBr ACBrrBoletoTest.pas, MontarCodigoBarras_Unicred_Padrao)",
    source: {
      project: "frones/ACBr",
      commit: "00d0e4285aa1ba78fbdef69de25ecae4253e9e88",
      licence: "LGPL-2.1",
      path: "Testes/FPCUnit/ACBrBoleto/ACBrrBoletoTest.pas",
    },
    input: {
      bank_code: "091",
      agency: "5526",
      account: "2145",
      account_digit: "1",
      wallet: "17",
      our_number: "003456789",
      amount_cents: 30000,
      due_date: "2017-06-30",
    },
    barcode: "09191720600000300005526000002145100034567897",
    ourNumber: "17/0003456789-7",
  },
];
