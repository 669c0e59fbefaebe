/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, OPENBOLETO, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "070 BRB carteira 2 (brcobranca banco_brasilia_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banco_brasilia_spec.rb" },
    input: {
      bank_code: "070",
      agency: "082",
      account: "0000528",
      wallet: "2",
      our_number: "000001",
      amount_cents: 1000,
      due_date: "2015-04-30",
    },
    barcode: "07099641400000010000000820000528200000107013",
    line: "07090.00087 20000.528206 00001.070135 9 64140000001000",
    ourNumber: "200000107013",
  },
  {
    name: "070 BRB carteira 1 (openboleto BrbTest.php, 2013)",
    source: { ...OPENBOLETO, path: "tests/Banco/BrbTest.php" },
    input: {
      bank_code: "070",
      agency: "172",
      account: "132613",
      wallet: "1",
      our_number: "758964",
      amount_cents: 1050,
      due_date: "2013-01-01",
    },
    line: "07090.00178 20132.613173 58964.070286 3 55650000001050",
    ourNumber: "175896407028",
  },
];
