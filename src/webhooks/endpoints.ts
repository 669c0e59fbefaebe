/**
 * Tenant webhook endpoints (subscriptions) and the tenant's secret for per-job `webhook_url`s.
 * Secrets are stored sealed (AES-256-GCM under the HKDF key of `SIGNING_SECRET`, with its key id)
 * and shown only when created (the per-job secret can be read again by the tenant, like an
 * endpoint's signing secret in Svix). A secret found sealed under the previous key is sealed again
 * under the current one as it is read; the cron does the rest (`resealSecrets`).
 */

import { and, eq, isNotNull, isNull, like, not } from "drizzle-orm";
import { iso } from "../platform/clock";
import { openSecret, sealSecret } from "../platform/crypto";
import { newId } from "../platform/ids";
import type { Services } from "../services";
import { tenants, webhookEndpoints } from "../storage/schema";
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

const view = (r: typeof webhookEndpoints.$inferSelect): EndpointView => ({
  id: r.id,
  url: r.url,
  events: r.events,
  status: r.status,
  disabled_reason: r.disabledReason,
  created_at: iso(r.createdAt) as string,
});

export async function createEndpoint(
  svc: Services,
  tenantId: string,
  input: { url: string; events: string[] },
) {
  const secret = newWebhookSecret();
  const now = svc.clock.now();
  const id = newId("whe", now);
  await svc.directory.db
    .insert(webhookEndpoints)
    .values({
      id,
      tenantId,
      url: input.url,
      events: input.events,
      secretEnc: await sealSecret(await serviceKeys(svc.config), secret),
      status: "enabled",
      createdAt: now,
      updatedAt: now,
    })
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
  const rows = await svc.directory.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(webhookEndpoints.createdAt)
    .all();
  return rows.map(view);
}

/**
 * Deletes an endpoint (in the directory), then cancels its pending deliveries at once on every
 * shard of the tenant: they end `disabled` ("endpoint deleted") with every attempt already made
 * kept as it was, instead of waiting for their next retry to find the endpoint gone (which is
 * also what happens to any the cancel misses).
 */
export async function deleteEndpoint(svc: Services, tenantId: string, id: string): Promise<boolean> {
  const res = await svc.directory.d1
    .prepare("DELETE FROM webhook_endpoints WHERE id = ? AND tenant_id = ?")
    .bind(id, tenantId)
    .run();
  for (const data of (await svc.tenantData(tenantId)).shards)
    await data.d1
      .prepare(
        `UPDATE webhook_deliveries SET status = 'disabled', last_error = 'endpoint deleted', next_attempt_at = NULL
          WHERE endpoint_id = ? AND tenant_id = ? AND status = 'pending'`,
      )
      .bind(id, tenantId)
      .run();
  return (res.meta.changes ?? 0) > 0;
}

/** The endpoint's signing secret, or null when it is gone. */
export async function endpointSecret(
  svc: Services,
  endpointId: string,
): Promise<{ secret: string; status: string } | null> {
  const data = svc.directory;
  const row = await data.db
    .select({ secretEnc: webhookEndpoints.secretEnc, status: webhookEndpoints.status })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId))
    .get();
  if (!row) return null;
  const ring = await serviceKeys(svc.config);
  const opened = await openSecret(ring, row.secretEnc);
  if (opened.stale) {
    await data.db
      .update(webhookEndpoints)
      .set({ secretEnc: await sealSecret(ring, opened.plain) })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.secretEnc, row.secretEnc)))
      .run();
  }
  return { secret: opened.plain, status: row.status };
}

export async function disableEndpoint(svc: Services, endpointId: string, reason: string): Promise<void> {
  await svc.directory.db
    .update(webhookEndpoints)
    .set({ status: "disabled", disabledReason: reason, updatedAt: svc.clock.now() })
    .where(eq(webhookEndpoints.id, endpointId))
    .run();
}

/** The tenant's secret for per-job webhook URLs, created on first use (kept on the tenant, in the directory). */
export async function tenantJobSecret(svc: Services, tenantId: string): Promise<string> {
  const ring = await serviceKeys(svc.config);
  const { db } = svc.directory;
  const read = () =>
    db.select({ box: tenants.webhookSecretEnc }).from(tenants).where(eq(tenants.id, tenantId)).get();
  const row = await read();
  if (row?.box) {
    const opened = await openSecret(ring, row.box);
    if (opened.stale) {
      await db
        .update(tenants)
        .set({ webhookSecretEnc: await sealSecret(ring, opened.plain) })
        .where(and(eq(tenants.id, tenantId), eq(tenants.webhookSecretEnc, row.box)))
        .run();
    }
    return opened.plain;
  }
  const secret = newWebhookSecret();
  await db
    .update(tenants)
    .set({ webhookSecretEnc: await sealSecret(ring, secret) })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.webhookSecretEnc)))
    .run();
  // Read back: a concurrent first use may have won.
  const again = await read();
  return (await openSecret(ring, again?.box ?? "")).plain;
}

/**
 * Seals again, under the current key, up to `limit` stored secrets that are not under it (after a
 * rotation of `SIGNING_SECRET`, or written before the HKDF keys): endpoint secrets, then the
 * tenants' per-job secrets, both in the directory. Returns how many it resealed.
 * Run by the cron until none is left; then `SIGNING_SECRET_PREVIOUS` can be removed.
 */
export async function resealSecrets(svc: Services, limit = 100): Promise<number> {
  if (!svc.config.signingSecret) return 0;
  const ring = await serviceKeys(svc.config);
  const current = `v2:${ring.current.kid}:%`;
  let n = 0;
  const reseal = async (
    table: string,
    rows: { id: string; box: string | null }[],
    write: (id: string, box: string, sealed: string) => Promise<unknown>,
  ) => {
    for (const r of rows) {
      if (r.box === null) continue;
      try {
        const { plain } = await openSecret(ring, r.box);
        await write(r.id, r.box, await sealSecret(ring, plain));
        n++;
      } catch (error) {
        // Sealed under a key that is neither current nor previous: an operator must act (see operations.md).
        svc.logger.error("a stored webhook secret cannot be opened", { table, row_id: r.id, error });
      }
    }
  };
  {
    const data = svc.directory;
    const e = webhookEndpoints;
    const rows = await data.db
      .select({ id: e.id, box: e.secretEnc })
      .from(e)
      .where(and(isNotNull(e.secretEnc), not(like(e.secretEnc, current))))
      .limit(limit - n)
      .all();
    await reseal("webhook_endpoints", rows, (id, box, sealed) =>
      data.db
        .update(e)
        .set({ secretEnc: sealed })
        .where(and(eq(e.id, id), eq(e.secretEnc, box)))
        .run(),
    );
  }
  if (n < limit) {
    const t = tenants;
    const { db } = svc.directory;
    const rows = await db
      .select({ id: t.id, box: t.webhookSecretEnc })
      .from(t)
      .where(and(isNotNull(t.webhookSecretEnc), not(like(t.webhookSecretEnc, current))))
      .limit(limit - n)
      .all();
    await reseal("tenants", rows, (id, box, sealed) =>
      db
        .update(t)
        .set({ webhookSecretEnc: sealed })
        .where(and(eq(t.id, id), eq(t.webhookSecretEnc, box)))
        .run(),
    );
  }
  return n;
}
