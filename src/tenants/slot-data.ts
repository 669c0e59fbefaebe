/**
 * The rows of one tenant slot on a shard, unit by unit, for the move procedure (./placement-ops.ts):
 * a job with every row that belongs to it (items, attempts, artifacts, CNAB files, retorno entries,
 * boleto history and payments, instructions, webhook deliveries and their attempts), then the slot's
 * external_id claims and its deliveries of no job. A unit is read, written (INSERT OR IGNORE: a
 * repeated copy changes nothing), compared by its keys, or deleted as one. Every read goes through
 * an index: jobs by (tenant_id, created_at), the rest by job id or (tenant_id, …).
 */
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { slotCode } from "../platform/ids";
import type { DataDb } from "../storage/db";
import { decodeRows, decodeValues } from "../storage/rows";
import {
  artifacts,
  boletoEvents,
  boletoPayments,
  cnabFiles,
  externalIds,
  instructions,
  itemAttempts,
  items,
  jobs,
  retornoEntries,
  webhookAttempts,
  webhookDeliveries,
} from "../storage/schema";

/** The slot's two characters in an id column (see src/platform/ids.ts). */
const slotOfCol = (col: string) => `substr(${col}, instr(${col}, '_') + 11, 2)`;

/** One table's part of a unit: which rows (`where`, binding ?1 tenant, ?2 slot code, ?3 key list) and their key. */
interface Part {
  table: Table;
  key: string;
  where: string;
}

/** The rows of a page of jobs (`?3`: the job ids as JSON), parents first. */
const JOB_PARTS: Part[] = [
  { table: jobs, key: "id", where: "id IN (SELECT value FROM json_each(?3)) AND tenant_id = ?1" },
  { table: items, key: "id", where: "job_id IN (SELECT value FROM json_each(?3)) AND +tenant_id = ?1" },
  {
    table: itemAttempts,
    key: "item_id || '#' || attempt",
    where: "job_id IN (SELECT value FROM json_each(?3))",
  },
  { table: artifacts, key: "id", where: "job_id IN (SELECT value FROM json_each(?3)) AND +tenant_id = ?1" },
  { table: cnabFiles, key: "id", where: "job_id IN (SELECT value FROM json_each(?3)) AND +tenant_id = ?1" },
  {
    table: retornoEntries,
    key: "job_id || '#' || idx",
    where: "job_id IN (SELECT value FROM json_each(?3)) AND +tenant_id = ?1",
  },
  // A boleto's history is owned by its boletos job, an instruction by its instructions job.
  {
    table: boletoEvents,
    key: "item_id || '#' || key",
    where: "job_id IN (SELECT value FROM json_each(?3)) AND +tenant_id = ?1",
  },
  {
    table: boletoPayments,
    key: "item_id || '#' || key",
    where: "job_id IN (SELECT value FROM json_each(?3)) AND +tenant_id = ?1",
  },
  {
    table: instructions,
    key: "id",
    where: "job_id IN (SELECT value FROM json_each(?3)) AND +tenant_id = ?1",
  },
  {
    table: webhookDeliveries,
    key: "id",
    where: "tenant_id = ?1 AND job_id IN (SELECT value FROM json_each(?3))",
  },
  {
    table: webhookAttempts,
    key: "delivery_id || '#' || attempt",
    where:
      "delivery_id IN (SELECT id FROM webhook_deliveries WHERE tenant_id = ?1 AND job_id IN (SELECT value FROM json_each(?3)))",
  },
];

/** The slot's rows that belong to no job. */
const SLOT_PARTS: Part[] = [
  { table: externalIds, key: "external_id", where: "tenant_id = ?1 AND slot = ?4" },
  {
    table: webhookDeliveries,
    key: "id",
    where: `tenant_id = ?1 AND job_id IS NULL AND ${slotOfCol("id")} = ?2`,
  },
  {
    table: webhookAttempts,
    key: "delivery_id || '#' || attempt",
    where: `delivery_id IN (SELECT id FROM webhook_deliveries WHERE tenant_id = ?1 AND job_id IS NULL AND ${slotOfCol("id")} = ?2)`,
  },
];

/** A unit: a page of the slot's jobs, or the slot's rows of no job. */
export type Unit = { jobIds: string[] } | { rest: true };

const partsOf = (u: Unit) => ("rest" in u ? SLOT_PARTS : JOB_PARTS);

/** The values of ?1 … ?n for `sql` (D1 wants exactly as many as the highest number used). */
function bindsFor(sql: string, tenantId: string, slot: number, u: Unit): unknown[] {
  const all = [tenantId, slotCode(slot), JSON.stringify("rest" in u ? [] : u.jobIds), slot];
  const used = Math.max(...[...sql.matchAll(/\?(\d)/g)].map((m) => Number(m[1])));
  return all.slice(0, used);
}

/** A page of the slot's jobs on `db` after `after` (created_at, id), oldest first. */
export async function jobPage(
  db: DataDb,
  tenantId: string,
  slot: number,
  after: { c: number; i: string } | null,
  limit: number,
): Promise<{ id: string; createdAt: number }[]> {
  const res = await db.d1
    .prepare(
      `SELECT id, created_at FROM jobs
        WHERE tenant_id = ?1 AND ${slotOfCol("id")} = ?2 AND (?3 IS NULL OR created_at > ?3 OR (created_at = ?3 AND id > ?4))
        ORDER BY created_at, id LIMIT ?5`,
    )
    .bind(tenantId, slotCode(slot), after?.c ?? null, after?.i ?? "", limit)
    .all();
  return decodeRows(jobs, res.results, ["id", "createdAt"]);
}

/** How many jobs of the slot `db` holds. */
export async function countJobs(db: DataDb, tenantId: string, slot: number): Promise<number> {
  const row = await db.d1
    .prepare(`SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?1 AND ${slotOfCol("id")} = ?2`)
    .bind(tenantId, slotCode(slot))
    .first();
  return row ? decodeValues(row, { n: "number" }).n : 0;
}

const PAGE = 500;
/** JSON bound into one INSERT stays well under D1's 2 MB value limit. */
const MAX_JSON = 900_000;

/** Copies a unit from `source` to `target`; returns the rows read per table. */
export async function copyUnit(
  source: DataDb,
  target: DataDb,
  tenantId: string,
  slot: number,
  unit: Unit,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const stmts: D1PreparedStatement[] = [];
  for (const part of partsOf(unit)) {
    const cols = Object.values(getTableColumns(part.table)).map((c) => c.name);
    const name = getTableName(part.table);
    const insert = `INSERT OR IGNORE INTO ${name} (${cols.join(", ")}) SELECT ${cols
      .map((_, i) => `j.value ->> '$[${i}]'`)
      .join(", ")} FROM json_each(?1) j`;
    for (let offset = 0; ; offset += PAGE) {
      const res = await source.d1
        .prepare(
          `SELECT ${cols.join(", ")} FROM ${name} WHERE ${part.where} ORDER BY ${part.key} LIMIT ${PAGE} OFFSET ${offset}`,
        )
        .bind(...bindsFor(part.where, tenantId, slot, unit))
        .all();
      counts[name] = (counts[name] ?? 0) + res.results.length;
      let batch: unknown[][] = [];
      let size = 0;
      const flush = () => {
        if (batch.length > 0) stmts.push(target.d1.prepare(insert).bind(JSON.stringify(batch)));
        batch = [];
        size = 0;
      };
      for (const r of res.results) {
        const row = cols.map((c) => r[c] ?? null);
        const bytes = JSON.stringify(row).length;
        if (size + bytes > MAX_JSON) flush();
        batch.push(row);
        size += bytes;
      }
      flush();
      if (res.results.length < PAGE) break;
    }
  }
  // The unit lands on the target in one transaction: all of it or none.
  if (stmts.length > 0) await target.d1.batch(stmts);
  return counts;
}

/** The keys of a unit's rows per table, sorted: what verification compares between two shards. */
export async function unitKeys(
  db: DataDb,
  tenantId: string,
  slot: number,
  unit: Unit,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const res = await db.d1.batch(
    partsOf(unit).map((part) =>
      db.d1
        .prepare(`SELECT ${part.key} AS k FROM ${getTableName(part.table)} WHERE ${part.where} ORDER BY 1`)
        .bind(...bindsFor(part.where, tenantId, slot, unit)),
    ),
  );
  partsOf(unit).forEach((part, i) => {
    const name = getTableName(part.table);
    out[name] = [
      ...(out[name] ?? []),
      ...(res[i]?.results ?? []).map((r) => decodeValues(r, { k: "string" }).k),
    ];
  });
  return out;
}

/** Deletes a unit's rows from `db`, children first, in one transaction; returns how many. */
export async function deleteUnit(db: DataDb, tenantId: string, slot: number, unit: Unit): Promise<number> {
  const parts = [...partsOf(unit)].reverse();
  const res = await db.d1.batch(
    parts.map((part) =>
      db.d1
        .prepare(`DELETE FROM ${getTableName(part.table)} WHERE ${part.where}`)
        .bind(...bindsFor(part.where, tenantId, slot, unit)),
    ),
  );
  return res.reduce((n, r) => n + (r.meta.changes ?? 0), 0);
}

/** An order-independent checksum of keys (FNV-1a of each, summed mod 2^32). */
export function checksum(keys: readonly string[]): number {
  let sum = 0;
  for (const k of keys) {
    let h = 0x811c9dc5;
    for (let i = 0; i < k.length; i++) h = Math.imul(h ^ k.charCodeAt(i), 0x01000193) >>> 0;
    sum = (sum + h) >>> 0;
  }
  return sum;
}
