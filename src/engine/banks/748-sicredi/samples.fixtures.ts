/** Sicredi (748) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, int } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agreement: digits(r, 5),
    our_number: digits(r, 5),
    wallet: "1",
    bank_fields: {
      post: digits(r, 2),
      byte: String(int(r, 2, 9)),
      ...(r() < 0.2 ? { year: digits(r, 2, 2) } : {}),
    },
  }),
  account: {
    bank_code: "748",
    agency: "0100",
    account: "12345",
    wallet: "1",
    agreement: "12345",
    bank_fields: { post: "02", byte: "2" },
  },
  ourNumberDigits: 5,
};
