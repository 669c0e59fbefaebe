/**
 * Published vectors of the banks added with issue 16, part 2: the .NET and PHP libraries. Each
 * barcode and linha digitável is written literally in the cited test (not computed at test time).
 *
 * Provenance (facts only, no code carried over):
 * - BoletoNet/BoletoNetCore, commit 41e7440121b84304ff34835724db096a81162933, MIT licence:
 *   `BoletoNetCore.Testes/BancoUniprimeNortePRCarteira09Tests.cs`,
 *   `BoletoNetCore.Testes/Bancos/Daycoval/Carteiras/BancoDaycovalCarteira121Tests.cs`.
 * - BoletoNet/boletonet, commit eaf415da602e403932cc781ab8e78207f04b1295, Apache-2.0 licence:
 *   `src/Boleto.Net.Testes/BancoC6Teste.cs`, `BancoVotorantimTeste.cs`, `BancoUniprimeTeste.cs`,
 *   `BancoBanestesTeste.cs`.
 * - openboleto/openboleto, commit 1cb57131feb20d8bd8942f0c5f9cfab174bb730c, MIT licence:
 *   `tests/Banco/BrbTest.php`, `tests/Banco/UniprimeTest.php` (linha digitável only). Their
 *   `'conta' => 0403005` is a PHP octal literal, i.e. 132613; the BRB linha carries 0132613.
 */
import { describe, expect, it } from "vitest";
import { describeVectors, PARTIES, type Vector } from "../../../test/engine/boleto-vector-suite";
import { getBank } from "../banks/registry";
import type { BoletoInput } from "../types";
import { parseBoletoCode } from "./parse";

const UNIPRIME = { bank_code: "084", agency: "0012", account: "47744", wallet: "09" };
const DAYCOVAL = { bank_code: "707", agency: "0001", agreement: "1934436", wallet: "121" };

const PUBLISHED: Vector[] = [
  {
    name: "084 Uniprime (BoletoNetCore BancoUniprimeNortePRCarteira09Tests.cs, 2023)",
    input: { ...UNIPRIME, our_number: "10035", amount_cents: 71240, due_date: "2023-09-25" },
    barcode: "08497948400000712400012090000001003500477440",
    line: "08490.01201 90000.001009 35004.774408 7 94840000071240",
    ourNumber: "09/00000010035-0",
  },
  {
    name: "084 Uniprime, nosso número DV 1 (2022)",
    input: { ...UNIPRIME, our_number: "10012", amount_cents: 18083, due_date: "2022-06-30" },
    barcode: "08496903200000180830012090000001001200477440",
    line: "08490.01201 90000.001009 12004.774407 6 90320000018083",
    ourNumber: "09/00000010012-1",
  },
  {
    name: "084 Uniprime, nosso número DV P (2023)",
    input: { ...UNIPRIME, our_number: "10027", amount_cents: 71240, due_date: "2023-01-25" },
    barcode: "08494924100000712400012090000001002700477440",
    line: "08490.01201 90000.001009 27004.774405 4 92410000071240",
    ourNumber: "09/00000010027-P",
  },
  {
    name: "084 Uniprime (boletonet BancoUniprimeTeste.cs, 2018)",
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
    // boletonet prints the carteira with three digits: 009/10001000128-2.
    ourNumber: "09/10001000128-2",
  },
  {
    name: "084 Uniprime (openboleto UniprimeTest.php, 2013)",
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
  {
    name: "707 Daycoval carteira 121 (BoletoNetCore BancoDaycovalCarteira121Tests.cs, 2024)",
    input: { ...DAYCOVAL, our_number: "84580106", amount_cents: 14150, due_date: "2024-12-16" },
    barcode: "70798993200000141500001121193443600845801060",
    line: "70790.00118 21193.443609 08458.010603 8 99320000014150",
    // BoletoNetCore prints agência + DV first: 00019/121/0084580106-0.
    ourNumber: "121/0084580106-0",
  },
  {
    name: "707 Daycoval, January 2025",
    input: { ...DAYCOVAL, our_number: "84580107", amount_cents: 271112, due_date: "2025-01-16" },
    barcode: "70792996300002711120001121193443600845801078",
    line: "70790.00118 21193.443609 08458.010785 2 99630000271112",
    ourNumber: "121/0084580107-8",
  },
  {
    name: "707 Daycoval, after the rollover (fator 1042)",
    input: { ...DAYCOVAL, our_number: "84580108", amount_cents: 64539, due_date: "2025-04-05" },
    barcode: "70794104200000645390001121193443600845801086",
    line: "70790.00118 21193.443609 08458.010868 4 10420000064539",
    ourNumber: "121/0084580108-6",
  },
  {
    name: "336 C6 carteira 21 (boletonet BancoC6Teste.cs)",
    input: {
      bank_code: "336",
      agency: "0001",
      agreement: "000000000001",
      wallet: "21",
      bank_fields: { layout: "3" },
      our_number: "0000113522",
      amount_cents: 42000,
      due_date: "2020-04-25",
    },
    barcode: "33691823600000420000000000000010000113522213",
    line: "33690.00009 00000.010009 01135.222139 1 82360000042000",
    ourNumber: "0000113522",
  },
  {
    name: "336 C6 carteira 24",
    input: {
      bank_code: "336",
      agency: "0001",
      agreement: "000000000002",
      wallet: "24",
      our_number: "0000000002",
      amount_cents: 45612,
      due_date: "2021-07-29",
    },
    barcode: "33691869600000456120000000000020000000002243",
    line: "33690.00009 00000.020008 00000.022434 1 86960000045612",
  },
  ...(
    [
      ["0000000400", "0000003158", 282012, "2027-08-18", "65597190700002820120000000400500000000315800"],
      ["0000000078", "0000021226", 1520, "2027-08-14", "65591190300000015200000000078500000002122600"],
      ["0000000116", "0000021226", 1020, "2027-08-14", "65599190300000010200000000116500000002122600"],
    ] as const
  ).map(
    ([agreement, ourNumber, cents, due, barcode], i): Vector => ({
      name: `655 Banco BV carteira 500, convênio ${Number(agreement)} (boletonet BancoVotorantimTeste.cs)`,
      input: {
        bank_code: "655",
        agency: "0001",
        agreement,
        wallet: "500",
        our_number: ourNumber,
        amount_cents: cents,
        due_date: due,
      },
      barcode,
      line: [
        "65590.00002 00400.500005 00003.158003 7 19070000282012",
        "65590.00002 00078.500006 00021.226006 1 19030000001520",
        "65590.00002 00116.500000 00021.226006 9 19030000001020",
      ][i],
      ourNumber,
    }),
  ),
  {
    name: "070 BRB carteira 1 (openboleto BrbTest.php, 2013)",
    input: {
      bank_code: "070",
      agency: "172",
      account: "132613",
      wallet: "1",
      our_number: "758964",
      amount_cents: 1050,
      due_date: "2013-01-01",
    },
    line: "07090.00178 20132.613173 58964.070286 3 55650000001050",
    ourNumber: "175896407028",
  },
];

describeVectors(PUBLISHED);

const full = (input: Partial<BoletoInput>): BoletoInput =>
  ({ agency: "0001", account: "1", ...PARTIES, ...input }) as BoletoInput;

/**
 * Published slips of modalities lote reads but does not issue: Banestes variação 2 (sem registro,
 * refused since the Nova Plataforma de Cobrança) and a BRB key whose first three positions carry
 * brcobranca's "nosso_numero_incremento". They parse, and the Banestes campo livre rule, applied
 * directly with variação 2, still yields the published campo livre.
 */
describe("published slips lote reads but does not issue", () => {
  const rows = [
    // kivanio/brcobranca spec/brcobranca/boleto/banestes_spec.rb (commit 325e0ea, MIT).
    {
      barcode: "02199647100001278906924010100014542047202193",
      line: "02196.92407 10100.014546 20472.021938 9 64710000127890",
      due: "2015-06-26",
      cents: 127890,
      banestes: { our_number: "69240101", account: "1454204", account_digit: "7" },
    },
    // BoletoNet/boletonet src/Boleto.Net.Testes/BancoBanestesTeste.cs (commit eaf415d, Apache-2.0).
    {
      barcode: "02192885200002952952148780500001222333202107",
      line: "02192.14871 80500.001229 23332.021072 2 88520000295295",
      due: "2022-01-01",
      cents: 295295,
      banestes: { our_number: "21487805", account: "0000122233", account_digit: "3" },
    },
    // kivanio/brcobranca spec/brcobranca/boleto/banco_brasilia_spec.rb, incremento 002 (commit 325e0ea, MIT).
    {
      barcode: "07099686600000372770022400044990100000107070",
      line: "07090.02240 00044.990109 00001.070705 9 68660000037277",
      due: "2016-07-25",
      cents: 37277,
    },
  ];

  it.each(rows)("$line parses to its amount and due date", (row) => {
    for (const code of [row.barcode, row.line]) {
      const parsed = parseBoletoCode(code, { today: row.due });
      expect(parsed).toMatchObject({ barcode: row.barcode, amount_cents: row.cents, due_date: row.due });
      expect(parsed.digitable_line_formatted).toBe(row.line);
    }
  });

  it("the Banestes campo livre rule reproduces the sem-registro rows with variação 2", () => {
    for (const row of rows) {
      if (!row.banestes) continue;
      const input = full({
        bank_code: "021",
        wallet: "11",
        bank_fields: { variation: "2" },
        ...row.banestes,
      });
      expect(getBank("021")?.boleto.freeField(input)).toBe(row.barcode.slice(19));
    }
  });

  /**
   * A known disagreement, asserted rather than hidden: boletonet weighs the second nosso número DV
   * 2–10 (its 21487805.81), brcobranca 2–9 repeating (thirteen published pairs, all reproduced in
   * vectors-banks.test.ts). The two differ only when the first digit is not 0, and neither DV is
   * part of the barcode. lote follows brcobranca.
   */
  it("Banestes second nosso número DV: boletonet 21487805.81, brcobranca's rule 21487805-86", () => {
    const input = full({ bank_code: "021", wallet: "11", our_number: "21487805" });
    expect(getBank("021")?.boleto.ourNumber(input)).toBe("21487805-86");
  });
});
