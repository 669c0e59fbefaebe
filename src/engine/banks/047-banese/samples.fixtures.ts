/** Banese (047) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agency: String(int(r, 0, 99)),
    account: digits(r, 8),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 8),
    wallet: "CS",
  }),
  account: { bank_code: "047", agency: "12", account: "12345678", account_digit: "5", wallet: "CS" },
};
