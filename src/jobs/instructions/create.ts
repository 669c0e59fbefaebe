/**
 * Accepting an instructions job: each instruction is recorded as an item (its envelope checked at
 * the door, the rest in the background by `instructions.check`); the job then goes through the
 * tenant's gate like any other. An instruction's id is its item's, so the per-boleto route can
 * name it in its answer before it is checked.
 */

import { BANK_RULES_VERSION } from "../../engine/index";
import { newId } from "../../platform/ids";
import type { Services } from "../../services";
import { chunk, rowsPerInsert, runBatch, type Stmt } from "../../storage/db";
import { items, jobs } from "../../storage/schema";
import type { Principal } from "../../tenants/principal";
import { instructionLinks } from "./links";

export interface CreateInstructionsInput {
  instructions: Record<string, unknown>[];
  webhook_url?: string;
  metadata?: Record<string, unknown>;
  requestSha256: string;
  idempotencyKey: string | null;
}

/** The id of the instruction item `itemId` becomes once checked. @example instructionIdOf("itm_01abc") // "ins_01abc" */
export function instructionIdOf(itemId: string): string {
  return `ins_${itemId.slice(4)}`;
}

/** Records the job and its items in one batch; returns the 202 body. */
export async function createInstructionsJob(args: {
  svc: Services;
  auth: Principal;
  input: CreateInstructionsInput;
}) {
  const { svc, auth, input } = args;
  const data = await svc.data(auth.tenantId);
  const now = svc.clock.now();
  // The job and its items are made in the tenant's write slot, which their ids carry (and the
  // instructions too: an instruction's id is its item's).
  const jobId = newId("job", now, data.slot);
  const rows = input.instructions.map((instruction, idx) => ({
    id: newId("itm", now, data.slot),
    jobId,
    tenantId: auth.tenantId,
    idx,
    externalId: null,
    status: "pending" as const,
    attempt: 1,
    input: instruction,
    createdAt: now,
    updatedAt: now,
  }));
  const stmts: Stmt[] = [
    data.db.insert(jobs).values({
      id: jobId,
      tenantId: auth.tenantId,
      kind: "boleto_instructions",
      status: "received",
      idempotencyKey: input.idempotencyKey,
      requestSha256: input.requestSha256,
      itemsTotal: rows.length,
      webhookUrl: input.webhook_url ?? null,
      options: {},
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
  return {
    job_id: jobId,
    status: "received" as const,
    items_received: rows.length,
    items_skipped: 0,
    created_at: new Date(now).toISOString(),
    links: instructionLinks({ id: jobId }),
    instruction_ids: rows.map((r) => instructionIdOf(r.id)),
  };
}
