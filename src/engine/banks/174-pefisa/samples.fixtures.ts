/** Pefisa (174) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ agreement: digits(r, 12), our_number: digits(r, 10), wallet: "36" }),
};
