/** Banco BS2 (218) test data: a random valid boleto part (see ../samples.fixtures.ts); no CNAB. */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({ agreement: digits(r, 10), our_number: digits(r, 10), wallet: pick(r, ["21", "41"]) }),
};
