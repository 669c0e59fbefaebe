/** Ser Finance (530) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ account: digits(r, 7), our_number: digits(r, 10), wallet: pick(r, ["110", "121", "180"]) }),
};
