/** Unicred Central RS (091) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits, int } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 9),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 10),
    wallet: "17",
  }),
};
