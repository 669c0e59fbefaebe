/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "077 Inter carteira 110 (BoletoNetCore BancoInterCarteira110Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/BancoInter/Carteiras/BancoInterCarteira110Tests.cs",
    },
    input: {
      bank_code: "077",
      agency: "0001",
      agreement: "1234567",
      wallet: "110",
      our_number: "458",
      amount_cents: 27615,
      due_date: "2016-10-01",
    },
    barcode: "07792693400000276150001110123456700000004586",
    line: "07790.00116 10123.456708 00000.045864 2 69340000027615",
    ourNumber: "0000000458-6",
  },
  {
    name: "077 Inter, 2023 (BoletoNetCore BancoInterCarteira110Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/BancoInter/Carteiras/BancoInterCarteira110Tests.cs",
    },
    input: {
      bank_code: "077",
      agency: "0001",
      agreement: "1234567",
      wallet: "110",
      our_number: "1",
      amount_cents: 500,
      due_date: "2023-08-31",
    },
    barcode: "07791945900000005000001110123456700000000014",
    line: "07790.00116 10123.456708 00000.000141 1 94590000000500",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "077",
  digit: "9",
  due: "2016-10-01",
  barcode: "07792693400000276150001110123456700000004586",
  line: "07790.00116 10123.456708 00000.045864 2 69340000027615",
  wallet: "110",
  agency: "0001",
  account: "1234567",
  ourNumber: "00000000458-6",
};
