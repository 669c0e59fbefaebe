/**
 * Accepting a CNAB remessa job: the titles are recorded as items (envelope checked only); the
 * job then goes through the tenant's gate like any other. Resolving references, validation and
 * grouping into files happen in the background (`remessa.plan`).
 */

import type { Services } from "../../services";
import type { Principal } from "../../tenants/principal";
import { recordJob } from "../core/record";

export interface RemessaJobOptions {
  layout?: "cnab240" | "cnab400" | "cnab444";
  movement?: string;
  company?: Record<string, unknown>;
  max_titles_per_file?: number;
  /** Per bank code: bank_fields of the file's account (never checked against the boleto rules). */
  file_bank_fields?: Record<string, Record<string, string>>;
  /** Whether its files also carry their groups' queued instructions (default include). */
  instructions?: "include" | "none";
  /** `pending`: the titles were chosen as what needed sending (recorded for the audit). */
  select?: "pending";
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
  const { jobId, itemIds, now } = await recordJob(svc, auth, {
    kind: "cnab_remessa",
    inputs: input.titles,
    options: { ...input.options },
    webhookUrl: input.webhook_url ?? null,
    metadata: input.metadata ?? null,
    requestSha256: input.requestSha256,
    idempotencyKey: input.idempotencyKey,
  });
  const base = `/v1/jobs/cnab/remessas/${jobId}`;
  return {
    job_id: jobId,
    status: "received" as const,
    items_received: itemIds.length,
    items_skipped: 0,
    created_at: new Date(now).toISOString(),
    links: { self: base, files: `${base}/files`, status: `/v1/jobs/${jobId}` },
  };
}
