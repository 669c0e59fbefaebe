/**
 * The queue messages that belong to no job kind: the `ops.ping` round-trip probe, webhook
 * deliveries and the steps of placement operations. A typed table like a kind's `messages`, so the router treats every message alike.
 */

import { instructByApi } from "../connectors/instruct";
import type { ConnectorMessage } from "../connectors/messages";
import { handleNotification } from "../connectors/notify";
import { registerTitle } from "../connectors/register";
import { settleConnection } from "../connectors/settle";
import type { Services } from "../services";
import { auditEvents } from "../storage/schema";
import { failPlacementOp, stepPlacementOp } from "../tenants/placement-steps";
import { deliverWebhook, failDelivery } from "../webhooks/deliver";
import type { WebhookMessage } from "../webhooks/messages";
import type { MessageRoute } from "./kind";

/** Round-trip probe: the consumer records an audit event (tests, `npm start` smoke check). */
export interface PingMessage {
  type: "ops.ping";
  id: string;
  sent_at: number;
}

/** One step of a placement operation (moving a tenant slot, adding one): src/tenants/placement-steps.ts. */
export interface PlacementMessage {
  type: "ops.placement";
  op_id: string;
}

export type SystemMessage = PingMessage | WebhookMessage | PlacementMessage | ConnectorMessage;

/** A system message's route; `deadLetter: null` when there is no work to fail (the message is dropped). */
type SystemRoute<M extends SystemMessage> = Omit<MessageRoute<M>, "deadLetter"> & {
  deadLetter: MessageRoute<M>["deadLetter"] | null;
};

/** `ops.ping`: proves the producer → queue → consumer → D1 path works end to end. */
async function handleOpsPing(svc: Services, msg: PingMessage): Promise<void> {
  // No tenant: the probe writes to the deployment-wide database.
  await svc.directory.db
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

export const systemMessages: {
  [T in SystemMessage["type"]]: SystemRoute<Extract<SystemMessage, { type: T }>>;
} = {
  "ops.ping": { queue: "jobs", handle: handleOpsPing, deadLetter: null },
  // Bank and PSP calls: their state is their tables' (a registration, an instruction, a
  // notification), which the cron's sweep resumes; a dead letter leaves it for that sweep.
  "connector.register": { queue: "jobs", handle: registerTitle, deadLetter: null },
  "connector.instruct": { queue: "jobs", handle: instructByApi, deadLetter: null },
  "connector.notify": { queue: "jobs", handle: handleNotification, deadLetter: null },
  "connector.settle": { queue: "jobs", handle: settleConnection, deadLetter: null },
  "ops.placement": {
    queue: "jobs",
    handle: (svc, msg) => stepPlacementOp(svc, msg.op_id),
    // A step that kept failing gives the operation up (before its flip, nothing changed).
    deadLetter: (svc, msg, error) => failPlacementOp(svc, msg.op_id, error.message),
  },
  "webhook.deliver": {
    queue: "webhooks",
    handle: (svc, msg) =>
      deliverWebhook(svc, msg.delivery_id, { manual: msg.manual, tenantId: msg.tenant_id }),
    deadLetter: (svc, msg) => failDelivery(svc, msg.delivery_id, msg.tenant_id),
  },
};
