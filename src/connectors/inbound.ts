/**
 * Receiving a provider's payment notification at `/v1/hooks/{connection_id}/{secret}` (the Pix
 * API posts to `…/pix` below it): the secret of the connection's path is checked in constant time
 * (a wrong one is the same 404 as an unknown connection), the body is read by the connector, and
 * each payment it names is recorded once (`inbound_notifications`, by the provider's payment id:
 * a replayed delivery records nothing new) and queued to be confirmed by a query
 * (./notify.ts). Nothing is settled here: a notification is a hint, the provider's query is the fact.
 */
import { and, eq, sql } from "drizzle-orm";
import { timingSafeEqualStr } from "../platform/crypto";
import { DomainError } from "../platform/errors";
import type { Services } from "../services";
import { inboundNotifications } from "../storage/schema";
import type { ConnectorMessage } from "./messages";
import { connectionById, connectorOf, webhookSecretOf } from "./store";

/** The largest notification body lote reads. */
export const MAX_NOTIFICATION_BYTES = 256 * 1024;

export interface Received {
  /** Payments it named, and how many of them were new. */
  payments: number;
  recorded: number;
}

/**
 * Records the payments of one delivery for `connectionId` if `secret` is its path's.
 * @example await receiveNotification(svc, "con_…", "…", { headers, body }) // { payments: 1, recorded: 1 }
 */
export async function receiveNotification(
  svc: Services,
  connectionId: string,
  secret: string,
  delivery: { headers: Record<string, string>; body: string },
): Promise<Received> {
  const conn = await connectionById(svc, connectionId);
  const expected = conn ? await webhookSecretOf(svc, conn) : "";
  if (!conn || !timingSafeEqualStr(expected, secret) || conn.status !== "active")
    throw new DomainError("NOT_FOUND", "no such webhook");
  const c = connectorOf(conn.provider);
  if (!c?.connector.parseWebhook)
    throw new DomainError("NOT_FOUND", "this provider sends no webhooks to lote");
  const parsed = c.connector.parseWebhook(delivery);
  if ("issues" in parsed)
    throw new DomainError("VALIDATION_FAILED", "the notification could not be read", {
      issues: parsed.issues.map((i) => ({
        code: "INVALID_NOTIFICATION",
        path: `body.${i.path}`.replace(/\.$/, ""),
        message: i.message,
      })),
    });
  const now = svc.clock.now();
  let recorded = 0;
  const messages: ConnectorMessage[] = [];
  for (const p of parsed.payments) {
    const rows = await svc.directory.db
      .insert(inboundNotifications)
      .values({
        connectionId: conn.id,
        key: p.payment_id,
        tenantId: conn.tenantId,
        receivedAt: now,
        outcome: { state: "received", payment: { ...p } },
      })
      .onConflictDoNothing()
      .returning({ key: inboundNotifications.key })
      .all();
    if (rows.length === 0) {
      // Seen before: settled, it records nothing; not settled (unconfirmed: the provider did not
      // show it yet, or a forgery came first), it is looked up again — a real payment is never lost.
      const again = await svc.directory.db
        .update(inboundNotifications)
        .set({ outcome: { state: "received", payment: { ...p } }, receivedAt: now })
        .where(
          and(
            eq(inboundNotifications.connectionId, conn.id),
            eq(inboundNotifications.key, p.payment_id),
            sql`json_extract(${inboundNotifications.outcome}, '$.state') IS NOT 'settled'`,
          ),
        )
        .returning({ key: inboundNotifications.key })
        .all();
      if (again.length > 0)
        messages.push({
          type: "connector.notify",
          tenant_id: conn.tenantId,
          connection_id: conn.id,
          key: p.payment_id,
        });
      continue;
    }
    recorded++;
    messages.push({
      type: "connector.notify",
      tenant_id: conn.tenantId,
      connection_id: conn.id,
      key: p.payment_id,
    });
  }
  for (const m of messages) await svc.queues.jobs.send(m, { contentType: "json" });
  return { payments: parsed.payments.length, recorded };
}
