/** C6 Bank (336) test data: a random valid boleto part (see ../samples.fixtures.ts). */
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agreement: digits(r, 12),
    our_number: digits(r, 10),
    wallet: pick(r, ["10", "15", "20", "21", "22", "23", "24", "30", "40", "60"]),
    ...(r() < 0.5 ? { bank_fields: { layout: pick(r, ["3", "4"]) } } : {}),
  }),
};
