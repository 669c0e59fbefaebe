/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "136 Unicred carteira 21 (brcobranca unicred_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/unicred_spec.rb" },
    input: {
      bank_code: "136",
      agency: "1234",
      account: "12345",
      account_digit: "7",
      wallet: "21",
      our_number: "13871",
      amount_cents: 295295,
      due_date: "2012-01-24",
    },
    line: "13691.23409 00012.345708 00001.387117 1 52220000295295",
  },
];
