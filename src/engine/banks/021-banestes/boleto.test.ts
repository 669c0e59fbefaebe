/**
 * Banestes (021): nosso número check digits and slips of a modality lote reads but does not issue.
 * The published barcodes and linhas lote issues are in vectors.fixtures.ts.
 *
 * Provenance (facts only, no code carried over):
 * - kivanio/brcobranca, commit 325e0eae69ad298477b935a441a22c61c7556f31, MIT licence:
 *   `spec/brcobranca/boleto/banestes_spec.rb`.
 * - BoletoNet/boletonet, commit eaf415da602e403932cc781ab8e78207f04b1295, Apache-2.0 licence:
 *   `src/Boleto.Net.Testes/BancoBanestesTeste.cs`.
 */
import { describe, expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { parseBoletoCode } from "../../boleto/parse";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

/** The full input of a published row, for calling one bank rule directly. */
const full = (input: Partial<BoletoInput>): BoletoInput =>
  ({ agency: "0001", account: "1", ...PARTIES, ...input }) as BoletoInput;

it("nosso número, both DVs (brcobranca banestes_spec.rb)", () => {
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
    expect(bank.boleto.ourNumber(full({ bank_code: "021", wallet: "11", our_number: n }))).toBe(printed);
  }
});

/**
 * Published slips of variação 2 (sem registro, refused since the Nova Plataforma de Cobrança): they
 * parse, and the Banestes campo livre rule, applied directly with variação 2, still yields the
 * published campo livre.
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
      const input = full({
        bank_code: "021",
        wallet: "11",
        bank_fields: { variation: "2" },
        ...row.banestes,
      });
      expect(bank.boleto.freeField(input)).toBe(row.barcode.slice(19));
    }
  });

  /**
   * A known disagreement, asserted rather than hidden: boletonet weighs the second nosso número DV
   * 2–10 (its 21487805.81), brcobranca 2–9 repeating (thirteen published pairs, all reproduced
   * above). The two differ only when the first digit is not 0, and neither DV is part of the
   * barcode. lote follows brcobranca.
   */
  it("Banestes second nosso número DV: boletonet 21487805.81, brcobranca's rule 21487805-86", () => {
    const input = full({ bank_code: "021", wallet: "11", our_number: "21487805" });
    expect(bank.boleto.ourNumber(input)).toBe("21487805-86");
  });
});
