/** Banco do Brasil (001) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { getBank } from "../registry";
import { type BankSamples, digits, int, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => {
    const size = pick(r, [4, 6, 7, 8] as const);
    const free = size === 6 && r() < 0.3;
    const seq = size === 4 ? 7 : size === 6 ? (free ? 17 : 5) : size === 7 ? 10 : 9;
    return {
      agreement: `${int(r, 1, 9)}${digits(r, size - 1, size - 1)}`,
      wallet: free ? pick(r, ["16", "18"]) : pick(r, getBank("001")?.boleto.wallets ?? []),
      our_number: digits(r, seq),
      ...(free ? { bank_fields: { modality: "21" } } : {}),
    };
  },
  account: {
    bank_code: "001",
    agency: "1234",
    agency_digit: "3",
    account: "12345678",
    account_digit: "9",
    wallet: "17",
    agreement: "1234567",
  },
  fileBankFields: { wallet_variation: "019" },
};
