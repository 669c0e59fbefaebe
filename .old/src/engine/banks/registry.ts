import { bank as bb } from "./001-banco-do-brasil";
import { bank as santander } from "./033-santander";
import { bank as banrisul } from "./041-banrisul";
import { bank as inter } from "./077-inter";
import { bank as ailos } from "./085-ailos";
import { bank as caixa } from "./104-caixa";
import { bank as unicred } from "./136-unicred";
import { bank as bradesco } from "./237-bradesco";
import { bank as itau } from "./341-itau";
import { bank as safra } from "./422-safra";
import { bank as sicredi } from "./748-sicredi";
import { bank as sicoob } from "./756-sicoob";
import type { BankModule } from "./types";

/**
 * Every bank lote supports, keyed by its three-digit code. Adding a bank = one folder under
 * `banks/` plus one line here.
 */
export const BANKS: Readonly<Record<string, BankModule>> = Object.freeze({
  "001": bb,
  "033": santander,
  "041": banrisul,
  "077": inter,
  "085": ailos,
  "104": caixa,
  "136": unicred,
  "237": bradesco,
  "341": itau,
  "422": safra,
  "748": sicredi,
  "756": sicoob,
});

/** The supported bank codes, sorted. */
export const BANK_CODES: readonly string[] = Object.freeze(Object.keys(BANKS).sort());

/** The bank module for `code`, or undefined. @example getBank("341")?.name // "Itaú" */
export function getBank(code: string): BankModule | undefined {
  return Object.hasOwn(BANKS, code) ? BANKS[code] : undefined;
}
