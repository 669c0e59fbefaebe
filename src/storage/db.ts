/**
 * D1 through drizzle. D1 has no interactive transactions: multi-statement writes go through
 * `batch()` (one atomic transaction), and bulk inserts are split so no statement binds more than
 * D1's 100 parameters.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { checkFault, SlotMovingError, TransientError } from "../platform/faults";
import * as schema from "./schema";

export type Db = DrizzleD1Database<typeof schema>;

/**
 * One D1 database as a store receives it: drizzle for typed queries, raw D1 for the statements
 * drizzle cannot express (hot-path json_each bulk writes, conditional upserts), `name` for logs.
 */
export interface DataDb {
  readonly name: string;
  readonly db: Db;
  readonly d1: D1Database;
}

/** A tenant slot's database: the shard's handle, and which tenant slot it was resolved for. */
export interface TenantDb extends DataDb {
  readonly tenantId: string;
  /** The slot: new rows made through this handle carry it in their ids (`newId(…, slot)`). */
  readonly slot: number;
}

/** The handle of the D1 binding `d1`. @example dataDb("DB", env.DB) */
export function dataDb(name: string, d1: D1Database): DataDb {
  return { name, db: createDb(d1), d1 };
}

/** What this isolate sent one database since it started (counted only when asked to). */
export interface D1Counts {
  statements: number;
  roundTrips: number;
}

const counted = new Map<string, D1Counts>();

/** The counts of every database counted so far in this isolate, by name. */
export function d1Counts(): ReadonlyMap<string, Readonly<D1Counts>> {
  return counted;
}

/**
 * `d1` with every statement and round trip counted under `name` (COUNT_D1_STATEMENTS=on, for
 * measuring what an item costs; see scripts/measure-shard.mjs). A statement run on its own is a
 * round trip; a `batch()` is one for all its statements.
 */
export function countingD1(name: string, d1: D1Database): D1Database {
  const c = counted.get(name) ?? { statements: 0, roundTrips: 0 };
  counted.set(name, c);
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare")
        return (sql: string) => {
          c.statements++;
          c.roundTrips++;
          return target.prepare(sql);
        };
      if (prop === "batch")
        return (stmts: D1PreparedStatement[]) => {
          // Prepared (and counted as their own round trips) first; the batch is one.
          c.roundTrips += 1 - stmts.length;
          return target.batch(stmts);
        };
      const v = Reflect.get(target, prop, target);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

/** Statements that change a database (or its schema): refused on a read-only handle. */
const WRITES =
  /^\s*(?:INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|WITH\b[\s\S]*\b(?:INSERT|UPDATE|DELETE)\b)/i;

/**
 * `data` that reads but refuses every write with {@link SlotMovingError} (before anything is sent
 * to D1): what a slot's shard is while a move copies it, so no row changes under the copy. Drizzle
 * runs on the same guarded binding, so typed and raw writes are both refused.
 */
export function readOnlyDb(data: DataDb, why: string): DataDb {
  const d1 = new Proxy(data.d1, {
    get(target, prop) {
      if (prop === "prepare")
        return (sql: string) => {
          if (WRITES.test(sql)) throw new SlotMovingError(why);
          return target.prepare(sql);
        };
      if (prop === "exec")
        return () => {
          throw new SlotMovingError(why);
        };
      const v = Reflect.get(target, prop, target);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { name: data.name, db: createDb(d1), d1 };
}

/**
 * A drizzle statement as a raw D1 statement, so a typed write can run in one atomic `batch()`
 * with raw ones (drizzle's batch takes only drizzle statements).
 * @example runD1Batch(data.d1, [...itemUpdate(data, t), prepared(data, data.db.update(jobs).set(…).where(…))])
 */
export function prepared(
  data: DataDb,
  query: { toSQL(): { sql: string; params: unknown[] } },
): D1PreparedStatement {
  const q = query.toSQL();
  return data.d1.prepare(q.sql).bind(...q.params);
}
export type Stmt = BatchItem<"sqlite">;

/** D1 binds at most 100 parameters per statement. */
export const D1_MAX_PARAMS = 100;

export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}

/**
 * Rows per multi-row INSERT so that `columns × rows ≤ 100`.
 * @example rowsPerInsert(9) // 11
 */
export function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.floor(D1_MAX_PARAMS / columns));
}

/** Splits `list` into chunks of `size`. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Runs raw D1 statements atomically in one `batch()`. The consumers' hot-path writes are raw SQL
 * (conditional upserts with INSERT … SELECT, json_each bulk updates) that drizzle's batch cannot
 * carry; D1 failures become {@link TransientError}. An empty list is a no-op.
 */
export async function runD1Batch(d1: D1Database, stmts: D1PreparedStatement[]): Promise<D1Result[]> {
  if (stmts.length === 0) return [];
  checkFault("d1.write");
  try {
    return await d1.batch(stmts);
  } catch (e) {
    if (e instanceof SlotMovingError) throw e;
    throw new TransientError(`D1 batch: ${(e as Error).message}`);
  }
}

/**
 * Runs drizzle statements atomically in one D1 `batch()`; D1 failures become
 * {@link TransientError}. An empty list is a no-op.
 */
export async function runBatch(db: Db, stmts: Stmt[]): Promise<unknown[]> {
  if (stmts.length === 0) return [];
  checkFault("d1.write");
  try {
    return await db.batch(stmts as [Stmt, ...Stmt[]]);
  } catch (e) {
    if (e instanceof SlotMovingError) throw e;
    throw new TransientError(`D1 batch: ${(e as Error).message}`);
  }
}
