/** Banco Votorantim (655) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ agreement: digits(r, 10), our_number: digits(r, 10), wallet: "500" }),
  account: { bank_code: "655", agency: "0001", account: "1234567", wallet: "500", agreement: "1234567890" },
  // BV 400 record 1 has no multa field.
  quirks: { cnab400: ["no_fine"] },
};
