/**
 * Accepting an instructions job: each instruction is recorded as an item (its envelope checked at
 * the door, the rest in the background by `instructions.check`); the job then goes through the
 * tenant's gate like any other. An instruction's id is its item's, so the per-boleto route can
 * name it in its answer before it is checked.
 */

import type { Services } from "../../services";
import type { Principal } from "../../tenants/principal";
import { recordJob } from "../core/record";
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
  // An instruction's id is its item's (the id carries the tenant's write slot).
  const { jobId, itemIds, now } = await recordJob(svc, auth, {
    kind: "boleto_instructions",
    inputs: input.instructions,
    options: {},
    webhookUrl: input.webhook_url ?? null,
    metadata: input.metadata ?? null,
    requestSha256: input.requestSha256,
    idempotencyKey: input.idempotencyKey,
  });
  return {
    job_id: jobId,
    status: "received" as const,
    items_received: itemIds.length,
    items_skipped: 0,
    created_at: new Date(now).toISOString(),
    links: instructionLinks({ id: jobId }),
    instruction_ids: itemIds.map(instructionIdOf),
  };
}
