/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOPEPO, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "246 ABC Brasil carteira 110 (bopepo TestLinhaDigitavelABC.java)",
    source: { ...BOPEPO, path: "src/test/java/org/jrimum/bopepo/TestLinhaDigitavelABC.java" },
    input: {
      bank_code: "246",
      agency: "0001",
      agreement: "5020286",
      wallet: "110",
      our_number: "0003171103",
      amount_cents: 10849,
      due_date: "2016-02-12",
    },
    line: "24690.00117 10502.028607 00317.110351 5 67020000010849",
    ourNumber: "110/0003171103-5",
  },
];
