/** An instruction as the API shows it (`GET /v1/boletos/{item_id}/instructions`, the boleto's life, webhooks). */
import { iso } from "../platform/clock";
import { storedValue } from "../platform/json";
import type { InstructionRow } from "./instructions";

/** The public view of an instruction row. */
export function instructionView(r: InstructionRow) {
  return {
    instruction_id: r.id,
    item_id: r.itemId,
    boleto_job_id: r.boletoJobId,
    job_id: r.jobId,
    type: r.type,
    state: r.state,
    changes: storedValue(r.payload) ?? {},
    bank_code: r.bankCode,
    layout: r.layout,
    group_key: r.groupKey,
    /** Claimed by a remessa that is writing its file: it can no longer be cancelled. */
    claimed: r.state === "queued" && r.remessaFileId !== null,
    remessa:
      r.remessaFileId === null
        ? null
        : { job_id: r.remessaJobId, file_id: r.remessaFileId, file_sequence: r.remessaNsa },
    sent_at: iso(r.sentAt),
    resolution:
      r.resolution === null
        ? null
        : {
            ...(storedValue(r.resolution) ?? {}),
            retorno_job_id: r.retornoJobId,
            entry_index: r.retornoEntryIndex,
          },
    resolved_at: iso(r.resolvedAt),
    created_at: iso(r.createdAt) as string,
    updated_at: iso(r.updatedAt) as string,
  };
}

export type InstructionView = ReturnType<typeof instructionView>;
