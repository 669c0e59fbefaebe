/** Bradesco (237) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { getBank } from "../registry";
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 7),
    our_number: digits(r, 11),
    wallet: pick(r, getBank("237")?.boleto.wallets ?? []),
  }),
  account: {
    bank_code: "237",
    agency: "1234",
    agency_digit: "1",
    account: "1234567",
    account_digit: "8",
    wallet: "09",
    agreement: "00000000000004567890",
  },
};
