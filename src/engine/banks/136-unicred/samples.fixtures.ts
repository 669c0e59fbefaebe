/** Unicred (136) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 9),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 10),
    wallet: "21",
  }),
  account: {
    bank_code: "136",
    agency: "1234",
    agency_digit: "0",
    account: "123456789",
    account_digit: "0",
    wallet: "21",
    agreement: "12345",
  },
};
