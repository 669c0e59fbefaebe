/**
 * Tenant webhook endpoints (subscriptions) and the tenant's secret for per-job `webhook_url`s.
 * Secrets are stored sealed (AES-256-GCM under the HKDF key of `SIGNING_SECRET`, with its key id)
 * and shown only when created (the per-job secret can be read again by the tenant, like an
 * endpoint's signing secret in Svix). A secret found sealed under the previous key is sealed again
 * under the current one as it is read; the cron does the rest (`resealSecrets`).
 */

import { iso } from "../platform/clock";
import { openSecret, sealSecret } from "../platform/crypto";
import { newId } from "../platform/ids";
import type { Services } from "../services";
import { serviceKeys } from "../storage/signing";
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
      await sealSecret(await serviceKeys(svc.config), secret),
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
  const ring = await serviceKeys(svc.config);
  const opened = await openSecret(ring, row.secret_enc);
  if (opened.stale) {
    await svc.d1
      .prepare("UPDATE webhook_endpoints SET secret_enc = ? WHERE id = ? AND secret_enc = ?")
      .bind(await sealSecret(ring, opened.plain), endpointId, row.secret_enc)
      .run();
  }
  return { secret: opened.plain, status: row.status };
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
  const ring = await serviceKeys(svc.config);
  const row = await svc.d1
    .prepare("SELECT webhook_secret_enc FROM tenants WHERE id = ?")
    .bind(tenantId)
    .first<{ webhook_secret_enc: string | null }>();
  if (row?.webhook_secret_enc) {
    const opened = await openSecret(ring, row.webhook_secret_enc);
    if (opened.stale) {
      await svc.d1
        .prepare("UPDATE tenants SET webhook_secret_enc = ? WHERE id = ? AND webhook_secret_enc = ?")
        .bind(await sealSecret(ring, opened.plain), tenantId, row.webhook_secret_enc)
        .run();
    }
    return opened.plain;
  }
  const secret = newWebhookSecret();
  await svc.d1
    .prepare("UPDATE tenants SET webhook_secret_enc = ? WHERE id = ? AND webhook_secret_enc IS NULL")
    .bind(await sealSecret(ring, secret), tenantId)
    .run();
  // Read back: a concurrent first use may have won.
  const again = await svc.d1
    .prepare("SELECT webhook_secret_enc FROM tenants WHERE id = ?")
    .bind(tenantId)
    .first<{ webhook_secret_enc: string }>();
  return (await openSecret(ring, again?.webhook_secret_enc ?? "")).plain;
}

/**
 * Seals again, under the current key, up to `limit` stored secrets that are not under it (after a
 * rotation of `SIGNING_SECRET`, or written before the HKDF keys). Returns how many it resealed.
 * Run by the cron until none is left; then `SIGNING_SECRET_PREVIOUS` can be removed.
 */
export async function resealSecrets(svc: Services, limit = 100): Promise<number> {
  if (!svc.config.signingSecret) return 0;
  const ring = await serviceKeys(svc.config);
  const current = `v2:${ring.current.kid}:%`;
  let n = 0;
  for (const [table, column] of [
    ["webhook_endpoints", "secret_enc"],
    ["tenants", "webhook_secret_enc"],
  ] as const) {
    const rows = await svc.d1
      .prepare(
        `SELECT id, ${column} AS box FROM ${table} WHERE ${column} IS NOT NULL AND ${column} NOT LIKE ? LIMIT ?`,
      )
      .bind(current, limit - n)
      .all<{ id: string; box: string }>();
    for (const r of rows.results) {
      try {
        const { plain } = await openSecret(ring, r.box);
        await svc.d1
          .prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ? AND ${column} = ?`)
          .bind(await sealSecret(ring, plain), r.id, r.box)
          .run();
        n++;
      } catch (error) {
        // Sealed under a key that is neither current nor previous: an operator must act (see operations.md).
        svc.logger.error("a stored webhook secret cannot be opened", { table, row_id: r.id, error });
      }
    }
    if (n >= limit) break;
  }
  return n;
}
