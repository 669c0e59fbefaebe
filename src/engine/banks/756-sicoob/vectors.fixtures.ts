/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, BRCOBRANCA, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "756 Sicoob, linha only (brcobranca sicoob_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/sicoob_spec.rb" },
    input: {
      bank_code: "756",
      agency: "4327",
      agreement: "229385",
      wallet: "1",
      our_number: "2",
      amount_cents: 5000,
      due_date: "2016-02-18",
      bank_fields: { modality: "01" },
    },
    line: "75691.43279 01022.938508 00000.240010 2 67080000005000",
    ourNumber: "0000002-4",
  },
  {
    name: "756 Sicoob modalidade 01 (BoletoNetCore BancoSicoobCarteira1_01Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Sicoob/Carteiras/BancoSicoobCarteira1_01Tests.cs",
    },
    input: {
      bank_code: "756",
      agency: "4277",
      agreement: "172278",
      wallet: "1",
      our_number: "4",
      amount_cents: 30000,
      due_date: "2016-11-10",
      bank_fields: { modality: "01" },
    },
    barcode: "75691697400000300001427701017227800000040001",
    line: "75691.42776 01017.227800 00000.400010 1 69740000030000",
    ourNumber: "0000004-0",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "756",
  digit: "0",
  due: "2016-02-18",
  barcode: "75692670800000050001432701022938500000024001",
  line: "75691.43279 01022.938508 00000.240010 2 67080000005000",
  wallet: "1",
  agency: "4327",
  account: "229385",
  ourNumber: "0000002-4",
};
