/**
 * Valid boleto inputs for every registered bank: one fixed sample each and a seeded generator of
 * random ones (every wallet, every field width, bank fields, amounts, due dates around "today").
 * Used by the conformance suite, the cross-checks against independent validators and the bench.
 * Deterministic: the same seed gives the same inputs.
 */

import { BANK_CODES } from "../../../src/engine/banks/registry";
import {
  type BankPart,
  digits,
  int,
  type Random,
  randomCnpj,
  randomCpf,
  seededRandom,
} from "../../../src/engine/banks/samples.fixtures";
import { daysToIso, isoToDays } from "../../../src/engine/math/date";
import { FACTOR_FIRST_DAYS } from "../../../src/engine/math/due-factor";
import { MAX_AMOUNT_CENTS } from "../../../src/engine/math/money";
import type { BoletoInput, IsoDate } from "../../../src/engine/types";
import { BANK_SAMPLES } from "../bank-folders";

export { type Random, randomCnpj, randomCpf, seededRandom } from "../../../src/engine/banks/samples.fixtures";

/** Each bank's generator, from its folder (`src/engine/banks/<code>-<slug>/samples.fixtures.ts`). */
const BANK_PARTS: ReadonlyMap<string, BankPart> = new Map(
  [...BANK_SAMPLES].map(([code, s]) => [code, s.part]),
);

/**
 * A random valid input for `bankCode` whose due date lies in the decoding window of `today`
 * (sometimes `null`, sometimes across a factor rollover).
 *
 * @example randomBoletoInput("341", seededRandom(1), "2025-06-01").bank_code // "341"
 */
export function randomBoletoInput(bankCode: string, r: Random, today: IsoDate): BoletoInput {
  const part = BANK_PARTS.get(bankCode);
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
export const SAMPLE_BANK_CODES: readonly string[] = [...BANK_PARTS.keys()].sort();

/** True when every registered bank has a generator. */
export function samplesCoverRegistry(): boolean {
  return (
    BANK_CODES.length === SAMPLE_BANK_CODES.length && BANK_CODES.every((c) => SAMPLE_BANK_CODES.includes(c))
  );
}
