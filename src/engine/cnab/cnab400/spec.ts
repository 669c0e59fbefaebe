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

/** The records whose width a CNAB 444 sets (the remessa's; its retorno is a CNAB 400). */
export type Width444Record = "header" | "detail" | "trailer" | "fine" | "pix" | "optional";

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
  /**
   * CNAB 444 only: the width of each remessa record that is not 400 long (Itaú: the detail alone,
   * 444, with the NF-e key at 401-444; a layout with every record 444 long names them all). The
   * retorno records stay 400: the banks answer a CNAB 444 remessa with their CNAB 400 retorno.
   */
  widths?: Partial<Record<Width444Record, 444>>;
  /** Bank values of the detail beyond the common block (fine fields, mora type, …); `ctx` is the file's. */
  detail(d: TitleData, v: Values, issues: Issue[], path: (string | number)[], ctx: FileContext): void;
  /** Bank-specific checks of a title, run for every title before any is written. */
  check?(d: TitleData, issues: Issue[], path: (string | number)[]): void;
}

export interface Cnab400Spec extends Cnab400Definition {
  layout: "cnab400" | "cnab444";
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
 * header without overrides of its own takes the remessa header's. With `layout` `cnab444` the
 * remessa records named in `def.widths` compile at 444 positions (their overrides fill 401-444).
 *
 * @example export const cnab400 = defineCnab400({ bank_code: "237", detail_type: "1", … });
 */
export function defineCnab400(
  def: Cnab400Definition,
  layout: "cnab400" | "cnab444" = "cnab400",
): Cnab400Spec {
  if ((layout === "cnab444") !== (def.widths !== undefined && Object.keys(def.widths).length > 0))
    throw new Error(`${def.bank_code}: a CNAB 444 names the records it widens (widths), a CNAB 400 none`);
  const at = (name: string): number => def.widths?.[name as Width444Record] ?? 400;
  const compile = (name: string, table: RecordTable): CompiledRecord =>
    compileRecord(`${def.bank_code}/${layout}/${name}`, at(name), table);
  const records = {} as Record<Record400, CompiledRecord>;
  for (const name of Object.keys(BASE) as Record400[]) {
    const own = def.overrides?.[name] ?? (name === "ret_header" ? def.overrides?.header : undefined);
    records[name] = compile(
      name,
      withDefaults(own ? override(BASE[name], own) : BASE[name], def.defaults?.[name]),
    );
  }
  const extraRecords: Cnab400Spec["extraRecords"] = {};
  for (const name of ["fine", "pix", "ret_pix", "optional"] as const) {
    const extra = def.extras?.[name];
    if (extra) extraRecords[name] = compile(name, extra.table);
  }
  const retDetailVariants = new Map<string, { record: CompiledRecord; decode: OurNumberCodec["decode"] }>();
  for (const v of def.ret_detail_variants ?? []) {
    const record = compile(`ret_detail_${v.type}`, override(BASE.ret_detail, v.overrides));
    retDetailVariants.set(v.type, { record, decode: v.decode });
  }
  return { ...def, layout, records, extraRecords, retDetailVariants };
}

/**
 * The width of the remessa record of type `type` (position 1) in `spec`, and where its sequence
 * number sits: 400 and 395-400 in a CNAB 400; in a CNAB 444 as its tables say.
 *
 * @example remessaShape(itau444, "1") // { width: 444, seq0: 394, seqEnd: 400 }
 */
export function remessaShape(
  spec: Cnab400Spec,
  type: string,
): { width: number; seq0: number; seqEnd: number } {
  const rec = remessaRecordOf(spec, type);
  const seq = rec?.byName.get("sequence");
  if (rec === undefined || seq === undefined) return { width: 400, seq0: 394, seqEnd: 400 };
  return { width: rec.length, seq0: seq.start0, seqEnd: seq.end };
}

/** The remessa record of record type `type`, or undefined for a type the spec does not write. */
function remessaRecordOf(spec: Cnab400Spec, type: string): CompiledRecord | undefined {
  if (type === "0") return spec.records.header;
  if (type === "9") return spec.records.trailer;
  if (type === spec.detail_type) return spec.records.detail;
  for (const name of ["optional", "fine", "pix"] as const) {
    if (spec.extras?.[name]?.type === type) return spec.extraRecords[name];
  }
  return undefined;
}
