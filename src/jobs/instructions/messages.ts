/** The instructions kind's queue message (ids only, like every message). */
import type { ItemRef } from "../core/model";

export type InstructionsMessage =
  /** Check a chunk of instructions against their boletos and queue the valid ones (lote-jobs). */
  { type: "instructions.check"; job_id: string; tenant_id: string; items: ItemRef[] };
