/**
 * The read model of webhook deliveries: newest first, paginated with an opaque cursor, each with
 * every attempt it made and when the next one is due.
 */

import { and, eq } from "drizzle-orm";
import { iso } from "../platform/clock";
import { decodePageToken, encodePageToken } from "../platform/page-token";
import type { Services } from "../services";
import { newestFirst } from "../storage/fanout";
import { decodeRows, sqlColumns } from "../storage/rows";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../storage/schema";
import type { WebhookMessage } from "./messages";

interface Cursor {
  /** created_at and id of the last delivery of the previous page. */
  c: number;
  i: string;
  /** The filters the cursor belongs to. */
  j: string;
  s: string;
}

const encode = (c: Cursor): string => encodePageToken(c);

function decode(token: string, jobId: string, status: string): Cursor {
  return decodePageToken<Cursor>(
    token,
    (c) => Number.isSafeInteger(c.c) && typeof c.i === "string" && c.j === jobId && c.s === status,
    "page_token is not valid for these filters",
  );
}

const DELIVERY_VIEW = [
  "id",
  "eventType",
  "jobId",
  "endpointId",
  "url",
  "status",
  "lastError",
  "nextAttemptAt",
  "createdAt",
  "deliveredAt",
] as const;
const ATTEMPT_VIEW = ["deliveryId", "attempt", "statusCode", "error", "durationMs", "createdAt"] as const;
type DeliveryAttempt = Pick<typeof webhookAttempts.$inferSelect, (typeof ATTEMPT_VIEW)[number]>;

/**
 * One page of a tenant's deliveries, newest first (ties by id), optionally of one job and/or one
 * status; `next_page_token` is empty on the last page.
 * @example await listDeliveries(svc, { tenantId, pageSize: 100 })
 */
export async function listDeliveries(
  svc: Services,
  args: { tenantId: string; jobId?: string; status?: string; pageSize: number; pageToken?: string },
) {
  const jobId = args.jobId ?? "";
  const status = args.status ?? "";
  const after = args.pageToken ? decode(args.pageToken, jobId, status) : null;
  // A job's deliveries are on its slot's shard; the tenant's on every shard it is on, merged
  // newest first.
  const tenant = await svc.tenantData(args.tenantId);
  const dbs = args.jobId ? [tenant.forId(args.jobId)] : tenant.shards;
  const found = await newestFirst(
    dbs,
    tenant.owns,
    async (db, from, limit) => {
      const res = await db.d1
        .prepare(
          `SELECT ${sqlColumns(webhookDeliveries, DELIVERY_VIEW)}
             FROM webhook_deliveries
            WHERE tenant_id = ?1 AND (?2 = '' OR job_id = ?2) AND (?3 = '' OR status = ?3)
              AND (?4 IS NULL OR created_at < ?4 OR (created_at = ?4 AND id < ?5))
            ORDER BY created_at DESC, id DESC LIMIT ?6`,
        )
        .bind(args.tenantId, jobId, status, from?.c ?? null, from?.i ?? "", limit)
        .all();
      return decodeRows(webhookDeliveries, res.results, DELIVERY_VIEW);
    },
    after ? { c: after.c, i: after.i } : null,
    args.pageSize,
  );
  const rows = found.map((f) => f.row);
  const page = rows.slice(0, args.pageSize);
  const attempts: DeliveryAttempt[] = [];
  for (const db of dbs) {
    const ids = found
      .slice(0, args.pageSize)
      .filter((f) => f.db === db)
      .map((f) => f.row.id);
    if (ids.length === 0) continue;
    const attemptRes = await db.d1
      .prepare(
        `SELECT ${sqlColumns(webhookAttempts, ATTEMPT_VIEW)} FROM webhook_attempts
          WHERE delivery_id IN (SELECT value FROM json_each(?)) ORDER BY attempt`,
      )
      .bind(JSON.stringify(ids))
      .all();
    attempts.push(...decodeRows(webhookAttempts, attemptRes.results, ATTEMPT_VIEW));
  }
  const data = page.map((r) => ({
    delivery_id: r.id,
    event_type: r.eventType,
    job_id: r.jobId,
    endpoint_id: r.endpointId,
    url: r.url,
    status: r.status,
    attempts: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        attempt: a.attempt,
        status_code: a.statusCode,
        error: a.error,
        duration_ms: a.durationMs,
        at: iso(a.createdAt) as string,
      })),
    last_error: r.lastError,
    // A pending delivery never attempted is due at once (it is queued when created).
    next_attempt_at: r.status === "pending" ? iso(r.nextAttemptAt ?? r.createdAt) : null,
    created_at: iso(r.createdAt) as string,
    delivered_at: iso(r.deliveredAt),
  }));
  const last = page[page.length - 1];
  return {
    data,
    next_page_token:
      rows.length > args.pageSize && last
        ? encode({ c: last.createdAt, i: last.id, j: jobId, s: status })
        : "",
  };
}

/**
 * Queues a delivery again at the client's request (one attempt, no automatic retries). Null when
 * the tenant has no such delivery; `endpoint_disabled` when its endpoint is disabled or deleted.
 */
export async function redeliver(
  svc: Services,
  tenantId: string,
  deliveryId: string,
): Promise<"queued" | "endpoint_disabled" | null> {
  const data = await svc.data(tenantId, deliveryId);
  const row = await data.db
    .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.tenantId, tenantId)))
    .get();
  if (!row) return null;
  if (row.endpointId) {
    // The endpoint is tenant configuration, in the directory.
    const ep = await svc.directory.db
      .select({ status: webhookEndpoints.status })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, row.endpointId), eq(webhookEndpoints.tenantId, tenantId)))
      .get();
    if (ep?.status !== "enabled") return "endpoint_disabled";
  }
  await data.db
    .update(webhookDeliveries)
    .set({ status: "pending" })
    .where(eq(webhookDeliveries.id, deliveryId))
    .run();
  await svc.queues.webhooks.send(
    {
      type: "webhook.deliver",
      tenant_id: tenantId,
      delivery_id: deliveryId,
      manual: true,
    } satisfies WebhookMessage,
    { contentType: "json" },
  );
  return "queued";
}
