/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONETCORE, BRCOBRANCA, type RenderVector, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "422 Safra after the rollover, fator 1001 (brcobranca safra_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/safra_spec.rb" },
    input: {
      bank_code: "422",
      agency: "0040",
      agency_digit: "0",
      account: "00027824",
      account_digit: "7",
      wallet: "1",
      our_number: "26173001",
      amount_cents: 18084,
      due_date: "2025-02-23",
    },
    barcode: "42296100100000180847004000002782472617300112",
    line: "42297.00408 00002.782472 26173.001129 6 10010000018084",
    ourNumber: "26173001-1",
  },
  {
    name: "422 Safra, 2016 (brcobranca safra_spec.rb)",
    source: { ...BRCOBRANCA, path: "spec/brcobranca/boleto/safra_spec.rb" },
    input: {
      bank_code: "422",
      agency: "1150",
      agency_digit: "0",
      account: "00627672",
      account_digit: "9",
      wallet: "1",
      our_number: "50153004",
      amount_cents: 554305,
      due_date: "2016-03-30",
    },
    barcode: "42291674900005543057115000062767295015300452",
    line: "42297.11504 00062.767298 50153.004523 1 67490000554305",
  },
  {
    name: "422 Safra (BoletoNetCore BancoSafraCarteira1Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Safra/Carteiras/BancoSafraCarteira1Tests.cs",
    },
    input: {
      bank_code: "422",
      agency: "1234",
      agency_digit: "5",
      account: "123456",
      account_digit: "7",
      wallet: "1",
      our_number: "453",
      amount_cents: 14150,
      due_date: "2016-09-01",
    },
    barcode: "42291690400000141507123450012345670000045372",
    line: "42297.12346 50012.345679 00000.453720 1 69040000014150",
    ourNumber: "00000453-7",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "422",
  digit: "7",
  due: "2025-02-23",
  barcode: "42296100100000180847004000002782472617300112",
  line: "42297.00408 00002.782472 26173.001129 6 10010000018084",
  wallet: "1",
  agency: "0040",
  account: "0000278247",
  ourNumber: "261730011",
};
