/** Credisan (089) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 7),
    our_number: digits(r, 7),
    wallet: digits(r, 1, 1),
    bank_fields: { modality: digits(r, 2), ...(r() < 0.5 ? { installment: digits(r, 3) } : {}) },
  }),
  account: {
    bank_code: "089",
    agency: "4327",
    agency_digit: "0",
    account: "123456",
    account_digit: "7",
    wallet: "1",
    agreement: "229385",
    bank_fields: { modality: "01" },
  },
  ourNumberDigits: 7,
  // Credisan 400 (ACBr's writer) takes neither juros nor multa lote could scale (161-172).
  quirks: { cnab400: ["no_fine", "no_interest"] },
};
