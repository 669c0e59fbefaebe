/**
 * What every bank's `samples.fixtures.ts` is made of (test data, not part of the engine's index):
 * the seeded randomness the sample generators draw from — a small PRNG and the helpers that draw
 * numbers, items and digit strings — the layouts several banks share, and the shape of a bank's
 * samples. Deterministic. `test/engine/bank-folders.ts` collects the banks' files over the
 * registry.
 */

import type { CnabLayout } from "../cnab/types";
import { mod11Residue } from "../math/check-digits";
import type { BankAccount, BoletoInput } from "../types";

/** A source of numbers in [0, 1). */
export type Random = () => number;

/**
 * Mulberry32, a small seeded PRNG: reproducible test data without `Math.random()`.
 *
 * @example const rand = seededRandom(42); rand() // 0.6011037519201636
 */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Random, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
export const pick = <T>(r: Random, items: readonly T[]): T => items[int(r, 0, items.length - 1)] as T;
/** 1..max random digits (often the full width, to exercise the longest values). */
export const digits = (r: Random, max: number, min = 1) => {
  const n = r() < 0.4 ? max : int(r, min, max);
  let s = "";
  for (let i = 0; i < n; i++) s += String(int(r, 0, 9));
  return s;
};

/** A valid CPF from random digits (Receita Federal check digits). */
export function randomCpf(r: Random): string {
  let s = "";
  do s = digits(r, 9, 9);
  while (/^(\d)\1+$/.test(s));
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(s[i]) * (len + 1 - i);
    const rest = sum % 11;
    s += rest < 2 ? "0" : String(11 - rest);
  }
  return s;
}

/** A valid numeric CNPJ from random digits. */
export function randomCnpj(r: Random): string {
  let s = `${digits(r, 8, 8)}0001`;
  for (let k = 0; k < 2; k++) {
    const rest = mod11Residue(s);
    s += rest < 2 ? "0" : String(11 - rest);
  }
  return s;
}

/** The bank-specific part of a random valid input. */
export type BankPart = (r: Random) => Partial<BoletoInput> & Pick<BoletoInput, "wallet" | "our_number">;

/** Bradesco-layout banks: agência 4, conta 7, nosso número 11. */
export const bradescoLayout =
  (wallets: readonly string[]): BankPart =>
  (r) => ({ account: digits(r, 7), our_number: digits(r, 11), wallet: pick(r, wallets) });

/** "agência + carteira + operação" banks: operação 7, nosso número 10. */
export const operationLayout =
  (wallets: readonly string[]): BankPart =>
  (r) => ({ agreement: digits(r, 7), our_number: digits(r, 10), wallet: pick(r, wallets) });

/** A bank's test data for the generators, the conformance suites, the golden files and the bench. */
export interface BankSamples {
  /** Random valid boleto inputs: every carteira, every field width and the bank fields it reads. */
  part: BankPart;
  /** With CNAB: one account valid under the bank's boleto rules, for the sample remessas. */
  account?: BankAccount;
  /** With CNAB: the file-level `bank_fields` the sample remessas send. */
  fileBankFields?: Record<string, string>;
  /** With CNAB: the digits of nosso número the bench's many distinct titles may use (default 7). */
  ourNumberDigits?: number;
  /** With CNAB: what a layout does not take of the sample titles, which the samples then leave out. */
  quirks?: Partial<Record<CnabLayout, readonly SampleQuirk[]>>;
}

/**
 * `monthly_interest`: interest only as a monthly rate; `dm_only`: duplicatas mercantis only;
 * `no_fine`: no multa field; `no_interest`: no per-title interest; `amount_fine`: the fine as an
 * amount only.
 */
export type SampleQuirk = "monthly_interest" | "dm_only" | "no_fine" | "no_interest" | "amount_fine";
