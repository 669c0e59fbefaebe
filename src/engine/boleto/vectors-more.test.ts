/**
 * Further published rows of the suites vectors.test.ts cites (other convênio sizes, carteiras and
 * fatores), each barcode and linha digitável written literally in the file the row names. Built
 * and parsed like the published vectors.
 *
 * Provenance (facts only, no code carried over):
 * - kivanio/brcobranca, commit 325e0eae69ad298477b935a441a22c61c7556f31, MIT licence:
 *   `spec/brcobranca/boleto/<file>` as named per row.
 * - BoletoNet/BoletoNetCore, commit 41e7440121b84304ff34835724db096a81162933, MIT licence:
 *   `BoletoNetCore.Testes/Bancos/BancoInter/Carteiras/BancoInterCarteira110Tests.cs`.
 */
import { expect, it } from "vitest";
import { describeVectors, PARTIES, type Vector } from "../../../test/engine/boleto-vector-suite";
import { buildBoleto } from "./build";

/** More rows of the same published suites: other convênio sizes and carteiras. */
const MORE: Vector[] = [
  {
    name: "001 BB convênio 6, nosso número 5 (brcobranca banco_brasil_spec.rb)",
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "123879",
      wallet: "18",
      our_number: "1234",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "00192376900000135001238790123440420006190018",
    line: "00191.23876 90123.440423 00061.900189 2 37690000013500",
  },
  {
    name: "001 BB convênio 6, nosso número livre 17, carteira 16 (brcobranca banco_brasil_spec.rb)",
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "123879",
      wallet: "16",
      our_number: "1234567899",
      amount_cents: 13500,
      due_date: "2008-02-01",
      bank_fields: { modality: "21" },
    },
    barcode: "00199376900000135001238790000000123456789921",
    line: "00191.23876 90000.000126 34567.899215 9 37690000013500",
  },
  {
    name: "001 BB convênio 4, nosso número 7 (brcobranca banco_brasil_spec.rb)",
    input: {
      bank_code: "001",
      agency: "4042",
      account: "61900",
      agreement: "1238",
      wallet: "18",
      our_number: "123456",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "00191376900000135001238012345640420006190018",
    line: "00191.23801 12345.640424 00061.900189 1 37690000013500",
  },
  {
    name: "237 Bradesco carteira 03 (brcobranca bradesco_spec.rb)",
    input: {
      bank_code: "237",
      agency: "4042",
      account: "61900",
      wallet: "03",
      our_number: "777700168",
      amount_cents: 13500,
      due_date: "2008-02-02",
    },
    barcode: "23791377000000135004042030077770016800619000",
    line: "23794.04201 30077.770011 68006.190000 1 37700000013500",
  },
  {
    name: "341 Itaú carteira especial 196 (brcobranca itau_spec.rb)",
    input: {
      bank_code: "341",
      agency: "0810",
      account: "53678",
      wallet: "196",
      our_number: "258281",
      document_number: "1234567",
      agreement: "12345",
      amount_cents: 13500,
      due_date: "2004-09-05",
    },
    barcode: "34191252500000135001960025828112345671234550",
    line: "34191.96005 25828.112349 56712.345505 1 25250000013500",
  },
  {
    name: "041 Banrisul, fator 1001 of the first cycle (brcobranca banrisul_spec.rb)",
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
    name: "422 Safra, 2016 (brcobranca safra_spec.rb)",
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
    name: "085 Ailos, convênio 234 (brcobranca ailos_spec.rb)",
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
    name: "077 Inter, 2023 (BoletoNetCore BancoInterCarteira110Tests.cs)",
    input: {
      bank_code: "077",
      agency: "0001",
      agreement: "1234567",
      wallet: "110",
      our_number: "1",
      amount_cents: 500,
      due_date: "2023-08-31",
    },
    barcode: "07791945900000005000001110123456700000000014",
    line: "07790.00116 10123.456708 00000.000141 1 94590000000500",
  },
];

describeVectors(MORE);

it("every row names the project and file it was published in", () => {
  for (const v of MORE) expect(v.name).toMatch(/\((brcobranca \w+_spec\.rb|BoletoNetCore \w+Tests\.cs)\)$/);
});

it("Itaú carteira 168 takes its nosso número DAC over carteira + nosso número only", () => {
  // Itaú's manual: "à exceção, estão as carteiras 126, 131, 146, 150 e 168 cuja obtenção está baseada
  // apenas nos dados CARTEIRA/NOSSO NÚMERO" (quoted by br_boleto). brcobranca's spec row for 168
  // (…1680025828120810…) was produced by code that skipped this exception (integer carteira), so it
  // is not used as a vector: mod10("168" + "00258281") = 0.
  const boleto = buildBoleto(
    {
      agency: "0810",
      account: "53678",
      ...PARTIES,
      bank_code: "341",
      wallet: "168",
      our_number: "258281",
      amount_cents: 13500,
      due_date: "2004-09-05",
    },
    { today: "2004-09-01" },
  );
  expect(boleto.free_field).toBe("1680025828100810536789000");
  expect(boleto.our_number).toBe("168/00258281-0");
});
