/** Banco Industrial do Brasil (604) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, operationLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: operationLayout(["110", "121"]),
  account: { bank_code: "604", agency: "0001", account: "1234567", wallet: "110", agreement: "1234567" },
  fileBankFields: { company_code: "00011234567" },
};
