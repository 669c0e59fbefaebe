/** Safra (422) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agency_digit: String(int(r, 0, 9)),
    account: digits(r, 8),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 8),
    wallet: pick(r, ["1", "2"]),
  }),
  account: {
    bank_code: "422",
    agency: "1234",
    agency_digit: "5",
    account: "12345678",
    account_digit: "9",
    wallet: "1",
  },
};
