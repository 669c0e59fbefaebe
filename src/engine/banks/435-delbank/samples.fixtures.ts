/** Delbank (435) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ account: digits(r, 7), our_number: digits(r, 10), wallet: pick(r, ["112", "121"]) }),
  account: { bank_code: "435", agency: "0001", account: "1234567", wallet: "112" },
  fileBankFields: { company_code: "00011234567" },
};
