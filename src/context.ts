/**
 * The composition root: the only place that reads `env`. It builds the services once per
 * environment object (i.e. once per isolate, and once per Durable Object instance) and hands them
 * to routes, consumers, the cron and the Durable Object, which never touch bindings directly.
 */
import { kindOf } from "./jobs/registry";
import { systemClock } from "./platform/clock";
import { loadConfig } from "./platform/config";
import { createGuard } from "./platform/guard";
import { createLogger } from "./platform/logger";
import type { Services } from "./services";
import { createBlobStore } from "./storage/blobs";
import { dataDb } from "./storage/db";

const cache = new WeakMap<object, Services>();

/** Services for `env`, built once and reused. @example services(env).config.MAX_ITEMS_PER_JOB */
export function services(env: Env): Services {
  let s = cache.get(env);
  if (!s) {
    const config = loadConfig(env as unknown as Record<string, unknown>);
    // One D1 database holds the directory and every tenant's data today; `data(tenantId)` is the
    // seam where tenants are placed on several databases.
    const db = dataDb("DB", env.DB);
    s = {
      config,
      data: () => db,
      allData: () => [db],
      directory: db,
      blobs: createBlobStore(env.ARTIFACTS),
      queues: { jobs: env.JOBS_QUEUE, render: env.RENDER_QUEUE, webhooks: env.WEBHOOKS_QUEUE },
      clock: systemClock,
      logger: createLogger({ service: "lote" }),
      gate: (tenantId) => env.TENANT_GATE.get(env.TENANT_GATE.idFromName(tenantId)),
      guard: createGuard(config.UNAUTHENTICATED_PER_MINUTE),
      kinds: { finalEffects: (svc, job) => kindOf(job.kind).finalEffects(svc, job) },
    };
    cache.set(env, s);
  }
  return s;
}
