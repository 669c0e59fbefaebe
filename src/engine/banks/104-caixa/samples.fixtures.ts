/** Caixa Econômica Federal (104) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agreement: r() < 0.5 ? digits(r, 6) : `${int(r, 1, 9)}${digits(r, 6, 6)}`,
    our_number: digits(r, 15),
    wallet: "1",
  }),
  account: {
    bank_code: "104",
    agency: "1234",
    agency_digit: "5",
    account: "0",
    wallet: "1",
    agreement: "123456",
  },
};
