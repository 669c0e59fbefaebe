/**
 * Resuming stalled work (cron step 3). Each job kind re-sends the messages of its own stalled
 * work (its module's `resumeStalled`, see src/jobs/core/stalled.ts); webhook deliveries never
 * attempted, or whose retry time passed long ago, are queued again here. JOB_TIMEOUT /
 * ITEM_TIMEOUT stay the last resort.
 */
import { STALL_MS } from "../jobs/core/stalled";
import { registry } from "../jobs/registry";
import type { Services } from "../services";
import { queueDeliveries } from "../webhooks/events";

/** Re-sends the messages of every kind's stalled work and of stalled deliveries; returns how many. */
export async function resumeStalled(svc: Services, now: number): Promise<number> {
  let sent = 0;
  for (const module of Object.values(registry)) sent += await module.resumeStalled(svc, now);
  const deliveries = await svc.d1
    .prepare(
      `SELECT id FROM webhook_deliveries WHERE status = 'pending'
         AND ((attempts = 0 AND created_at < ?1) OR (next_attempt_at IS NOT NULL AND next_attempt_at < ?1)) LIMIT 100`,
    )
    .bind(now - STALL_MS)
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
  return sent + deliveries.results.length;
}
