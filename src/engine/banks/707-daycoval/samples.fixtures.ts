/** Banco Daycoval (707) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, operationLayout } from "../samples.fixtures";

export const samples: BankSamples = {
  part: operationLayout(["121"]),
  account: { bank_code: "707", agency: "0001", account: "1234567", wallet: "121", agreement: "1234567" },
  fileBankFields: { company_code: "00011234567" },
  // Daycoval 400 has no multa field and takes no per-title interest (carteira 6: 161-173 zeros).
  quirks: { cnab400: ["no_fine", "no_interest"] },
};
