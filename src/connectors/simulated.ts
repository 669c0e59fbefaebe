/**
 * Where a simulated provider's webhooks go (the sandbox's `deliver` hook, development and test
 * only): to lote's own notification receiver, for every active `simulator` connection of that
 * tenant and provider, exactly as the provider's POST to `/v1/hooks/{id}/{secret}` would arrive.
 */
import type { SimWebhook } from "../engine/index";
import type { Services } from "../services";
import { receiveNotification } from "./inbound";
import { listConnections, webhookSecretOf } from "./store";

export async function deliverSimulated(
  svc: Services,
  target: { tenantId: string; provider: string },
  webhooks: SimWebhook[],
): Promise<void> {
  const conns = (await listConnections(svc, target.tenantId)).filter(
    (c) => c.provider === target.provider && c.environment === "simulator" && c.status === "active",
  );
  for (const conn of conns) {
    const secret = await webhookSecretOf(svc, conn);
    for (const w of webhooks)
      await receiveNotification(svc, conn.id, secret, { headers: w.headers, body: w.body });
  }
}
