/**
 * Reconciling a retorno with the tenant's issued boletos across the shards its slots are on
 * (usually one): the matches by (bank, nosso número) from every shard, the earliest issued boleto
 * of a key winning as on one database; each boleto's update on the shard it lives on.
 */

import type { DataDb } from "../../storage/db";
import { everyShard } from "../../storage/fanout";
import { decodeRows, sqlColumns } from "../../storage/rows";
import { items } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";

/** The item columns a retorno entry is matched and reconciled with. */
const MATCH = [
  "id",
  "jobId",
  "ourNumberKey",
  "paymentStatus",
  "externalId",
  "createdAt",
  "bankStatus",
  "result",
  "input",
  "paymentCount",
  "paidCents",
] as const;
export type Match = Pick<typeof items.$inferSelect, (typeof MATCH)[number]>;

/** Rows per json_each update statement. */
const CHUNK = 400;

/**
 * The tenant's issued boletos of `bankCode` with these nossos números, by key (earliest first
 * wins): completed, or being re-issued after they were (a new due date's PDF still rendering).
 */
export async function matchBoletos(
  tenant: TenantShards,
  tenantId: string,
  bankCode: string,
  keys: string[],
): Promise<Map<string, Match>> {
  const matches = new Map<string, Match>();
  for (let i = 0; i < keys.length; i += 500) {
    const found = await everyShard<Match>(
      tenant.shards,
      tenant.owns,
      (r) => r.id,
      async (db) => {
        const res = await db.d1
          .prepare(
            `SELECT ${sqlColumns(items, MATCH)} FROM items
              WHERE tenant_id = ?1 AND bank_code = ?2 AND our_number_key IN (SELECT value FROM json_each(?3))
                AND (+status = 'completed' OR (+status = 'rendering' AND bank_status IS NOT NULL))
              ORDER BY created_at`,
          )
          .bind(tenantId, bankCode, JSON.stringify(keys.slice(i, i + 500)))
          .all();
        return decodeRows(items, res.results, MATCH);
      },
    );
    if (tenant.shards.length > 1) found.sort((a, b) => a.row.createdAt - b.row.createdAt);
    for (const { row } of found) {
      // Matched by our_number_key: the column is set on every item the query can return.
      const key = row.ourNumberKey ?? "";
      if (!matches.has(key)) matches.set(key, row);
    }
  }
  return matches;
}

const PAYMENT = `UPDATE items SET payment_status = j.value ->> '$.s', payment = j.value ->> '$.p', updated_at = ?1
   FROM json_each(?2) j WHERE items.id = j.value ->> '$.i' AND +items.tenant_id = ?3`;
const PIX = `UPDATE items SET bank_pix = j.value ->> '$.x', updated_at = ?1
   FROM json_each(?2) j WHERE items.id = j.value ->> '$.i' AND +items.tenant_id = ?3`;

/**
 * The boletos' payment and PIX updates: those on `data`'s shard are appended to `stmts` (the
 * retorno job's own batch); those on other shards are returned, one batch per shard.
 */
export function boletoUpdates(
  tenant: TenantShards,
  data: DataDb,
  stmts: D1PreparedStatement[],
  tenantId: string,
  now: number,
  payments: { i: string; s: string; p: string }[],
  pix: { i: string; x: string }[],
): { db: DataDb; stmts: D1PreparedStatement[] }[] {
  const byShard = new Map<string, { db: DataDb; stmts: D1PreparedStatement[] }>([
    [data.name, { db: data, stmts }],
  ]);
  const add = (sqlText: string, list: { i: string }[]) => {
    const groups = new Map<string, { i: string }[]>();
    for (const u of list) {
      const name = tenant.forId(u.i).name;
      groups.set(name, [...(groups.get(name) ?? []), u]);
    }
    for (const [name, rows] of groups) {
      const db = name === data.name ? data : tenant.forId(rows[0]?.i);
      const entry = byShard.get(name) ?? { db, stmts: [] };
      byShard.set(name, entry);
      for (let i = 0; i < rows.length; i += CHUNK)
        entry.stmts.push(
          db.d1.prepare(sqlText).bind(now, JSON.stringify(rows.slice(i, i + CHUNK)), tenantId),
        );
    }
  };
  add(PAYMENT, payments);
  add(PIX, pix);
  return [...byShard.values()].filter((e) => e.db.name !== data.name);
}
