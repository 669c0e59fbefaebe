/**
 * The banks' movement and occurrence code lists, transcribed from their manuals into
 * each bank's folder (`src/engine/banks/<code>-<name>/manual/<layout>.codes.json`, see
 * `manual-files.ts`) apart from lote's tables (each file names the manual, the
 * copy read and how). `movement` / `kind` / `answers` are the reviewer's reading of the manual's
 * text for each code; `movements.test.ts` holds lote's tables to them.
 */
import { readFileSync } from "node:fs";
import type { CnabLayout } from "../../../src/engine/cnab/types";
import type { OccurrenceKind, RemessaMovement } from "../../../src/engine/index";
import { manualFiles } from "./manual-files";

export interface CodeRow {
  code: string;
  text: string;
  movement?: RemessaMovement;
  kind?: OccurrenceKind;
  answers?: RemessaMovement;
}

/** A code lote reads that the manual's list lacks, with why it is kept. */
export interface ExtraRow {
  code: string;
  kind: OccurrenceKind;
  answers?: RemessaMovement;
  why: string;
}

export interface CodesDoc {
  manual: string;
  copy_read: Record<string, string>;
  method: string;
  /** Where the movement code sits in the record an instruction writes. */
  movement_field: { record: string; start: number; end: number };
  movements: CodeRow[];
  occurrences: CodeRow[];
  /** The cell keeps FEBRABAN C044's meaning for codes its own list does not print. */
  occurrences_base?: "febraban";
  extra?: ExtraRow[];
  /** Fields a movement needs beyond lote's defaults, as the manual asks. */
  needs?: Partial<Record<RemessaMovement, string[]>>;
  /** 240 segments a movement writes, where the manual names them. */
  records?: Partial<Record<RemessaMovement, string[]>>;
  /** True when the manual wants an instruction's other fields zeros or blanks. */
  sparse?: boolean;
  /** Values a movement's record must carry, by record and position: `{ P: { "61": "5" } }`. */
  values?: Partial<Record<RemessaMovement, Record<string, Record<string, string>>>>;
  /**
   * Positions (1-based, inclusive) of the fields instructions change, where they depart from the
   * base; `null` where the record has no such field (CrediSIS 400: the desconto is in record 2).
   */
  positions?: Record<string, [number, number] | null>;
}

/** FEBRABAN's own lists (C044 and the movement codes), the base the banks' lists depart from. */
export const FEBRABAN: CodesDoc = JSON.parse(
  readFileSync(new URL("./manual-codes/febraban.json", import.meta.url), "utf8"),
) as CodesDoc;

/** Every transcribed cell (`<bank folder>/manual/<layout>.codes.json`), keyed `<bank>-<layout>`, and the FEBRABAN lists. */
export const CODES: ReadonlyMap<string, CodesDoc> = new Map([
  ...manualFiles("codes").map((f) => [f.name.slice(0, -".json".length), f.doc as CodesDoc] as const),
  ["febraban", FEBRABAN] as const,
]);

/**
 * The common CNAB 400 detail block the instruction fields sit in: every 400 manual at hand
 * prints them here (seu número 111-120, vencimento 121-126, valor 127-139, desconto 174-179 /
 * 180-192, abatimento 206-218); a cell whose manual differs says so in its `positions`.
 */
export const COMMON_400: Readonly<Record<string, [number, number]>> = {
  document_number: [111, 120],
  due_date: [121, 126],
  amount_cents: [127, 139],
  "discount.until": [174, 179],
  "discount.amount_cents": [180, 192],
  rebate_cents: [206, 218],
};

/** The positions of a cell's instruction fields: FEBRABAN's P (240) or the common 400 block, with the cell's own. */
export function positionsOf(doc: CodesDoc, layout: CnabLayout): Record<string, [number, number]> {
  const base = layout === "cnab240" ? FEBRABAN.positions! : COMMON_400;
  const merged = { ...base, ...doc.positions };
  return Object.fromEntries(Object.entries(merged).filter(([, p]) => p !== null)) as Record<
    string,
    [number, number]
  >;
}
