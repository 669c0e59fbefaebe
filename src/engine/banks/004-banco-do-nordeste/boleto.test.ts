/**
 * Banco do Nordeste (004): nosso número check digits published by kivanio/brcobranca
 * (`spec/brcobranca/boleto/banco_nordeste_spec.rb`, commit 325e0eae69ad298477b935a441a22c61c7556f31,
 * MIT). The published barcodes and linhas are in vectors.fixtures.ts.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

/** The full input of a published row, for calling one bank rule directly. */
const full = (input: Partial<BoletoInput>): BoletoInput =>
  ({ agency: "0001", account: "1", ...PARTIES, ...input }) as BoletoInput;

const BNB = { bank_code: "004", agency: "0016", account: "0001193", account_digit: "2", wallet: "21" };

it("nosso número check digits (brcobranca banco_nordeste_spec.rb)", () => {
  const dv = (n: string) => bank.boleto.ourNumber(full({ ...BNB, our_number: n }));
  expect(["9061138", "0000010", "0020572", "1961005", "0000053", "1297105"].map(dv)).toEqual([
    "9061138-1",
    "0000010-8",
    "0020572-9",
    "1961005-0",
    "0000053-1",
    "1297105-7",
  ]);
});
