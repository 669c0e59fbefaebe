/**
 * Campo livre layouts that several banks share. Many smaller banks and fintechs do not define a
 * barcode of their own: they print the one of the bank that processes their cobrança. Two such
 * layouts recur in the open-source implementations lote checked its banks against:
 *
 * - the Bradesco layout (the one of `237-bradesco/boleto.ts`): agência 4, carteira 2, nosso
 *   número 11, conta 7, `0`; nosso número DV módulo 11 base 7 over carteira + nosso número,
 *   residue 1 → `P`, residue 0 → `0`. Used by 084 Uniprime (published vectors in
 *   BoletoNet/BoletoNetCore, openboleto/openboleto, BoletoNet/boletonet), 208 BTG Pactual,
 *   133 Cresol, 274, 329 and 712 (eduardokum/laravel-boleto, BoletoNetCore).
 * - the "agência + carteira + operação" layout: agência 4, carteira 3, operação / código do
 *   cliente 7, nosso número 10, DAC módulo 10 over agência + carteira + nosso número. Used by
 *   707 Daycoval (published vectors in BoletoNetCore), 246 ABC, 224 Fibra, 643 Pine and
 *   633 Rendimento (laravel-boleto, openboleto).
 *
 * Each bank still has its own folder and module; this file only keeps the shared arithmetic once.
 */

import { RuleCheck } from "../boleto/bank-rules";
import { mod10, mod11Digit, padDigits } from "../math/check-digits";
import type { BoletoInput } from "../types";
import type { BankBoletoRules } from "./types";

/** What a bank using a shared layout states about itself. */
export interface SharedLayoutOptions {
  /** Bank name used in validation messages. */
  name: string;
  wallets: readonly string[];
  source: string;
  paymentPlace: string;
  /** Set when no published vector or bank document confirms the rule (see `BankBoletoRules.unconfirmed`). */
  unconfirmed?: string;
  /** Set (with `wallets` empty) when the carteira is the contract's, taken as given (`BankBoletoRules.contractWallet`). */
  contractWallet?: number;
}

/** The carteira check of a shared layout: the listed carteiras, or the contract's of its width. */
function checkWallet(c: RuleCheck, options: SharedLayoutOptions): void {
  if (options.contractWallet === undefined) c.wallet(options.wallets);
  else c.contractWallet(options.contractWallet);
}

/** `agência[-dv]` as printed. */
function printedAgency(input: BoletoInput): string {
  return padDigits(input.agency, 4) + (input.agency_digit ? `-${input.agency_digit}` : "");
}

/**
 * DV of a nosso número in the Bradesco layout: módulo 11, weights 2–7 over carteira(2) + nosso
 * número(11); residue 1 → `P`, residue 0 → `0`.
 *
 * @example bradescoLayoutDigit("09", "00000010027") // "P" (Uniprime, BoletoNetCore)
 */
export function bradescoLayoutDigit(wallet2: string, ourNumber11: string): string {
  return mod11Digit(wallet2 + ourNumber11, { maxWeight: 7, whenTen: "P" });
}

/** How a Bradesco-layout bank prints its nosso número. */
export type BradescoOurNumberStyle =
  /** `09/00000010035-0` (carteira / número-DV). */
  | "wallet-dv"
  /** `00000000123` (11 digits, no DV: the DV is not part of the barcode and peers disagree on it). */
  | "plain";

/**
 * The boleto rules of a bank that prints Bradesco's campo livre under its own bank code:
 * agência(4) + carteira(2) + nosso número(11) + conta(7) + `0`.
 *
 * @example bradescoLayoutRules({ name: "Uniprime", wallets: ["09"], … }).freeField(input)
 */
export function bradescoLayoutRules(
  options: SharedLayoutOptions & { ourNumberStyle: BradescoOurNumberStyle },
): BankBoletoRules {
  const { name, wallets } = options;
  const wallet2 = (input: BoletoInput) => padDigits(input.wallet, 2);
  return {
    wallets,
    bankFields: [],
    source: options.source,
    paymentPlace: options.paymentPlace,
    ...(options.unconfirmed === undefined ? {} : { unconfirmed: options.unconfirmed }),

    validate(input) {
      const c = new RuleCheck(input, name);
      c.digits("agency", { max: 4 });
      c.digits("account", { max: 7 });
      c.digits("our_number", { max: 11 });
      c.wallet(wallets);
      c.bankFields([]);
      return c.issues;
    },

    ourNumber(input) {
      const digits = padDigits(input.our_number, 11);
      if (options.ourNumberStyle === "plain") return digits;
      return `${wallet2(input)}/${digits}-${bradescoLayoutDigit(wallet2(input), digits)}`;
    },

    freeField(input) {
      return `${padDigits(input.agency, 4)}${wallet2(input)}${padDigits(input.our_number, 11)}${padDigits(input.account, 7)}0`;
    },

    beneficiaryCode(input) {
      const account = padDigits(input.account, 7) + (input.account_digit ? `-${input.account_digit}` : "");
      return `${printedAgency(input)} / ${account}`;
    },
  };
}

/**
 * DAC of the "agência + carteira + operação" layout: módulo 10 over agência(4) + carteira(3) +
 * nosso número(10).
 *
 * @example operationLayoutDigit("0001", "121", "0084580106") // 0 (Daycoval, BoletoNetCore)
 */
export function operationLayoutDigit(agency4: string, wallet3: string, ourNumber10: string): number {
  return mod10(agency4 + wallet3 + ourNumber10);
}

/**
 * The boleto rules of a bank whose campo livre is agência(4) + carteira(3) + operação or código
 * do cliente (7, `agreement`) + nosso número(10) + DAC. The nosso número prints as
 * `121/0084580106-0`.
 *
 * @example operationLayoutRules({ name: "Daycoval", wallets: ["121"], … }).ourNumber(input)
 */
export function operationLayoutRules(
  options: SharedLayoutOptions & { agreementLabel: string },
): BankBoletoRules {
  const { name, wallets } = options;
  const parts = (input: BoletoInput): [string, number] => {
    const digits = padDigits(input.our_number, 10);
    return [digits, operationLayoutDigit(padDigits(input.agency, 4), input.wallet, digits)];
  };
  return {
    wallets,
    bankFields: [],
    source: options.source,
    paymentPlace: options.paymentPlace,
    ...(options.unconfirmed === undefined ? {} : { unconfirmed: options.unconfirmed }),
    ...(options.contractWallet === undefined ? {} : { contractWallet: options.contractWallet }),

    validate(input) {
      const c = new RuleCheck(input, name);
      c.digits("agency", { max: 4 });
      c.digits("agreement", { max: 7, context: `(${options.agreementLabel})` });
      c.digits("our_number", { max: 10 });
      checkWallet(c, options);
      c.bankFields([]);
      return c.issues;
    },

    ourNumber(input) {
      const [digits, dac] = parts(input);
      return `${input.wallet}/${digits}-${dac}`;
    },

    freeField(input) {
      const [digits, dac] = parts(input);
      return `${padDigits(input.agency, 4)}${input.wallet}${padDigits(input.agreement as string, 7)}${digits}${dac}`;
    },

    beneficiaryCode(input) {
      return `${printedAgency(input)} / ${padDigits(input.agreement as string, 7)}`;
    },
  };
}
