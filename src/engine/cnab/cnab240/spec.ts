/**
 * The CNAB 240 spec of one bank: the FEBRABAN base tables with the bank's overrides applied and
 * compiled, plus its hooks (see `spec.ts`). Banks build theirs with {@link defineCnab240}.
 */

import {
  type CompiledRecord,
  compileRecord,
  override,
  type RecordTable,
  type Values,
  withDefaults,
} from "../layout/fields";
import type { RemessaMovement } from "../movements";
import type { CommonSpec, WriteOffPolicy } from "../spec/spec";
import * as base from "./febraban";
import * as ret from "./febraban-retorno";

export type Record240 =
  | "file_header"
  | "batch_header"
  | "P"
  | "Q"
  | "R"
  | "S"
  | "Y01"
  | "Y03"
  | "T"
  | "U"
  | "batch_trailer"
  | "file_trailer";

const BASE: Readonly<Record<Record240, RecordTable>> = {
  file_header: base.FILE_HEADER,
  batch_header: base.BATCH_HEADER,
  P: base.P,
  Q: base.Q,
  R: base.R,
  S: base.S,
  Y01: base.Y01,
  Y03: base.Y03,
  T: ret.T,
  U: ret.U,
  batch_trailer: ret.BATCH_TRAILER,
  file_trailer: ret.FILE_TRAILER,
};

export interface Cnab240Definition extends CommonSpec {
  /** Header de arquivo 164-166 and header de lote 14-16. */
  versions: { file: string; batch: string };
  /** Fields that differ from FEBRABAN, per record (whole fields are replaced). */
  overrides?: Partial<Record<Record240, RecordTable>>;
  /** Fixed values the bank wants in named fields (e.g. its `write_off_code`), compiled as constants. */
  defaults?: Partial<Record<Record240, Values>>;
  /**
   * Set when the bank's manual defines a remessa Segment Y-03 for the title's PIX (key type, DICT
   * key, TXID at the positions of the bank's `Y03` table): an entry with `pix` then writes it after
   * R. `txid` is the form the manual accepts; another TXID is left blank (the bank assigns one) with
   * `CNAB_PIX_TXID_NOT_SENT`. Elsewhere the PIX is reported as `CNAB_PIX_NOT_SENT`.
   */
  pix_segment?: { txid: RegExp };
  /**
   * Optional segments the bank does not accept; their data is then left out with a warning (S, Y-01)
   * or refused (R, which carries the fine: `CNAB_UNSUPPORTED_FINE`; Citibank's manual uses no R).
   */
  without?: readonly ("R" | "S" | "Y01")[];
  /**
   * Instruction lines of 40 the bank's Segment S takes (default 5, FEBRABAN's mensagens 5-9;
   * CAIXA: 4, its 179-218 being "uso exclusivo CAIXA"). Lines beyond are left out with a warning.
   */
  instruction_lines?: number;
  /**
   * Codes where the bank's manual departs from FEBRABAN's: P 118 "no interest" (FEBRABAN C018:
   * 3), P 221 "do not protest" (C026: 3) and R 66 "no fine" (C076: 0).
   */
  codes?: { no_interest?: string; no_protest?: string; no_fine?: string };
  /**
   * Start of interest and fine when the title gives none: the day after the due date (FEBRABAN
   * C019, the default) or the due date itself (manuals that ask for it: Sicoob).
   */
  charges_from?: "day_after" | "due_date";
  /** Segments a movement writes where the manual departs from P (+Q, +R) of `movements.ts` (Itaú 49: P, Q and R). */
  movement_records?: Readonly<Partial<Record<RemessaMovement, readonly ("P" | "Q" | "R")[]>>>;
  /** Segment P values a movement must carry (CAIXA C004: 31 and 47 with 61 = `5`, banco não reemite). */
  movement_values?: Readonly<Partial<Record<RemessaMovement, Values>>>;
  /** P 224-227, baixa/devolução (default: FEBRABAN-less `0`, as the base writer did). */
  write_off?: WriteOffPolicy;
  /** True when P 127-141 takes only an amount per day (a monthly rate is then an error). */
  daily_interest_only?: boolean;
  /** True when R 66-89 takes the fine only as an amount (a rate is then an error). */
  fine_amount_only?: boolean;
  /** P 196-220 (identificação do título na empresa): the nosso número (default) or the document number. */
  company_reference?: "our_number" | "document_number";
  /**
   * True when the remessa's trailer de lote states the batch's title count and total (24-46).
   * FEBRABAN C070/C071: "só serão utilizados para informação do arquivo retorno", so by default
   * they are zeros; CAIXA's manual asks for them (06.5/07.5).
   */
  remessa_totals?: boolean;
  /**
   * The retorno's trailer de lote, where the bank's differs from its remessa's: changes to
   * FEBRABAN's retorno trailer (counts and totals at 18-123). Santander blanks 24-240 in the
   * remessa (H7815) but states the portfolio there in the retorno (nota 39).
   */
  retorno_batch_trailer?: RecordTable;
  /**
   * The retorno's trailer de arquivo, where the bank's differs from its remessa's: changes to
   * FEBRABAN's (a field left out is a count the bank does not state; Unicred blanks 10-23).
   */
  retorno_file_trailer?: RecordTable;
}

export interface Cnab240Spec extends Cnab240Definition {
  layout: "cnab240";
  records: Readonly<Record<Record240, CompiledRecord>>;
  /** The trailer de lote of the bank's retornos: `records.batch_trailer` unless the bank has its own. */
  retBatchTrailer: CompiledRecord;
  /** The trailer de arquivo of the bank's retornos: `records.file_trailer` unless the bank has its own. */
  retFileTrailer: CompiledRecord;
}

/**
 * Applies the bank's overrides to the FEBRABAN tables and compiles every record. A table that
 * does not tile 240 positions throws when the bank module loads.
 *
 * @example export const cnab240 = defineCnab240({ bank_code: "237", versions: { file: "084", batch: "042" }, … });
 */
export function defineCnab240(def: Cnab240Definition): Cnab240Spec {
  const records = {} as Record<Record240, CompiledRecord>;
  for (const name of Object.keys(BASE) as Record240[]) {
    const changes = def.overrides?.[name];
    const table = withDefaults(changes ? override(BASE[name], changes) : BASE[name], def.defaults?.[name]);
    records[name] = compileRecord(`${def.bank_code}/cnab240/${name}`, 240, table);
  }
  const retBatchTrailer =
    def.retorno_batch_trailer === undefined
      ? records.batch_trailer
      : compileRecord(
          `${def.bank_code}/cnab240/ret_batch_trailer`,
          240,
          override(ret.BATCH_TRAILER, def.retorno_batch_trailer),
        );
  const retFileTrailer =
    def.retorno_file_trailer === undefined
      ? records.file_trailer
      : compileRecord(
          `${def.bank_code}/cnab240/ret_file_trailer`,
          240,
          override(ret.FILE_TRAILER, def.retorno_file_trailer),
        );
  return { ...def, layout: "cnab240", records, retBatchTrailer, retFileTrailer };
}
