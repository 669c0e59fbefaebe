/** Banpará (037) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ account: digits(r, 8), agreement: digits(r, 5), our_number: digits(r, 11), wallet: "CR" }),
};
