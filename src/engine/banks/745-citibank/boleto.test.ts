/**
 * Citibank (745): nosso número check digits published by kivanio/brcobranca
 * (`spec/brcobranca/boleto/citibank_spec.rb`, commit 325e0eae69ad298477b935a441a22c61c7556f31,
 * MIT). The published barcodes and linhas are in vectors.fixtures.ts.
 */
import { expect, it } from "vitest";
import { PARTIES } from "../../../../test/engine/boleto-vector-suite";
import type { BoletoInput } from "../../types";
import { bank } from "./index";

/** The full input of a published row, for calling one bank rule directly. */
const full = (input: Partial<BoletoInput>): BoletoInput =>
  ({ agency: "0001", account: "1", ...PARTIES, ...input }) as BoletoInput;

it("nosso número check digits (brcobranca citibank_spec.rb)", () => {
  const dv = (n: string) =>
    bank.boleto.ourNumber(full({ bank_code: "745", wallet: "3", agreement: "1", our_number: n }));
  expect(dv("00000000001")).toBe("00000000001.9");
  expect(dv("66660000003")).toBe("66660000003.7");
});
