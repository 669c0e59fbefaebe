/** Banco Alfa (025) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits, int, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 7),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 10),
    wallet: pick(r, ["11", "21", "31", "41"]),
  }),
};
