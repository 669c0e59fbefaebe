/** Uniprime Central (099) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, bradescoLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: bradescoLayout(["02", "03", "04", "06", "09", "16", "19", "21", "22", "25", "26"]),
  account: { bank_code: "099", agency: "1234", account: "1234567", account_digit: "8", wallet: "09" },
};
