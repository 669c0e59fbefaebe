/** Sicoob (756) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agreement: digits(r, 7),
    our_number: digits(r, 7),
    wallet: "1",
    ...(r() < 0.3 ? { bank_fields: { modality: pick(r, ["01", "03"]), installment: digits(r, 3) } } : {}),
  }),
  account: {
    bank_code: "756",
    agency: "4327",
    agency_digit: "0",
    account: "123456",
    account_digit: "7",
    wallet: "1",
    agreement: "229385",
  },
  ourNumberDigits: 7,
  // Sicoob 400 takes interest only as a monthly rate (161-166).
  quirks: { cnab400: ["monthly_interest"] },
};
