/**
 * The cron's safety net for bank and PSP calls: registrations whose retry is due (a message lost,
 * dead-lettered, or a worker that died mid-call) are sent again — the handler queries before it
 * sends anything twice — and, where the connection opted in, titles that could not even be sent
 * while their bank's API stayed down past its threshold go to the next remessa instead: only
 * titles never sent (`pending`), so no title goes both ways.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Services } from "../services";
import { bankRegistrations } from "../storage/schema";
import type { ConnectorMessage } from "./messages";
import { dueRegistrations } from "./registrations";
import { connectionById, connectorOf } from "./store";

export async function resumeRegistrations(svc: Services, now: number): Promise<number> {
  let n = 0;
  for (const data of svc.allData()) {
    const due = await dueRegistrations(data, now);
    const messages: ConnectorMessage[] = due.map((r) => ({
      type: "connector.register",
      tenant_id: r.tenantId,
      item_id: r.itemId,
      provider: r.provider,
    }));
    for (const m of messages) await svc.queues.jobs.send(m, { contentType: "json" });
    n += messages.length;
    n += await failOver(svc, data, now);
  }
  return n;
}

/** Pending titles of connections whose circuit stayed open past their `failover_after_seconds`: to CNAB. */
async function failOver(
  svc: Services,
  data: ReturnType<Services["allData"]>[number],
  now: number,
): Promise<number> {
  const pending = await data.db
    .select({
      itemId: bankRegistrations.itemId,
      provider: bankRegistrations.provider,
      connectionId: bankRegistrations.connectionId,
    })
    .from(bankRegistrations)
    .where(and(eq(bankRegistrations.state, "pending")))
    .limit(500)
    .all();
  const byConn = new Map<string, typeof pending>();
  for (const p of pending) byConn.set(p.connectionId, [...(byConn.get(p.connectionId) ?? []), p]);
  let n = 0;
  for (const [id, list] of byConn) {
    const conn = await connectionById(svc, id);
    if (!conn?.failoverAfterSeconds) continue;
    const c = connectorOf(conn.provider);
    // A bank that assigns its codes cannot be replaced by a remessa (lote cannot print its title).
    if (!c || c.connector.assignsCodes || conn.provider === "pix") continue;
    const circuit = await svc.connectionGate(id).state(now);
    if (
      circuit.state === "closed" ||
      !circuit.opened_at ||
      now - circuit.opened_at < conn.failoverAfterSeconds * 1000
    )
      continue;
    const ids = list.filter((p) => p.provider === conn.provider).map((p) => p.itemId);
    for (let i = 0; i < ids.length; i += 90) {
      const part = ids.slice(i, i + 90);
      const moved = await data.db
        .update(bankRegistrations)
        .set({
          state: "failed_over",
          lastOutcome: { kind: "failed_over", circuit_opened_at: circuit.opened_at },
          updatedAt: now,
        })
        .where(
          and(
            inArray(bankRegistrations.itemId, part),
            eq(bankRegistrations.provider, conn.provider),
            eq(bankRegistrations.state, "pending"),
          ),
        )
        .returning({ itemId: bankRegistrations.itemId })
        .all();
      if (moved.length === 0) continue;
      await data.d1
        .prepare(
          `UPDATE items SET registration_path = 'cnab', updated_at = ?1
            WHERE id IN (SELECT value FROM json_each(?2)) AND COALESCE(bank_status, 'issued') = 'issued'`,
        )
        .bind(now, JSON.stringify(moved.map((m) => m.itemId)))
        .run();
      n += moved.length;
    }
  }
  return n;
}
