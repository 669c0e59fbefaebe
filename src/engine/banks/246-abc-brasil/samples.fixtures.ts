/** Banco ABC Brasil (246) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, operationLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: operationLayout(["110", "121"]),
  account: { bank_code: "246", agency: "0001", account: "1234567", wallet: "110", agreement: "1234567" },
  fileBankFields: { company_code: "00011234567" },
  // ABC 240 (ACBr's writer) sends espécie 02 DM for every title.
  quirks: { cnab240: ["dm_only"] },
};
