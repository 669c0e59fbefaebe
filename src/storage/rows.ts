/**
 * Row decoders for the raw SQL that stays raw (hot paths whose plans are pinned, json_each bulk
 * statements, conditional upserts): each row is checked at the boundary against the drizzle
 * table's own column metadata — type, nullability, enum — and its JSON columns are parsed, so the
 * row comes out as the table's inferred select type (`typeof items.$inferSelect`), never a cast.
 * A row that does not match throws {@link RowDecodeError}: a schema change breaks here, loudly,
 * instead of somewhere later with a wrong value.
 */
import { type Column, getTableColumns, getTableName, type Table } from "drizzle-orm";

/** A stored row does not have the shape its table declares. */
export class RowDecodeError extends TypeError {
  override name = "RowDecodeError";
  constructor(
    readonly table: string,
    readonly column: string,
    reason: string,
  ) {
    super(`row of ${table}: column ${column} ${reason}`);
  }
}

type Select<T extends Table> = T["$inferSelect"];

const byTable = new WeakMap<Table, Record<string, Column>>();

function columnsOf(table: Table): Record<string, Column> {
  let cols = byTable.get(table);
  if (!cols) {
    cols = getTableColumns(table) as Record<string, Column>;
    byTable.set(table, cols);
  }
  return cols;
}

function decodeValue(table: Table, col: Column, raw: unknown): unknown {
  const fail = (reason: string) => new RowDecodeError(getTableName(table), col.name, reason);
  if (raw === null || raw === undefined) {
    if (col.notNull) throw fail(raw === undefined ? "is missing" : "is null but NOT NULL");
    return null;
  }
  switch (col.dataType) {
    case "string": {
      if (typeof raw !== "string") throw fail(`is ${typeof raw}, not text`);
      const allowed = col.enumValues as readonly string[] | undefined;
      if (allowed && allowed.length > 0 && !allowed.includes(raw))
        throw fail(`is ${JSON.stringify(raw)}, not one of ${allowed.join(", ")}`);
      return raw;
    }
    case "number":
      if (typeof raw !== "number") throw fail(`is ${typeof raw}, not an integer`);
      return raw;
    case "json":
      if (typeof raw !== "string") throw fail(`is ${typeof raw}, not JSON text`);
      try {
        return JSON.parse(raw);
      } catch {
        throw fail("is not valid JSON");
      }
    default:
      throw fail(`has a column type (${col.dataType}) rows.ts does not decode`);
  }
}

/**
 * Checks the columns `keys` (the table's property names) of a raw row keyed by SQL column names,
 * and returns them under their property names with their inferred types.
 * @example decodeRow(items, { id: "itm_1", attempt: 2 }, ["id", "attempt"]) // { id: "itm_1", attempt: 2 }
 */
export function decodeRow<T extends Table, K extends keyof Select<T> & string>(
  table: T,
  row: unknown,
  keys: readonly K[],
): Pick<Select<T>, K> {
  if (typeof row !== "object" || row === null)
    throw new RowDecodeError(getTableName(table), "*", "is not a row");
  const cols = columnsOf(table);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const col = cols[key];
    if (!col) throw new RowDecodeError(getTableName(table), key, "is not a column of the table");
    out[key] = decodeValue(table, col, (row as Record<string, unknown>)[col.name]);
  }
  return out as Pick<Select<T>, K>;
}

/** {@link decodeRow} for every row of a result (an absent result is no rows). */
export function decodeRows<T extends Table, K extends keyof Select<T> & string>(
  table: T,
  rows: readonly unknown[] | undefined,
  keys: readonly K[],
): Pick<Select<T>, K>[] {
  return (rows ?? []).map((r) => decodeRow(table, r, keys));
}

/** The type of a computed value (an aggregate, an alias, a JSON path), `?` when it may be null. */
type ValueType = "string" | "number" | "string?" | "number?";
type ValueOf<V extends ValueType> = V extends "string"
  ? string
  : V extends "number"
    ? number
    : V extends "string?"
      ? string | null
      : number | null;

/**
 * Checks computed values no table column describes (`COUNT(*) AS n`, `result ->> '$.x' AS n`).
 * @example decodeValues({ n: 3 }, { n: "number" }).n // 3
 */
export function decodeValues<S extends Record<string, ValueType>>(
  row: unknown,
  spec: S,
): { [K in keyof S]: ValueOf<S[K]> } {
  if (typeof row !== "object" || row === null) throw new RowDecodeError("(query)", "*", "is not a row");
  const out: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(spec)) {
    const v = (row as Record<string, unknown>)[name];
    const optional = type.endsWith("?");
    if (v === null || v === undefined) {
      if (!optional) throw new RowDecodeError("(query)", name, v === undefined ? "is missing" : "is null");
      out[name] = null;
      continue;
    }
    const want = optional ? type.slice(0, -1) : type;
    if (typeof v !== want) throw new RowDecodeError("(query)", name, `is ${typeof v}, not ${want}`);
    out[name] = v;
  }
  return out as { [K in keyof S]: ValueOf<S[K]> };
}

/**
 * The SQL names of `keys`, comma-separated and optionally qualified by a table alias: the select
 * list of a raw query whose rows {@link decodeRow} reads with the same keys.
 * @example sqlColumns(items, ["id", "externalId"], "i") // "i.id, i.external_id"
 */
export function sqlColumns<T extends Table>(
  table: T,
  keys: readonly (keyof Select<T> & string)[],
  alias?: string,
): string {
  const cols = columnsOf(table);
  return keys
    .map((k) => {
      const col = cols[k];
      if (!col) throw new RowDecodeError(getTableName(table), k, "is not a column of the table");
      return alias ? `${alias}.${col.name}` : col.name;
    })
    .join(", ");
}

/** Every property name of `table`'s rows (for a raw query that reads whole rows). */
export function columnKeys<T extends Table>(table: T): (keyof Select<T> & string)[] {
  return Object.keys(columnsOf(table)) as (keyof Select<T> & string)[];
}

type Columns<T extends Table> = T["_"]["columns"];

/**
 * A drizzle select list of some of `table`'s columns, under their property names.
 * @example data.db.select(pick(items, ["id", "attempt"])).from(items) // rows { id, attempt }
 */
export function pick<T extends Table, K extends keyof Columns<T> & string>(
  table: T,
  keys: readonly K[],
): { [P in K]: Columns<T>[P] } {
  const cols = columnsOf(table);
  return Object.fromEntries(keys.map((k) => [k, cols[k]])) as { [P in K]: Columns<T>[P] };
}
