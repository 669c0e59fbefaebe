/** CrediSIS (097) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits, randomCnpj } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    account: digits(r, 7),
    agreement: digits(r, 6),
    our_number: digits(r, 6),
    wallet: "18",
    // The beneficiary's document enters the barcode: vary it with the bank part too.
    beneficiary: {
      name: "Cooperado Exemplo Ltda",
      document: randomCnpj(r),
      address: { street: "Rua das Flores, 10", city: "Cuiabá", state: "MT", zip_code: "78005000" },
    },
  }),
  account: {
    bank_code: "097",
    agency: "0002",
    account: "0063291",
    account_digit: "0",
    wallet: "18",
    agreement: "009871",
  },
};
