/**
 * The composition root: the only place that reads `env`. It builds the services once per
 * environment object (i.e. once per isolate, and once per Durable Object instance) and hands them
 * to routes, consumers, the cron and the Durable Object, which never touch bindings directly.
 */

import { deliverSimulated } from "./connectors/simulated";
import { providerCodesReady } from "./jobs/boletos/provider-codes";
import { planReissues } from "./jobs/boletos/reissue";
import { sendInBatches } from "./jobs/core/send";
import { kindOf } from "./jobs/registry";
import { systemClock } from "./platform/clock";
import { loadConfig, shardNames } from "./platform/config";
import { expectExpress } from "./platform/express";
import { TransientError } from "./platform/faults";
import { createGuard } from "./platform/guard";
import { createLogger } from "./platform/logger";
import { createSandbox } from "./sandbox/index";
import type { Services } from "./services";
import { createBlobStore } from "./storage/blobs";
import { countingD1, type DataDb, dataDb } from "./storage/db";
import { createDataRouter } from "./tenants/router";

const cache = new WeakMap<object, Services>();

/** Services for `env`, built once and reused. @example services(env).config.MAX_ITEMS_PER_JOB */
export function services(env: Env): Services {
  let s = cache.get(env);
  if (!s) {
    const config = loadConfig(env as unknown as Record<string, unknown>);
    const count = config.COUNT_D1_STATEMENTS === "on";
    const directory = dataDb("DB", count ? countingD1("DB", env.DB) : env.DB);
    const placement = createDataRouter({
      directory,
      shards: () => dataShards(env, config.DATA_SHARDS, count),
      ttlMs: config.PLACEMENT_CACHE_SECONDS * 1000,
      now: () => systemClock.now(),
    });
    s = {
      config,
      data: (tenantId, id) => placement.data(tenantId, id),
      tenantData: (tenantId) => placement.tenant(tenantId),
      allData: () => placement.all(),
      directory,
      placement,
      blobs: createBlobStore(env.ARTIFACTS),
      queues: { jobs: env.JOBS_QUEUE, render: env.RENDER_QUEUE, webhooks: env.WEBHOOKS_QUEUE },
      dispatch: async (tenantId, queue, bodies) => {
        if (bodies.length === 0) return;
        if (config.FAIR_DISPATCH === "off")
          return sendInBatches(queue === "jobs" ? env.JOBS_QUEUE : env.RENDER_QUEUE, bodies);
        const gate = env.TENANT_GATE.get(env.TENANT_GATE.idFromName(tenantId));
        const now = systemClock.now();
        let r: Awaited<ReturnType<typeof gate.dispatch>>;
        try {
          r = await gate.dispatch(queue, bodies, now);
        } catch (e) {
          throw new TransientError(`fair dispatch: ${(e as Error).message}`);
        }
        if (!r.ok) throw new TransientError(`fair dispatch: ${r.error}`);
        // A short backlog's slices: this isolate's consumers work them before a bulk batch's rest.
        expectExpress(r.express, now);
      },
      clock: systemClock,
      logger: createLogger({ service: "lote" }),
      gate: (tenantId) => env.TENANT_GATE.get(env.TENANT_GATE.idFromName(tenantId)),
      guard: createGuard(config.UNAUTHENTICATED_PER_MINUTE),
      kinds: {
        finalEffects: (svc, job) => kindOf(job.kind).finalEffects(svc, job),
        reissue: planReissues,
        providerCodesReady,
      },
      egress: (binding) => egressOf(env, binding),
      connectionGate: (id) => env.CONNECTION_GATE.get(env.CONNECTION_GATE.idFromName(id)),
      // The provider simulators exist outside production only (and only where the binding does).
      ...(config.isProduction || !env.SANDBOX_PROVIDER
        ? {}
        : {
            sandbox: createSandbox(env.SANDBOX_PROVIDER, (target, webhooks) =>
              deliverSimulated(services(env), target, webhooks),
            ),
          }),
    };
    cache.set(env, s);
  }
  return s;
}

/**
 * Outbound fetch: the global one, or an mTLS certificate binding's by its name (only names that
 * look like a binding and hold a `fetch`; anything else is absent: null).
 */
function egressOf(env: Env, binding: string | null): ((r: Request) => Promise<Response>) | null {
  if (binding === null) return (r) => fetch(r);
  if (!/^[A-Z][A-Z0-9_]{0,63}$/.test(binding)) return null;
  const b = (env as unknown as Record<string, unknown>)[binding] as { fetch?: unknown } | undefined;
  if (!b || typeof b.fetch !== "function") return null;
  const f = b.fetch as (r: Request) => Promise<Response>;
  return (r) => f.call(b, r);
}

/** The D1 bindings `DATA_SHARDS` names, looked up on `env` by name (adding a shard is configuration). */
function dataShards(env: Env, names: string, count: boolean): DataDb[] {
  const bindings = env as unknown as Record<string, unknown>;
  const list = shardNames(names);
  if (list.length === 0) throw new Error("DATA_SHARDS names no data shard");
  return list.map((name) => {
    const d1 = bindings[name] as D1Database | undefined;
    if (typeof d1?.prepare !== "function")
      throw new Error(`DATA_SHARDS names ${name}, which is not a D1 binding`);
    return dataDb(name, count ? countingD1(name, d1) : d1);
  });
}
