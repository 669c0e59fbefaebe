/**
 * The manifest of a boleto job: every item with its status, attempt, messages and artifacts
 * (type, sha256, size), plus totals. `buildManifest` is the stored, immutable form (no URLs: they
 * expire); the API adds fresh signed URLs to it. Items are in index order and the JSON is built
 * the same way every time, so the same job state gives the same bytes and the same sha256.
 */

import { iso } from "../../platform/clock";
import type { Services } from "../../services";

export interface ManifestArtifact {
  artifact_id: string;
  type: string;
  file_name: string;
  content_type: string;
  sha256: string;
  size: number;
  /** Internal: the R2 key (stripped from API output). */
  key?: string;
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

interface ArtRow {
  id: string;
  item_id: string;
  kind: string;
  file_name: string;
  content_type: string;
  sha256: string;
  size: number;
  r2_key: string;
}

interface ItemRow {
  id: string;
  idx: number;
  external_id: string | null;
  status: string;
  attempt: number;
  result: string | null;
  errors: string | null;
  skipped_of: string | null;
}

/** Builds the manifest from D1 (keys kept internally; use {@link publicManifest} before storing). */
export async function buildManifest(
  svc: Services,
  tenantId: string,
  jobId: string,
): Promise<Manifest | null> {
  const [jobRes, itemsRes, artsRes] = await svc.d1.batch([
    svc.d1.prepare("SELECT * FROM jobs WHERE id = ? AND tenant_id = ?").bind(jobId, tenantId),
    svc.d1
      .prepare(
        "SELECT id, idx, external_id, status, attempt, result, errors, skipped_of FROM items WHERE job_id = ? ORDER BY idx",
      )
      .bind(jobId),
    svc.d1
      .prepare(
        `SELECT a.id, a.item_id, a.kind, a.file_name, a.content_type, a.sha256, a.size, a.r2_key
           FROM artifacts a JOIN items i ON i.id = a.item_id AND i.attempt = a.attempt
          WHERE a.job_id = ? AND +a.status = 'ready' ORDER BY i.idx, a.kind`,
      )
      .bind(jobId),
  ]);
  const job = jobRes?.results[0] as Record<string, unknown> | undefined;
  if (!job) return null;
  const arts = new Map<string, ManifestArtifact[]>();
  let bytes = 0;
  for (const a of (artsRes?.results ?? []) as ArtRow[]) {
    const list = arts.get(a.item_id) ?? [];
    list.push({
      artifact_id: a.id,
      type: a.kind,
      file_name: a.file_name,
      content_type: a.content_type,
      sha256: a.sha256,
      size: a.size,
      key: a.r2_key,
    });
    bytes += a.size;
    arts.set(a.item_id, list);
  }
  const totals = { items: 0, completed: 0, failed: 0, skipped: 0, pending: 0, artifacts: 0, bytes };
  const items: ManifestItem[] = ((itemsRes?.results ?? []) as ItemRow[]).map((r) => {
    const result = r.result ? (JSON.parse(r.result) as Record<string, unknown>) : {};
    totals.items++;
    if (r.status === "completed" || r.status === "failed" || r.status === "skipped")
      totals[r.status as "completed"]++;
    else totals.pending++;
    const itemArts = arts.get(r.id) ?? [];
    totals.artifacts += itemArts.length;
    return {
      item_id: r.id,
      index: r.idx,
      external_id: r.external_id ?? null,
      status: r.status,
      attempt: r.attempt,
      our_number: (result.our_number as string) ?? null,
      digitable_line: (result.digitable_line as string) ?? null,
      barcode: (result.barcode as string) ?? null,
      amount_cents: (result.amount_cents as number) ?? null,
      due_date: (result.due_date as string) ?? null,
      errors: r.errors ? JSON.parse(r.errors) : [],
      skipped_of: r.skipped_of ?? null,
      artifacts: itemArts,
    };
  });
  return {
    manifest_version: 1,
    job_id: jobId,
    kind: String(job.kind),
    status: String(job.status),
    generation: Number(job.generation),
    created_at: iso(Number(job.created_at)) as string,
    finished_at: iso(job.finished_at as number | null),
    audit: JSON.parse(String(job.audit)),
    totals,
    items,
  };
}

/** The manifest without internal keys, as stored in R2 and put in the zip. */
export function publicManifest(m: Manifest): Manifest {
  return {
    ...m,
    items: m.items.map((i) => ({ ...i, artifacts: i.artifacts.map(({ key: _k, ...a }) => a) })),
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
