/**
 * The CNAB 400 spec of one bank: the common tables of `base.ts` with the bank's
 * overrides, optional extra records (fine, PIX) and hooks. Banks build theirs with
 * {@link defineCnab400}.
 */
import type { Issue } from "../../errors";
import {
  type CompiledRecord,
  compileRecord,
  override,
  type RecordTable,
  type Values,
  withDefaults,
} from "../layout/fields";
import type { CommonSpec, FileContext, OurNumberCodec } from "../spec/spec";
import type { TitleData } from "../spec/title";
import * as base from "./base";

export type Record400 = "header" | "detail" | "trailer" | "ret_header" | "ret_detail" | "ret_trailer";

/** An optional record after the detail, told apart by its record type (position 1). */
export interface ExtraRecordDef {
  /** Record type character at position 1. */
  type: string;
  table: RecordTable;
}

/**
 * A bank's own optional record after the detail, with its own values (CrediSIS: record `2` with
 * the sacador/avalista, the message, juros, multa and descontos). `values` returns `undefined`
 * when the title needs no such record; problems go to `issues` under `path`.
 */
export interface OptionalRecordDef extends ExtraRecordDef {
  values(d: TitleData, ctx: FileContext, issues: Issue[], path: (string | number)[]): Values | undefined;
}

/**
 * A second retorno detail a bank sends with another record type (Banco do Brasil: type `1` for
 * convênios of up to 6 digits beside type `7` for 7 digits): its own overrides of the common
 * retorno detail and its own nosso-número reading. Read only; lote never writes it.
 */
export interface RetornoDetailVariant {
  /** Record type character at position 1. */
  type: string;
  overrides: RecordTable;
  decode: OurNumberCodec["decode"];
}

export interface Cnab400Definition extends CommonSpec {
  /** Record type of the detail (`1`; Banco do Brasil convênio 7: `7`). */
  detail_type: string;
  overrides?: Partial<Record<Record400, RecordTable>>;
  defaults?: Partial<Record<Record400, Values>>;
  /** Fine (multa) kinds the layout can carry; a title with another kind is an error. */
  fine_kinds: readonly ("amount" | "rate")[];
  /** True when the layout can carry a monthly interest rate (otherwise only an amount per day). */
  monthly_rate_interest?: boolean;
  /**
   * Extra records: `fine` is written for titles with a fine, `pix` for titles with a PIX key;
   * `ret_pix` is the PIX record of the bank's retorno (fields `pix.key`, `pix.txid`, `pix.emv`,
   * `pix.error_code`, those it has), read into the entry before it; `optional` is the bank's
   * own record written right after the detail (see {@link OptionalRecordDef}).
   */
  extras?: {
    fine?: ExtraRecordDef;
    pix?: ExtraRecordDef;
    ret_pix?: ExtraRecordDef;
    optional?: OptionalRecordDef;
  };
  /** Retorno details of other record types the bank also sends (see {@link RetornoDetailVariant}). */
  ret_detail_variants?: readonly RetornoDetailVariant[];
  /** Bank values of the detail beyond the common block (fine fields, mora type, …); `ctx` is the file's. */
  detail(d: TitleData, v: Values, issues: Issue[], path: (string | number)[], ctx: FileContext): void;
  /** Bank-specific checks of a title, run for every title before any is written. */
  check?(d: TitleData, issues: Issue[], path: (string | number)[]): void;
}

export interface Cnab400Spec extends Cnab400Definition {
  layout: "cnab400";
  records: Readonly<Record<Record400, CompiledRecord>>;
  extraRecords: {
    fine?: CompiledRecord;
    pix?: CompiledRecord;
    ret_pix?: CompiledRecord;
    optional?: CompiledRecord;
  };
  /** The compiled {@link RetornoDetailVariant}s, by record type. */
  retDetailVariants: ReadonlyMap<string, { record: CompiledRecord; decode: OurNumberCodec["decode"] }>;
}

const BASE: Readonly<Record<Record400, RecordTable>> = {
  header: base.HEADER,
  detail: base.DETAIL,
  trailer: base.TRAILER,
  ret_header: base.HEADER,
  ret_detail: base.RET_DETAIL,
  ret_trailer: base.RET_TRAILER,
};

/**
 * Applies the bank's overrides to the common 400 tables and compiles every record. A retorno
 * header without overrides of its own takes the remessa header's.
 *
 * @example export const cnab400 = defineCnab400({ bank_code: "237", detail_type: "1", … });
 */
export function defineCnab400(def: Cnab400Definition): Cnab400Spec {
  const records = {} as Record<Record400, CompiledRecord>;
  for (const name of Object.keys(BASE) as Record400[]) {
    const own = def.overrides?.[name] ?? (name === "ret_header" ? def.overrides?.header : undefined);
    const table = withDefaults(own ? override(BASE[name], own) : BASE[name], def.defaults?.[name]);
    records[name] = compileRecord(`${def.bank_code}/cnab400/${name}`, 400, table);
  }
  const extraRecords: Cnab400Spec["extraRecords"] = {};
  if (def.extras?.fine)
    extraRecords.fine = compileRecord(`${def.bank_code}/cnab400/fine`, 400, def.extras.fine.table);
  if (def.extras?.pix)
    extraRecords.pix = compileRecord(`${def.bank_code}/cnab400/pix`, 400, def.extras.pix.table);
  if (def.extras?.ret_pix)
    extraRecords.ret_pix = compileRecord(`${def.bank_code}/cnab400/ret_pix`, 400, def.extras.ret_pix.table);
  if (def.extras?.optional)
    extraRecords.optional = compileRecord(
      `${def.bank_code}/cnab400/optional`,
      400,
      def.extras.optional.table,
    );
  const retDetailVariants = new Map<string, { record: CompiledRecord; decode: OurNumberCodec["decode"] }>();
  for (const v of def.ret_detail_variants ?? []) {
    const table = override(BASE.ret_detail, v.overrides);
    const record = compileRecord(`${def.bank_code}/cnab400/ret_detail_${v.type}`, 400, table);
    retDetailVariants.set(v.type, { record, decode: v.decode });
  }
  return { ...def, layout: "cnab400", records, extraRecords, retDetailVariants };
}
