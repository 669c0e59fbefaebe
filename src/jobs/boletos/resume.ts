/** `resumeStalled` of the boleto kind: stalled items go back to their step, stalled builds are re-sent. */
import { eq } from "drizzle-orm";
import type { Services } from "../../services";
import { chunk, type DataDb, prepared } from "../../storage/db";
import { artifacts } from "../../storage/schema";
import type { ItemRef } from "../core/model";
import { sendInBatches } from "../core/send";
import { STALL_MS, type StalledItem, stalledItems, touchItems } from "../core/stalled";
import type { BoletoMessage } from "./messages";
import { stalledBuilds } from "./store";

export async function resumeBoletos(svc: Services, data: DataDb, now: number): Promise<number> {
  const before = now - STALL_MS;
  const { rows, byJob } = await stalledItems(data, "boletos", before);
  const jobs: BoletoMessage[] = [];
  const render: BoletoMessage[] = [];
  const ref = (r: StalledItem): ItemRef => ({ id: r.id, attempt: r.attempt });
  for (const [jobId, list] of byJob) {
    const tenantId = (list[0] as StalledItem).tenantId;
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
  const building = await stalledBuilds(data, before);
  for (const a of building)
    render.push({ type: "artifact.build", job_id: a.jobId, tenant_id: a.tenantId, artifact_id: a.id });

  // Touch what is re-sent so the next run waits another STALL_MS before sending it again.
  const touch = touchItems(
    data,
    rows.map((r) => r.id),
    now,
  );
  for (const a of building)
    touch.push(
      prepared(data, data.db.update(artifacts).set({ updatedAt: now }).where(eq(artifacts.id, a.id))),
    );
  if (touch.length > 0) await data.d1.batch(touch);
  await sendInBatches(svc.queues.jobs, jobs);
  await sendInBatches(svc.queues.render, render);
  return jobs.length + render.length;
}
