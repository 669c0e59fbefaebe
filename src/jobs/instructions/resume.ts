/** `resumeStalled` of the instructions kind: unchecked items that have not moved are sent again. */
import type { Services } from "../../services";
import { chunk, type DataDb } from "../../storage/db";
import { sendInBatches } from "../core/send";
import { STALL_MS, stalledItems, touchItems } from "../core/stalled";
import type { InstructionsMessage } from "./messages";

export async function resumeInstructions(svc: Services, data: DataDb, now: number): Promise<number> {
  const { rows, byJob } = await stalledItems(data, "boleto_instructions", now - STALL_MS);
  const messages: InstructionsMessage[] = [];
  for (const [jobId, list] of byJob)
    for (const part of chunk(list, svc.config.ITEMS_PER_MESSAGE))
      messages.push({
        type: "instructions.check",
        job_id: jobId,
        tenant_id: list[0]?.tenantId as string,
        items: part.map((r) => ({ id: r.id, attempt: r.attempt })),
      });
  // Touch what is re-sent so the next run waits another STALL_MS before sending it again.
  const touch = touchItems(
    data,
    rows.map((r) => r.id),
    now,
  );
  if (touch.length > 0) await data.d1.batch(touch);
  await sendInBatches(svc.queues.jobs, messages);
  return messages.length;
}
