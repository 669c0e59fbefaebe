/**
 * Resuming stalled work. A queue message can be lost outside the platform's guarantees (a local
 * `wrangler dev` reload, an operator purging a queue); rather than trusting that never happens,
 * the cron re-sends the message for any unfinished work that has not moved for STALL_MS. Every
 * consumer is idempotent (attempt-guarded writes, write-once keys), so a message that was merely
 * slow costs a little duplicate CPU and nothing else. JOB_TIMEOUT / ITEM_TIMEOUT stay the last resort.
 */
import type { Services } from "../context";
import { sendInBatches } from "../jobs/boletos/start";
import type { ItemRef, JobMessage } from "../jobs/messages";
import { chunk } from "../storage/db";
import { queueDeliveries } from "../webhooks/events";

/** Work idle for this long is re-sent (well below ITEM_TIMEOUT_SECONDS, the default 5 min). */
export const STALL_MS = 2 * 60_000;
const PAGE = 500;

interface Stalled {
  id: string;
  attempt: number;
  status: string;
  job_id: string;
  tenant_id: string;
  kind: string;
  file_id: string | null;
}

/** Re-sends the messages of stalled items, files, retornos, consolidated artifacts and deliveries; returns how many. */
export async function resumeStalled(svc: Services, now: number): Promise<number> {
  const before = now - STALL_MS;
  const items = await svc.d1
    .prepare(
      `SELECT i.id, i.attempt, i.status, i.job_id, i.tenant_id, j.kind, i.file_id FROM items i JOIN jobs j ON j.id = i.job_id
        WHERE i.status IN ('pending', 'validating', 'rendering') AND i.updated_at < ?1
          AND j.status IN ('validating', 'processing') LIMIT ?2`,
    )
    .bind(before, PAGE)
    .all<Stalled>();
  const messages: { queue: "jobs" | "render"; body: JobMessage }[] = [];
  const byJob = new Map<string, Stalled[]>();
  for (const r of items.results) byJob.set(r.job_id, [...(byJob.get(r.job_id) ?? []), r]);
  for (const [jobId, rows] of byJob) {
    const tenantId = (rows[0] as Stalled).tenant_id;
    if ((rows[0] as Stalled).kind === "boletos") {
      const ref = (r: Stalled): ItemRef => ({ id: r.id, attempt: r.attempt });
      for (const part of chunk(
        rows.filter((r) => r.status !== "rendering").map(ref),
        svc.config.ITEMS_PER_MESSAGE,
      )) {
        messages.push({
          queue: "jobs",
          body: { type: "boletos.process", job_id: jobId, tenant_id: tenantId, items: part },
        });
      }
      for (const part of chunk(
        rows.filter((r) => r.status === "rendering").map(ref),
        svc.config.ITEMS_PER_RENDER_MESSAGE,
      )) {
        messages.push({
          queue: "render",
          body: { type: "boletos.render", job_id: jobId, tenant_id: tenantId, items: part },
        });
      }
    } else if ((rows[0] as Stalled).kind === "cnab_remessa") {
      if (rows.some((r) => r.status !== "rendering"))
        messages.push({ queue: "jobs", body: { type: "remessa.plan", job_id: jobId, tenant_id: tenantId } });
      const files = await svc.d1
        .prepare(
          "SELECT id, attempt FROM cnab_files WHERE job_id = ? AND status IN ('pending', 'processing')",
        )
        .bind(jobId)
        .all<{ id: string; attempt: number }>();
      for (const f of files.results) {
        messages.push({
          queue: "jobs",
          body: {
            type: "remessa.build",
            job_id: jobId,
            tenant_id: tenantId,
            file_id: f.id,
            attempt: f.attempt,
          },
        });
      }
    }
  }
  const retornos = await svc.d1
    .prepare(
      "SELECT id, tenant_id FROM jobs WHERE kind = 'cnab_retorno' AND status IN ('validating', 'processing') AND updated_at < ? LIMIT 50",
    )
    .bind(before)
    .all<{ id: string; tenant_id: string }>();
  for (const j of retornos.results)
    messages.push({ queue: "jobs", body: { type: "retorno.parse", job_id: j.id, tenant_id: j.tenant_id } });
  const building = await svc.d1
    .prepare(
      "SELECT id, job_id, tenant_id FROM artifacts WHERE status = 'building' AND updated_at < ? LIMIT 50",
    )
    .bind(before)
    .all<{ id: string; job_id: string; tenant_id: string }>();
  for (const a of building.results)
    messages.push({
      queue: "render",
      body: { type: "artifact.build", job_id: a.job_id, tenant_id: a.tenant_id, artifact_id: a.id },
    });

  // Touch what is re-sent so the next run waits another STALL_MS before sending it again.
  const touch: D1PreparedStatement[] = [];
  if (items.results.length > 0) {
    touch.push(
      svc.d1
        .prepare("UPDATE items SET updated_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))")
        .bind(now, JSON.stringify(items.results.map((r) => r.id))),
    );
  }
  for (const j of retornos.results)
    touch.push(svc.d1.prepare("UPDATE jobs SET updated_at = ? WHERE id = ?").bind(now, j.id));
  for (const a of building.results)
    touch.push(svc.d1.prepare("UPDATE artifacts SET updated_at = ? WHERE id = ?").bind(now, a.id));
  if (touch.length > 0) await svc.d1.batch(touch);
  await sendInBatches(
    svc.queues.jobs,
    messages.filter((m) => m.queue === "jobs").map((m) => m.body),
  );
  await sendInBatches(
    svc.queues.render,
    messages.filter((m) => m.queue === "render").map((m) => m.body),
  );

  // Webhook deliveries never attempted, or whose retry time passed long ago.
  const deliveries = await svc.d1
    .prepare(
      `SELECT id FROM webhook_deliveries WHERE status = 'pending'
         AND ((attempts = 0 AND created_at < ?1) OR (next_attempt_at IS NOT NULL AND next_attempt_at < ?1)) LIMIT 100`,
    )
    .bind(before)
    .all<{ id: string }>();
  if (deliveries.results.length > 0) {
    await svc.d1
      .prepare(
        "UPDATE webhook_deliveries SET next_attempt_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))",
      )
      .bind(now + STALL_MS, JSON.stringify(deliveries.results.map((d) => d.id)))
      .run();
    await queueDeliveries(
      svc,
      deliveries.results.map((d) => d.id),
    );
  }
  return messages.length + deliveries.results.length;
}
