/**
 * The manifest of a boleto job: every item with its status, attempt, messages and artifacts
 * (type, sha256, size), plus totals. `buildManifest` is the stored, immutable form (no URLs: they
 * expire); the API adds fresh signed URLs to it. Items are in index order and the JSON is built
 * the same way every time, so the same job state gives the same bytes and the same sha256.
 */

import { iso } from "../../platform/clock";
import type { Services } from "../../services";
import { decodeRow, decodeRows, RowDecodeError, sqlColumns } from "../../storage/rows";
import { artifacts, items, jobs } from "../../storage/schema";

export interface ManifestArtifact {
  artifact_id: string;
  type: string;
  file_name: string;
  content_type: string;
  sha256: string;
  size: number;
  /** Internal: the R2 key (stripped from API output). */
  key?: string;
  /** Internal: where the document starts in a pack (null: the whole object; stripped). */
  offset?: number | null;
}

export interface ManifestItem {
  item_id: string;
  index: number;
  external_id: string | null;
  status: string;
  attempt: number;
  our_number: string | null;
  digitable_line: string | null;
  barcode: string | null;
  amount_cents: number | null;
  due_date: string | null;
  errors: { code: string; path: string; message: string }[];
  skipped_of: string | null;
  artifacts: ManifestArtifact[];
}

export interface Manifest {
  manifest_version: 1;
  job_id: string;
  kind: string;
  status: string;
  generation: number;
  created_at: string;
  finished_at: string | null;
  audit: Record<string, unknown>;
  totals: {
    items: number;
    completed: number;
    failed: number;
    skipped: number;
    pending: number;
    artifacts: number;
    bytes: number;
  };
  items: ManifestItem[];
}

const MANIFEST_JOB = ["kind", "status", "generation", "createdAt", "finishedAt", "audit"] as const;
const MANIFEST_ITEM = [
  "id",
  "idx",
  "externalId",
  "status",
  "attempt",
  "result",
  "errors",
  "skippedOf",
] as const;
const MANIFEST_ARTIFACT = [
  "id",
  "itemId",
  "kind",
  "fileName",
  "contentType",
  "sha256",
  "size",
  "r2Key",
  "r2Offset",
] as const;

/** Builds the manifest from D1 (keys kept internally; use {@link publicManifest} before storing). */
export async function buildManifest(
  svc: Services,
  tenantId: string,
  jobId: string,
): Promise<Manifest | null> {
  const data = await svc.data(tenantId, jobId);
  const [jobRes, itemsRes, artsRes] = await data.d1.batch([
    data.d1
      .prepare(`SELECT ${sqlColumns(jobs, MANIFEST_JOB)} FROM jobs WHERE id = ? AND tenant_id = ?`)
      .bind(jobId, tenantId),
    data.d1
      .prepare(`SELECT ${sqlColumns(items, MANIFEST_ITEM)} FROM items WHERE job_id = ? ORDER BY idx`)
      .bind(jobId),
    data.d1
      .prepare(
        `SELECT ${sqlColumns(artifacts, MANIFEST_ARTIFACT, "a")}
           FROM artifacts a JOIN items i ON i.id = a.item_id AND i.attempt = a.attempt
          WHERE a.job_id = ? AND +a.status = 'ready' ORDER BY i.idx, a.kind`,
      )
      .bind(jobId),
  ]);
  const row = jobRes?.results[0];
  if (!row) return null;
  const job = decodeRow(jobs, row, MANIFEST_JOB);
  const { arts, bytes } = artifactsByItem(artsRes?.results);
  const totals = { items: 0, completed: 0, failed: 0, skipped: 0, pending: 0, artifacts: 0, bytes };
  const items_: ManifestItem[] = decodeRows(items, itemsRes?.results, MANIFEST_ITEM).map((r) => {
    const result = r.result ?? {};
    totals.items++;
    if (r.status === "completed" || r.status === "failed" || r.status === "skipped") totals[r.status]++;
    else totals.pending++;
    const itemArts = arts.get(r.id) ?? [];
    totals.artifacts += itemArts.length;
    return {
      item_id: r.id,
      index: r.idx,
      external_id: r.externalId ?? null,
      status: r.status,
      attempt: r.attempt,
      our_number: (result.our_number as string) ?? null,
      digitable_line: (result.digitable_line as string) ?? null,
      barcode: (result.barcode as string) ?? null,
      amount_cents: (result.amount_cents as number) ?? null,
      due_date: (result.due_date as string) ?? null,
      errors: r.errors ?? [],
      skipped_of: r.skippedOf ?? null,
      artifacts: itemArts,
    };
  });
  return {
    manifest_version: 1,
    job_id: jobId,
    kind: job.kind,
    status: job.status,
    generation: job.generation,
    created_at: iso(job.createdAt) as string,
    finished_at: iso(job.finishedAt),
    audit: job.audit,
    totals,
    items: items_,
  };
}

/** The ready artifacts of the job's current attempts, by item, and their total size (pure). */
function artifactsByItem(rows: readonly unknown[] | undefined) {
  const arts = new Map<string, ManifestArtifact[]>();
  let bytes = 0;
  for (const a of decodeRows(artifacts, rows, MANIFEST_ARTIFACT)) {
    // Joined on the item's current attempt: a ready item artifact has its item, object, hash and size.
    if (a.itemId === null || a.r2Key === null || a.sha256 === null || a.size === null)
      throw new RowDecodeError("artifacts", "r2_key", `of ready artifact ${a.id} is missing`);
    const list = arts.get(a.itemId) ?? [];
    list.push({
      artifact_id: a.id,
      type: a.kind,
      file_name: a.fileName,
      content_type: a.contentType,
      sha256: a.sha256,
      size: a.size,
      key: a.r2Key,
      offset: a.r2Offset,
    });
    bytes += a.size;
    arts.set(a.itemId, list);
  }
  return { arts, bytes };
}

/** The manifest without internal keys, as stored in R2 and put in the zip. */
export function publicManifest(m: Manifest): Manifest {
  return {
    ...m,
    items: m.items.map((i) => ({
      ...i,
      artifacts: i.artifacts.map(({ key: _k, offset: _o, ...a }) => a),
    })),
  };
}

/** The error report: every failed item with its codes. */
export function errorReport(m: Manifest) {
  return {
    job_id: m.job_id,
    generation: m.generation,
    failed: m.items
      .filter((i) => i.status === "failed")
      .map((i) => ({
        item_id: i.item_id,
        index: i.index,
        external_id: i.external_id,
        attempt: i.attempt,
        errors: i.errors,
      })),
  };
}
