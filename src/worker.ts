/**
 * lote's one Worker entry: HTTP (`fetch`), queue consumers (`queue`), housekeeping cron
 * (`scheduled`) and the Durable Object classes (the tenant's gate, the simulated providers). The
 * services are built here, from `env` by the composition root (./context.ts), and handed to each:
 * nothing below this file imports the root. Nothing else lives here.
 */
import { createApp } from "./app/app";
import { services } from "./context";
import "./env";
import type { QueueMessage } from "./jobs/messages";
import { handleQueue } from "./jobs/queue";
import { handleScheduled } from "./ops/housekeeping";
import { gateClass } from "./tenants/gate";

export { ConnectionGate } from "./connectors/gate";
export { SandboxProvider } from "./sandbox/provider";

/** The tenant's Durable Object, with the services built here (the class lives in tenants/gate.ts). */
export const TenantGate = gateClass(services);

const app = createApp(services);

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  queue: (batch, env, ctx) => handleQueue(batch, services(env), (p) => ctx.waitUntil(p)),
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(handleScheduled(services(env), controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, QueueMessage>;
