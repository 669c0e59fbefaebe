/**
 * The `lote-webhooks` consumer: one POST per delivery, signed (Standard Webhooks), 15 s timeout,
 * no redirects followed. 2xx → delivered; 410 → the endpoint is disabled; anything else or a
 * timeout → retried on a schedule like Svix's (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 10 h);
 * after the last one the message goes to the dead-letter queue and the delivery is `failed`.
 * Every attempt is recorded with its status code, error and duration.
 */

import { and, eq, sql } from "drizzle-orm";
import { checkFault } from "../platform/faults";
import type { Services } from "../services";
import type { DataDb } from "../storage/db";
import { webhookDeliveries } from "../storage/schema";
import { disableEndpoint, endpointSecret, tenantJobSecret } from "./endpoints";
import { signWebhook } from "./sign";
import { checkWebhookUrl } from "./url";

/** Thrown to retry a message after a specific delay. */
export class RetryLater extends Error {
  override name = "RetryLater";
  constructor(
    readonly delaySeconds: number,
    message: string,
  ) {
    super(message);
  }
}

export const TIMEOUT_MS = 15_000;

export function retrySchedule(svc: Services): number[] {
  return svc.config.WEBHOOK_RETRY_SCHEDULE_SECONDS.split(",").map((s) => Math.max(0, Number(s.trim()) || 0));
}

async function finish(
  svc: Services,
  data: DataDb,
  id: string,
  fields: {
    status: string;
    code: number | null;
    error: string | null;
    attempt: number;
    ms: number;
    nextAt?: number;
  },
) {
  const now = svc.clock.now();
  await data.d1.batch([
    data.d1
      .prepare(
        "INSERT OR REPLACE INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(id, fields.attempt, fields.code, fields.error, fields.ms, now),
    data.d1
      .prepare(
        `UPDATE webhook_deliveries SET status = ?, attempts = ?, last_status_code = ?, last_error = ?, next_attempt_at = ?,
           delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END WHERE id = ?`,
      )
      .bind(
        fields.status,
        fields.attempt,
        fields.code,
        fields.error,
        fields.nextAt ?? null,
        fields.status,
        now,
        id,
      ),
  ]);
}

/**
 * The database holding a delivery: the shard of its tenant's slot its id names, or (a message
 * queued without a tenant) whichever shard has it.
 */
async function deliveryDb(svc: Services, tenantId: string | undefined, deliveryId: string) {
  if (tenantId) return svc.data(tenantId, deliveryId);
  for (const data of svc.allData()) if (await findDelivery(data, deliveryId)) return data;
  return null;
}

async function findDelivery(data: DataDb, deliveryId: string) {
  return data.db
    .select({
      id: webhookDeliveries.id,
      tenantId: webhookDeliveries.tenantId,
      endpointId: webhookDeliveries.endpointId,
      url: webhookDeliveries.url,
      payload: webhookDeliveries.payload,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId))
    .get();
}

/**
 * Delivers one webhook; throws {@link RetryLater} when it should be tried again. `tenantId` names
 * the database holding the delivery (without it, every data database is searched).
 */
export async function deliverWebhook(
  svc: Services,
  deliveryId: string,
  opts: { manual?: boolean; tenantId?: string } = {},
): Promise<void> {
  const data = await deliveryDb(svc, opts.tenantId, deliveryId);
  const d = data ? await findDelivery(data, deliveryId) : undefined;
  if (!data || d?.status !== "pending") return;
  let secret: string;
  if (d.endpointId) {
    const ep = await endpointSecret(svc, d.endpointId);
    if (ep?.status !== "enabled") {
      // No attempt is made, so none is recorded: the earlier attempts keep their own results.
      await data.db
        .update(webhookDeliveries)
        .set({
          status: "disabled",
          nextAttemptAt: null,
          lastError: ep ? "endpoint disabled" : "endpoint deleted",
        })
        .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.status, "pending")))
        .run();
      return;
    }
    secret = ep.secret;
  } else secret = await tenantJobSecret(svc, d.tenantId);

  const attempt = d.attempts + 1;
  const check = checkWebhookUrl(d.url, { production: svc.config.isProduction });
  if (!check.ok) {
    await finish(svc, data, d.id, {
      status: "failed",
      code: null,
      error: `URL refused: ${check.reason}`,
      attempt,
      ms: 0,
    });
    return;
  }
  const ts = Math.floor(svc.clock.now() / 1000);
  const t0 = Date.now();
  let code: number | null = null;
  let error: string | null = null;
  try {
    checkFault("webhook.fetch");
    const res = await fetch(d.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        "user-agent": "lote-webhooks/1",
        "webhook-id": d.id,
        "webhook-timestamp": String(ts),
        "webhook-signature": await signWebhook(secret, d.id, ts, d.payload),
      },
      body: d.payload,
    });
    code = res.status;
    await res.body?.cancel();
  } catch (e) {
    error = describeFetchFailure(e, d.url);
  }
  const ms = Date.now() - t0;
  if (code !== null && code >= 200 && code < 300) {
    await finish(svc, data, d.id, { status: "delivered", code, error: null, attempt, ms });
    return;
  }
  if (code === 410) {
    if (d.endpointId) await disableEndpoint(svc, d.endpointId, "receiver answered 410 Gone");
    await finish(svc, data, d.id, {
      status: "disabled",
      code,
      error: "410 Gone: destination disabled",
      attempt,
      ms,
    });
    return;
  }
  const schedule = retrySchedule(svc);
  const delay = schedule[attempt - 1];
  if (opts.manual || delay === undefined) {
    await finish(svc, data, d.id, { status: "failed", code, error: error ?? `HTTP ${code}`, attempt, ms });
    return;
  }
  await finish(svc, data, d.id, {
    status: "pending",
    code,
    error: error ?? `HTTP ${code}`,
    attempt,
    ms,
    nextAt: svc.clock.now() + delay * 1000,
  });
  throw new RetryLater(
    delay,
    `webhook ${d.id} attempt ${attempt} failed (${error ?? code}); retry in ${delay} s`,
  );
}

/**
 * What happened when a delivery got no HTTP answer at all, in words an integrator can act on.
 * The platform reports a refused or reset connection only as "Network connection lost".
 * @example describeFetchFailure(new TypeError("Network connection lost."), "https://a.example/h")
 * // "no HTTP response from a.example: the connection was refused, reset or closed before an answer (Network connection lost.)"
 */
export function describeFetchFailure(e: unknown, url: string): string {
  const err = e as Error;
  let host = "the receiver";
  try {
    host = new URL(url).host;
  } catch {
    // keep the generic name
  }
  if (err?.name === "TimeoutError" || err?.name === "AbortError")
    return `no HTTP response from ${host} within ${TIMEOUT_MS} ms (timeout)`;
  const detail = String(err?.message ?? e).slice(0, 200);
  if (/network connection lost|refused|reset|closed|disconnected|ECONN/i.test(detail))
    return `no HTTP response from ${host}: the connection was refused, reset or closed before an answer (${detail})`;
  if (/dns|resolve|name not|getaddrinfo|ENOTFOUND/i.test(detail))
    return `no HTTP response from ${host}: its name could not be resolved (${detail})`;
  if (/tls|ssl|certificate|handshake/i.test(detail))
    return `no HTTP response from ${host}: the TLS handshake failed (${detail})`;
  return `no HTTP response from ${host}: ${detail}`;
}

/** Dead-lettered delivery: mark it failed if it is still pending. */
export async function failDelivery(svc: Services, deliveryId: string, tenantId?: string): Promise<void> {
  const data = await deliveryDb(svc, tenantId, deliveryId);
  if (!data) return;
  await data.db
    .update(webhookDeliveries)
    .set({ status: "failed", lastError: sql`COALESCE(${webhookDeliveries.lastError}, 'retries exhausted')` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending")))
    .run();
}
