/** Vórtx (310) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agency: digits(r, 3),
    agency_digit: digits(r, 1, 1),
    agreement: digits(r, 10),
    our_number: digits(r, 10),
    wallet: digits(r, 3, 3),
  }),
};
