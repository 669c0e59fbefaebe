/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, BRCOBRANCA, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "033 Santander carteira 102 (brcobranca santander_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/santander_spec.rb" },
    input: {
      bank_code: "033",
      agreement: "1899775",
      wallet: "102",
      our_number: "9000026",
      amount_cents: 2500,
      due_date: "2011-10-09",
    },
    barcode: "03399511500000025009189977500000900002690102",
    line: "03399.18997 77500.000904 00026.901025 9 51150000002500",
    ourNumber: "000009000026-9",
  },
  {
    name: "033 Santander carteira 101 (BoletoNetCore BancoSantanderCarteira101Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Santander/Carteiras/BancoSantanderCarteira101Tests.cs",
    },
    input: {
      bank_code: "033",
      agency: "1234",
      agreement: "1234567",
      wallet: "101",
      our_number: "456",
      amount_cents: 271716,
      due_date: "2016-10-01",
    },
    barcode: "03391693400002717169123456700000000045610101",
    line: "03399.12347 56700.000005 00456.101013 1 69340000271716",
    ourNumber: "000000000456-1",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "033",
  digit: "7",
  due: "2011-10-09",
  barcode: "03399511500000025009189977500000900002690102",
  line: "03399.18997 77500.000904 00026.901025 9 51150000002500",
  wallet: "102",
  agency: "0059",
  account: "1899775",
  ourNumber: "000009000026-9",
};
