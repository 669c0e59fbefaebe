/**
 * Published boleto vectors from the test suites of open-source boleto libraries: each barcode and
 * linha digitável is written literally in the cited test (not computed at test time), and every
 * row names its file. Where a source publishes only the linha (or only the barcode), only that
 * form is here. Built from the inputs and parsed from both forms (more rows of the same suites:
 * vectors-more.test.ts; second projects: vectors-second.test.ts).
 *
 * Provenance (facts only, no code carried over):
 * - kivanio/brcobranca, commit 325e0eae69ad298477b935a441a22c61c7556f31, MIT licence:
 *   `spec/brcobranca/boleto/<file>` as named per row.
 * - pagarme/node-boleto, commit 6528c0df74270d61d124c54694c464a5af111f8d, MIT licence:
 *   `test/integration/bradesco/boleto.spec.js`.
 * - openboleto/openboleto, commit 1cb57131feb20d8bd8942f0c5f9cfab174bb730c, MIT licence:
 *   `tests/Banco/CaixaTest.php` (linha only).
 * - BoletoNet/BoletoNetCore, commit 41e7440121b84304ff34835724db096a81162933, MIT licence:
 *   `BoletoNetCore.Testes/Bancos/BancoInter/Carteiras/BancoInterCarteira110Tests.cs`.
 */
import { expect, it } from "vitest";
import { describeVectors, type Vector } from "../../../test/engine/boleto-vector-suite";

/** One row per bank; inputs beyond the codes come from the cited spec files. */
const PUBLISHED: Vector[] = [
  {
    name: "001 BB convênio 7 (brcobranca banco_brasil_spec.rb)",
    input: {
      bank_code: "001",
      agreement: "1474166",
      wallet: "17",
      our_number: "0000000328",
      amount_cents: 224674,
      due_date: "2016-07-05",
    },
    barcode: "00191684600002246740000001474166000000032817",
    line: "00190.00009 01474.166004 00000.328179 1 68460000224674",
    ourNumber: "14741660000000328-4",
  },
  {
    name: "001 BB convênio 8 (brcobranca banco_brasil_spec.rb)",
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "12387989",
      wallet: "18",
      our_number: "777700168",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "00193376900000135000000001238798977770016818",
    line: "00190.00009 01238.798977 77700.168188 3 37690000013500",
  },
  {
    name: "237 Bradesco carteira 06 (brcobranca bradesco_spec.rb)",
    input: {
      bank_code: "237",
      agency: "1172",
      account: "0403005",
      wallet: "06",
      our_number: "75896452",
      amount_cents: 295295,
      due_date: "2009-04-30",
    },
    barcode: "23795422300002952951172060007589645204030050",
    line: "23791.17209 60007.589645 52040.300502 5 42230000295295",
    ourNumber: "06/00075896452-5",
  },
  {
    name: "237 Bradesco carteira 25 after the rollover (node-boleto boleto.spec.js)",
    input: {
      bank_code: "237",
      agency: "0001",
      account: "1234567",
      wallet: "25",
      our_number: "00056631487",
      amount_cents: 200,
      due_date: "2025-02-23",
    },
    barcode: "23798100100000002000001250005663148712345670",
    line: "23790.00124 50005.663146 87123.456706 8 10010000000200",
  },
  {
    name: "341 Itaú carteira 109, fator 2548 (brcobranca itau_spec.rb)",
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
    name: "104 Caixa SIGCB 7-digit beneficiário, linha only (openboleto CaixaTest.php)",
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
    name: "033 Santander carteira 102 (brcobranca santander_spec.rb)",
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
    name: "756 Sicoob, linha only (brcobranca sicoob_spec.rb)",
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
    name: "748 Sicredi, linha only (brcobranca sicredi_spec.rb)",
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
    name: "041 Banrisul (brcobranca banrisul_spec.rb)",
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
    name: "077 Inter carteira 110 (BoletoNetCore BancoInterCarteira110Tests.cs)",
    input: {
      bank_code: "077",
      agency: "0001",
      agreement: "1234567",
      wallet: "110",
      our_number: "458",
      amount_cents: 27615,
      due_date: "2016-10-01",
    },
    barcode: "07792693400000276150001110123456700000004586",
    line: "07790.00116 10123.456708 00000.045864 2 69340000027615",
    ourNumber: "0000000458-6",
  },
  {
    name: "422 Safra after the rollover, fator 1001 (brcobranca safra_spec.rb)",
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
    name: "085 Ailos (brcobranca ailos_spec.rb)",
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
];

describeVectors(PUBLISHED);

it("every row names the project and file it was published in", () => {
  for (const v of PUBLISHED) {
    expect(v.name).toMatch(
      /\((brcobranca \w+_spec\.rb|node-boleto boleto\.spec\.js|openboleto \w+Test\.php|BoletoNetCore \w+Tests\.cs)\)$/,
    );
  }
});
