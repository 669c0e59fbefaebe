/**
 * parsePaymentCode over published codes (facts only, no code carried over):
 * - @mrmgomes/boleto-utils 1.3.3 (npm; github mrmgomes/boleto-utils), `test/test.js`, MIT licence:
 *   an energy bill (barcode ↔ linha, valor 509.60) and two conversions.
 * - viniciusccosta/ClipBarcode, `boleto.py` at commit 227c6b617c5f178f200621f048d0340c461e2c24
 *   (licence not stated; used as facts): the `lds` / `cdb` lists, eight arrecadação and several bank
 *   codes given both as linha digitável and as barcode.
 * - kivanio/brcobranca, commit 325e0eae69ad298477b935a441a22c61c7556f31, MIT licence:
 *   `spec/brcobranca/boleto/hsbc_spec.rb` (a bank lote does not issue for).
 * Value types 7 and 9 and segment 6: parse-any-kinds.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Issue, isEngineError } from "../errors";
import { parsePaymentCode } from "./parse-any";

const TODAY = { today: "2022-06-01" };

function issuesOf(fn: () => unknown): Issue[] {
  try {
    fn();
  } catch (e) {
    if (isEngineError(e)) return e.issues;
    throw e;
  }
  return [];
}

/** Linha digitável (as published, with its spacing) and barcode of the same slip. */
const ARRECADACAO: [line: string, barcode: string, segment: string, cents: number, company: string][] = [
  // boleto-utils test/test.js
  [
    "838600000050096000190009000801782309000343062712",
    "83860000005096000190000008017823000034306271",
    "3",
    50960,
    "0019",
  ],
  [
    "858200000007572503282030560708202107539591904460",
    "85820000000572503282035607082021053959190446",
    "5",
    5725,
    "0328",
  ],
  [
    "846300000003299902962024004101360008002006441147",
    "84630000000299902962020041013600000200644114",
    "4",
    2999,
    "0296",
  ],
  // ClipBarcode boleto.py
  [
    "826300000153 351200081708 924000000027 203104000013",
    "82630000015351200081709240000000220310400001",
    "2",
    153512,
    "0008",
  ],
  [
    "826400000228 885000080006 000000000307 004246000022",
    "82640000022885000080000000000003000424600002",
    "2",
    228850,
    "0008",
  ],
  [
    "826500000110 314400081704 924000000027 202104000015",
    "82650000011314400081709240000000220210400001",
    "2",
    113144,
    "0008",
  ],
  [
    "85870000134 7 79110328221 0 40072022125 6 74512580554 8",
    "85870000134791103282214007202212574512580554",
    "5",
    1347911,
    "0328",
  ],
  [
    "85850000202 1 04850328221 3 40072022125 6 70826920695 7",
    "85850000202048503282214007202212570826920695",
    "5",
    2020485,
    "0328",
  ],
  [
    "85860000109 4 68720328221 7 40072022125 6 70772110165 0",
    "85860000109687203282214007202212570772110165",
    "5",
    1096872,
    "0328",
  ],
  [
    "85850000045 2 08510328221 0 40072022125 6 74127180523 6",
    "85850000045085103282214007202212574127180523",
    "5",
    450851,
    "0328",
  ],
  [
    "858900000077 725101792204 507664050831 594309600014",
    "85890000007725101792205076640508359430960001",
    "5",
    77251,
    "0179",
  ],
];

/** ClipBarcode's bank slips: linha, barcode, bank, cents. */
const COBRANCA: [line: string, barcode: string, bank: string, cents: number][] = [
  [
    "34191.09065 02457.162937 81685.860009 2 89610000016806",
    "34192896100000168061090602457162938168586000",
    "341",
    16806,
  ],
  [
    "03399.08626 34700.020372 46356.601016 3 89860000300000",
    "03393898600003000009086234700020374635660101",
    "033",
    300000,
  ],
  [
    "23791.99405 90000.002346 95002.498301 1 89860000292619",
    "23791898600002926191994090000002349500249830",
    "237",
    292619,
  ],
  [
    "00190.00009 02803.164017 29488.511667 4 00000000000000",
    "00194000000000000000000002803164012948851166",
    "001",
    0,
  ],
];

describe("parsePaymentCode: arrecadação / convênio", () => {
  it.each(ARRECADACAO)("%s", (line, barcode, segment, cents, company) => {
    for (const code of [line, barcode, line.replace(/\D/g, "")]) {
      const p = parsePaymentCode(code, TODAY);
      expect(p).toMatchObject({
        type: "arrecadacao",
        segment,
        amount_cents: cents,
        reference: null,
        value_kind: "amount",
        company_id: company,
        company_id_kind: "febraban",
        barcode,
        digitable_line: line.replace(/\D/g, ""),
      });
      if (p.type === "arrecadacao") expect(p.free_field).toBe(barcode.slice(19));
    }
  });

  it("names the segment, the modulus and the forms", () => {
    const energy = parsePaymentCode(ARRECADACAO[0]?.[1] as string, TODAY);
    expect(energy).toMatchObject({
      input_kind: "barcode",
      segment_name: "energia elétrica e gás",
      value_type: "8",
      check_modulus: 11,
      digitable_line_formatted: "83860000005-0 09600019000-9 00080178230-9 00034306271-2",
    });
    const water = parsePaymentCode(ARRECADACAO[3]?.[0] as string, TODAY);
    expect(water).toMatchObject({
      input_kind: "digitable_line",
      segment_name: "saneamento",
      check_modulus: 10,
    });
  });

  it("reports every wrong check digit with its block, and bad value types", () => {
    const line = ARRECADACAO[0]?.[0] as string;
    const bump = (s: string, i: number) => s.slice(0, i) + ((Number(s[i]) + 1) % 10) + s.slice(i + 1);
    const wrongBlocks = bump(bump(line, 11), 47);
    expect(issuesOf(() => parsePaymentCode(wrongBlocks, TODAY)).map((i) => i.path[0])).toEqual([
      "block_1",
      "block_4",
    ]);
    const barcode = ARRECADACAO[0]?.[1] as string;
    expect(issuesOf(() => parsePaymentCode(bump(barcode, 10), TODAY)).map((i) => i.path[0])).toEqual([
      "general_check_digit",
    ]);
    expect(issuesOf(() => parsePaymentCode(`835${barcode.slice(3)}`, TODAY))[0]).toMatchObject({
      code: "INVALID_VALUE_TYPE",
      path: ["value_type"],
    });
  });
});

describe("parsePaymentCode: boletos of any bank", () => {
  it.each(COBRANCA)("%s", (line, barcode, bank, cents) => {
    for (const code of [line, barcode]) {
      const p = parsePaymentCode(code, TODAY);
      expect(p).toMatchObject({ type: "boleto", bank_code: bank, amount_cents: cents, barcode });
    }
  });

  it("reads a bank lote does not issue for (399 HSBC), with a null name", () => {
    // kivanio/brcobranca spec/brcobranca/boleto/hsbc_spec.rb, commit 325e0ea, MIT.
    const line = "39991.12232 34000.001239 45678.098927 8 42010000295295";
    const p = parsePaymentCode(line, { today: "2009-04-01" });
    expect(p).toMatchObject({
      type: "boleto",
      bank_code: "399",
      bank_name: null,
      due_date: "2009-04-08",
      amount_cents: 295295,
      barcode: "39998420100002952951122334000001234567809892",
    });
  });

  it("names what is wrong with the text", () => {
    const code = (c: string) => issuesOf(() => parsePaymentCode(c, TODAY))[0]?.code;
    expect(code("8386/0000")).toBe("INVALID_CHARACTERS");
    expect(code("1".repeat(45))).toBe("INVALID_LENGTH");
    expect(code("8".repeat(46))).toBe("INVALID_LENGTH");
  });

  it("fails only with issues on any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^8[0-9 ]{43,50}$/)), (text) => {
        try {
          parsePaymentCode(text, TODAY);
        } catch (e) {
          expect(isEngineError(e)).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
