/**
 * Accepting a retorno file: the bytes are stored in R2 first (content-addressed, immutable), then
 * the job is recorded. The same file uploaded again by the same tenant (same sha256) is the same
 * job: nothing is parsed or reconciled twice. The hashes are in the directory (one place per
 * tenant, whichever shard its jobs are on); the job in the tenant's write slot. A file whose job is
 * gone (retention deletes the hash with it; a hash left behind otherwise is stale) is a new upload.
 */

import { and, eq, lt } from "drizzle-orm";
import { BANK_RULES_VERSION } from "../../engine/index";
import { sha256Hex } from "../../platform/crypto";
import { TransientError } from "../../platform/faults";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { artifactKey } from "../../storage/blobs";
import { type DataDb, runD1Batch } from "../../storage/db";
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

/**
 * A claim this old whose job is not in its shard is dead (its upload failed after claiming, or
 * retention deleted the job) and is taken over by the next upload; a younger one may be an upload
 * still recording its job, which a claimant does within its one request.
 */
const STALE_CLAIM_MS = 10_000;

/**
 * The tenant's job of the retorno file with this sha256, if it was uploaded before: the directory
 * holds the hash (dedupe per tenant, whatever shard the job is on), the job's shard its state. A
 * claim whose job is not (yet) recorded answers `received` while it is fresh.
 */
export async function findRetornoBySha(svc: Services, tenantId: string, sha256: string) {
  const claim = await svc.directory.db
    .select({ jobId: retornoFiles.jobId, createdAt: retornoFiles.createdAt })
    .from(retornoFiles)
    .where(and(eq(retornoFiles.tenantId, tenantId), eq(retornoFiles.sha256, sha256)))
    .get();
  if (!claim) return undefined;
  const job = await (await svc.data(tenantId, claim.jobId)).db
    .select({ createdAt: jobs.createdAt, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, claim.jobId), eq(jobs.tenantId, tenantId)))
    .get();
  if (job) return { jobId: claim.jobId, createdAt: job.createdAt, status: job.status };
  if (svc.clock.now() - claim.createdAt < STALE_CLAIM_MS)
    return { jobId: claim.jobId, createdAt: claim.createdAt, status: "received" as const };
  return undefined;
}

export async function createRetornoJob(args: {
  svc: Services;
  auth: Principal;
  upload: RetornoUpload;
  sha256?: string;
}): Promise<RetornoAccepted> {
  const { svc, auth, upload } = args;
  const sha256 = args.sha256 ?? (await sha256Hex(upload.bytes));
  const existing = await findRetornoBySha(svc, auth.tenantId, sha256);
  if (existing) return existingAccepted(existing, sha256, upload);
  const key = artifactKey(auth.tenantId, "cnab_retorno", sha256, "ret");
  await svc.blobs.putImmutable(key, upload.bytes, { contentType: "text/plain", sha256 });
  const data = await svc.data(auth.tenantId);
  const now = svc.clock.now();
  const jobId = newId("job", now, data.slot);
  // The hash is claimed in the directory first: of two concurrent uploads one wins, and a claim
  // left by an upload that died before recording its job is taken over once stale.
  if (!(await claimRetorno(svc, auth.tenantId, sha256, jobId, now))) {
    const winner = await findRetornoBySha(svc, auth.tenantId, sha256);
    if (!winner) throw new TransientError(`retorno ${sha256} is claimed but its job is not recorded yet`);
    return existingAccepted(winner, sha256, upload);
  }
  const audit = {
    bank_rules_version: BANK_RULES_VERSION,
    tenant_id: auth.tenantId,
    api_key_id: auth.apiKeyId,
    environment: svc.config.ENVIRONMENT,
    file_name: upload.fileName,
    file_sha256: sha256,
    file_size: upload.bytes.byteLength,
  };
  try {
    await runD1Batch(
      data.d1,
      retornoJobStatements(data, { jobId, tenantId: auth.tenantId, sha256, key, upload, audit, now }),
    );
  } catch (e) {
    // Nothing was recorded in the shard: free the hash for the client's retry.
    await releaseClaim(svc, auth.tenantId, sha256, jobId);
    throw e;
  }
  return { existing: false, body: acceptedBody(jobId, sha256, upload.bytes.byteLength, now) };
}

function existingAccepted(
  found: NonNullable<Awaited<ReturnType<typeof findRetornoBySha>>>,
  sha256: string,
  upload: RetornoUpload,
): RetornoAccepted {
  return {
    existing: true,
    jobId: found.jobId,
    body: acceptedBody(found.jobId, sha256, upload.bytes.byteLength, found.createdAt, found.status),
  };
}

/** The job row and its file's artifact row, to be written in one batch. */
function retornoJobStatements(
  data: DataDb,
  r: {
    jobId: string;
    tenantId: string;
    sha256: string;
    key: string;
    upload: RetornoUpload;
    audit: Record<string, unknown>;
    now: number;
  },
): D1PreparedStatement[] {
  return [
    data.d1
      .prepare(
        `INSERT INTO jobs (id, tenant_id, kind, status, request_sha256, items_total, webhook_url, metadata, audit, created_at, updated_at)
           VALUES (?1, ?2, 'cnab_retorno', 'received', ?3, 0, ?4, ?5, ?6, ?7, ?7)`,
      )
      .bind(
        r.jobId,
        r.tenantId,
        r.sha256,
        r.upload.webhookUrl,
        r.upload.metadata ? JSON.stringify(r.upload.metadata) : null,
        JSON.stringify(r.audit),
        r.now,
      ),
    data.d1
      .prepare(
        `INSERT INTO artifacts (id, tenant_id, job_id, kind, status, r2_key, sha256, size, content_type, file_name, created_at, updated_at)
           VALUES (?1, ?2, ?3, 'cnab_retorno', 'ready', ?4, ?5, ?6, 'text/plain', ?7, ?8, ?8)`,
      )
      .bind(
        `art_${r.jobId.slice(4)}_retorno`,
        r.tenantId,
        r.jobId,
        r.key,
        r.sha256,
        r.upload.bytes.byteLength,
        r.upload.fileName,
        r.now,
      ),
  ];
}

/** Frees the hash `jobId` claimed. */
async function releaseClaim(svc: Services, tenantId: string, sha256: string, jobId: string): Promise<void> {
  await svc.directory.db
    .delete(retornoFiles)
    .where(
      and(
        eq(retornoFiles.tenantId, tenantId),
        eq(retornoFiles.sha256, sha256),
        eq(retornoFiles.jobId, jobId),
      ),
    )
    .run();
}

/** Claims `sha256` for `jobId` in the directory (or takes over a stale claim); false when another job holds it. */
async function claimRetorno(svc: Services, tenantId: string, sha256: string, jobId: string, now: number) {
  const { db } = svc.directory;
  const inserted = await db
    .insert(retornoFiles)
    .values({ tenantId, sha256, jobId, createdAt: now })
    .onConflictDoNothing()
    .returning({ jobId: retornoFiles.jobId });
  if (inserted.length > 0) return true;
  // Held: by a live job (findRetornoBySha found none, so its job is missing) or by a dead upload.
  const stale = await db
    .update(retornoFiles)
    .set({ jobId, createdAt: now })
    .where(
      and(
        eq(retornoFiles.tenantId, tenantId),
        eq(retornoFiles.sha256, sha256),
        lt(retornoFiles.createdAt, now - STALE_CLAIM_MS),
      ),
    )
    .returning({ jobId: retornoFiles.jobId });
  return stale.length > 0;
}
