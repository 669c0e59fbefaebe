/**
 * Emitting webhook events. An event becomes one delivery per destination — the job's own
 * `webhook_url` and every enabled tenant endpoint subscribed to the event type — each with a
 * deterministic id (the `webhook-id` header), inserted once, then queued on `lote-webhooks`.
 * Emitting the same event twice (a retried side effect) therefore delivers it once.
 */

import { sha256Hex } from "../platform/crypto";
import { checkFault, TransientError } from "../platform/faults";
import type { Services } from "../services";
import type { WebhookMessage } from "./messages";

export const EVENT_TYPES = [
  "job.completed",
  "job.partially_completed",
  "job.failed",
  "artifact.ready",
  "boleto.registered",
  "boleto.paid",
  "boleto.rejected",
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

/** Records and queues the deliveries of `event`; returns how many destinations it has. */
export async function emitEvent(svc: Services, event: WebhookEvent): Promise<number> {
  const destinations: { endpointId: string | null; url: string }[] = [];
  if (event.jobId) {
    const job = await svc.d1
      .prepare("SELECT webhook_url FROM jobs WHERE id = ? AND tenant_id = ?")
      .bind(event.jobId, event.tenantId)
      .first<{ webhook_url: string | null }>();
    if (job?.webhook_url) destinations.push({ endpointId: null, url: job.webhook_url });
  }
  const endpoints = await svc.d1
    .prepare(
      `SELECT id, url FROM webhook_endpoints WHERE tenant_id = ? AND status = 'enabled'
         AND EXISTS (SELECT 1 FROM json_each(events) WHERE value = ? OR value = '*')`,
    )
    .bind(event.tenantId, event.type)
    .all<{ id: string; url: string }>();
  for (const e of endpoints.results) destinations.push({ endpointId: e.id, url: e.url });
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
    const id = `msg_${(await sha256Hex(`${event.key}|${d.endpointId ?? d.url}`)).slice(0, 26)}`;
    ids.push(id);
    stmts.push(
      svc.d1
        .prepare(
          `INSERT OR IGNORE INTO webhook_deliveries (id, tenant_id, endpoint_id, url, job_id, event_type, payload, status, attempts, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
        )
        .bind(id, event.tenantId, d.endpointId, d.url, event.jobId, event.type, payload, now),
    );
  }
  await svc.d1.batch(stmts);
  // Queue only deliveries still pending (a re-emitted, already delivered event is not resent).
  const pending = await svc.d1
    .prepare(
      "SELECT id FROM webhook_deliveries WHERE id IN (SELECT value FROM json_each(?)) AND +status = 'pending' AND attempts = 0",
    )
    .bind(JSON.stringify(ids))
    .all<{ id: string }>();
  await queueDeliveries(
    svc,
    pending.results.map((r) => r.id),
  );
  return destinations.length;
}

export async function queueDeliveries(svc: Services, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  checkFault("queue.send");
  try {
    await svc.queues.webhooks.sendBatch(
      ids.map((delivery_id) => ({
        body: { type: "webhook.deliver", delivery_id } satisfies WebhookMessage,
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
  const endpoints = await svc.d1
    .prepare(`SELECT id, url, events FROM webhook_endpoints WHERE tenant_id = ? AND status = 'enabled'`)
    .bind(tenantId)
    .all<{ id: string; url: string; events: string }>();
  const byType = new Map<string, { endpointId: string | null; url: string }[]>();
  for (const t of types) {
    byType.set(
      t,
      endpoints.results
        .filter((e) => {
          const list = JSON.parse(e.events) as string[];
          return list.includes(t) || list.includes("*");
        })
        .map((e) => ({ endpointId: e.id, url: e.url })),
    );
  }
  const jobUrls = new Map<string, string | null>();
  for (const jobId of new Set(events.map((e) => e.jobId).filter((j): j is string => !!j))) {
    const row = await svc.d1
      .prepare("SELECT webhook_url FROM jobs WHERE id = ? AND tenant_id = ?")
      .bind(jobId, tenantId)
      .first<{ webhook_url: string | null }>();
    jobUrls.set(jobId, row?.webhook_url ?? null);
  }
  const now = svc.clock.now();
  const rows: unknown[][] = [];
  for (const e of events) {
    const dests = [...(byType.get(e.type) ?? [])];
    const jobUrl = e.jobId ? jobUrls.get(e.jobId) : null;
    if (jobUrl) dests.push({ endpointId: null, url: jobUrl });
    const payload = JSON.stringify({ type: e.type, timestamp: new Date(now).toISOString(), data: e.data });
    for (const d of dests) {
      const id = `msg_${(await sha256Hex(`${e.key}|${d.endpointId ?? d.url}`)).slice(0, 26)}`;
      rows.push([id, d.endpointId, d.url, e.jobId, e.type, payload]);
    }
  }
  if (rows.length === 0) return 0;
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const part = rows.slice(i, i + 200);
    const res = await svc.d1
      .prepare(
        `INSERT OR IGNORE INTO webhook_deliveries (id, tenant_id, endpoint_id, url, job_id, event_type, payload, status, attempts, created_at)
         SELECT j.value ->> '$[0]', ?1, j.value ->> '$[1]', j.value ->> '$[2]', j.value ->> '$[3]', j.value ->> '$[4]', j.value ->> '$[5]', 'pending', 0, ?2
           FROM json_each(?3) j RETURNING id`,
      )
      .bind(tenantId, now, JSON.stringify(part))
      .all<{ id: string }>();
    ids.push(...res.results.map((r) => r.id));
  }
  for (let i = 0; i < ids.length; i += 100) await queueDeliveries(svc, ids.slice(i, i + 100));
  return rows.length;
}
