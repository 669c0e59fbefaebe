/** Credisan (089) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 7),
    our_number: digits(r, 7),
    wallet: digits(r, 1, 1),
    bank_fields: { modality: digits(r, 2), ...(r() < 0.5 ? { installment: digits(r, 3) } : {}) },
  }),
};
