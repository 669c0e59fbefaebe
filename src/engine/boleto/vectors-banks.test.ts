/**
 * Published vectors of the banks added with issue 16, part 1: the Ruby brcobranca family. Each
 * barcode and linha digitável is written literally in the cited spec (not computed at test time);
 * inputs are the spec's. Built from the inputs and parsed from both forms (boleto-vector-suite).
 *
 * Provenance (facts only, no code carried over):
 * - kivanio/brcobranca, commit 325e0eae69ad298477b935a441a22c61c7556f31, MIT licence:
 *   `spec/brcobranca/boleto/banco_nordeste_spec.rb`, `banco_brasilia_spec.rb`, `banestes_spec.rb`,
 *   `credisis_spec.rb`, `citibank_spec.rb`.
 * - talesgalvao/brcobranca (a fork maintained by Vindi), commit
 *   d2ec5c742f5ed6996867ef8996e106f9e2e70c3d, MIT licence: `spec/brcobranca/btg_pactual_spec.rb`,
 *   which asserts every barcode position separately (joined below, piece by piece).
 */
import { describe, expect, it } from "vitest";
import { describeVectors, PARTIES, type Vector } from "../../../test/engine/boleto-vector-suite";
import { credisisDocumentDigit } from "../banks/097-credisis/boleto";
import { getBank } from "../banks/registry";
import type { BoletoInput } from "../types";

const BNB = { bank_code: "004", agency: "0016", account: "0001193", account_digit: "2", wallet: "21" };
const CITI = { bank_code: "745", wallet: "3" };
/** brcobranca's documento_cedente 12345678912 is not a valid CPF; 123.456.789-09 is, with the same DV 5. */
const CREDISIS = {
  bank_code: "097",
  agency: "0001",
  account: "0000002",
  wallet: "18",
  beneficiary: { ...PARTIES.beneficiary, document: "12345678909" },
};

const BRCOBRANCA: Vector[] = [
  {
    name: "004 BNB (brcobranca banco_nordeste_spec.rb, 2009)",
    input: { ...BNB, our_number: "0000053", amount_cents: 100000, due_date: "2009-10-21" },
    barcode: "00491439700001000000016000119320000053121000",
    line: "00490.01605 00119.320000 00531.210003 1 43970000100000",
    ourNumber: "0000053-1",
  },
  {
    name: "004 BNB, nosso número 0002720 (2012)",
    input: { ...BNB, our_number: "0002720", amount_cents: 5400, due_date: "2012-09-08" },
    barcode: "00497545000000054000016000119320002720021000",
    line: "00490.01605 00119.320000 27200.210006 7 54500000005400",
  },
  {
    name: "004 BNB, agência 0259 (2017)",
    input: {
      ...BNB,
      agency: "0259",
      account: "0008549",
      account_digit: "3",
      our_number: "0000001",
      amount_cents: 101,
      due_date: "2017-01-17",
    },
    barcode: "00492704200000001010259000854930000001921000",
    line: "00490.25901 00854.930005 00019.210004 2 70420000000101",
  },
  {
    name: "004 BNB, agência 0275 (2016)",
    input: {
      ...BNB,
      agency: "0275",
      account: "0000253",
      account_digit: "5",
      our_number: "0000005",
      amount_cents: 280775,
      due_date: "2016-07-28",
    },
    barcode: "00491686900002807750275000025350000005121000",
    line: "00490.27501 00025.350000 00051.210003 1 68690000280775",
    ourNumber: "0000005-1",
  },
  {
    name: "070 BRB carteira 2 (brcobranca banco_brasilia_spec.rb)",
    input: {
      bank_code: "070",
      agency: "082",
      account: "0000528",
      wallet: "2",
      our_number: "000001",
      amount_cents: 1000,
      due_date: "2015-04-30",
    },
    barcode: "07099641400000010000000820000528200000107013",
    line: "07090.00087 20000.528206 00001.070135 9 64140000001000",
    ourNumber: "200000107013",
  },
  {
    name: "021 Banestes variação 4 (brcobranca banestes_spec.rb, barcode only)",
    input: {
      bank_code: "021",
      agency: "274",
      account: "2720129",
      account_digit: "2",
      wallet: "11",
      bank_fields: { variation: "4" },
      our_number: "00000032",
      amount_cents: 8000,
      due_date: "2016-12-26",
    },
    barcode: "02191702000000080000000003200027201292402179",
  },
  {
    name: "021 Banestes variação 4, nosso número 33",
    input: {
      bank_code: "021",
      agency: "274",
      account: "2720129",
      account_digit: "2",
      wallet: "11",
      our_number: "00000033",
      amount_cents: 9999,
      due_date: "2016-12-16",
    },
    barcode: "02199701000000099990000003300027201292402165",
  },
  {
    name: "097 CrediSIS convênio 100000 (brcobranca credisis_spec.rb)",
    input: {
      ...CREDISIS,
      agreement: "100000",
      our_number: "000095",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "09791376900000135000000009750001100000000095",
    line: "09790.00007 09750.001100 00000.000950 1 37690000013500",
    ourNumber: "09750001100000000095",
  },
  {
    name: "097 CrediSIS convênio 6641",
    input: {
      ...CREDISIS,
      agreement: "6641",
      our_number: "000095",
      amount_cents: 13500,
      due_date: "2008-02-01",
    },
    barcode: "09797376900000135000000009750001006641000095",
    line: "09790.00007 09750.001001 66410.000955 7 37690000013500",
  },
  {
    name: "745 Citibank portfolio 621 (brcobranca citibank_spec.rb, 2012)",
    input: {
      ...CITI,
      agency: "0093",
      agreement: "0305080446",
      bank_fields: { portfolio: "621" },
      our_number: "00000000002",
      amount_cents: 999,
      due_date: "2012-09-10",
    },
    barcode: "74595545200000009993621305080446000000000027",
    line: "74593.62138 05080.446007 00000.000273 5 54520000000999",
  },
  {
    name: "745 Citibank portfolio 611, nosso número 159 (2013)",
    input: {
      ...CITI,
      agency: "0121",
      agreement: "0264424020",
      bank_fields: { portfolio: "611" },
      our_number: "00000000159",
      amount_cents: 200,
      due_date: "2013-09-27",
    },
    barcode: "74591583400000002003611264424020000000001597",
    line: "74593.61122 64424.020002 00000.015974 1 58340000000200",
  },
  {
    name: "745 Citibank portfolio 611, nosso número 200 (2013)",
    input: {
      ...CITI,
      agency: "0121",
      agreement: "0264424020",
      bank_fields: { portfolio: "611" },
      our_number: "00000000200",
      amount_cents: 77430,
      due_date: "2013-11-20",
    },
    barcode: "74597588800000774303611264424020000000002003",
    line: "74593.61122 64424.020002 00000.020032 7 58880000077430",
  },
  {
    name: "208 BTG Pactual after the rollover (talesgalvao/brcobranca btg_pactual_spec.rb)",
    input: {
      bank_code: "208",
      agency: "0050",
      account: "445757",
      wallet: "1",
      our_number: "123",
      amount_cents: 12345,
      // data_documento 2025-02-20 + dias_vencimento 3
      due_date: "2025-02-23",
    },
    // Bank, moeda, DV, fator, valor, agência, carteira, nosso número, conta, zero: positions 1–44.
    barcode: ["208", "9", "8", "1001", "0000012345", "0050", "01", "00000000123", "0445757", "0"].join(""),
    ourNumber: "00000000123",
  },
];

describeVectors(BRCOBRANCA);

/** The full input of a vector, for calling one bank rule directly. */
const full = (input: Partial<BoletoInput>): BoletoInput =>
  ({ agency: "0001", account: "1", ...PARTIES, ...input }) as BoletoInput;

describe("nosso número check digits published by brcobranca", () => {
  it("004 BNB (banco_nordeste_spec.rb)", () => {
    const bnb = getBank("004")?.boleto;
    const dv = (n: string) => bnb?.ourNumber(full({ ...BNB, our_number: n }));
    expect(["9061138", "0000010", "0020572", "1961005", "0000053", "1297105"].map(dv)).toEqual([
      "9061138-1",
      "0000010-8",
      "0020572-9",
      "1961005-0",
      "0000053-1",
      "1297105-7",
    ]);
  });

  it("021 Banestes, both DVs (banestes_spec.rb)", () => {
    const rules = getBank("021")?.boleto;
    const published: Record<string, string> = {
      "00000040": "00000040-06",
      "00000068": "00000068-07",
      "00000006": "00000006-04",
      "00000281": "00000281-00",
      "00000023": "00000023-05",
      "00000337": "00000337-90",
      "96656701": "96656701-37",
      "00000484": "00000484-70",
      "514": "00000514-20",
      "565": "00000565-70",
      "573": "00000573-80",
      "00000603": "00000603-30",
      "69240101": "69240101-68",
    };
    for (const [n, printed] of Object.entries(published)) {
      expect(rules?.ourNumber(full({ bank_code: "021", wallet: "11", our_number: n }))).toBe(printed);
    }
  });

  it("070 BRB carteira 1 (banco_brasilia_spec.rb)", () => {
    const input = full({ bank_code: "070", agency: "058", account: "6002006", wallet: "1", our_number: "1" });
    expect(getBank("070")?.boleto.ourNumber(input)).toBe("100000107045");
  });

  it("097 CrediSIS document DV and printed agência / conta (credisis_spec.rb)", () => {
    expect(credisisDocumentDigit("12345678912")).toBe("5");
    const code = (agency: string, account: string) =>
      getBank("097")?.boleto.beneficiaryCode(full({ ...CREDISIS, agency, account, agreement: "1" }));
    expect(code("0001", "0000002")).toBe("0001-9 / 0000002-7");
    expect(code("0719", "0000002")).toBe("0719-6 / 0000002-7");
    expect(code("0548", "1448")).toBe("0548-7 / 0001448-6");
  });

  it("745 Citibank (citibank_spec.rb)", () => {
    const dv = (n: string) =>
      getBank("745")?.boleto.ourNumber(full({ ...CITI, agreement: "1", our_number: n }));
    expect(dv("00000000001")).toBe("00000000001.9");
    expect(dv("66660000003")).toBe("66660000003.7");
  });
});
