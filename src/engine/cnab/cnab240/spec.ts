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

/** The records every bank has; `Y03` is only a bank's own (see `pix_segment`). */
type BaseRecord240 = Exclude<Record240, "Y03">;

const BASE: Readonly<Record<BaseRecord240, RecordTable>> = {
  file_header: base.FILE_HEADER,
  batch_header: base.BATCH_HEADER,
  P: base.P,
  Q: base.Q,
  R: base.R,
  S: base.S,
  Y01: base.Y01,
  T: ret.T,
  U: ret.U,
  batch_trailer: ret.BATCH_TRAILER,
  file_trailer: ret.FILE_TRAILER,
};

export interface Cnab240Definition extends CommonSpec {
  /** Header de arquivo 164-166 and header de lote 14-16. */
  versions: { file: string; batch: string };
  /** Fields that differ from FEBRABAN, per record (whole fields are replaced). */
  overrides?: Partial<Record<BaseRecord240, RecordTable>>;
  /** Fixed values the bank wants in named fields (e.g. its `write_off_code`), compiled as constants. */
  defaults?: Partial<Record<BaseRecord240, Values>>;
  /**
   * Set only when the bank's manual defines Segment Y-03 as the title's PIX, in the remessa and the
   * retorno: `table` is its positions 20-240 (key type `pix_key_type`, `pix.key`, `pix.txid`), laid
   * over FEBRABAN's 1-19 (`Y03_FRAME`) as `records.Y03`. An entry with `pix` then writes it after R,
   * and a retorno's Y-03 is read as the entry's PIX. `txid` is the form the manual accepts; another
   * TXID is left blank (the bank assigns one) with `CNAB_PIX_TXID_NOT_SENT`. Without it the PIX is
   * reported as `CNAB_PIX_NOT_SENT`, and a retorno's Y-03 is not read (`CNAB_SEGMENT_NOT_READ`):
   * FEBRABAN v10.06 and other banks' manuals give Y-03 other data (see `febraban.ts`).
   */
  pix_segment?: { txid: RegExp; table: RecordTable };
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
  /**
   * Multiplier of a fine rate at R 75-89 where the bank's table gives rates more decimals than
   * FEBRABAN's two (the Autbank tables: four decimals, so 100). Amounts stay in centavos.
   */
  fine_rate_scale?: number;
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
  /** `Y03` only where the bank defines a PIX Segment Y-03 (`pix_segment`). */
  records: Readonly<Record<BaseRecord240, CompiledRecord>> & { readonly Y03?: CompiledRecord };
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
  const records = {} as Record<BaseRecord240, CompiledRecord> & { Y03?: CompiledRecord };
  for (const name of Object.keys(BASE) as BaseRecord240[]) {
    const changes = def.overrides?.[name];
    const table = withDefaults(changes ? override(BASE[name], changes) : BASE[name], def.defaults?.[name]);
    records[name] = compileRecord(`${def.bank_code}/cnab240/${name}`, 240, table);
  }
  if (def.pix_segment)
    records.Y03 = compileRecord(
      `${def.bank_code}/cnab240/Y03`,
      240,
      override(base.Y03_FRAME, def.pix_segment.table),
    );
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
