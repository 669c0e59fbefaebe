/** Uniprime (084) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, bradescoLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: bradescoLayout(["09"]),
  account: { bank_code: "084", agency: "1234", account: "1234567", account_digit: "8", wallet: "09" },
};
