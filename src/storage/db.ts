/**
 * D1 through drizzle. D1 has no interactive transactions: multi-statement writes go through
 * `batch()` (one atomic transaction), and bulk inserts are split so no statement binds more than
 * D1's 100 parameters.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { checkFault, TransientError } from "../platform/faults";
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

/** The handle of the D1 binding `d1`. @example dataDb("DB", env.DB) */
export function dataDb(name: string, d1: D1Database): DataDb {
  return { name, db: createDb(d1), d1 };
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
    throw new TransientError(`D1 batch: ${(e as Error).message}`);
  }
}
