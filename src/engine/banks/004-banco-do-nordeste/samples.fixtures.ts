/** Banco do Nordeste (004) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 7),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 7),
    wallet: pick(r, ["21", "31", "41"]),
  }),
  account: { bank_code: "004", agency: "1234", account: "1234567", account_digit: "1", wallet: "21" },
};
