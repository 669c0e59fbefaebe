/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "097 CrediSIS convênio 100000 (brcobranca credisis_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/credisis_spec.rb" },
    input: {
      bank_code: "097",
      agency: "0001",
      account: "0000002",
      wallet: "18",
      beneficiary: { name: "Beneficiario Exemplo Ltda", document: "12345678909" },
      agreement: "100000",
      our_number: "000095",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "09791376900000135000000009750001100000000095",
    line: "09790.00007 09750.001100 00000.000950 1 37690000013500",
    ourNumber: "09750001100000000095",
  },
  {
    name: "097 CrediSIS convênio 6641",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/credisis_spec.rb" },
    input: {
      bank_code: "097",
      agency: "0001",
      account: "0000002",
      wallet: "18",
      beneficiary: { name: "Beneficiario Exemplo Ltda", document: "12345678909" },
      agreement: "6641",
      our_number: "000095",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "09797376900000135000000009750001006641000095",
    line: "09790.00007 09750.001001 66410.000955 7 37690000013500",
  },
];
