/**
 * What a bank tells the CNAB engines beyond its field tables: how its account and nosso número
 * fill the bank-specific fields, its codes, and its file name. Shared by the 240 and 400 specs.
 */
import type { Issue } from "../../errors";
import type { BankAccount, BoletoInput, IsoDate, Party } from "../../types";
import type { Values } from "../layout/fields";
import type { CnabLayout, RemessaMovement, RemessaTitle } from "../types";
import type { OccurrenceTable, SimulateCodes } from "./occurrences";

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
  /**
   * Values of nosso-número fields only the retorno detail has (a check digit the remessa does not
   * carry), from the remessa's raw `fields`: what the simulator writes there.
   */
  retorno?(fields: Values): Values;
}

/**
 * What a bank's retorno trailers count, where its files depart from counting this file. Reading
 * checks a trailer only against the meaning the bank gives it, and a disagreement is a warning.
 */
export interface RetornoTrailerMeaning {
  /**
   * CNAB 240 trailer de lote 18-23, the counts the bank's files state: `batch` (FEBRABAN, the
   * default: the batch's records with its header and trailer) and/or `details` (the detail records
   * only). The first is what the simulator writes.
   */
  batch_records?: readonly ("batch" | "details")[];
  /**
   * The trailer's title count and total: `file` (the default: the titles of this file, checked
   * when non-zero) or `portfolio` (the títulos em cobrança of the whole portfolio, which a file
   * of a few entries cannot confirm: not checked).
   */
  totals?: "file" | "portfolio";
}

/**
 * Código e prazo para baixa/devolução (240: P 224-227). `code` and `days` are written when the
 * file's account sets no `bank_fields.write_off_days`; with it, `with_days.code` and those days,
 * which must lie in `with_days.min..max` (the manual's range). A bank without `with_days` takes
 * no days from the file (its manual fixes the field).
 */
export interface WriteOffPolicy {
  code: number;
  /** `undefined`: the field's filler (zeros or blanks, as the bank's table has it). */
  days?: number;
  with_days?: { code: number; min: number; max: number };
}

/**
 * The write-off values of a file: the bank's default, or the account's `write_off_days` checked
 * against the bank's range (an issue under `account.bank_fields.write_off_days` otherwise).
 *
 * @example writeOffValues({ code: 1, days: 60, with_days: { code: 1, min: 5, max: 120 } }, ctx, issues)
 */
export function writeOffValues(policy: WriteOffPolicy, ctx: FileContext, issues: Issue[]): Values {
  const given = ctx.account.bank_fields?.write_off_days;
  if (given === undefined) return { write_off_code: policy.code, write_off_days: policy.days };
  const days = /^\d{1,3}$/.test(given) ? Number(given) : Number.NaN;
  const range = policy.with_days;
  if (range === undefined || !(days >= range.min && days <= range.max)) {
    issues.push({
      code: "CNAB_INVALID_WRITE_OFF_DAYS",
      path: ["account", "bank_fields", "write_off_days"],
      message:
        range === undefined
          ? `bank ${ctx.bank_code} ${ctx.layout.toUpperCase()} takes no write-off days from the file (its manual fixes the field)`
          : `write_off_days must be a whole number of days from ${range.min} to ${range.max} for bank ${ctx.bank_code}`,
    });
    return {};
  }
  // As digits the width of the range's maximum: a FEBRABAN "Alfa" days field (Bradesco) then
  // reads "030" like a numeric one.
  return { write_off_code: range.code, write_off_days: String(days).padStart(String(range.max).length, "0") };
}

/** The parts of a bank's CNAB definition that both layouts share. */
export interface CommonSpec {
  bank_code: string;
  /** Bank name as written in the header. */
  bank_name: string;
  /** The manual (name, version, date) the tables follow. */
  manual: string;
  /** Movement → the bank's code, for the movements its manual offers (see `movements.ts`). */
  movements: Readonly<Partial<Record<RemessaMovement, string>>>;
  /** Fields a movement needs where the manual asks for more than `MOVEMENT_NEEDS` (e.g. the amount of an abatimento to cancel). */
  movement_needs?: Readonly<Partial<Record<RemessaMovement, readonly string[]>>>;
  /**
   * True when the manual wants an instruction's record to carry only the title's identity, its
   * amount and the fields the movement changes, every other field zeros or blanks (Itaú, notas
   * A/B of its código de ocorrência). `change_data` keeps every field: they are what may change.
   */
  sparse_instructions?: boolean;
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
  /**
   * The protest instruction a title's `protest` becomes, as the manual defines it: the code for
   * calendar and for business days (240: P 221, with the days at 222-223; 400: the first
   * instruction at 157-158, with the days at the detail's `protest_days`). A kind without a code
   * (or a bank without `protest`) is `CNAB_UNSUPPORTED_PROTEST`.
   */
  protest?: { calendar?: string; business?: string };
  /** The bank's retorno trailer meanings (default: FEBRABAN's, counting this file). */
  retorno_trailer?: RetornoTrailerMeaning;
  /**
   * Set when no bank manual and no second implementation confirm the layout: why, in one
   * sentence. Every remessa of the bank × layout carries it as the file warning
   * `CNAB_LAYOUT_UNCONFIRMED` (line 0, empty path), so the risk is said before the file is sent.
   */
  unconfirmed?: string;
  /**
   * The retorno occurrence code as the bank's table keys it, where one field is not enough
   * (Unicred answers every instruction with 02/03 and names the instruction in a field of its
   * own: 400 327-328, 240 T 222-223); `read` reads the retorno detail (240: Segment T). Default:
   * the `movement` field.
   */
  occurrence_code?(read: FieldReader): string;
  /** The retorno detail fields that carry a simulated occurrence code (default `{ movement: code }`). */
  simulate_fields?(code: string): Values;
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
