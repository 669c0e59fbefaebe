/**
 * BRB (070): a nosso número and a slip lote reads but does not issue, published by
 * kivanio/brcobranca (`spec/brcobranca/boleto/banco_brasilia_spec.rb`, commit
 * 325e0eae69ad298477b935a441a22c61c7556f31, MIT). The published barcodes and linhas lote issues
 * are in vectors.fixtures.ts.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import { parseBoletoCode } from "../../boleto/parse";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

/** The full input of a published row, for calling one bank rule directly. */
const full = (input: Partial<BoletoInput>): BoletoInput =>
  ({ agency: "0001", account: "1", ...PARTIES, ...input }) as BoletoInput;

it("nosso número, carteira 1 (brcobranca banco_brasilia_spec.rb)", () => {
  const input = full({ bank_code: "070", agency: "058", account: "6002006", wallet: "1", our_number: "1" });
  expect(bank.boleto.ourNumber(input)).toBe("100000107045");
});

/** A key whose first three positions carry brcobranca's "nosso_numero_incremento" (002): it parses. */
it("the incremento slip parses to its amount and due date (brcobranca banco_brasilia_spec.rb)", () => {
  const row = {
    barcode: "07099686600000372770022400044990100000107070",
    line: "07090.02240 00044.990109 00001.070705 9 68660000037277",
    due: "2016-07-25",
    cents: 37277,
  };
  for (const code of [row.barcode, row.line]) {
    const parsed = parseBoletoCode(code, { today: row.due });
    expect(parsed).toMatchObject({ barcode: row.barcode, amount_cents: row.cents, due_date: row.due });
    expect(parsed.digitable_line_formatted).toBe(row.line);
  }
});
