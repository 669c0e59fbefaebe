/**
 * The issued boletos instructions refer to, by item id or external id, with what an instruction is
 * checked against: the boleto's state at the bank, its input, and the layout of the remessa file
 * that last carried its entry (the default layout of its instructions).
 */
import type { DataDb } from "../storage/db";
import { everyShard } from "../storage/fanout";
import { decodeRow, decodeValues, sqlColumns } from "../storage/rows";
import { items } from "../storage/schema";
import type { TenantShards } from "../tenants/router";

const COLS = [
  "id",
  "jobId",
  "status",
  "attempt",
  "bankStatus",
  "bankCode",
  "input",
  "remessaFileId",
  "registrationPath",
] as const;

export type TargetBoleto = Pick<typeof items.$inferSelect, (typeof COLS)[number]> & {
  externalId: string | null;
  fileLayout: "cnab240" | "cnab400" | "cnab444" | null;
};

/**
 * The tenant's boletos (items of boletos jobs) named by `ids` or `externals`, by item id and by
 * external id, from every shard of the tenant (an external id's holder may be on any).
 */
export async function targetBoletos(
  tenant: TenantShards,
  tenantId: string,
  ids: string[],
  externals: string[],
) {
  const byId = new Map<string, TargetBoleto>();
  const byExternal = new Map<string, TargetBoleto>();
  if (ids.length + externals.length === 0) return { byId, byExternal };
  const found = await everyShard<TargetBoleto>(
    tenant.shards,
    tenant.owns,
    (b) => b.id,
    (db) => onShard(db, tenantId, ids, externals),
  );
  for (const { row } of found) {
    byId.set(row.id, row);
    if (row.externalId && !byExternal.has(row.externalId)) byExternal.set(row.externalId, row);
  }
  return { byId, byExternal };
}

async function onShard(data: DataDb, tenantId: string, ids: string[], externals: string[]) {
  const out: TargetBoleto[] = [];
  const res = await data.d1
    .prepare(
      `SELECT ${sqlColumns(items, COLS, "i")}, f.layout AS file_layout, e.external_id AS ext
         FROM items i JOIN jobs j ON j.id = i.job_id
         LEFT JOIN cnab_files f ON f.id = i.remessa_file_id
         LEFT JOIN external_ids e ON e.item_id = i.id AND e.tenant_id = i.tenant_id
        WHERE i.tenant_id = ?1 AND j.kind = 'boletos'
          AND (i.id IN (SELECT value FROM json_each(?2))
               OR i.id IN (SELECT item_id FROM external_ids WHERE tenant_id = ?1 AND external_id IN (SELECT value FROM json_each(?3))))`,
    )
    .bind(tenantId, JSON.stringify(ids), JSON.stringify(externals))
    .all();
  for (const row of res.results) {
    const extra = decodeValues(row, { file_layout: "string?", ext: "string?" });
    const layout =
      extra.file_layout === "cnab240" || extra.file_layout === "cnab400" || extra.file_layout === "cnab444"
        ? extra.file_layout
        : null;
    out.push({ ...decodeRow(items, row, COLS), externalId: extra.ext, fileLayout: layout });
  }
  return out;
}

/** Whether the boleto is issued (completed, or being re-issued after it was). */
export function isIssued(b: Pick<TargetBoleto, "status" | "bankStatus">): boolean {
  return b.status === "completed" || (b.status === "rendering" && b.bankStatus !== null);
}
