/**
 * The remessa movement vocabulary — what a remessa asks the bank to do with a title — and, per
 * bank × layout, which of them the bank's manual offers, with its code and what each needs.
 *
 * The names are lote's; each bank's `cnab240.ts` / `cnab400.ts` maps them to the codes of its
 * manual (`movements`), and the banks' `manual/*.codes.json` (test data in each bank's folder) hold those manuals' code lists
 * transcribed apart from lote's tables, against which `movements.test.ts` checks every cell.
 */
import type { CnabLayout } from "./layout/lines";

/**
 * Every movement lote knows, in a stable order (the service derives its API enum from it).
 * FEBRABAN C004 names the usual codes: entry 01, write_off 02, rebate 04, rebate_cancel 05,
 * due_date_change 06, discount 07, discount_cancel 08, protest 09, protest_cancel_and_write_off
 * 10, protest_cancel 11 (sustar e manter em carteira), interest_change 12, interest_waive 13,
 * fine_change 14, fine_waive 15, discount_change 16, document_number_change 21, payer_change 23,
 * change_data 31, negativacao 45, amount_change 47; do_not_protest and negativacao_cancel are
 * banks' own. A bank offers the ones its manual lists.
 */
export const REMESSA_MOVEMENTS = [
  "entry",
  "write_off",
  "rebate",
  "rebate_cancel",
  "due_date_change",
  "amount_change",
  "discount",
  "discount_change",
  "discount_cancel",
  "interest_change",
  "interest_waive",
  "fine_change",
  "fine_waive",
  "protest",
  "protest_cancel",
  "protest_cancel_and_write_off",
  "do_not_protest",
  "negativacao",
  "negativacao_cancel",
  "document_number_change",
  "payer_change",
  "change_data",
] as const;

/** What a remessa asks the bank to do with a title (see {@link REMESSA_MOVEMENTS}). */
export type RemessaMovement = (typeof REMESSA_MOVEMENTS)[number];

/** One movement of a bank × layout: the bank's code, the title fields it needs, the records it writes. */
export interface MovementSupport {
  /** The bank's movement code (240: P 16-17; 400: the detail's ocorrência, usually 109-110). */
  code: string;
  /** `RemessaTitle` fields the movement reads besides the title's identity (`due_date`, `rebate_cents`…). */
  needs: readonly string[];
  /** Records the movement writes: 240 segments (`P`, `Q`, `R`…), 400 `detail` (+ `fine`). */
  records: readonly string[];
}

/** Fields each movement needs by default; a bank's manual may ask for more (`movement_needs`). */
export const MOVEMENT_NEEDS: Readonly<Record<RemessaMovement, readonly string[]>> = {
  entry: [],
  write_off: [],
  rebate: ["rebate_cents"],
  rebate_cancel: [],
  due_date_change: ["due_date"],
  amount_change: ["amount_cents"],
  discount: ["discount"],
  discount_change: ["discount"],
  discount_cancel: [],
  interest_change: ["interest"],
  interest_waive: [],
  fine_change: ["fine"],
  fine_waive: [],
  protest: [],
  protest_cancel: [],
  protest_cancel_and_write_off: [],
  do_not_protest: [],
  negativacao: [],
  negativacao_cancel: [],
  document_number_change: ["document_number"],
  payer_change: ["payer"],
  change_data: [],
};

/**
 * CNAB 240 segments per movement (FEBRABAN v10.06 "Eventos": instructions and alterations take
 * P, Q, R, Y, Q optional): P always; Q when the payer changes; R when the fine does.
 */
const RECORDS_240: Readonly<Partial<Record<RemessaMovement, readonly string[]>>> = {
  entry: ["P", "Q", "R"],
  payer_change: ["P", "Q"],
  change_data: ["P", "Q", "R"],
  fine_change: ["P", "R"],
  fine_waive: ["P", "R"],
};

/** Which movement a confirmation or rejection also answers: the occurrence names the nearest one. */
const ANSWERED_AS: Readonly<Partial<Record<RemessaMovement, readonly RemessaMovement[]>>> = {
  protest_cancel_and_write_off: ["protest_cancel", "write_off"],
  do_not_protest: ["protest_cancel"],
  discount_change: ["discount"],
  interest_waive: ["interest_change"],
  fine_waive: ["fine_change"],
  payer_change: ["change_data"],
  document_number_change: ["change_data"],
  amount_change: ["change_data"],
};

/**
 * Whether an occurrence that `answers` one movement resolves an instruction of `movement`: the
 * same movement, or the nearest one a bank confirms it with (a sustação confirmation answers a
 * "sustar e baixar"; an "alteração de outros dados" confirmation answers a payer change).
 *
 * @example answersMovement("protest_cancel", "protest_cancel_and_write_off") // true
 */
export function answersMovement(answers: RemessaMovement | undefined, movement: RemessaMovement): boolean {
  if (answers === undefined) return false;
  return answers === movement || (ANSWERED_AS[movement]?.includes(answers) ?? false);
}

/** The movements an occurrence answering `movement` may name, nearest first. */
export function answerChain(movement: RemessaMovement): readonly RemessaMovement[] {
  return [movement, ...(ANSWERED_AS[movement] ?? [])];
}

/**
 * The records a movement writes in a bank's layout (240 segments, or the 400 detail with the
 * bank's fine record for a fine change).
 */
export function movementRecords(
  layout: CnabLayout,
  movement: RemessaMovement,
  own?: Readonly<Partial<Record<RemessaMovement, readonly string[]>>>,
  fineRecord?: boolean,
): readonly string[] {
  const given = own?.[movement];
  if (given !== undefined) return given;
  if (layout === "cnab240") return RECORDS_240[movement] ?? ["P"];
  return fineRecord && (movement === "entry" || movement === "fine_change") ? ["detail", "fine"] : ["detail"];
}
