/** `resumeStalled` of the retorno kind: a parse that did not finish is sent again. */
import type { Services } from "../../services";
import { sendInBatches } from "../core/send";
import { STALL_MS } from "../core/stalled";
import type { RetornoMessage } from "./messages";

export async function resumeRetornos(svc: Services, now: number): Promise<number> {
  const retornos = await svc.d1
    .prepare(
      "SELECT id, tenant_id FROM jobs WHERE kind = 'cnab_retorno' AND status IN ('validating', 'processing') AND updated_at < ? LIMIT 50",
    )
    .bind(now - STALL_MS)
    .all<{ id: string; tenant_id: string }>();
  if (retornos.results.length === 0) return 0;
  const messages: RetornoMessage[] = retornos.results.map((j) => ({
    type: "retorno.parse",
    job_id: j.id,
    tenant_id: j.tenant_id,
  }));
  // Touch what is re-sent so the next run waits another STALL_MS before sending it again.
  await svc.d1.batch(
    retornos.results.map((j) =>
      svc.d1.prepare("UPDATE jobs SET updated_at = ? WHERE id = ?").bind(now, j.id),
    ),
  );
  await sendInBatches(svc.queues.jobs, messages);
  return messages.length;
}
