/** Itaú (341) test data: a random valid boleto part and a CNAB test account (see ../samples.fixtures.ts). */
import { getBank } from "../registry";
import { type BankSamples, digits, pick } from "../samples.fixtures";

export const samples: BankSamples = {
  part: (r) => {
    const wallet = pick(r, getBank("341")?.boleto.wallets ?? []);
    const special = ["106", "107", "122", "142", "143", "195", "196", "198"].includes(wallet);
    return {
      account: digits(r, 5),
      wallet,
      our_number: digits(r, 8),
      ...(special ? { document_number: digits(r, 7), agreement: digits(r, 5) } : {}),
    };
  },
  account: { bank_code: "341", agency: "1234", account: "12345", wallet: "109" },
  ourNumberDigits: 8,
};
