/**
 * Payment notifications from banks and PSPs. The receiving route (./http/hooks.ts) authenticates
 * the delivery by the connection's secret path (and, where a provider signs, its signature),
 * records each payment it names once (`inbound_notifications`: a replayed delivery records
 * nothing) and queues `connector.notify`. Here each one is **confirmed by a query** of its title
 * at the provider before it settles anything: a forged notification — right path, made-up payment
 * — names a payment the provider does not show, and stays `unconfirmed`.
 */
import { and, eq } from "drizzle-orm";
import { type ApiPayment, validateBoletoInput } from "../engine/index";
import { engineInput } from "../ledger/input";
import type { Services } from "../services";
import { inboundNotifications } from "../storage/schema";
import { callProvider } from "./call";
import { itemForRegistration } from "./items";
import type { ConnectorMessage } from "./messages";
import { matchPayment, settlePayments } from "./payments";
import { titleKeyOf } from "./register";
import { findRegistration } from "./registrations";
import { connectionById, connectorOf, credentialsOf } from "./store";

type NotifyMessage = Extract<ConnectorMessage, { type: "connector.notify" }>;

async function setOutcome(svc: Services, msg: NotifyMessage, outcome: Record<string, unknown>) {
  await svc.directory.db
    .update(inboundNotifications)
    .set({ outcome })
    .where(
      and(eq(inboundNotifications.connectionId, msg.connection_id), eq(inboundNotifications.key, msg.key)),
    )
    .run();
}

export async function handleNotification(svc: Services, msg: NotifyMessage): Promise<void> {
  const n = await svc.directory.db
    .select()
    .from(inboundNotifications)
    .where(
      and(eq(inboundNotifications.connectionId, msg.connection_id), eq(inboundNotifications.key, msg.key)),
    )
    .get();
  const conn = await connectionById(svc, msg.connection_id);
  if (!n || !conn || conn.tenantId !== msg.tenant_id) return;
  const state = n.outcome?.state;
  if (state === "settled" || state === "unconfirmed" || state === "unmatched") return;
  const payment = n.outcome?.payment as ApiPayment | undefined;
  const c = connectorOf(conn.provider);
  if (!payment || !c) return;
  const m = await matchPayment(svc, conn, payment);
  if (!m) return setOutcome(svc, msg, { ...n.outcome, state: "unmatched" });
  const reg = await findRegistration(m.data, conn.tenantId, m.row.id, conn.provider);
  const item = await itemForRegistration(m.data, conn.tenantId, m.row.id);
  const v = item ? validateBoletoInput(engineInput(item.input)) : null;
  if (!reg || !v?.ok) return setOutcome(svc, msg, { ...n.outcome, state: "unmatched" });
  const key = titleKeyOf(v.value, reg);
  const creds = await credentialsOf(svc, conn);
  const q = await callProvider(
    svc,
    conn,
    c.connector,
    creds,
    c.connector.query(key),
    "query",
    `notify:${msg.key}`,
  );
  if (q.kind !== "response") {
    await svc.queues.jobs.send(msg, {
      contentType: "json",
      delaySeconds: q.kind === "waiting" ? Math.ceil(q.waitMs / 1000) : 10,
    });
    return;
  }
  const o = c.connector.parseQuery(q.res, key);
  if (o.kind !== "ok") {
    if (o.kind === "not_found")
      return setOutcome(svc, msg, { ...n.outcome, state: "unconfirmed", why: "title not found" });
    await svc.queues.jobs.send(msg, { contentType: "json", delaySeconds: 10 });
    return;
  }
  // Only the provider's own record of this payment (same id) settles it: what the query says wins
  // over what the notification said (its amount, its date).
  const shown = o.payments.find((x) => x.payment_id === payment.payment_id);
  if (!shown)
    return setOutcome(svc, msg, {
      ...n.outcome,
      state: "unconfirmed",
      why: "the provider shows no such payment",
    });
  await settlePayments(svc, conn, [shown], conn.provider === "pix" ? "pix" : "webhook");
  await setOutcome(svc, msg, { ...n.outcome, state: "settled", confirmed_by: "query" });
}
