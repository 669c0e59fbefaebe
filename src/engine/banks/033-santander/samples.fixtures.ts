/** Santander (033) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agreement: digits(r, 7),
    our_number: digits(r, 12),
    wallet: pick(r, ["101", "102", "104", "201"]),
    ...(r() < 0.2 ? { bank_fields: { ios: String(int(r, 0, 9)) } } : {}),
  }),
  account: {
    bank_code: "033",
    agency: "1234",
    agency_digit: "0",
    account: "13000123",
    account_digit: "4",
    wallet: "101",
    agreement: "1234567",
  },
};
