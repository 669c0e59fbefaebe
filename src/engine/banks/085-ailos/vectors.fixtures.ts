/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, BRCOBRANCA, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "085 Ailos (brcobranca ailos_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/ailos_spec.rb" },
    input: {
      bank_code: "085",
      agency: "0101",
      account: "1111111",
      agreement: "0",
      wallet: "01",
      our_number: "000000001",
      amount_cents: 100,
      due_date: "2015-05-25",
    },
    barcode: "08593643900000001000000001111111900000000101",
    line: "08590.00002 01111.111900 00000.001016 3 64390000000100",
    ourNumber: "11111119000000001",
  },
  {
    name: "085 Ailos, convênio 234 (brcobranca ailos_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/ailos_spec.rb" },
    input: {
      bank_code: "085",
      agency: "0101",
      account: "356156",
      agreement: "234",
      wallet: "01",
      our_number: "1",
      amount_cents: 100,
      due_date: "2015-05-25",
    },
    barcode: "08593643900000001000002340356156900000000101",
    line: "08590.00234 40356.156907 00000.001016 3 64390000000100",
  },
  {
    name: "085 Ailos (BoletoNetCore BancoCecredCarteira1Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Cecred/Carteiras/BancoCecredCarteira1Tests.cs",
    },
    input: {
      bank_code: "085",
      agency: "0101",
      account: "231560",
      agreement: "101104",
      wallet: "01",
      our_number: "74644",
      amount_cents: 8021,
      due_date: "2021-09-28",
    },
    barcode: "08591875700000080211011040231560200007464401",
    line: "08591.01107 40231.560208 00074.644014 1 87570000008021",
    ourNumber: "02315602000074644",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "085",
  digit: "1",
  due: "2015-05-25",
  barcode: "08593643900000001000000001111111900000000101",
  line: "08590.00002 01111.111900 00000.001016 3 64390000000100",
  wallet: "1",
  agency: "0101",
  account: "1111111",
  ourNumber: "11111119000000001",
};
