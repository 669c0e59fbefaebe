/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import {
  BOLETONETCORE,
  BOPEPO,
  BRCOBRANCA,
  type RenderVector,
  type SourcedVector,
} from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "041 Banrisul (brcobranca banrisul_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banrisul_spec.rb" },
    input: {
      bank_code: "041",
      agency: "1102",
      agreement: "9000150",
      wallet: "2",
      our_number: "22832563",
      amount_cents: 127890,
      due_date: "2015-06-26",
    },
    barcode: "04191647100001278902111029000150228325634059",
    line: "04192.11107 29000.150226 83256.340593 1 64710000127890",
    ourNumber: "22832563-51",
  },
  {
    name: "041 Banrisul, fator 1001 of the first cycle (brcobranca banrisul_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/banrisul_spec.rb" },
    input: {
      bank_code: "041",
      agency: "1102",
      agreement: "9000150",
      wallet: "2",
      our_number: "00009274",
      amount_cents: 55000,
      due_date: "2000-07-04",
    },
    barcode: "04194100100000550002111029000150000092744028",
    line: "04192.11107 29000.150002 00927.440289 4 10010000055000",
  },
  {
    name: "041 Banrisul produto 2 (BoletoNetCore BancoBanrisulCarteira1Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Banrisul/Carteiras/BancoBanrisulCarteira1Tests.cs",
    },
    input: {
      bank_code: "041",
      agency: "0340",
      agreement: "1234560",
      wallet: "2",
      our_number: "458",
      amount_cents: 27615,
      due_date: "2016-10-01",
    },
    barcode: "04191693400000276152103401234560000004584090",
    line: "04192.10349 01234.560009 00045.840907 1 69340000027615",
    ourNumber: "00000458-02",
  },
  {
    name: "041 Banrisul produto 2, 2018 (bopepo IREC-Bopepo TestLinhaDigitavelBanrisul.java)",
    source: { ...BOPEPO, path: "src/test/java/org/jrimum/bopepo/TestLinhaDigitavelBanrisul.java" },
    input: {
      bank_code: "041",
      agency: "0243",
      agreement: "0096622",
      wallet: "2",
      our_number: "50051847",
      amount_cents: 399610,
      due_date: "2018-07-15",
    },
    line: "04192.10240 30096.622508 05184.740289 9 75860000399610",
    ourNumber: "50051847-72",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "041",
  digit: "8",
  due: "2015-06-26",
  barcode: "04191647100001278902111029000150228325634059",
  line: "04192.11107 29000.150226 83256.340593 1 64710000127890",
  wallet: "1",
  agency: "1102",
  account: "9000150",
  ourNumber: "22832563-51",
};
