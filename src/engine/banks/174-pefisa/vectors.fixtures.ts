/**
 * Published vectors of 174 Pefisa. Each code is written literally in the cited source.
 *
 * Provenance (facts only, no code carried over):
 * - mundipagg/boleto-api (commit 135fd688a2f53dc1f3e1de742f26f79a1e6488e7, MIT: `LICENSE.md`)
 *   `mock/pefisa.go`: the answer its mock of Pefisa's registration API gives
 *   (`codigoBarras`, `linhaDigitavel`, `idTitulo` 382565; the linha's triple spaces written as one
 *   here) to the request of `pefisa/pefisa_test.go` (commit
 *   038519c258f7e412ecb3514c0da44ed7f81865a4): `agreementNumber` 267, `wallet` 36. The nosso
 *   número (101), the amount (R$ 1.300,00) and the due date (fator 7724, 30/11/2018) are read from
 *   the code itself. Mundipagg relays the code the bank assigns; it does not compute one.
 * - The rule: frones/ACBr `Fontes/ACBrBoleto/ACBrBancoPefisa.pas` (commit
 *   27cbe089a731f34e52566c71161ebcae182873e7, LGPL-2.1).
 * Run by `../vectors.test.ts`.
 */
import type { SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "174 Pefisa carteira 36 (mundipagg/boleto-api mock of Pefisa's registration answer)",
    source: {
      project: "mundipagg/boleto-api",
      commit: "135fd688a2f53dc1f3e1de742f26f79a1e6488e7",
      licence: "MIT",
      path: "mock/pefisa.go",
    },
    input: {
      bank_code: "174",
      agency: "0",
      agreement: "267",
      wallet: "36",
      our_number: "101",
      amount_cents: 130000,
      due_date: "2018-11-30",
    },
    barcode: "17496772400001300000000000002670000000101364",
    line: "17490.00004 00002.670008 00001.013648 6 77240000130000",
    ourNumber: "0000000101",
    today: "2018-11-22",
  },
];
