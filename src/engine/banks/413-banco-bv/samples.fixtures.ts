/** Banco BV (413) test data: a random valid boleto part (see ../samples.fixtures.ts). */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ agreement: digits(r, 10), our_number: digits(r, 10), wallet: "500" }),
};
