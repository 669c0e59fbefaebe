/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { LARAVEL_BOLETO, type SourcedVector, TALESGALVAO_BRCOBRANCA } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "208 BTG Pactual after the rollover (talesgalvao/brcobranca btg_pactual_spec.rb)",
    source: { ...TALESGALVAO_BRCOBRANCA, path: "spec/brcobranca/btg_pactual_spec.rb" },
    input: {
      bank_code: "208",
      agency: "0050",
      account: "445757",
      wallet: "1",
      our_number: "123",
      amount_cents: 12345,
      due_date: "2025-02-23",
    },
    barcode: "20898100100000123450050010000000012304457570",
    ourNumber: "00000000123",
  },
  {
    name: "208 BTG Pactual, the bank's own example (BTG Tradutor Linha Digitavel BTG.xlsx)",
    source: { ...LARAVEL_BOLETO, path: "manuais/BTG/Tradutor Linha Digitavel BTG.xlsx" },
    input: {
      bank_code: "208",
      agency: "0050",
      account: "0260426",
      wallet: "1",
      our_number: "10000000023",
      amount_cents: 1000,
      due_date: "2022-07-29",
    },
    line: "20890.05009 11000.000007 23026.042608 7 90610000001000",
  },
];
