/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "021 Banestes variação 4 (brcobranca banestes_spec.rb, barcode only)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banestes_spec.rb" },
    input: {
      bank_code: "021",
      agency: "274",
      account: "2720129",
      account_digit: "2",
      wallet: "11",
      bank_fields: { variation: "4" },
      our_number: "00000032",
      amount_cents: 8000,
      due_date: "2016-12-26",
    },
    barcode: "02191702000000080000000003200027201292402179",
  },
  {
    name: "021 Banestes variação 4, nosso número 33",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banestes_spec.rb" },
    input: {
      bank_code: "021",
      agency: "274",
      account: "2720129",
      account_digit: "2",
      wallet: "11",
      our_number: "00000033",
      amount_cents: 9999,
      due_date: "2016-12-16",
    },
    barcode: "02199701000000099990000003300027201292402165",
  },
];
