/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import {
  BOLETONETCORE,
  GERAR_BOLETOS,
  OPENBOLETO,
  type RenderVector,
  type SourcedVector,
} from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "104 Caixa SIGCB 7-digit beneficiário, linha only (openboleto CaixaTest.php)",
    source: { ...OPENBOLETO, path: "tests/Banco/CaixaTest.php" },
    input: {
      bank_code: "104",
      agency: "3454",
      agreement: "1242119",
      wallet: "1",
      our_number: "157460299",
      amount_cents: 2000,
      due_date: "2024-11-04",
    },
    line: "10491.24215 19000.100040 15746.029915 1 98900000002000",
    ourNumber: "14000000157460299-6",
  },
  {
    name: "104 Caixa SIGCB (BoletoNetCore BancoCaixaCarteiraSig14Tests.cs)",
    source: {
      ...BOLETONETCORE,
      path: "BoletoNetCore.Testes/Bancos/Caixa/Carteiras/BancoCaixaCarteiraSig14Tests.cs",
    },
    input: {
      bank_code: "104",
      agency: "1234",
      agreement: "123456",
      wallet: "1",
      our_number: "6",
      amount_cents: 50000,
      due_date: "2017-01-05",
    },
    barcode: "10491703000000500001234560000100040000000064",
    line: "10491.23456 60000.100044 00000.000646 1 70300000050000",
    ourNumber: "14000000000000006-5",
  },
  {
    name: "104 Caixa SIGCB carteira 14 (gerar-boletos caixa-test.js)",
    source: { ...GERAR_BOLETOS, path: "tests/boleto/bancos/caixa-test.js" },
    input: {
      bank_code: "104",
      agency: "4221",
      agreement: "648995",
      wallet: "1",
      our_number: "000000000000007",
      amount_cents: 15876,
      due_date: "2020-02-04",
    },
    line: "10496.48999 58000.100048 00000.000711 7 81550000015876",
    ourNumber: "14000000000000007-3",
  },
];

/** A published slip of the rows above, dressed for the renderer tests (test/engine/render/fixtures.ts). */
export const renderVector: RenderVector = {
  bank: "104",
  digit: "0",
  due: "2024-11-04",
  barcode: "10491989000000020001242119000100041574602991",
  line: "10491.24215 19000.100040 15746.029915 1 98900000002000",
  wallet: "RG",
  agency: "0001",
  account: "1242119",
  ourNumber: "14000000157460299-0",
};
