/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, BRCOBRANCA, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "748 Sicredi, linha only (brcobranca sicredi_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/sicredi_spec.rb" },
    input: {
      bank_code: "748",
      agency: "0710",
      agreement: "00129",
      wallet: "1",
      our_number: "8879",
      amount_cents: 19557,
      due_date: "2016-08-22",
      bank_fields: { post: "65", byte: "2" },
    },
    line: "74891.11620 08879.307109 65001.291015 1 68940000019557",
    ourNumber: "16/208879-3",
    today: "2016-08-01",
  },
  {
    name: "748 Sicredi, nosso número of 2019 (BoletoNetCore BancoSicrediCarteira1Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Sicredi/Carteiras/BancoSicrediCarteira1Tests.cs",
    },
    input: {
      bank_code: "748",
      agency: "0156",
      agreement: "85305",
      wallet: "1",
      our_number: "3",
      amount_cents: 40000,
      due_date: "2018-01-17",
      bank_fields: { post: "05", byte: "2", year: "19" },
    },
    barcode: "74894740700000400001119200003001560585305101",
    line: "74891.11927 00003.001567 05853.051018 4 74070000040000",
    ourNumber: "19/200003-0",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "748",
  digit: "X",
  due: "2016-08-22",
  barcode: "74891689400000195571116208879307106500129101",
  line: "74891.11620 08879.307109 65001.291015 1 68940000019557",
  wallet: "1",
  agency: "0710",
  account: "00129",
  ourNumber: "16/208879-3",
};
