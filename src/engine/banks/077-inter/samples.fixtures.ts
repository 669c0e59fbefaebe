/** Banco Inter (077) test data: a random valid boleto part (see ../samples.fixtures.ts). */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ agreement: digits(r, 7), our_number: digits(r, 10), wallet: pick(r, ["110", "112"]) }),
};
