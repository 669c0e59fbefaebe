/** Cora (403) test data: a random valid boleto part (see ../samples.fixtures.ts). */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  // Cora assigns its 18-digit nosso número; the generator stands in for Cora's answers.
  part: (r) => ({ our_number: digits(r, 18, 18), wallet: "01" }),
};
