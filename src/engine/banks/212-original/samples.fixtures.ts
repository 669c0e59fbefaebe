/** Banco Original (212) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ agreement: digits(r, 7), our_number: digits(r, 10), wallet: digits(r, 3, 3) }),
  account: { bank_code: "212", agency: "0001", account: "1234567", wallet: "110", agreement: "1234567" },
  // The código da empresa as ACBr composes it: 090 + agência 4 + DV + operação 7.
  fileBankFields: { company_code: "090000101234567" },
  // No multa: ACBr's scale (two decimals) and the Autbank manuals' (four) differ, so fines are refused.
  quirks: { cnab400: ["no_fine"] },
};
