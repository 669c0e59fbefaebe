/**
 * Published boleto vectors of this bank: each barcode and linha digitável is written literally in
 * the source the row names (not computed at test time), with the inputs the source gives. Run by
 * `../vectors.test.ts` (build from the inputs, parse both printed forms back).
 */
import { BOLETONET, BOLETONETCORE, OPENBOLETO, type SourcedVector } from "../vectors.fixtures";

export const vectors: SourcedVector[] = [
  {
    name: "084 Uniprime (BoletoNetCore BancoUniprimeNortePRCarteira09Tests.cs, 2023)",
    source: { ...BOLETONETCORE, path: "BoletoNetCore.Testes/BancoUniprimeNortePRCarteira09Tests.cs" },
    input: {
      bank_code: "084",
      agency: "0012",
      account: "47744",
      wallet: "09",
      our_number: "10035",
      amount_cents: 71240,
      due_date: "2023-09-25",
    },
    barcode: "08497948400000712400012090000001003500477440",
    line: "08490.01201 90000.001009 35004.774408 7 94840000071240",
    ourNumber: "09/00000010035-0",
  },
  {
    name: "084 Uniprime, nosso número DV 1 (2022)",
    source: { ...BOLETONETCORE, path: "BoletoNetCore.Testes/BancoUniprimeNortePRCarteira09Tests.cs" },
    input: {
      bank_code: "084",
      agency: "0012",
      account: "47744",
      wallet: "09",
      our_number: "10012",
      amount_cents: 18083,
      due_date: "2022-06-30",
    },
    barcode: "08496903200000180830012090000001001200477440",
    line: "08490.01201 90000.001009 12004.774407 6 90320000018083",
    ourNumber: "09/00000010012-1",
  },
  {
    name: "084 Uniprime, nosso número DV P (2023)",
    source: { ...BOLETONETCORE, path: "BoletoNetCore.Testes/BancoUniprimeNortePRCarteira09Tests.cs" },
    input: {
      bank_code: "084",
      agency: "0012",
      account: "47744",
      wallet: "09",
      our_number: "10027",
      amount_cents: 71240,
      due_date: "2023-01-25",
    },
    barcode: "08494924100000712400012090000001002700477440",
    line: "08490.01201 90000.001009 27004.774405 4 92410000071240",
    ourNumber: "09/00000010027-P",
  },
  {
    name: "084 Uniprime (boletonet BancoUniprimeTeste.cs, 2018)",
    source: { ...BOLETONET, path: "src/Boleto.Net.Testes/BancoUniprimeTeste.cs" },
    input: {
      bank_code: "084",
      agency: "0001",
      account: "0079502",
      wallet: "09",
      our_number: "10001000128",
      amount_cents: 105000,
      due_date: "2018-09-25",
    },
    line: "08490.00104 91000.100015 28007.950208 7 76580000105000",
    ourNumber: "09/10001000128-2",
  },
  {
    name: "084 Uniprime (openboleto UniprimeTest.php, 2013)",
    source: { ...OPENBOLETO, path: "tests/Banco/UniprimeTest.php" },
    input: {
      bank_code: "084",
      agency: "1172",
      account: "403005",
      wallet: "09",
      our_number: "123456789",
      amount_cents: 1050,
      due_date: "2013-01-01",
    },
    line: "08491.17205 90012.345675 89040.300504 3 55650000001050",
  },
];
