/**
 * The composition root: the only place that reads `env`. It builds the services once per
 * environment object (i.e. once per isolate) and hands them to routes, consumers, the cron and
 * the Durable Object, which never touch bindings directly.
 */
import { type Clock, systemClock } from "./platform/clock";
import { type Config, loadConfig } from "./platform/config";
import { createGuard, type Guard } from "./platform/guard";
import { createLogger, type Logger } from "./platform/logger";
import { type BlobStore, createBlobStore } from "./storage/blobs";
import { createDb, type Db } from "./storage/db";

export interface Queues {
  jobs: Queue;
  render: Queue;
  webhooks: Queue;
}

export interface Services {
  config: Config;
  db: Db;
  /** Raw D1, for the few statements drizzle cannot express (health, bulk json_each). */
  d1: D1Database;
  blobs: BlobStore;
  queues: Queues;
  clock: Clock;
  logger: Logger;
  /** The tenant's Durable Object (typed through the binding, so this file need not import it). */
  gate(tenantId: string): GateStub;
  /** In-isolate defences against traffic without a valid credential. */
  guard: Guard;
}

/** The stub of a tenant's `TenantGate`. */
export type GateStub = ReturnType<Env["TENANT_GATE"]["get"]>;

const cache = new WeakMap<object, Services>();

/** Services for `env`, built once and reused. @example services(env).config.MAX_ITEMS_PER_JOB */
export function services(env: Env): Services {
  let s = cache.get(env);
  if (!s) {
    const config = loadConfig(env as unknown as Record<string, unknown>);
    s = {
      config,
      db: createDb(env.DB),
      d1: env.DB,
      blobs: createBlobStore(env.ARTIFACTS),
      queues: { jobs: env.JOBS_QUEUE, render: env.RENDER_QUEUE, webhooks: env.WEBHOOKS_QUEUE },
      clock: systemClock,
      logger: createLogger({ service: "lote" }),
      gate: (tenantId) => env.TENANT_GATE.get(env.TENANT_GATE.idFromName(tenantId)),
      guard: createGuard(config.UNAUTHENTICATED_PER_MINUTE),
    };
    cache.set(env, s);
  }
  return s;
}
