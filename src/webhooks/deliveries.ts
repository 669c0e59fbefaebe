/**
 * The read model of webhook deliveries: newest first, paginated with an opaque cursor, each with
 * every attempt it made and when the next one is due.
 */

import { iso } from "../platform/clock";
import { DomainError } from "../platform/errors";
import { base64url, fromBase64url } from "../platform/ids";
import type { Services } from "../services";

interface Cursor {
  /** created_at and id of the last delivery of the previous page. */
  c: number;
  i: string;
  /** The filters the cursor belongs to. */
  j: string;
  s: string;
}

function encode(c: Cursor): string {
  return base64url(new TextEncoder().encode(JSON.stringify(c)));
}

function decode(token: string, jobId: string, status: string): Cursor {
  try {
    const c = JSON.parse(new TextDecoder().decode(fromBase64url(token))) as Cursor;
    if (Number.isSafeInteger(c.c) && typeof c.i === "string" && c.j === jobId && c.s === status) return c;
  } catch {
    // fall through
  }
  throw new DomainError("INVALID_PAGE_TOKEN", "page_token is not valid for these filters");
}

interface DeliveryRow {
  id: string;
  event_type: string;
  job_id: string | null;
  endpoint_id: string | null;
  url: string;
  status: "pending" | "delivered" | "failed" | "disabled";
  last_error: string | null;
  next_attempt_at: number | null;
  created_at: number;
  delivered_at: number | null;
}

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
  const rows = await svc.d1
    .prepare(
      `SELECT id, event_type, job_id, endpoint_id, url, status, last_error, next_attempt_at, created_at, delivered_at
         FROM webhook_deliveries
        WHERE tenant_id = ?1 AND (?2 = '' OR job_id = ?2) AND (?3 = '' OR status = ?3)
          AND (?4 IS NULL OR created_at < ?4 OR (created_at = ?4 AND id < ?5))
        ORDER BY created_at DESC, id DESC LIMIT ?6`,
    )
    .bind(args.tenantId, jobId, status, after?.c ?? null, after?.i ?? "", args.pageSize + 1)
    .all<DeliveryRow>();
  const page = rows.results.slice(0, args.pageSize);
  const attempts = await svc.d1
    .prepare(
      `SELECT delivery_id, attempt, status_code, error, duration_ms, created_at FROM webhook_attempts
        WHERE delivery_id IN (SELECT value FROM json_each(?)) ORDER BY attempt`,
    )
    .bind(JSON.stringify(page.map((r) => r.id)))
    .all<{
      delivery_id: string;
      attempt: number;
      status_code: number | null;
      error: string | null;
      duration_ms: number;
      created_at: number;
    }>();
  const data = page.map((r) => ({
    delivery_id: r.id,
    event_type: r.event_type,
    job_id: r.job_id,
    endpoint_id: r.endpoint_id,
    url: r.url,
    status: r.status,
    attempts: attempts.results
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({
        attempt: a.attempt,
        status_code: a.status_code,
        error: a.error,
        duration_ms: a.duration_ms,
        at: iso(a.created_at) as string,
      })),
    last_error: r.last_error,
    // A pending delivery never attempted is due at once (it is queued when created).
    next_attempt_at: r.status === "pending" ? iso(r.next_attempt_at ?? r.created_at) : null,
    created_at: iso(r.created_at) as string,
    delivered_at: iso(r.delivered_at),
  }));
  const last = page[page.length - 1];
  return {
    data,
    next_page_token:
      rows.results.length > args.pageSize && last
        ? encode({ c: last.created_at, i: last.id, j: jobId, s: status })
        : "",
  };
}
