/**
 * CNAB field tables as data. A record is a list of `{ name, start, end, pic }` with 1-based
 * inclusive positions exactly as printed in the bank manual. `compileRecord` checks that the
 * fields tile the whole line and precompiles them once: the writer copies a template line (the
 * constants and fillers) and writes the fields that have values; the reader slices by
 * precomputed offsets. The same compiled record
 * serves both directions, so `read(write(x))` is testable field by field.
 */

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
  /** A date field written `AAAAMMDD` (Sicredi 400) instead of `DDMMAA`/`DDMMAAAA`. */
  readonly date?: "ymd";
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
  /** `name` split at its dots: the tail of an issue's JSON path. */
  readonly parts: readonly string[];
  /** The warning when text is cut to fit (the same for every line, so made once). */
  readonly cutMessage: string;
  /** `ymd`: a date written `AAAAMMDD` (see {@link FieldSpec.date}). */
  readonly date?: "ymd";
  /**
   * Written as given (printable ASCII, case kept, nothing dropped): PIX keys and TXIDs (`pix.*`),
   * where an e-mail's `@` or a random key's lower-case hex is the value itself.
   */
  readonly verbatim: boolean;
}

export interface CompiledRecord {
  readonly name: string;
  readonly length: number;
  readonly table: RecordTable;
  /** The line with every constant written and every other field filled (ASCII bytes). */
  readonly template: Uint8Array;
  /** The fields that take a value, in line order. */
  readonly dynamic: readonly CompiledField[];
  readonly byName: ReadonlyMap<string, CompiledField>;
}

/** Field helpers that keep tables one line per field. */
export const num = (name: string, start: number, end: number): FieldSpec => ({ name, start, end, pic: "9" });
export const txt = (name: string, start: number, end: number): FieldSpec => ({ name, start, end, pic: "X" });
/** A date field of 8 digits in the order `AAAAMMDD` (the others are `DDMMAA` or `DDMMAAAA`). */
export const ymd = (name: string, start: number, end: number): FieldSpec => ({
  name,
  start,
  end,
  pic: "9",
  date: "ymd",
});
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
  let template = "";
  const dynamic: CompiledField[] = [];
  let next = 1;
  for (const f of sorted) {
    if (f.start !== next) throw new Error(`${name}: field ${f.name} starts at ${f.start}, expected ${next}`);
    if (f.end < f.start) throw new Error(`${name}: field ${f.name} ends before it starts`);
    const width = f.end - f.start + 1;
    const cf: CompiledField = {
      name: f.name,
      start0: f.start - 1,
      end: f.end,
      width,
      pic: f.pic,
      parts: f.name.split("."),
      cutMessage: `${f.name} was cut to ${width} characters (positions ${f.start}-${f.end})`,
      verbatim: f.name.startsWith("pix."),
      ...(f.date ? { date: f.date } : {}),
    };
    if (f.value !== undefined) {
      if (f.value.length > cf.width)
        throw new Error(`${name}: constant of ${f.name} is wider than the field`);
      template += f.pic === "9" ? f.value.padStart(cf.width, "0") : f.value.padEnd(cf.width, " ");
    } else {
      template += (f.pic === "9" ? "0" : " ").repeat(cf.width);
      dynamic.push(cf);
    }
    // A name may repeat (CAIXA writes its código do beneficiário twice); reads take the first.
    if (!f.name.startsWith("literal@") && !byName.has(f.name)) byName.set(f.name, cf);
    next = f.end + 1;
  }
  if (next !== length + 1) throw new Error(`${name}: fields end at ${next - 1}, expected ${length}`);
  return { name, length, table: sorted, template: asciiBytes(name, template), dynamic, byName };
}

function asciiBytes(name: string, s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) throw new Error(`${name}: constant "${s}" is not printable ASCII`);
    out[i] = c;
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

/**
 * Turns the fields named in `defaults` into constants, so a bank's fixed values cost nothing per
 * record (and can be read back by name like any field).
 *
 * @example withDefaults(P, { write_off_code: 2 })
 */
export function withDefaults(table: RecordTable, defaults: Values | undefined): RecordTable {
  if (defaults === undefined) return table;
  return table.map((f) => {
    const v = defaults[f.name];
    return v === undefined ? f : { ...f, value: String(v) };
  });
}
