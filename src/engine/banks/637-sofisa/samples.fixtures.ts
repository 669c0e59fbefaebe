/** Banco Sofisa (637) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, operationLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: operationLayout(["101", "102", "112", "121", "201"]),
  account: { bank_code: "637", agency: "0001", account: "1234567", wallet: "101", agreement: "1234567" },
  fileBankFields: { company_code: "00011234567" },
};
