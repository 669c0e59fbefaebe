/**
 * Accepting a retorno file: the bytes are stored in R2 first (content-addressed, immutable), then
 * the job is recorded. The same file uploaded again by the same tenant (same sha256) is the same
 * job: nothing is parsed or reconciled twice.
 */

import { and, eq } from "drizzle-orm";
import { BANK_RULES_VERSION } from "../../engine/index";
import { sha256Hex } from "../../platform/crypto";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { artifactKey } from "../../storage/blobs";
import { type DataDb, runD1Batch } from "../../storage/db";
import { decodeRows } from "../../storage/rows";
import { jobs, retornoFiles } from "../../storage/schema";
import type { Principal } from "../../tenants/principal";

export interface RetornoUpload {
  bytes: Uint8Array;
  fileName: string;
  webhookUrl: string | null;
  metadata: Record<string, unknown> | null;
}

export type RetornoAccepted =
  | { existing: false; body: ReturnType<typeof acceptedBody> }
  | { existing: true; jobId: string; body: ReturnType<typeof acceptedBody> };

/** The answer to an upload: a new job (`received`), or the existing job of the same file in its current state. */
export function acceptedBody(
  jobId: string,
  sha256: string,
  size: number,
  createdAt: number,
  status = "received",
) {
  const base = `/v1/jobs/cnab/retornos/${jobId}`;
  return {
    job_id: jobId,
    status,
    items_received: 0,
    items_skipped: 0,
    sha256,
    size,
    created_at: new Date(createdAt).toISOString(),
    links: { self: base, items: `${base}/items`, status: `/v1/jobs/${jobId}` },
  };
}

/** The tenant's job of the retorno file with this sha256, if it was uploaded before. */
export async function findRetornoBySha(data: DataDb, tenantId: string, sha256: string) {
  return data.db
    .select({ jobId: retornoFiles.jobId, createdAt: jobs.createdAt, status: jobs.status })
    .from(retornoFiles)
    .innerJoin(jobs, eq(jobs.id, retornoFiles.jobId))
    .where(and(eq(retornoFiles.tenantId, tenantId), eq(retornoFiles.sha256, sha256)))
    .get();
}

export async function createRetornoJob(args: {
  svc: Services;
  auth: Principal;
  upload: RetornoUpload;
  sha256?: string;
}): Promise<RetornoAccepted> {
  const { svc, auth, upload } = args;
  const sha256 = args.sha256 ?? (await sha256Hex(upload.bytes));
  const data = svc.data(auth.tenantId);
  const existing = await findRetornoBySha(data, auth.tenantId, sha256);
  if (existing)
    return {
      existing: true,
      jobId: existing.jobId,
      body: acceptedBody(
        existing.jobId,
        sha256,
        upload.bytes.byteLength,
        existing.createdAt,
        existing.status,
      ),
    };
  const key = artifactKey(auth.tenantId, "cnab_retorno", sha256, "ret");
  await svc.blobs.putImmutable(key, upload.bytes, { contentType: "text/plain", sha256 });
  const now = svc.clock.now();
  const jobId = newId("job", now);
  const audit = {
    bank_rules_version: BANK_RULES_VERSION,
    tenant_id: auth.tenantId,
    api_key_id: auth.apiKeyId,
    environment: svc.config.ENVIRONMENT,
    file_name: upload.fileName,
    file_sha256: sha256,
    file_size: upload.bytes.byteLength,
  };
  const [, , inserted] = await runD1Batch(data.d1, [
    data.d1
      .prepare(
        `INSERT INTO jobs (id, tenant_id, kind, status, request_sha256, items_total, webhook_url, metadata, audit, created_at, updated_at)
         SELECT ?1, ?2, 'cnab_retorno', 'received', ?3, 0, ?4, ?5, ?6, ?7, ?7
          WHERE NOT EXISTS (SELECT 1 FROM retorno_files WHERE tenant_id = ?2 AND sha256 = ?3)`,
      )
      .bind(
        jobId,
        auth.tenantId,
        sha256,
        upload.webhookUrl,
        upload.metadata ? JSON.stringify(upload.metadata) : null,
        JSON.stringify(audit),
        now,
      ),
    data.d1
      .prepare(
        `INSERT INTO artifacts (id, tenant_id, job_id, kind, status, r2_key, sha256, size, content_type, file_name, created_at, updated_at)
         SELECT ?1, ?2, ?3, 'cnab_retorno', 'ready', ?4, ?5, ?6, 'text/plain', ?7, ?8, ?8 WHERE EXISTS (SELECT 1 FROM jobs WHERE id = ?3)`,
      )
      .bind(
        `art_${jobId.slice(4)}_retorno`,
        auth.tenantId,
        jobId,
        key,
        sha256,
        upload.bytes.byteLength,
        upload.fileName,
        now,
      ),
    data.d1
      .prepare(
        "INSERT OR IGNORE INTO retorno_files (tenant_id, sha256, job_id, created_at) VALUES (?, ?, ?, ?) RETURNING job_id",
      )
      .bind(auth.tenantId, sha256, jobId, now),
  ]);
  if (decodeRows(retornoFiles, inserted?.results, ["jobId"]).length === 0) {
    // A concurrent upload of the same file won the race: answer with its job.
    const winner = await findRetornoBySha(data, auth.tenantId, sha256);
    if (!winner) throw new Error(`retorno ${sha256} is recorded but its job is not`);
    return {
      existing: true,
      jobId: winner.jobId,
      body: acceptedBody(winner.jobId, sha256, upload.bytes.byteLength, winner.createdAt, winner.status),
    };
  }
  return { existing: false, body: acceptedBody(jobId, sha256, upload.bytes.byteLength, now) };
}
