/**
 * Valid boleto inputs for every registered bank: one fixed sample each and a seeded generator of
 * random ones (every wallet, every field width, bank fields, amounts, due dates around "today").
 * Used by the conformance suite, the cross-checks against independent validators and the bench.
 * Deterministic: the same seed gives the same inputs.
 */

import { BANK_CODES, getBank } from "../../../src/engine/banks/registry";
import { daysToIso, isoToDays } from "../../../src/engine/math/date";
import { FACTOR_FIRST_DAYS } from "../../../src/engine/math/due-factor";
import { MAX_AMOUNT_CENTS } from "../../../src/engine/math/money";
import type { BoletoInput, IsoDate } from "../../../src/engine/types";
import { MORE_BANK_PARTS } from "./more-samples";
import {
  type BankPart,
  digits,
  int,
  pick,
  type Random,
  randomCnpj,
  randomCpf,
  seededRandom,
} from "./sample-random";

export { type Random, randomCnpj, randomCpf, seededRandom } from "./sample-random";

const BANK_PARTS: Record<string, BankPart> = {
  ...MORE_BANK_PARTS,
  "001": (r) => {
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
  "033": (r) => ({
    agreement: digits(r, 7),
    our_number: digits(r, 12),
    wallet: pick(r, ["101", "102", "104", "201"]),
    ...(r() < 0.2 ? { bank_fields: { ios: String(int(r, 0, 9)) } } : {}),
  }),
  "041": (r) => ({ agreement: digits(r, 7), our_number: digits(r, 8), wallet: pick(r, ["1", "2"]) }),
  "077": (r) => ({ agreement: digits(r, 7), our_number: digits(r, 10), wallet: pick(r, ["110", "112"]) }),
  "085": (r) => ({ account: digits(r, 7), agreement: digits(r, 6), our_number: digits(r, 9), wallet: "01" }),
  "104": (r) => ({
    agreement: r() < 0.5 ? digits(r, 6) : `${int(r, 1, 9)}${digits(r, 6, 6)}`,
    our_number: digits(r, 15),
    wallet: "1",
  }),
  "136": (r) => ({
    account: digits(r, 9),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 10),
    wallet: "21",
  }),
  "237": (r) => ({
    account: digits(r, 7),
    our_number: digits(r, 11),
    wallet: pick(r, getBank("237")?.boleto.wallets ?? []),
  }),
  "341": (r) => {
    const wallet = pick(r, getBank("341")?.boleto.wallets ?? []);
    const special = ["106", "107", "122", "142", "143", "195", "196", "198"].includes(wallet);
    return {
      account: digits(r, 5),
      wallet,
      our_number: digits(r, 8),
      ...(special ? { document_number: digits(r, 7), agreement: digits(r, 5) } : {}),
    };
  },
  "422": (r) => ({
    agency_digit: String(int(r, 0, 9)),
    account: digits(r, 8),
    account_digit: String(int(r, 0, 9)),
    our_number: digits(r, 8),
    wallet: pick(r, ["1", "2"]),
  }),
  "748": (r) => ({
    agreement: digits(r, 5),
    our_number: digits(r, 5),
    wallet: "1",
    bank_fields: {
      post: digits(r, 2),
      byte: String(int(r, 2, 9)),
      ...(r() < 0.2 ? { year: digits(r, 2, 2) } : {}),
    },
  }),
  "756": (r) => ({
    agreement: digits(r, 7),
    our_number: digits(r, 7),
    wallet: "1",
    ...(r() < 0.3 ? { bank_fields: { modality: pick(r, ["01", "03"]), installment: digits(r, 3) } } : {}),
  }),
};

/**
 * A random valid input for `bankCode` whose due date lies in the decoding window of `today`
 * (sometimes `null`, sometimes across a factor rollover).
 *
 * @example randomBoletoInput("341", seededRandom(1), "2025-06-01").bank_code // "341"
 */
export function randomBoletoInput(bankCode: string, r: Random, today: IsoDate): BoletoInput {
  const part = BANK_PARTS[bankCode];
  if (part === undefined) throw new Error(`no sample generator for bank ${bankCode}`);
  const now = isoToDays(today) as number;
  const due = Math.max(FACTOR_FIRST_DAYS, now + int(r, -3000, 5500));
  const amount =
    r() < 0.05 ? 0 : r() < 0.05 ? MAX_AMOUNT_CENTS : int(r, 1, r() < 0.8 ? 10_000_000 : MAX_AMOUNT_CENTS);
  return {
    bank_code: bankCode,
    agency: digits(r, 4),
    account: digits(r, 8),
    amount_cents: amount,
    due_date: r() < 0.05 ? null : daysToIso(due),
    beneficiary: {
      name: "Empresa Exemplo Ltda",
      document: randomCnpj(r),
      address: { street: "Av. Paulista, 1000", city: "São Paulo", state: "SP", zip_code: "01310100" },
    },
    payer: { name: "Maria da Silva", document: randomCpf(r) },
    ...part(r),
  };
}

/**
 * One fixed valid input per bank (seeded), for examples and benchmarks.
 *
 * @example sampleBoletoInput("001").wallet // one of Banco do Brasil's carteiras
 */
export function sampleBoletoInput(bankCode: string, today: IsoDate = "2025-06-01"): BoletoInput {
  return randomBoletoInput(bankCode, seededRandom(Number(bankCode) + 1), today);
}

/** Every bank that has a generator; the conformance suite checks it equals the registry. */
export const SAMPLE_BANK_CODES: readonly string[] = Object.keys(BANK_PARTS).sort();

/** True when every registered bank has a generator. */
export function samplesCoverRegistry(): boolean {
  return (
    BANK_CODES.length === SAMPLE_BANK_CODES.length && BANK_CODES.every((c) => SAMPLE_BANK_CODES.includes(c))
  );
}
