/**
 * Tenant webhook endpoints (subscriptions) and the tenant's secret for per-job `webhook_url`s.
 * Secrets are stored AES-GCM-encrypted with the service key and shown only when created (the
 * per-job secret can be read again by the tenant, like an endpoint's signing secret in Svix).
 */
import type { Services } from "../context";
import { iso } from "../platform/clock";
import { decryptString, encryptString } from "../platform/crypto";
import { newId } from "../platform/ids";
import { serviceKey } from "../storage/signing";
import { newWebhookSecret } from "./sign";

export interface EndpointView {
  id: string;
  url: string;
  events: string[];
  status: string;
  disabled_reason: string | null;
  created_at: string;
}

interface EndpointRow {
  id: string;
  url: string;
  events: string;
  status: string;
  disabled_reason: string | null;
  created_at: number;
  secret_enc: string;
}

const view = (r: EndpointRow): EndpointView => ({
  id: r.id,
  url: r.url,
  events: JSON.parse(r.events) as string[],
  status: r.status,
  disabled_reason: r.disabled_reason,
  created_at: iso(r.created_at) as string,
});

export async function createEndpoint(
  svc: Services,
  tenantId: string,
  input: { url: string; events: string[] },
) {
  const secret = newWebhookSecret();
  const now = svc.clock.now();
  const id = newId("whe", now);
  await svc.d1
    .prepare(
      `INSERT INTO webhook_endpoints (id, tenant_id, url, events, secret_enc, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'enabled', ?, ?)`,
    )
    .bind(
      id,
      tenantId,
      input.url,
      JSON.stringify(input.events),
      await encryptString(serviceKey(svc.config), secret),
      now,
      now,
    )
    .run();
  return {
    id,
    url: input.url,
    events: input.events,
    status: "enabled",
    disabled_reason: null,
    created_at: iso(now) as string,
    secret,
  };
}

export async function listEndpoints(svc: Services, tenantId: string): Promise<EndpointView[]> {
  const res = await svc.d1
    .prepare(
      "SELECT * FROM webhook_endpoints WHERE tenant_id = ? AND status != 'deleted' ORDER BY created_at",
    )
    .bind(tenantId)
    .all<EndpointRow>();
  return res.results.map(view);
}

/**
 * Deletes an endpoint and, in the same transaction, cancels its pending deliveries at once: they end
 * `disabled` ("endpoint deleted") with every attempt already made kept as it was, instead of
 * waiting for their next retry to find the endpoint gone.
 */
export async function deleteEndpoint(svc: Services, tenantId: string, id: string): Promise<boolean> {
  const [res] = await svc.d1.batch([
    svc.d1.prepare("DELETE FROM webhook_endpoints WHERE id = ? AND tenant_id = ?").bind(id, tenantId),
    svc.d1
      .prepare(
        `UPDATE webhook_deliveries SET status = 'disabled', last_error = 'endpoint deleted', next_attempt_at = NULL
          WHERE endpoint_id = ? AND tenant_id = ? AND status = 'pending'`,
      )
      .bind(id, tenantId),
  ]);
  return (res?.meta.changes ?? 0) > 0;
}

/** The endpoint's signing secret, or null when it is gone or disabled. */
export async function endpointSecret(
  svc: Services,
  endpointId: string,
): Promise<{ secret: string; status: string } | null> {
  const row = await svc.d1
    .prepare("SELECT secret_enc, status FROM webhook_endpoints WHERE id = ?")
    .bind(endpointId)
    .first<{ secret_enc: string; status: string }>();
  if (!row) return null;
  return { secret: await decryptString(serviceKey(svc.config), row.secret_enc), status: row.status };
}

export async function disableEndpoint(svc: Services, endpointId: string, reason: string): Promise<void> {
  await svc.d1
    .prepare(
      "UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = ?, updated_at = ? WHERE id = ?",
    )
    .bind(reason, svc.clock.now(), endpointId)
    .run();
}

/** The tenant's secret for per-job webhook URLs, created on first use. */
export async function tenantJobSecret(svc: Services, tenantId: string): Promise<string> {
  const row = await svc.d1
    .prepare("SELECT webhook_secret_enc FROM tenants WHERE id = ?")
    .bind(tenantId)
    .first<{ webhook_secret_enc: string | null }>();
  if (row?.webhook_secret_enc) return decryptString(serviceKey(svc.config), row.webhook_secret_enc);
  const secret = newWebhookSecret();
  await svc.d1
    .prepare("UPDATE tenants SET webhook_secret_enc = ? WHERE id = ? AND webhook_secret_enc IS NULL")
    .bind(await encryptString(serviceKey(svc.config), secret), tenantId)
    .run();
  // Read back: a concurrent first use may have won.
  const again = await svc.d1
    .prepare("SELECT webhook_secret_enc FROM tenants WHERE id = ?")
    .bind(tenantId)
    .first<{ webhook_secret_enc: string }>();
  return decryptString(serviceKey(svc.config), again?.webhook_secret_enc ?? "");
}
