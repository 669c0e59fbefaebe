/**
 * Public CNAB types: remessa titles and files, retorno entries. Money is integer centavos, dates
 * are ISO `YYYY-MM-DD`. These sit below the bank specs (which name them), so nothing here imports
 * a spec: the per-bank shape, `BankCnab`, is `bank.ts`'s.
 */

import type { BankAccount, BankCode, BoletoInput, IsoDate, Party } from "../types";
import type { CnabIssue } from "./layout/findings";
import type { CnabLayout } from "./layout/lines";
import type { RemessaMovement } from "./movements";

export type { CnabLayout } from "./layout/lines";
export type { RemessaMovement } from "./movements";

/**
 * One title in a remessa: the stored `BoletoInput` of an issued boleto plus what to do with it.
 * `layout` is only read by {@link groupForRemessa}; `buildRemessa` takes the layout of the file.
 */
export interface RemessaTitle extends BoletoInput {
  /** Default `entry`. */
  movement?: RemessaMovement;
  /**
   * Protesto: ask the bank to send the title to protest `days` (0-99) days after its due date,
   * calendar days unless `business_days`. Only the bank × layouts whose manual lote follows
   * defines the field take it (`protest` in the bank's spec); elsewhere it is
   * `CNAB_UNSUPPORTED_PROTEST`. Without it lote asks for no protest where the layout has the code.
   */
  protest?: { days: number; business_days?: boolean };
  /**
   * Chave de acesso of the NF-e the title comes from (44 digits), which the CNAB 444 layouts
   * carry for the FIDC that buys the receivable; the other layouts have no field for it.
   */
  invoice_key?: string;
  layout?: CnabLayout;
}

export interface BuildRemessaInput {
  layout: CnabLayout;
  bank_code: BankCode;
  /** The beneficiário (empresa) named in the headers. */
  company: Party;
  /** The account every title of the file must belong to. */
  account: BankAccount;
  /** NSA: the file's sequence number, kept by the caller; never invented here. */
  file_sequence: number;
  /** Generation timestamp as written, `YYYY-MM-DDTHH:MM[:SS]…`; its wall-clock date and time are used as is. */
  generated_at: string;
  titles: RemessaTitle[];
}

export interface RemessaTotals {
  titles: number;
  amount_cents: number;
}

export interface Remessa {
  layout: CnabLayout;
  bank_code: BankCode;
  file_sequence: number;
  file_name: string;
  /** Lines of exactly 240 or 400 ASCII characters, each ending in CRLF. */
  content: string;
  line_count: number;
  totals: RemessaTotals;
  /**
   * Non-fatal findings, e.g. text cut to fit a field (`CNAB_TEXT_TRUNCATED`), each with the
   * input path (`titles.1.payer.name`) and the file line it concerns (0: several lines).
   */
  warnings: CnabIssue[];
}

/**
 * Retorno occurrences normalised across banks. `registered` / `rejected`: the entry confirmed or
 * refused; `instruction_accepted` / `instruction_rejected`: an instruction (a non-entry movement)
 * confirmed or refused, with `answers` where the code names it; `due_date_changed` and
 * `written_off` also carry `answers` when they confirm an instruction; `protest`: a protest step
 * (sent to the cartório, in process); `protested`: the title was protested; `protest_cancelled`:
 * a protest stopped or withdrawn, the title back in the portfolio; `paid`, `fee`, `other`.
 */
export const OCCURRENCE_KINDS = [
  "registered",
  "rejected",
  "paid",
  "written_off",
  "due_date_changed",
  "instruction_accepted",
  "instruction_rejected",
  "protest",
  "protested",
  "protest_cancelled",
  "fee",
  "other",
] as const;
export type OccurrenceKind = (typeof OCCURRENCE_KINDS)[number];

export interface OccurrenceReason {
  code: string;
  description: string;
}

export interface Occurrence {
  /** The bank's code as in the file, e.g. `"06"`. */
  code: string;
  kind: OccurrenceKind;
  description: string;
  reasons: OccurrenceReason[];
  /** The movement an instruction confirmation or rejection answers, where the bank's code says. */
  answers?: RemessaMovement;
}

/**
 * Amounts of a retorno entry in centavos; `null` where the bank's layout has no such field (or,
 * with a `CNAB_INVALID_NUMBER` warning, where the bank's file has no number there).
 */
export interface RetornoAmounts {
  title_cents: number | null;
  paid_cents: number | null;
  credited_cents: number | null;
  fee_cents: number | null;
  interest_cents: number | null;
  discount_cents: number | null;
  rebate_cents: number | null;
  iof_cents: number | null;
}

/** PIX data a bank returns with a title (Bolepix), each field only where its layout has it. */
export interface RetornoPix {
  txid?: string;
  /** PIX key or QR location (URL) as the bank returned it. */
  key_or_url?: string;
  /** The key's DICT type as the bank wrote it (1 CPF, 2 CNPJ, 3 phone, 4 e-mail, 5 random key), where its layout has one. */
  key_type?: string;
  /** The QR code's BR Code (EMV "copia e cola") as the bank returned it. */
  emv?: string;
  /** The bank's code for why it did not create the PIX of the title (the boleto stands). */
  error_code?: string;
}

export interface RetornoEntry {
  /** 1-based line of the entry's first record. */
  line: number;
  /** The bank's sequential nosso número without check digit and leading zeros (compare with `BoletoInput.our_number`). */
  our_number: string;
  /** The nosso número field exactly as in the file, right-trimmed. */
  our_number_raw: string;
  document_number: string;
  occurrence: Occurrence;
  amounts: RetornoAmounts;
  due_date: IsoDate | null;
  occurrence_date: IsoDate | null;
  credit_date: IsoDate | null;
  pix?: RetornoPix;
}

export interface RetornoTotals {
  entries: number;
  title_amount_cents: number;
  paid_cents: number;
  credited_cents: number;
  by_kind: Record<OccurrenceKind, number>;
}

export interface Retorno {
  layout: CnabLayout;
  bank_code: BankCode;
  /** NSA from the header; `null` when the bank's header carries none. */
  file_sequence: number | null;
  generated_on: IsoDate | null;
  entries: RetornoEntry[];
  totals: RetornoTotals;
  /**
   * Lines of the file that were not read, whole or in part, and may hold an entry (a record of
   * a type lote does not read, a segment without its title, data past the record's width): each
   * is a warning with its line. Not 0: the file was not read whole and its entries may be
   * incomplete.
   */
  unread_lines: number;
  /**
   * What the reader found wrong but read anyway, each with its line: trailer counts that
   * disagree with the bank's meaning, unknown records, segments, occurrence or reason codes,
   * line-length and line-end departures, bad dates and numbers (read as `null`).
   */
  warnings: CnabIssue[];
}
