/**
 * Resuming stalled work (cron step 3). Each job kind re-sends the messages of its own stalled
 * work (its module's `resumeStalled`, see src/jobs/core/stalled.ts); webhook deliveries never
 * attempted, or whose retry time passed long ago, are queued again here. JOB_TIMEOUT /
 * ITEM_TIMEOUT stay the last resort.
 */
import { and, eq, isNotNull, lt, or } from "drizzle-orm";
import { STALL_MS } from "../jobs/core/stalled";
import { registry } from "../jobs/registry";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { webhookDeliveries } from "../storage/schema";
import { queueDeliveries } from "../webhooks/events";

/** Re-sends the messages of every kind's stalled work and of stalled deliveries, database by database; returns how many. */
export async function resumeStalled(svc: Services, now: number): Promise<number> {
  let sent = 0;
  for (const data of svc.allData()) {
    for (const module of Object.values(registry)) sent += await module.resumeStalled(svc, data, now);
    sent += await resumeDeliveries(svc, data, now);
  }
  return sent;
}

/** Deliveries never attempted, or whose retry time passed long ago, queued again. */
async function resumeDeliveries(svc: Services, data: DataDb, now: number): Promise<number> {
  const before = now - STALL_MS;
  const d = webhookDeliveries;
  const due = await data.db
    .select({ id: d.id, tenantId: d.tenantId })
    .from(d)
    .where(
      and(
        eq(d.status, "pending"),
        or(
          and(eq(d.attempts, 0), lt(d.createdAt, before)),
          and(isNotNull(d.nextAttemptAt), lt(d.nextAttemptAt, before)),
        ),
      ),
    )
    .limit(100)
    .all();
  if (due.length === 0) return 0;
  await data.d1
    .prepare(
      "UPDATE webhook_deliveries SET next_attempt_at = ?1 WHERE id IN (SELECT value FROM json_each(?2))",
    )
    .bind(now + STALL_MS, JSON.stringify(due.map((x) => x.id)))
    .run();
  const byTenant = new Map<string, string[]>();
  for (const x of due) byTenant.set(x.tenantId, [...(byTenant.get(x.tenantId) ?? []), x.id]);
  for (const [tenantId, ids] of byTenant) await queueDeliveries(svc, tenantId, ids);
  return due.length;
}
