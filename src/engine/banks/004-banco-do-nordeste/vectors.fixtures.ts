/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "004 BNB (brcobranca banco_nordeste_spec.rb, 2009)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_nordeste_spec.rb" },
    input: {
      bank_code: "004",
      agency: "0016",
      account: "0001193",
      account_digit: "2",
      wallet: "21",
      our_number: "0000053",
      amount_cents: 100000,
      due_date: "2009-10-21",
    },
    barcode: "00491439700001000000016000119320000053121000",
    line: "00490.01605 00119.320000 00531.210003 1 43970000100000",
    ourNumber: "0000053-1",
  },
  {
    name: "004 BNB, nosso número 0002720 (2012)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_nordeste_spec.rb" },
    input: {
      bank_code: "004",
      agency: "0016",
      account: "0001193",
      account_digit: "2",
      wallet: "21",
      our_number: "0002720",
      amount_cents: 5400,
      due_date: "2012-09-08",
    },
    barcode: "00497545000000054000016000119320002720021000",
    line: "00490.01605 00119.320000 27200.210006 7 54500000005400",
  },
  {
    name: "004 BNB, agência 0259 (2017)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_nordeste_spec.rb" },
    input: {
      bank_code: "004",
      agency: "0259",
      account: "0008549",
      account_digit: "3",
      wallet: "21",
      our_number: "0000001",
      amount_cents: 101,
      due_date: "2017-01-17",
    },
    barcode: "00492704200000001010259000854930000001921000",
    line: "00490.25901 00854.930005 00019.210004 2 70420000000101",
  },
  {
    name: "004 BNB, agência 0275 (2016)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_nordeste_spec.rb" },
    input: {
      bank_code: "004",
      agency: "0275",
      account: "0000253",
      account_digit: "5",
      wallet: "21",
      our_number: "0000005",
      amount_cents: 280775,
      due_date: "2016-07-28",
    },
    barcode: "00491686900002807750275000025350000005121000",
    line: "00490.27501 00025.350000 00051.210003 1 68690000280775",
    ourNumber: "0000005-1",
  },
];
