/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONET, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "655 Banco BV carteira 500, convênio 400 (boletonet BancoVotorantimTeste.cs)",
    source: { ...BOLETONET, path: "src/Boleto.Net.Testes/BancoVotorantimTeste.cs" },
    input: {
      bank_code: "655",
      agency: "0001",
      agreement: "0000000400",
      wallet: "500",
      our_number: "0000003158",
      amount_cents: 282012,
      due_date: "2027-08-18",
    },
    barcode: "65597190700002820120000000400500000000315800",
    line: "65590.00002 00400.500005 00003.158003 7 19070000282012",
    ourNumber: "0000003158",
  },
  {
    name: "655 Banco BV carteira 500, convênio 78 (boletonet BancoVotorantimTeste.cs)",
    source: { ...BOLETONET, path: "src/Boleto.Net.Testes/BancoVotorantimTeste.cs" },
    input: {
      bank_code: "655",
      agency: "0001",
      agreement: "0000000078",
      wallet: "500",
      our_number: "0000021226",
      amount_cents: 1520,
      due_date: "2027-08-14",
    },
    barcode: "65591190300000015200000000078500000002122600",
    line: "65590.00002 00078.500006 00021.226006 1 19030000001520",
    ourNumber: "0000021226",
  },
  {
    name: "655 Banco BV carteira 500, convênio 116 (boletonet BancoVotorantimTeste.cs)",
    source: { ...BOLETONET, path: "src/Boleto.Net.Testes/BancoVotorantimTeste.cs" },
    input: {
      bank_code: "655",
      agency: "0001",
      agreement: "0000000116",
      wallet: "500",
      our_number: "0000021226",
      amount_cents: 1020,
      due_date: "2027-08-14",
    },
    barcode: "65599190300000010200000000116500000002122600",
    line: "65590.00002 00116.500000 00021.226006 9 19030000001020",
    ourNumber: "0000021226",
  },
];
