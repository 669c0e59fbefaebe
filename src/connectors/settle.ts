/**
 * Settled titles by query, for providers whose payments lote must ask for (no webhook, or a
 * webhook that may be lost): the cron sends `connector.settle` per active connection whose API
 * lists settled titles, for the window from yesterday to today (a provider that lists none and
 * notifies none is asked title by title: ./poll.ts); each page's payments reach the
 * ledger like a webhook's (a payment id seen before records nothing), the next page comes in a
 * message of its own.
 */
import { and, eq } from "drizzle-orm";
import { addDays } from "../engine/index";
import { saoPauloDate } from "../platform/clock";
import type { Services } from "../services";
import { bankConnections } from "../storage/schema";
import { callProvider } from "./call";
import type { ConnectorMessage } from "./messages";
import { settlePayments } from "./payments";
import { pollRegistered, pollsByQuery } from "./poll";
import { connectionById, connectorOf, credentialsOf } from "./store";

type SettleMessage = Extract<ConnectorMessage, { type: "connector.settle" }>;

export async function settleConnection(svc: Services, msg: SettleMessage): Promise<void> {
  const conn = await connectionById(svc, msg.connection_id);
  const c = conn ? connectorOf(conn.provider) : undefined;
  if (!conn || conn.tenantId !== msg.tenant_id || conn.status !== "active" || !c) return;
  const { connector } = c;
  if (pollsByQuery(connector)) {
    await pollRegistered(svc, conn, connector, await credentialsOf(svc, conn));
    return;
  }
  if (!connector.settled || !connector.parseSettled) return;
  const account = conn.accounts[0];
  if (!account) return;
  const creds = await credentialsOf(svc, conn);
  const acct = {
    agency: account.agency ?? "",
    account: account.account ?? "",
    wallet: account.wallet ?? "",
    agreement: account.agreement,
  };
  const req = connector.settled(acct, msg.from, msg.to, msg.page);
  const x = await callProvider(
    svc,
    conn,
    connector,
    creds,
    req,
    "settled",
    `settle:${msg.from}:${msg.to}:${msg.page ?? ""}`,
  );
  if (x.kind !== "response") {
    await svc.queues.jobs.send(msg, {
      contentType: "json",
      delaySeconds: x.kind === "waiting" ? Math.ceil(x.waitMs / 1000) : 30,
    });
    return;
  }
  const o = connector.parseSettled(x.res, {
    from: msg.from,
    to: msg.to,
    ...(msg.page ? { page: msg.page } : {}),
  });
  if (o.kind !== "ok") {
    await svc.directory.db
      .update(bankConnections)
      .set({
        lastError: {
          at: svc.clock.now(),
          operation: "settled",
          kind: o.kind,
          code: "code" in o ? o.code : null,
        },
      })
      .where(eq(bankConnections.id, conn.id))
      .run();
    return;
  }
  await settlePayments(svc, conn, o.payments, "api");
  if (o.next) await svc.queues.jobs.send({ ...msg, page: o.next }, { contentType: "json" });
}

/** The cron's step: one settled-titles query per active connection that has one (window: yesterday → today). */
export async function scheduleSettled(svc: Services, now: number): Promise<number> {
  const rows = await svc.directory.db
    .select({
      id: bankConnections.id,
      tenantId: bankConnections.tenantId,
      provider: bankConnections.provider,
    })
    .from(bankConnections)
    .where(and(eq(bankConnections.status, "active")))
    .all();
  const today = saoPauloDate(now);
  const messages: ConnectorMessage[] = rows
    .filter((r) => {
      const c = connectorOf(r.provider)?.connector;
      return c !== undefined && (c.settled !== undefined || pollsByQuery(c));
    })
    .map((r) => ({
      type: "connector.settle",
      tenant_id: r.tenantId,
      connection_id: r.id,
      from: addDays(today, -1),
      to: today,
    }));
  for (const m of messages) await svc.queues.jobs.send(m, { contentType: "json" });
  return messages.length;
}
