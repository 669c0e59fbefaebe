/**
 * lote's one Worker entry: HTTP (`fetch`), queue consumers (`queue`), housekeeping cron
 * (`scheduled`) and the Durable Object classes (the tenant's gate, the simulated providers). Nothing
 * else lives here.
 */
import { createApp } from "./app/app";
import "./env";
import type { QueueMessage } from "./jobs/messages";
import { handleQueue } from "./jobs/queue";
import { handleScheduled } from "./ops/housekeeping";

export { ConnectionGate } from "./connectors/gate";
export { SandboxProvider } from "./sandbox/provider";
export { TenantGate } from "./tenants/gate";

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  queue: (batch, env) => handleQueue(batch, env),
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(handleScheduled(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, QueueMessage>;
