/** BRB Banco de Brasília (070) test data: a random valid boleto part (see ../samples.fixtures.ts). */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agency: digits(r, 3),
    account: digits(r, 7),
    our_number: digits(r, 6),
    wallet: pick(r, ["1", "2"]),
  }),
};
