/**
 * Bradesco's CNAB tables under another bank's code: the banks whose independent writers lay their
 * files out as Bradesco's (084 Uniprime 400, 099 Uniprime Central 400, 329 QI SCD 240 and 400,
 * 457 UY3 240 and 400) reuse `cnab400.ts` / `cnab240.ts` with their own code, name, nosso-número
 * DV (their boleto rules') and the generic file name, less the codes their sources do not use.
 * Each bank's own `cnab400.ts` / `cnab240.ts` cites those sources.
 */
import { defineCnab240 } from "../../cnab/cnab240/spec";
import { defineCnab400 } from "../../cnab/cnab400/spec";
import { printedCheckDigits } from "../../cnab/spec/febraban-codes";
import { genericFileName, type OurNumberCodec } from "../../cnab/spec/spec";
import type { BankBoletoRules } from "../types";
import { cnab240 as bradesco240 } from "./cnab240";
import { cnab400 as bradesco400 } from "./cnab400";

export interface UnderCode {
  bank_code: string;
  bank_name: string;
  manual: string;
  /** The file warning of a layout only one independent source lays out. */
  unconfirmed?: string;
  /** The bank's boleto rules: their printed nosso número gives the DV written. */
  boleto: BankBoletoRules;
  /** Movements of Bradesco's table the bank's sources do not send. */
  notWritten?: readonly string[];
  /** Occurrence codes of Bradesco's list the bank's readers do not take. */
  notRead?: readonly string[];
}

function ourNumberOf(base: OurNumberCodec, boleto: BankBoletoRules): OurNumberCodec {
  return {
    ...base,
    encode: (t, ctx) => ({
      wallet: t.wallet,
      our_number: t.our_number,
      our_number_dv: printedCheckDigits(boleto.ourNumber(t, { today: ctx.generated_on })),
    }),
  };
}

function without<T>(entries: Record<string, T>, dropped: readonly string[] = []): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).filter(([k]) => !dropped.includes(k)));
}

function common<S extends typeof bradesco400 | typeof bradesco240>(base: S, o: UnderCode) {
  return {
    bank_code: o.bank_code,
    bank_name: o.bank_name,
    manual: o.manual,
    unconfirmed: o.unconfirmed,
    movements: without(base.movements, o.notWritten),
    occurrences: { ...base.occurrences, codes: without(base.occurrences.codes, o.notRead) },
    ourNumber: ourNumberOf(base.ourNumber, o.boleto),
    fileName: genericFileName,
  };
}

/** Bradesco's CNAB 400 under `o.bank_code`; `extras: {}` leaves out the Bolepix record 4. */
export function bradesco400Under(o: UnderCode & { extras?: typeof bradesco400.extras }) {
  return defineCnab400({ ...bradesco400, ...common(bradesco400, o), extras: o.extras ?? bradesco400.extras });
}

/** Bradesco's FEBRABAN 240 under `o.bank_code`; `without` drops segments the sources do not write. */
export function bradesco240Under(o: UnderCode & { without?: typeof bradesco240.without }) {
  return defineCnab240({
    ...bradesco240,
    ...common(bradesco240, o),
    without: o.without ?? bradesco240.without,
  });
}
