/**
 * What a bank tells the CNAB engines beyond its field tables: how its account and nosso número
 * fill the bank-specific fields, its codes, and its file name. Shared by the 240 and 400 specs.
 */
import type { Issue } from "../errors";
import type { BankAccount, BoletoInput, IsoDate, Party } from "../types";
import type { Values } from "./fields";
import type { OccurrenceTable, SimulateCodes } from "./occurrences";
import type { CnabLayout, RemessaMovement, RemessaTitle } from "./types";

/** Everything a bank's hooks may read about the file being written. */
export interface FileContext {
  layout: CnabLayout;
  bank_code: string;
  account: BankAccount;
  company: Party;
  file_sequence: number;
  /** Wall-clock date of `generated_at`. */
  generated_on: IsoDate;
  /** `HHMMSS` of `generated_at`. */
  generated_time: string;
}

/** Reads one named field of the record at hand (raw text, not trimmed). */
export type FieldReader = (name: string) => string;

/**
 * How the bank writes and reads its nosso número. `fields` are the names it occupies, present in
 * both the remessa detail and the retorno detail tables (the simulator copies them across).
 */
export interface OurNumberCodec {
  fields: readonly string[];
  /** Values for `fields`, computed from the title; problems go to `issues` under `path`. */
  encode(title: RemessaTitle, ctx: FileContext, issues: Issue[], path: (string | number)[]): Values;
  /** The sequential part (no check digit, no leading zeros) and the raw field as written. */
  decode(read: FieldReader): { our_number: string; raw: string };
}

/** The parts of a bank's CNAB definition that both layouts share. */
export interface CommonSpec {
  bank_code: string;
  /** Bank name as written in the header. */
  bank_name: string;
  /** The manual (name, version, date) the tables follow. */
  manual: string;
  movements: Readonly<Partial<Record<RemessaMovement, string>>>;
  /** Espécie: the engine's `document_kind` (`DM`, `DS`, …) → the bank's code. */
  document_kinds: Readonly<Record<string, string>>;
  occurrences: OccurrenceTable;
  /** Width of one reason code in the retorno reasons field (2 for FEBRABAN). */
  reason_width: number;
  simulate: SimulateCodes;
  /**
   * Account-level values (agreement, agency, account and their check digits as the bank lays
   * them out); report a missing or malformed agreement in `issues` under `["account", …]`.
   */
  account(ctx: FileContext, issues: Issue[]): Values;
  ourNumber: OurNumberCodec;
  fileName(ctx: FileContext): string;
}

/**
 * A boleto input that carries only the file's account, for the boleto rules that read nothing
 * else (`beneficiaryCode`): the CNAB headers take agência/conta check digits from there.
 *
 * @example boleto.beneficiaryCode(accountInput(ctx)) // "1234 / 12345-1"
 */
export function accountInput(ctx: FileContext): BoletoInput {
  return {
    ...ctx.account,
    amount_cents: 0,
    due_date: null,
    our_number: "0",
    beneficiary: ctx.company,
    payer: ctx.company,
  };
}

/** Month code used by Sicredi-style file names: 1-9, O (Oct), N (Nov), D (Dec). */
export function monthCode(iso: IsoDate): string {
  const m = Number(iso.slice(5, 7));
  return m < 10 ? String(m) : (["O", "N", "D"][m - 10] ?? "0");
}

/** `CBDDMMNN.REM`: the Bradesco-style name, NN being the last two digits of the NSA. */
export function cbFileName(ctx: FileContext, extension = "REM"): string {
  const nn = String(ctx.file_sequence % 100).padStart(2, "0");
  return `CB${ctx.generated_on.slice(8, 10)}${ctx.generated_on.slice(5, 7)}${nn}.${extension}`;
}

/** `<bank>_<layout>_<YYYYMMDD>_<NSA>.REM` for banks that prescribe no name. */
export function genericFileName(ctx: FileContext): string {
  const nsa = String(ctx.file_sequence).padStart(6, "0");
  return `${ctx.bank_code}_${ctx.layout.toUpperCase()}_${ctx.generated_on.replaceAll("-", "")}_${nsa}.REM`;
}
