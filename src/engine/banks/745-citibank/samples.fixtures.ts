/** Citibank (745) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { type BankSamples, digits } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => ({
    agreement: `0${digits(r, 9)}`,
    our_number: digits(r, 11),
    wallet: "3",
    bank_fields: { portfolio: digits(r, 3) },
  }),
  account: {
    bank_code: "745",
    agency: "0001",
    account: "1234567",
    wallet: "3",
    agreement: "0123456789",
    bank_fields: { portfolio: "100" },
  },
  fileBankFields: { company_code: "17777751042700080112" },
  // Citibank 400: espécies are duplicatas mercantis only (00 DMI, 02 DM), and record 1 has no multa field.
  // Citibank 240: espécie 03 (DMI) only, no Segment R (so no multa), juros as an amount per day.
  quirks: { cnab400: ["dm_only", "no_fine"], cnab240: ["dm_only", "no_fine"] },
};
