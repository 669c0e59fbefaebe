/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "745 Citibank portfolio 621 (brcobranca citibank_spec.rb, 2012)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/citibank_spec.rb" },
    input: {
      bank_code: "745",
      wallet: "3",
      agency: "0093",
      agreement: "0305080446",
      bank_fields: { portfolio: "621" },
      our_number: "00000000002",
      amount_cents: 999,
      due_date: "2012-09-10",
    },
    barcode: "74595545200000009993621305080446000000000027",
    line: "74593.62138 05080.446007 00000.000273 5 54520000000999",
  },
  {
    name: "745 Citibank portfolio 611, nosso número 159 (2013)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/citibank_spec.rb" },
    input: {
      bank_code: "745",
      wallet: "3",
      agency: "0121",
      agreement: "0264424020",
      bank_fields: { portfolio: "611" },
      our_number: "00000000159",
      amount_cents: 200,
      due_date: "2013-09-27",
    },
    barcode: "74591583400000002003611264424020000000001597",
    line: "74593.61122 64424.020002 00000.015974 1 58340000000200",
  },
  {
    name: "745 Citibank portfolio 611, nosso número 200 (2013)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/citibank_spec.rb" },
    input: {
      bank_code: "745",
      wallet: "3",
      agency: "0121",
      agreement: "0264424020",
      bank_fields: { portfolio: "611" },
      our_number: "00000000200",
      amount_cents: 77430,
      due_date: "2013-11-20",
    },
    barcode: "74597588800000774303611264424020000000002003",
    line: "74593.61122 64424.020002 00000.020032 7 58880000077430",
  },
];
