/** QI SCD (329) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, bradescoLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: bradescoLayout(["02", "04", "09", "21", "26"]),
  account: {
    bank_code: "329",
    agency: "1234",
    agency_digit: "1",
    account: "1234567",
    account_digit: "8",
    wallet: "09",
  },
};
