/** Banco Fibra (224) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, operationLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: operationLayout(["112", "121"]),
  account: { bank_code: "224", agency: "0001", account: "1234567", wallet: "112", agreement: "1234567" },
  fileBankFields: { company_code: "00011234567" },
};
