/**
 * Emitting webhook events. An event becomes one delivery per destination — the job's own
 * `webhook_url` and every enabled tenant endpoint subscribed to the event type — each with a
 * deterministic id (the `webhook-id` header), inserted once, then queued on `lote-webhooks`.
 * Emitting the same event twice (a retried side effect) therefore delivers it once.
 */

import { and, eq } from "drizzle-orm";
import { sha256Hex } from "../platform/crypto";
import { checkFault, TransientError } from "../platform/faults";
import { withSlot } from "../platform/ids";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { decodeRows } from "../storage/rows";
import { jobs, webhookDeliveries, webhookEndpoints } from "../storage/schema";
import type { WebhookMessage } from "./messages";

export const EVENT_TYPES = [
  "job.completed",
  "job.partially_completed",
  "job.failed",
  "artifact.ready",
  "boleto.registered",
  "boleto.paid",
  "boleto.rejected",
  "boleto.sent",
  "boleto.written_off",
  "boleto.protested",
  "boleto.updated",
  "boleto.payment_divergence",
  "boleto.instruction.accepted",
  "boleto.instruction.rejected",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface WebhookEvent {
  type: EventType;
  tenantId: string;
  jobId: string | null;
  /** Identifies this occurrence: the same key is the same event (deduplicated). */
  key: string;
  data: Record<string, unknown>;
}

/** The job's own `webhook_url`, if it has one. */
async function jobWebhookUrl(data: DataDb, tenantId: string, jobId: string): Promise<string | null> {
  const job = await data.db
    .select({ webhookUrl: jobs.webhookUrl })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId)))
    .get();
  return job?.webhookUrl ?? null;
}

/** Records and queues the deliveries of `event`; returns how many destinations it has. */
export async function emitEvent(svc: Services, event: WebhookEvent): Promise<number> {
  // The deliveries of a job's event live with the job (its slot, in their ids); the endpoints are
  // tenant configuration, in the directory.
  const data = await svc.data(event.tenantId, event.jobId);
  const destinations: { endpointId: string | null; url: string }[] = [];
  if (event.jobId) {
    const url = await jobWebhookUrl(data, event.tenantId, event.jobId);
    if (url) destinations.push({ endpointId: null, url });
  }
  const endpoints = await svc.directory.d1
    .prepare(
      `SELECT id, url FROM webhook_endpoints WHERE tenant_id = ? AND status = 'enabled'
         AND EXISTS (SELECT 1 FROM json_each(events) WHERE value = ? OR value = '*')`,
    )
    .bind(event.tenantId, event.type)
    .all();
  for (const e of decodeRows(webhookEndpoints, endpoints.results, ["id", "url"]))
    destinations.push({ endpointId: e.id, url: e.url });
  if (destinations.length === 0) return 0;

  const now = svc.clock.now();
  const payload = JSON.stringify({
    type: event.type,
    timestamp: new Date(now).toISOString(),
    data: event.data,
  });
  const ids: string[] = [];
  const stmts = [];
  for (const d of destinations) {
    const id = deliveryId(await sha256Hex(`${event.key}|${d.endpointId ?? d.url}`), data.slot);
    ids.push(id);
    stmts.push(
      data.d1
        .prepare(
          `INSERT OR IGNORE INTO webhook_deliveries (id, tenant_id, endpoint_id, url, job_id, event_type, payload, status, attempts, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
        )
        .bind(id, event.tenantId, d.endpointId, d.url, event.jobId, event.type, payload, now),
    );
  }
  await data.d1.batch(stmts);
  // Queue only deliveries still pending (a re-emitted, already delivered event is not resent).
  const pending = await data.d1
    .prepare(
      "SELECT id FROM webhook_deliveries WHERE id IN (SELECT value FROM json_each(?)) AND +status = 'pending' AND attempts = 0",
    )
    .bind(JSON.stringify(ids))
    .all();
  await queueDeliveries(
    svc,
    event.tenantId,
    decodeRows(webhookDeliveries, pending.results, ["id"]).map((r) => r.id),
  );
  return destinations.length;
}

/** A delivery's id: a hash of its event and destination (so re-emitting dedupes), naming its slot. */
function deliveryId(hash: string, slot: number): string {
  return withSlot(`msg_${hash.slice(0, 26)}`, slot);
}

/** Queues one `webhook.deliver` per delivery of `tenantId` (the consumer finds it in that tenant's database). */
export async function queueDeliveries(svc: Services, tenantId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  checkFault("queue.send");
  try {
    await svc.queues.webhooks.sendBatch(
      ids.map((delivery_id) => ({
        body: { type: "webhook.deliver", tenant_id: tenantId, delivery_id } satisfies WebhookMessage,
        contentType: "json" as const,
      })),
    );
  } catch (e) {
    throw new TransientError(`queue send: ${(e as Error).message}`);
  }
}

/**
 * Emits many events of one tenant at once (e.g. every paid boleto of a retorno): destinations
 * are looked up once per event type, deliveries inserted in bulk, messages sent in batches.
 */
export async function emitEvents(
  svc: Services,
  tenantId: string,
  events: Omit<WebhookEvent, "tenantId">[],
): Promise<number> {
  if (events.length === 0) return 0;
  const types = [...new Set(events.map((e) => e.type))];
  const tenant = await svc.tenantData(tenantId);
  const endpoints = await svc.directory.db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.status, "enabled")))
    .all();
  const byType = new Map<string, { endpointId: string | null; url: string }[]>();
  for (const t of types) {
    byType.set(
      t,
      endpoints
        .filter((e) => e.events.includes(t) || e.events.includes("*"))
        .map((e) => ({ endpointId: e.id, url: e.url })),
    );
  }
  const jobUrls = new Map<string, string | null>();
  for (const jobId of new Set(events.map((e) => e.jobId).filter((j): j is string => !!j)))
    jobUrls.set(jobId, await jobWebhookUrl(tenant.forId(jobId), tenantId, jobId));
  const now = svc.clock.now();
  // Each event's deliveries go to its job's slot (the write slot for an event of no job).
  const byDb = new Map<string, { data: DataDb; rows: unknown[][] }>();
  let total = 0;
  for (const e of events) {
    const data = tenant.forId(e.jobId);
    const dests = [...(byType.get(e.type) ?? [])];
    const jobUrl = e.jobId ? jobUrls.get(e.jobId) : null;
    if (jobUrl) dests.push({ endpointId: null, url: jobUrl });
    const payload = JSON.stringify({ type: e.type, timestamp: new Date(now).toISOString(), data: e.data });
    const group = byDb.get(data.name) ?? { data, rows: [] };
    byDb.set(data.name, group);
    for (const d of dests) {
      const id = deliveryId(await sha256Hex(`${e.key}|${d.endpointId ?? d.url}`), data.slot);
      group.rows.push([id, d.endpointId, d.url, e.jobId, e.type, payload]);
      total++;
    }
  }
  if (total === 0) return 0;
  const ids: string[] = [];
  for (const { data, rows } of byDb.values())
    for (let i = 0; i < rows.length; i += 200) {
      const part = rows.slice(i, i + 200);
      const res = await data.d1
        .prepare(
          `INSERT OR IGNORE INTO webhook_deliveries (id, tenant_id, endpoint_id, url, job_id, event_type, payload, status, attempts, created_at)
           SELECT j.value ->> '$[0]', ?1, j.value ->> '$[1]', j.value ->> '$[2]', j.value ->> '$[3]', j.value ->> '$[4]', j.value ->> '$[5]', 'pending', 0, ?2
             FROM json_each(?3) j RETURNING id`,
        )
        .bind(tenantId, now, JSON.stringify(part))
        .all();
      ids.push(...decodeRows(webhookDeliveries, res.results, ["id"]).map((r) => r.id));
    }
  for (let i = 0; i < ids.length; i += 100) await queueDeliveries(svc, tenantId, ids.slice(i, i + 100));
  return total;
}
