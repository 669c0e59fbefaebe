/**
 * Recording an accepted job whose items are taken as they come (remessa titles, instructions):
 * the job row and its items, made in the tenant's write slot (which their ids carry), in one
 * atomic batch. The kind's own create step decides the options and the 202 body.
 */

import { BANK_RULES_VERSION } from "../../engine/index";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { prepared, runD1Batch } from "../../storage/db";
import { jobs } from "../../storage/schema";
import type { Principal } from "../../tenants/principal";
import { insertItems } from "./items";

export interface RecordJobInput {
  kind: (typeof jobs.$inferInsert)["kind"];
  inputs: readonly Record<string, unknown>[];
  options: (typeof jobs.$inferInsert)["options"];
  webhookUrl: string | null;
  metadata: Record<string, unknown> | null;
  requestSha256: string;
  idempotencyKey: string | null;
}

/** Writes the job and one pending item per input; returns their ids and the time they carry. */
export async function recordJob(
  svc: Services,
  auth: Principal,
  input: RecordJobInput,
): Promise<{ jobId: string; itemIds: string[]; now: number }> {
  const data = await svc.data(auth.tenantId);
  const now = svc.clock.now();
  const jobId = newId("job", now, data.slot);
  const rows = input.inputs.map((item, idx) => ({
    id: newId("itm", now, data.slot),
    jobId,
    tenantId: auth.tenantId,
    idx,
    externalId: null,
    status: "pending" as const,
    attempt: 1,
    input: item,
    createdAt: now,
    updatedAt: now,
  }));
  const job = data.db.insert(jobs).values({
    id: jobId,
    tenantId: auth.tenantId,
    kind: input.kind,
    status: "received",
    idempotencyKey: input.idempotencyKey,
    requestSha256: input.requestSha256,
    itemsTotal: rows.length,
    webhookUrl: input.webhookUrl,
    options: input.options,
    metadata: input.metadata,
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
  });
  // The items in a few json_each inserts, in the same atomic batch as the job.
  await runD1Batch(data.d1, [prepared(data, job), ...insertItems(data, rows)]);
  return { jobId, itemIds: rows.map((r) => r.id), now };
}
