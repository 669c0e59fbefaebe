/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BRCOBRANCA, OPENBOLETO, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "341 Itaú carteira 109, fator 2548 (brcobranca itau_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/itau_spec.rb" },
    input: {
      bank_code: "341",
      agency: "1248",
      account: "02124",
      wallet: "109",
      our_number: "00010152",
      amount_cents: 675787,
      due_date: "2029-05-20",
    },
    barcode: "34194254800006757871090001015271248021246000",
    line: "34191.09008 01015.271248 80212.460002 4 25480000675787",
    ourNumber: "109/00010152-7",
  },
  {
    name: "341 Itaú carteira 175 (brcobranca itau_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/itau_spec.rb" },
    input: {
      bank_code: "341",
      agency: "0810",
      account: "53678",
      wallet: "175",
      our_number: "258281",
      amount_cents: 13500,
      due_date: "2008-02-02",
    },
    barcode: "34191377000000135001750025828170810536789000",
    line: "34191.75009 25828.170818 05367.890000 1 37700000013500",
  },
  {
    name: "341 Itaú carteira especial 196 (brcobranca itau_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/itau_spec.rb" },
    input: {
      bank_code: "341",
      agency: "0810",
      account: "53678",
      wallet: "196",
      our_number: "258281",
      document_number: "1234567",
      agreement: "12345",
      amount_cents: 13500,
      due_date: "2004-09-05",
    },
    barcode: "34191252500000135001960025828112345671234550",
    line: "34191.96005 25828.112349 56712.345505 1 25250000013500",
  },
  {
    name: "341 Itaú carteira especial 107 (openboleto ItauTest.php)",
    source: { ...OPENBOLETO, path: "tests/Banco/ItauTest.php" },
    input: {
      bank_code: "341",
      agency: "1724",
      account: "12345",
      wallet: "107",
      our_number: "12345678",
      document_number: "1234567",
      agreement: "66677",
      amount_cents: 1050,
      due_date: "2013-01-01",
    },
    line: "34191.07127 34567.812341 56766.677001 9 55650000001050",
    ourNumber: "107/12345678-8",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "341",
  digit: "7",
  due: "2029-05-20",
  barcode: "34194254800006757871090001015271248021246000",
  line: "34191.09008 01015.271248 80212.460002 4 25480000675787",
  wallet: "109",
  agency: "0212",
  account: "46000",
  ourNumber: "109/00010152-7",
};
