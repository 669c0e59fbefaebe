/**
 * The remessa kind's statements beyond the shared job and item stores: its titles, the issued
 * boletos they reference, its files (`cnab_files`) and NSA counters (`cnab_sequences`). Raw SQL
 * only for the bulk and conditional statements; every raw row is decoded against its table.
 */

import { and, eq, inArray, lt } from "drizzle-orm";
import type { BankStatus } from "../../ledger/machine";
import type { DataDb } from "../../storage/db";
import { decodeRows, decodeValues } from "../../storage/rows";
import { artifacts, cnabFiles, externalIds, items, jobs } from "../../storage/schema";
import type { TenantShards } from "../../tenants/router";
import type { ItemRef, ItemState } from "../core/model";

/** The titles of a remessa job not yet planned into a file (pending or validating). */
export async function unplannedTitles(data: DataDb, jobId: string): Promise<ItemRef[]> {
  return data.db
    .select({ id: items.id, attempt: items.attempt })
    .from(items)
    .where(and(eq(items.jobId, jobId), inArray(items.status, ["pending", "validating"])))
    .all();
}

/** How many titles of a job still wait for the plan. */
export async function countUnplanned(data: DataDb, jobId: string): Promise<number> {
  return data.db.$count(items, and(eq(items.jobId, jobId), inArray(items.status, ["pending", "validating"])));
}

/** How many titles a job has (carriers of instructions included). */
export async function countTitles(data: DataDb, jobId: string): Promise<number> {
  return data.db.$count(items, eq(items.jobId, jobId));
}

/** Remessa jobs without titles still validating (their plan never ran), untouched since `before`. */
export async function unplannedInstructionJobs(data: DataDb, before: number) {
  return data.db
    .select({ id: jobs.id, tenantId: jobs.tenantId })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "cnab_remessa"),
        eq(jobs.status, "validating"),
        eq(jobs.itemsTotal, 0),
        lt(jobs.updatedAt, before),
      ),
    )
    .limit(50)
    .all();
}

/** The tenant's remessa job, for planning. */
export async function remessaJob(data: DataDb, tenantId: string, jobId: string) {
  return data.db
    .select({ id: jobs.id, tenantId: jobs.tenantId, status: jobs.status, options: jobs.options })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId), eq(jobs.kind, "cnab_remessa")))
    .get();
}

/** Every title of a job, in index order. */
export async function titles(data: DataDb, jobId: string) {
  return data.db
    .select({
      id: items.id,
      idx: items.idx,
      attempt: items.attempt,
      status: items.status,
      input: items.input,
    })
    .from(items)
    .where(eq(items.jobId, jobId))
    .orderBy(items.idx)
    .all();
}

/**
 * The tenant's issued boletos that titles reference, by item id or by external id (with the
 * external id that names each, when one does), on every shard the tenant is on.
 */
export async function referencedBoletos(
  tenant: TenantShards,
  tenantId: string,
  ids: string[],
  externals: string[],
): Promise<ReferencedBoleto[]> {
  if (tenant.shards.length === 1) return referencedOn(tenant.write, tenantId, ids, externals);
  // Claims may be on another shard than their items (they live on the write slot): resolve the
  // external ids everywhere first, then read each boleto where its id says it is.
  const named = new Map<string, string>();
  for (const db of tenant.shards) {
    const res = await db.db
      .select({ itemId: externalIds.itemId, externalId: externalIds.externalId, slot: externalIds.slot })
      .from(externalIds)
      .where(and(eq(externalIds.tenantId, tenantId), inArray(externalIds.externalId, externals)))
      .all();
    for (const r of res)
      if (tenant.placement.slots.some((p) => p.slot === r.slot && p.shard === db.name))
        named.set(r.itemId, r.externalId);
  }
  const wanted = [...new Set([...ids, ...named.keys()])];
  const out: ReferencedBoleto[] = [];
  for (const db of tenant.shards) {
    const mine = wanted.filter((id) => tenant.forId(id).name === db.name);
    if (mine.length === 0) continue;
    for (const b of await referencedOn(db, tenantId, mine, []))
      out.push({ ...b, externalId: named.get(b.id) ?? b.externalId });
  }
  return out;
}

/** An issued boleto a remessa title names, with what decides whether its entry may go. */
export interface ReferencedBoleto {
  id: string;
  status: ItemState;
  input: unknown;
  externalId: string | null;
  bankStatus: BankStatus | null;
  /** The remessa job carrying its entry now, if any (see `items.entry_job_id`). */
  entryJobId: string | null;
}

/** {@link referencedBoletos} on one database. */
async function referencedOn(data: DataDb, tenantId: string, ids: string[], externals: string[]) {
  const res = await data.d1
    .prepare(
      `SELECT i.id, e.external_id, i.status, i.input, i.bank_status,
              CASE WHEN c.status IN ('completed', 'partially_completed', 'failed') THEN NULL ELSE i.entry_job_id END AS entry_job_id
         FROM items i JOIN jobs j ON j.id = i.job_id
         LEFT JOIN jobs c ON c.id = i.entry_job_id
         LEFT JOIN external_ids e ON e.item_id = i.id AND e.tenant_id = i.tenant_id
        WHERE i.tenant_id = ?1 AND j.kind = 'boletos'
          AND (i.id IN (SELECT value FROM json_each(?2)) OR i.id IN (SELECT item_id FROM external_ids WHERE tenant_id = ?1 AND external_id IN (SELECT value FROM json_each(?3))))`,
    )
    .bind(tenantId, JSON.stringify(ids), JSON.stringify(externals))
    .all();
  const boletos = decodeRows(items, res.results, ["id", "status", "input", "bankStatus", "entryJobId"]);
  // `e.external_id` comes from the LEFT JOIN: null when no external id names the item.
  return boletos.map((b, i) => ({
    ...b,
    externalId: decodeValues(res.results[i], { external_id: "string?" }).external_id,
  }));
}

/** The files of a job still to be built, in file order. */
export async function pendingFiles(data: DataDb, jobId: string) {
  return data.db
    .select({ id: cnabFiles.id, attempt: cnabFiles.attempt })
    .from(cnabFiles)
    .where(and(eq(cnabFiles.jobId, jobId), inArray(cnabFiles.status, ["pending", "processing"])))
    .orderBy(cnabFiles.id)
    .all();
}

/** A file, scoped to its tenant and job when they are given. */
export async function cnabFile(data: DataDb, fileId: string, scope?: { tenantId: string; jobId: string }) {
  const where = scope
    ? and(eq(cnabFiles.id, fileId), eq(cnabFiles.tenantId, scope.tenantId), eq(cnabFiles.jobId, scope.jobId))
    : eq(cnabFiles.id, fileId);
  return data.db.select().from(cnabFiles).where(where).get();
}

/** The titles a file is building (index order). */
export async function fileTitles(data: DataDb, fileId: string) {
  return data.db
    .select({ id: items.id, idx: items.idx, attempt: items.attempt, result: items.result })
    .from(items)
    .where(and(eq(items.fileId, fileId), eq(items.status, "rendering")))
    .orderBy(items.idx)
    .all();
}

/** The options of a job. */
export async function jobOptions(data: DataDb, jobId: string) {
  return (
    (await data.db.select({ options: jobs.options }).from(jobs).where(eq(jobs.id, jobId)).get())?.options ??
    null
  );
}

/** A completed file's stored object (the bank simulator reads it back). */
export async function fileObject(data: DataDb, tenantId: string, fileId: string) {
  return data.db
    .select({
      status: cnabFiles.status,
      r2Key: artifacts.r2Key,
      bankCode: cnabFiles.bankCode,
      layout: cnabFiles.layout,
      fileSequence: cnabFiles.fileSequence,
    })
    .from(cnabFiles)
    .leftJoin(artifacts, eq(artifacts.id, cnabFiles.artifactId))
    .where(and(eq(cnabFiles.id, fileId), eq(cnabFiles.tenantId, tenantId)))
    .get();
}

/** The nossos números of a file's completed titles, in index order (null where a title has none). */
export async function completedOurNumbers(data: DataDb, fileId: string): Promise<(string | null)[]> {
  const res = await data.d1
    .prepare(
      "SELECT result ->> '$.title.our_number' AS n FROM items WHERE file_id = ? AND status = 'completed' ORDER BY idx",
    )
    .bind(fileId)
    .all();
  return res.results.map((r) => decodeValues(r, { n: "string?" }).n);
}

/** A remessa job's status, or null when it does not exist. */
export async function remessaStatus(data: DataDb, jobId: string) {
  return (
    (await data.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)).get())?.status ?? null
  );
}

/** A carrier of an instruction in a remessa job: its state and its file's. */
export interface Carrier {
  status: string;
  fileId: string;
  fileStatus: string;
  nsa: number | null;
}

/**
 * The carriers in remessa job `jobId` of the instructions `ids`, by instruction (a completed one
 * first, should a job hold two).
 */
export async function carriersOf(data: DataDb, jobId: string, ids: string[]): Promise<Map<string, Carrier>> {
  const out = new Map<string, Carrier>();
  const res = await data.d1
    .prepare(
      `SELECT i.input ->> '$.instruction_id' AS ins, i.status AS status, f.id AS file_id, f.status AS file_status,
              f.file_sequence AS nsa
         FROM items i JOIN cnab_files f ON f.id = i.file_id
        WHERE i.job_id = ?1 AND i.input ->> '$.instruction_id' IN (SELECT value FROM json_each(?2))`,
    )
    .bind(jobId, JSON.stringify(ids))
    .all();
  for (const row of res.results) {
    const v = decodeValues(row, {
      ins: "string",
      status: "string",
      file_id: "string",
      file_status: "string",
      nsa: "number?",
    });
    if (out.get(v.ins)?.status === "completed") continue;
    out.set(v.ins, { status: v.status, fileId: v.file_id, fileStatus: v.file_status, nsa: v.nsa });
  }
  return out;
}
