/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONET, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "336 C6 carteira 21 (boletonet BancoC6Teste.cs)",
    source: { ...BOLETONET, path: "src/Boleto.Net.Testes/BancoC6Teste.cs" },
    input: {
      bank_code: "336",
      agency: "0001",
      agreement: "000000000001",
      wallet: "21",
      bank_fields: { layout: "3" },
      our_number: "0000113522",
      amount_cents: 42000,
      due_date: "2020-04-25",
    },
    barcode: "33691823600000420000000000000010000113522213",
    line: "33690.00009 00000.010009 01135.222139 1 82360000042000",
    ourNumber: "0000113522",
  },
  {
    name: "336 C6 carteira 24",
    source: { ...BOLETONET, path: "src/Boleto.Net.Testes/BancoC6Teste.cs" },
    input: {
      bank_code: "336",
      agency: "0001",
      agreement: "000000000002",
      wallet: "24",
      our_number: "0000000002",
      amount_cents: 45612,
      due_date: "2021-07-29",
    },
    barcode: "33691869600000456120000000000020000000002243",
    line: "33690.00009 00000.020008 00000.022434 1 86960000045612",
  },
];
