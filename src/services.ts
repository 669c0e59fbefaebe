/**
 * What every route, consumer, cron step and Durable Object receives: the services behind small
 * interfaces. Only the composition root (`context.ts`) builds them from `env`; this file holds
 * their types alone, so the modules that use them do not import the composition root (and, through
 * it, the job-kind registry).
 */

import type { FinalJob } from "./jobs/core/model";
import type { PlannedReissues, Reissue } from "./ledger/reissue";
import type { Clock } from "./platform/clock";
import type { Config } from "./platform/config";
import type { Guard } from "./platform/guard";
import type { Logger } from "./platform/logger";
import type { SandboxApi } from "./sandbox/types";
import type { BlobStore } from "./storage/blobs";
import type { DataDb, TenantDb } from "./storage/db";
import type { DataRouter, TenantShards } from "./tenants/router";

export interface Queues {
  jobs: Queue;
  render: Queue;
  webhooks: Queue;
}

/** The stub of a tenant's `TenantGate` (typed through the binding, so this file need not import it). */
export type GateStub = ReturnType<Env["TENANT_GATE"]["get"]>;

/**
 * What the job-kind registry offers the code below it. The finalizer decides that a job is final
 * without knowing its kind, then runs that kind's final effects through this hook, which the
 * composition root wires to the registry (`src/jobs/registry.ts`).
 */
export interface KindHooks {
  finalEffects(svc: Services, job: FinalJob): Promise<void>;
  /**
   * A boleto that waited for its provider's codes (a bank that assigns them, a PSP's Pix charge)
   * has them, or failed: the boletos kind renders it or settles its job.
   */
  providerCodesReady(svc: Services, tenantId: string, jobId: string, itemId: string): Promise<void>;
  /** Re-issues boletos the bank changed (the boletos kind's `planReissues`), for the ledger. */
  reissue(
    svc: Services,
    data: DataDb,
    tenantId: string,
    now: number,
    list: Reissue[],
  ): Promise<PlannedReissues>;
}

export interface Services {
  config: Config;
  /**
   * The database of `tenantId`'s slot that `id` names (ids of shard rows carry their slot), or of
   * its write slot without an id: where a lookup by id goes, and where new jobs are made. Every
   * store receives the handle it runs on from here, {@link Services.tenantData} or
   * {@link Services.allData}; none reaches a database of its own.
   */
  data(tenantId: string, id?: string | null): Promise<TenantDb>;
  /** All of a tenant's databases (write slot, one handle per shard): for tenant-wide reads. */
  tenantData(tenantId: string): Promise<TenantShards>;
  /** Every data shard, each once (the cron visits them all). */
  allData(): readonly DataDb[];
  /**
   * The deployment-wide database: tenants, API keys, placement, webhook endpoints, logos, NSA
   * counters, retorno file hashes, the audit trail and the cron's own state.
   */
  directory: DataDb;
  /** The shards by name and this isolate's placement cache (the placement ops invalidate it). */
  placement: DataRouter;
  blobs: BlobStore;
  queues: Queues;
  /**
   * Queues a tenant's item messages (`boletos.process` on jobs, `boletos.render` on render) by
   * fair dispatch: through the tenant's gate, which keeps at most the tenant's share of them in
   * the queue and sends the rest as earlier ones finish (src/tenants/slices.ts). With
   * `FAIR_DISPATCH=off`, straight to the queue.
   */
  dispatch(tenantId: string, queue: "jobs" | "render", bodies: readonly { type: string }[]): Promise<void>;
  clock: Clock;
  logger: Logger;
  /** The tenant's Durable Object. */
  gate(tenantId: string): GateStub;
  /** In-isolate defences against traffic without a valid credential. */
  guard: Guard;
  /** The job kinds' hooks for the layers below the registry. */
  kinds: KindHooks;
  /**
   * Outbound HTTP to banks and PSPs: the global fetch, or the `fetch` of an mTLS certificate
   * binding that presents a connection's client certificate (wrangler `[[mtls_certificates]]`).
   * Null when the binding is not on this deployment.
   */
  egress(binding: string | null): ((request: Request) => Promise<Response>) | null;
  /** The `ConnectionGate` of a connection (pace, token, circuit). */
  connectionGate(connectionId: string): ConnectionGateStub;
  /**
   * The simulated providers (banks' cobrança APIs, Pix PSPs: src/sandbox/), outside production
   * only: absent when `ENVIRONMENT` is `production`, so nothing there can reach a simulator.
   */
  sandbox?: SandboxApi;
}

/** The stub of a connection's `ConnectionGate`. */
export type ConnectionGateStub = ReturnType<Env["CONNECTION_GATE"]["get"]>;
