/** BTG Pactual (208) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, bradescoLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: bradescoLayout(["1"]),
  account: {
    bank_code: "208",
    agency: "0001",
    account: "1100983",
    account_digit: "0",
    wallet: "1",
    agreement: "001100983001401000",
  },
};
