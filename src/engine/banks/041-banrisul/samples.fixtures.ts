/** Banrisul (041) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ agreement: digits(r, 7), our_number: digits(r, 8), wallet: pick(r, ["1", "2"]) }),
  account: {
    bank_code: "041",
    agency: "1234",
    account: "0612345",
    account_digit: "1",
    wallet: "1",
    agreement: "1234567",
  },
  ourNumberDigits: 8,
  // Banrisul 240 takes the fine as an amount only (R 66 codes 2/3 unclear): title 1's fine is R$ 1,50.
  quirks: { cnab240: ["amount_fine"] },
};
