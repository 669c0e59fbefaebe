/** `resumeStalled` of the boleto kind: stalled items go back to their step, stalled builds are re-sent. */
import type { Services } from "../../services";
import { chunk } from "../../storage/db";
import type { ItemRef } from "../core/model";
import { sendInBatches } from "../core/send";
import { STALL_MS, type StalledItem, stalledItems, touchItems } from "../core/stalled";
import type { BoletoMessage } from "./messages";

export async function resumeBoletos(svc: Services, now: number): Promise<number> {
  const before = now - STALL_MS;
  const { rows, byJob } = await stalledItems(svc, "boletos", before);
  const jobs: BoletoMessage[] = [];
  const render: BoletoMessage[] = [];
  const ref = (r: StalledItem): ItemRef => ({ id: r.id, attempt: r.attempt });
  for (const [jobId, list] of byJob) {
    const tenantId = (list[0] as StalledItem).tenant_id;
    for (const part of chunk(
      list.filter((r) => r.status !== "rendering").map(ref),
      svc.config.ITEMS_PER_MESSAGE,
    ))
      jobs.push({ type: "boletos.process", job_id: jobId, tenant_id: tenantId, items: part });
    for (const part of chunk(
      list.filter((r) => r.status === "rendering").map(ref),
      svc.config.ITEMS_PER_RENDER_MESSAGE,
    ))
      render.push({ type: "boletos.render", job_id: jobId, tenant_id: tenantId, items: part });
  }
  const building = await svc.d1
    .prepare(
      "SELECT id, job_id, tenant_id FROM artifacts WHERE status = 'building' AND updated_at < ? LIMIT 50",
    )
    .bind(before)
    .all<{ id: string; job_id: string; tenant_id: string }>();
  for (const a of building.results)
    render.push({ type: "artifact.build", job_id: a.job_id, tenant_id: a.tenant_id, artifact_id: a.id });

  // Touch what is re-sent so the next run waits another STALL_MS before sending it again.
  const touch = touchItems(
    svc,
    rows.map((r) => r.id),
    now,
  );
  for (const a of building.results)
    touch.push(svc.d1.prepare("UPDATE artifacts SET updated_at = ? WHERE id = ?").bind(now, a.id));
  if (touch.length > 0) await svc.d1.batch(touch);
  await sendInBatches(svc.queues.jobs, jobs);
  await sendInBatches(svc.queues.render, render);
  return jobs.length + render.length;
}
