/** Ailos (085) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ account: digits(r, 7), agreement: digits(r, 6), our_number: digits(r, 9), wallet: "01" }),
  account: {
    bank_code: "085",
    agency: "0101",
    agency_digit: "5",
    account: "1234567",
    wallet: "01",
    agreement: "123456",
  },
};
