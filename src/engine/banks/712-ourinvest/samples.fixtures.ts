/** Banco Ourinvest (712) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, bradescoLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: bradescoLayout(["19"]),
  account: { bank_code: "712", agency: "1234", account: "1234567", account_digit: "8", wallet: "19" },
};
