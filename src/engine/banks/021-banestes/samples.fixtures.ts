/** Banestes (021) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 10),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 8),
    wallet: "11",
    ...(r() < 0.5 ? { bank_fields: { variation: pick(r, ["3", "4"]) } } : {}),
  }),
  account: { bank_code: "021", agency: "1234", account: "1234567890", account_digit: "5", wallet: "11" },
};
