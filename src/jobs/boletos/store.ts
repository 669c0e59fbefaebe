/**
 * The boleto kind's statements beyond the shared job and item stores: pending items, item
 * artifacts, consolidated artifacts and the rows the documents are rebuilt from (the external_id
 * claims are in ./claims.ts). Raw SQL only where drizzle cannot say it (json_each bulk statements, plans pinned
 * by query-plans.test.ts); every raw row is decoded against its table.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { DataDb } from "../../storage/db";
import { RowDecodeError } from "../../storage/rows";
import { artifacts, items, jobs } from "../../storage/schema";
import type { ItemRef } from "../core/model";

/** The pending items of a job, in index order. */
export async function pendingItems(data: DataDb, jobId: string): Promise<ItemRef[]> {
  return data.db
    .select({ id: items.id, attempt: items.attempt })
    .from(items)
    .where(and(eq(items.jobId, jobId), eq(items.status, "pending")))
    .orderBy(items.idx)
    .all();
}

/** One rendered document of an item attempt, as its artifact row records it. */
export interface ItemArtifact {
  id: string;
  tenantId: string;
  jobId: string;
  itemId: string;
  attempt: number;
  kind: "pdf" | "html";
  /** The pack holding the document, and where in it the document's `size` bytes start. */
  key: string;
  offset: number;
  sha256: string;
  size: number;
  contentType: string;
  fileName: string;
  now: number;
}

/**
 * The statement recording a chunk's rendered documents, in bulk through `json_each` (once: a
 * redelivery changes nothing).
 */
export function insertItemArtifacts(data: DataDb, list: readonly ItemArtifact[]): D1PreparedStatement {
  const rows = list.map((a) => [
    a.id,
    a.tenantId,
    a.jobId,
    a.itemId,
    a.attempt,
    a.kind,
    a.key,
    a.offset,
    a.sha256,
    a.size,
    a.contentType,
    a.fileName,
    a.now,
  ]);
  return data.d1
    .prepare(
      `INSERT OR IGNORE INTO artifacts (id, tenant_id, job_id, item_id, attempt, kind, status, r2_key, r2_offset, sha256, size, content_type, file_name, created_at, updated_at)
       SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, 'ready', value ->> 6,
              value ->> 7, value ->> 8, value ->> 9, value ->> 10, value ->> 11, value ->> 12, value ->> 12
         FROM json_each(?1)`,
    )
    .bind(JSON.stringify(rows));
}

/** The job's options and audit with its completed items (index order): what consolidated documents are rebuilt from. */
export async function completedItems(data: DataDb, tenantId: string, jobId: string) {
  const [job, rows] = await data.db.batch([
    data.db
      .select({ options: jobs.options, audit: jobs.audit })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId))),
    data.db
      .select({ input: items.input, result: items.result })
      .from(items)
      .where(and(eq(items.jobId, jobId), eq(items.status, "completed")))
      .orderBy(items.idx),
  ]);
  return { job: job[0], rows };
}

/** Consolidated artifact types and their companions, as the manifest lists them. */
export const CONSOLIDATED_KINDS = ["zip", "merged_pdf", "manifest", "carne", "carne_html"] as const;

const CONSOLIDATED_VIEW = {
  id: artifacts.id,
  kind: artifacts.kind,
  generation: artifacts.generation,
  payerDocument: artifacts.payerDocument,
  status: artifacts.status,
  sha256: artifacts.sha256,
  size: artifacts.size,
  r2Key: artifacts.r2Key,
  fileName: artifacts.fileName,
  error: artifacts.error,
};

type ConsolidatedSelect = { [K in keyof typeof CONSOLIDATED_VIEW]: (typeof artifacts.$inferSelect)[K] };

/** A consolidated artifact row: one of the consolidated types, with its generation (else a broken row). */
function isConsolidated(kind: string): kind is (typeof CONSOLIDATED_KINDS)[number] {
  return (CONSOLIDATED_KINDS as readonly string[]).includes(kind);
}

function consolidatedRow(r: ConsolidatedSelect) {
  const kind = r.kind;
  if (!isConsolidated(kind))
    throw new RowDecodeError("artifacts", "kind", `of ${r.id} is ${kind}, not a consolidated type`);
  if (r.generation === null) throw new RowDecodeError("artifacts", "generation", `of ${r.id} is null`);
  return { ...r, kind, generation: r.generation };
}

/** Every consolidated artifact of a job, by generation, type and id. */
export async function consolidatedArtifacts(data: DataDb, jobId: string) {
  const rows = await data.db
    .select(CONSOLIDATED_VIEW)
    .from(artifacts)
    .where(and(eq(artifacts.jobId, jobId), inArray(artifacts.kind, [...CONSOLIDATED_KINDS])))
    .orderBy(artifacts.generation, artifacts.kind, sql`length(${artifacts.id})`, artifacts.id)
    .all();
  return rows.map(consolidatedRow);
}

/** One consolidated artifact, or undefined. */
export async function consolidatedArtifact(data: DataDb, artifactId: string) {
  const row = await data.db
    .select(CONSOLIDATED_VIEW)
    .from(artifacts)
    .where(eq(artifacts.id, artifactId))
    .get();
  return row ? consolidatedRow(row) : undefined;
}

/** Consolidated artifacts still building, untouched since `before` (their build message may be lost). */
export async function stalledBuilds(data: DataDb, before: number) {
  return data.db
    .select({ id: artifacts.id, jobId: artifacts.jobId, tenantId: artifacts.tenantId })
    .from(artifacts)
    .where(and(eq(artifacts.status, "building"), lt(artifacts.updatedAt, before)))
    .limit(50)
    .all();
}
