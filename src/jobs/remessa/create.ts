/**
 * Accepting a CNAB remessa job: the titles are recorded as items (envelope checked only); the
 * job then goes through the tenant's gate like any other. Resolving references, validation and
 * grouping into files happen in the background (`remessa.plan`).
 */

import { BANK_RULES_VERSION } from "../../engine/index";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { chunk, rowsPerInsert, runBatch, type Stmt } from "../../storage/db";
import { items, jobs } from "../../storage/schema";
import type { Principal } from "../../tenants/principal";

export interface RemessaJobOptions {
  layout?: "cnab240" | "cnab400";
  movement?: string;
  company?: Record<string, unknown>;
  max_titles_per_file?: number;
  /** Per bank code: bank_fields of the file's account (never checked against the boleto rules). */
  file_bank_fields?: Record<string, Record<string, string>>;
  /** Whether its files also carry their groups' queued instructions (default include). */
  instructions?: "include" | "none";
}

export interface CreateRemessaJobInput {
  titles: Record<string, unknown>[];
  options: RemessaJobOptions;
  webhook_url?: string;
  metadata?: Record<string, unknown>;
  requestSha256: string;
  idempotencyKey: string | null;
}

export async function createRemessaJob(args: {
  svc: Services;
  auth: Principal;
  input: CreateRemessaJobInput;
}) {
  const { svc, auth, input } = args;
  const data = await svc.data(auth.tenantId);
  const now = svc.clock.now();
  // The job and its titles are made in the tenant's write slot, which their ids carry.
  const jobId = newId("job", now, data.slot);
  const rows = input.titles.map((t, idx) => ({
    id: newId("itm", now, data.slot),
    jobId,
    tenantId: auth.tenantId,
    idx,
    externalId: null,
    status: "pending" as const,
    attempt: 1,
    input: t,
    createdAt: now,
    updatedAt: now,
  }));
  const stmts: Stmt[] = [
    data.db.insert(jobs).values({
      id: jobId,
      tenantId: auth.tenantId,
      kind: "cnab_remessa",
      status: "received",
      idempotencyKey: input.idempotencyKey,
      requestSha256: input.requestSha256,
      itemsTotal: rows.length,
      webhookUrl: input.webhook_url ?? null,
      options: { ...input.options },
      metadata: input.metadata ?? null,
      audit: {
        bank_rules_version: BANK_RULES_VERSION,
        tenant_id: auth.tenantId,
        api_key_id: auth.apiKeyId,
        environment: svc.config.ENVIRONMENT,
        request_sha256: input.requestSha256,
        idempotency_key: input.idempotencyKey,
      },
      createdAt: now,
      updatedAt: now,
    }),
  ];
  for (const part of chunk(rows, rowsPerInsert(10))) stmts.push(data.db.insert(items).values(part));
  await runBatch(data.db, stmts);
  const base = `/v1/jobs/cnab/remessas/${jobId}`;
  return {
    job_id: jobId,
    status: "received" as const,
    items_received: rows.length,
    items_skipped: 0,
    created_at: new Date(now).toISOString(),
    links: { self: base, files: `${base}/files`, status: `/v1/jobs/${jobId}` },
  };
}
