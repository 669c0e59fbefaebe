/**
 * CNAB field tables as data. A record is a list of `{ name, start, end, pic }` with 1-based
 * inclusive positions exactly as printed in the bank manual. `compileRecord` checks that the
 * fields tile the whole line and precompiles them once: the writer walks an array of literal
 * chunks and dynamic fields, the reader slices by precomputed offsets. The same compiled record
 * serves both directions, so `read(write(x))` is testable field by field.
 */
import { formatField, type Sink } from "./format";

/** `9`: digits, right-aligned, zero-filled. `X`: ASCII upper-case text, left-aligned, space-filled. */
export type Pic = "9" | "X";

export interface FieldSpec {
  readonly name: string;
  /** 1-based, inclusive. */
  readonly start: number;
  /** 1-based, inclusive. */
  readonly end: number;
  readonly pic: Pic;
  /** A constant: the field is always written with this value (padded by its pic). */
  readonly value?: string;
}

export type RecordTable = readonly FieldSpec[];

/** Values for one record, by field name: strings of digits or integers for `9`, text for `X`. */
export type Values = Record<string, string | number | undefined>;

export interface CompiledField {
  readonly name: string;
  readonly start0: number;
  readonly end: number;
  readonly width: number;
  readonly pic: Pic;
}

export interface CompiledRecord {
  readonly name: string;
  readonly length: number;
  readonly table: RecordTable;
  /** Literal chunks (constants and fillers, merged) and dynamic fields, in line order. */
  readonly ops: readonly (string | CompiledField)[];
  readonly byName: ReadonlyMap<string, CompiledField>;
}

/** Field helpers that keep tables one line per field. */
export const num = (name: string, start: number, end: number): FieldSpec => ({ name, start, end, pic: "9" });
export const txt = (name: string, start: number, end: number): FieldSpec => ({ name, start, end, pic: "X" });
export const lit = (value: string, start: number, end: number, pic: Pic = "X"): FieldSpec => ({
  name: `literal@${start}`,
  start,
  end,
  pic,
  value,
});
/** Blank filler ("uso exclusivo FEBRABAN/CNAB", "brancos"). */
export const blank = (start: number, end: number): FieldSpec => lit("", start, end, "X");
/** Zero filler. */
export const zeros = (start: number, end: number): FieldSpec => lit("", start, end, "9");

/**
 * Replaces the base fields that overlap `changes` by `changes`. A base field only partly covered
 * leaves a gap, which `compileRecord` reports: overrides must replace whole fields.
 *
 * @example override(febraban.P, [num("wallet", 38, 40), num("our_number", 41, 57)])
 */
export function override(base: RecordTable, changes: RecordTable): RecordTable {
  const kept = base.filter((b) => !changes.some((c) => c.start <= b.end && b.start <= c.end));
  return [...kept, ...changes].sort((a, b) => a.start - b.start);
}

/**
 * Checks that `table` covers positions 1..`length` exactly once with valid fields and compiles it.
 * Throws a plain `Error`: a broken table is a programming error, found when the module loads.
 *
 * @example const header = compileRecord("file_header", 240, [num("bank_code", 1, 3), blank(4, 240)]);
 */
export function compileRecord(name: string, length: number, table: RecordTable): CompiledRecord {
  const sorted = [...table].sort((a, b) => a.start - b.start);
  const byName = new Map<string, CompiledField>();
  const ops: (string | CompiledField)[] = [];
  let next = 1;
  for (const f of sorted) {
    if (f.start !== next) throw new Error(`${name}: field ${f.name} starts at ${f.start}, expected ${next}`);
    if (f.end < f.start) throw new Error(`${name}: field ${f.name} ends before it starts`);
    const cf: CompiledField = {
      name: f.name,
      start0: f.start - 1,
      end: f.end,
      width: f.end - f.start + 1,
      pic: f.pic,
    };
    if (f.value !== undefined) {
      if (f.value.length > cf.width)
        throw new Error(`${name}: constant of ${f.name} is wider than the field`);
      const chunk = f.pic === "9" ? f.value.padStart(cf.width, "0") : f.value.padEnd(cf.width, " ");
      const last = ops.length - 1;
      if (last >= 0 && typeof ops[last] === "string") ops[last] += chunk;
      else ops.push(chunk);
    } else {
      ops.push(cf);
    }
    // A name may repeat (CAIXA writes its código do beneficiário twice); reads take the first.
    if (!f.name.startsWith("literal@") && !byName.has(f.name)) byName.set(f.name, cf);
    next = f.end + 1;
  }
  if (next !== length + 1) throw new Error(`${name}: fields end at ${next - 1}, expected ${length}`);
  return { name, length, table: sorted, ops, byName };
}

/**
 * Writes one line. A value missing from `v` is looked up in `shared`; a field with no value is
 * filled (zeros or spaces). Problems go to `sink` with `path` + the field name as their path.
 *
 * @example writeRecord(header, { bank_code: "341" }, undefined, sink, [])
 */
export function writeRecord(
  rec: CompiledRecord,
  v: Values,
  shared: Values | undefined,
  sink: Sink,
  path: readonly (string | number)[],
): string {
  let out = "";
  const ops = rec.ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if (typeof op === "string") {
      out += op;
      continue;
    }
    let value = v[op.name];
    if (value === undefined && shared !== undefined) value = shared[op.name];
    out += formatField(op, value, sink, path);
  }
  return out;
}

/** The raw text of field `name` in `line` (which must be at least the record's length). */
export function field(rec: CompiledRecord, line: string, name: string): string {
  const f = rec.byName.get(name);
  if (f === undefined) throw new Error(`${rec.name}: no field ${name}`);
  return line.slice(f.start0, f.end);
}

/** True when the record has a field called `name` (bank tables differ). */
export function hasField(rec: CompiledRecord, name: string): boolean {
  return rec.byName.has(name);
}

/**
 * Every named field of `line` as raw text, to copy a record into another table with the same
 * names (the simulator turns a remessa's P into a retorno's T this way).
 */
export function rawValues(rec: CompiledRecord, line: string): Values {
  const v: Values = {};
  for (const [name, f] of rec.byName) v[name] = line.slice(f.start0, f.end);
  return v;
}
