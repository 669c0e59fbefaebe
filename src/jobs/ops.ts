import { services } from "../context";
import { auditEvents } from "../storage/schema";
import type { QueueMessage } from "./messages";

/** `ops.ping`: proves the producer → queue → consumer → D1 path works end to end. */
export async function handleOpsPing(env: Env, msg: QueueMessage): Promise<void> {
  if (msg.type !== "ops.ping") return;
  const svc = services(env);
  await svc.db
    .insert(auditEvents)
    .values({
      id: `ping_${msg.id}`,
      actor: "queue",
      action: "ops.ping",
      subject: msg.id,
      details: { sent_at: msg.sent_at, received_at: svc.clock.now() },
      createdAt: svc.clock.now(),
    })
    .onConflictDoNothing();
}
