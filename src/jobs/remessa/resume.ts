/**
 * `resumeStalled` of the remessa kind: a plan that did not finish is sent again (a remessa of
 * instructions only, still validating, too), and every file still pending.
 */
import type { Services } from "../../services";
import type { DataDb } from "../../storage/db";
import { sendInBatches } from "../core/send";
import { STALL_MS, stalledItems, touchItems } from "../core/stalled";
import type { RemessaMessage } from "./messages";
import { pendingFiles, unplannedInstructionJobs } from "./store";

export async function resumeRemessas(svc: Services, data: DataDb, now: number): Promise<number> {
  const { rows, byJob } = await stalledItems(data, "cnab_remessa", now - STALL_MS);
  const messages: RemessaMessage[] = [];
  for (const [jobId, list] of byJob) {
    const tenantId = list[0]?.tenantId as string;
    if (list.some((r) => r.status !== "rendering"))
      messages.push({ type: "remessa.plan", job_id: jobId, tenant_id: tenantId });
    for (const f of await pendingFiles(data, jobId))
      messages.push({
        type: "remessa.build",
        job_id: jobId,
        tenant_id: tenantId,
        file_id: f.id,
        attempt: f.attempt,
      });
  }
  // A remessa of instructions only has no items until its plan ran: one still validating is re-planned.
  const unplanned = await unplannedInstructionJobs(data, now - STALL_MS);
  for (const j of unplanned) messages.push({ type: "remessa.plan", job_id: j.id, tenant_id: j.tenantId });
  if (unplanned.length > 0)
    await data.d1
      .prepare("UPDATE jobs SET updated_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))")
      .bind(now, JSON.stringify(unplanned.map((j) => j.id)))
      .run();
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
