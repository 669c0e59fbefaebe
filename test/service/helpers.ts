/**
 * Shared helpers for service tests (run inside workerd against the real local bindings).
 *
 * Fast patterns, in order of preference:
 * - a queue consumer's decision (ack, retry with which delay, dead-letter handling) is tested by
 *   calling the Worker's `queue()` handler directly with {@link runQueue}: no polling, no sleep,
 *   and the acks/retries are asserted, not inferred;
 * - a flow that needs the whole chain (HTTP → queue → consumer → D1/R2 → webhook) polls for the
 *   state it expects with {@link waitFor} / {@link waitForJob} (local queues deliver at once in
 *   tests: `max_batch_timeout` is 0, see vitest.service.ts);
 * - "nothing else happens" is asserted after {@link waitForSettled}, never after a fixed sleep.
 */
import {
  createExecutionContext,
  createMessageBatch,
  getQueueResult,
  type QueueResult,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { QueueMessage } from "../../src/jobs/messages";
import { shardNames } from "../../src/platform/config";
import { isFaultArmed } from "../../src/platform/faults";
import worker from "../../src/worker";

export const ADMIN = "test_admin_token";
export const BASE = "http://lote.test";

/** Polls `f` (every `everyMs`, default 50 ms) until it returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  f: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`waitFor: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Waits until the start of a job just accepted has tripped the `queue.send` fault the test armed
 * for it: the tenant gate starts a job after the accept answered, so the failed start (and the
 * pending work it leaves for the test to deliver) comes a moment later.
 */
export async function startFailed(): Promise<void> {
  await waitFor(async () => !isFaultArmed("queue.send"));
}

/** A request to the worker under test. */
export function call(
  path: string,
  init: RequestInit & { key?: string; json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`${BASE}${path}`, { ...init, headers, body }));
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export interface Tenant {
  tenant_id: string;
  key: string;
}

/** The data shards of the test configuration (wrangler.toml's DATA_SHARDS). */
export const SHARDS: readonly string[] = shardNames(env.DATA_SHARDS);
let placed = 0;

/**
 * Creates a tenant through the admin API, on the data shards in turn (`shard` names one), so
 * every test file runs tenants on both shards.
 */
export async function newTenant(limits: Record<string, number> = {}, shard?: string): Promise<Tenant> {
  const res = await call("/v1/admin/tenants", {
    method: "POST",
    key: ADMIN,
    json: {
      name: `tenant ${crypto.randomUUID().slice(0, 8)}`,
      limits: { rate_limit_per_minute: 100_000, ...limits },
      shard: shard ?? SHARDS[placed++ % SHARDS.length],
    },
  });
  if (res.status !== 201) throw new Error(`newTenant: ${res.status} ${await res.text()}`);
  const body = await json<{ tenant_id: string; api_key: { key: string } }>(res);
  return { tenant_id: body.tenant_id, key: body.api_key.key };
}

export const BENEFICIARY = {
  name: "ACME Cobranças Ltda",
  document: "11.222.333/0001-81",
  address: {
    street: "Av. Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    zip_code: "01310-100",
  },
};

export const ITAU_ACCOUNT = {
  bank_code: "341",
  agency: "1565",
  account: "13877",
  account_digit: "1",
  wallet: "109",
};

/** A valid Itaú boleto item; `i` makes nosso número, amount and external_id unique. */
export function boletoItem(i: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    external_id: `ext-${i}`,
    ...ITAU_ACCOUNT,
    our_number: String(10_000 + i).padStart(8, "0"),
    amount_cents: 10_000 + i,
    due_date: "2027-03-10",
    issue_date: "2026-11-29",
    document_number: `NF-${i}`,
    beneficiary: BENEFICIARY,
    payer: {
      name: `José da Silva ${i}`,
      document: "529.982.247-25",
      address: {
        street: "Rua das Flores",
        number: String(i),
        district: "Centro",
        city: "São Paulo",
        state: "SP",
        zip_code: "01001-000",
      },
    },
    instructions: ["Não receber após 30 dias do vencimento", "Multa de 2% após o vencimento"],
    ...over,
  };
}

export interface JobView {
  job_id: string;
  status: string;
  generation: number;
  items: Record<string, number>;
  progress_percent: number;
  timings: Record<string, number | null>;
  storage: { artifacts: number; bytes_stored: number; by_type: Record<string, number> };
  audit: Record<string, unknown>;
}

const FINAL = new Set(["completed", "partially_completed", "failed"]);

/** Polls a job until it is final. */
export async function waitForJob(key: string, jobId: string, timeoutMs = 60_000): Promise<JobView> {
  return waitFor(
    async () => {
      const job = await json<JobView>(await call(`/v1/jobs/${jobId}`, { key }));
      return FINAL.has(job.status) ? job : null;
    },
    timeoutMs,
    50,
  );
}

/** Creates a boleto job and returns its id (asserting 202). */
export async function submit(
  key: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<string> {
  const res = await call("/v1/jobs/boletos", {
    method: "POST",
    key,
    json: body,
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
  });
  if (res.status !== 202) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return (await json<{ job_id: string }>(res)).job_id;
}

/** All items of a job (follows pagination). */
export async function allItems(
  key: string,
  jobId: string,
  status?: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let token = "";
  do {
    const q = new URLSearchParams({
      page_size: "500",
      ...(status ? { status } : {}),
      ...(token ? { page_token: token } : {}),
    });
    const page = await json<{ data: Record<string, unknown>[]; next_page_token: string }>(
      await call(`/v1/jobs/boletos/${jobId}/items?${q}`, { key }),
    );
    out.push(...page.data);
    token = page.next_page_token;
  } while (token);
  return out;
}

export { env };

/** A data shard's binding by name. */
export function shardDb(name: string): D1Database {
  const db = (env as unknown as Record<string, D1Database>)[name];
  if (!db) throw new Error(`no D1 binding ${name}`);
  return db;
}

/** The name of the shard holding the tenant's write slot (read from the directory). */
export async function shardNameOf(tenantId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT shard FROM placement WHERE tenant_id = ? AND role = 'write'")
    .bind(tenantId)
    .first<{ shard: string }>();
  if (!row) throw new Error(`tenant ${tenantId} is not placed`);
  return row.shard;
}

/** The data shard holding the row of `table` whose id is `id` (every shard is asked). */
export async function rowDb(table: string, id: string): Promise<D1Database> {
  for (const name of SHARDS) {
    const db = shardDb(name);
    if (await db.prepare(`SELECT 1 AS x FROM ${table} WHERE id = ?`).bind(id).first()) return db;
  }
  throw new Error(`${table} ${id} is on no shard`);
}

/** The data shard that holds the job `jobId`. */
export function jobDb(jobId: string): Promise<D1Database> {
  return rowDb("jobs", jobId);
}

/** The D1 database holding the tenant's data (its write slot's shard): what tests query directly. */
export async function tenantDb(tenantId: string): Promise<D1Database> {
  return shardDb(await shardNameOf(tenantId));
}

/** What the Worker's `queue()` handler decided for one batch (see {@link runQueue}). */
export interface QueueRun {
  /** Message ids in batch order (`msg-0`, `msg-1`, …). */
  ids: string[];
  /** Ids acknowledged one by one (the consumer is done with them). */
  acked: string[];
  /** Ids to be retried, with the delay the consumer asked for. */
  retried: { id: string; delaySeconds?: number }[];
  /** The raw result from `getQueueResult`. */
  result: QueueResult;
}

/**
 * Delivers `bodies` as one batch of `queue` straight to the Worker's `queue()` handler and waits
 * for it: the consumer's decisions without the local queue's timing. `attempts` is the delivery
 * count each message reports (1 = first delivery); a queue named `…-dlq` runs the dead-letter
 * handlers. `envOverrides` changes bindings for this call only (e.g. a non-zero retry base delay).
 *
 * @example
 * const run = await runQueue("lote-jobs", [{ type: "ops.ping", id: "x", sent_at: 0 }]);
 * expect(run.acked).toEqual(run.ids);
 */
export async function runQueue(
  queue: string,
  bodies: QueueMessage[],
  opts: { attempts?: number; envOverrides?: Partial<Record<keyof Env, string>> } = {},
): Promise<QueueRun> {
  const ids = bodies.map((_, i) => `msg-${i}`);
  const batch = createMessageBatch<QueueMessage>(
    queue,
    bodies.map((body, i) => ({
      id: ids[i] as string,
      timestamp: new Date(),
      attempts: opts.attempts ?? 1,
      body,
    })),
  );
  // The test batch records which messages were retried but not the delay asked for; keep it.
  const delays = new Map<string, number | undefined>();
  for (const m of batch.messages) {
    const retry = m.retry.bind(m);
    m.retry = (o?: QueueRetryOptions) => {
      delays.set(m.id, o?.delaySeconds);
      retry(o);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...opts.envOverrides } as Env, ctx);
  const result = await getQueueResult(batch, ctx);
  return {
    ids,
    acked: result.ackAll ? ids : result.explicitAcks,
    retried: result.retryBatch.retry
      ? ids.map((id) => ({ id, delaySeconds: result.retryBatch.delaySeconds }))
      : result.retryMessages.map((r) => ({ id: r.msgId, delaySeconds: delays.get(r.msgId) })),
    result,
  };
}

/**
 * Waits until the tenant has no work in flight: every job final with its final effects done,
 * no webhook delivery pending, no consolidated artifact building and no CNAB file pending or
 * processing. After it, "nothing else arrives" can be asserted without a fixed sleep.
 */
export async function waitForSettled(tenantId: string, timeoutMs = 30_000): Promise<void> {
  const db = await tenantDb(tenantId);
  await waitFor(async () => {
    const row = await db
      .prepare(
        `SELECT
         (SELECT COUNT(*) FROM jobs WHERE tenant_id = ?1
            AND (status IN ('received', 'validating', 'processing') OR final_effects_at IS NULL)) AS jobs,
         (SELECT COUNT(*) FROM webhook_deliveries WHERE tenant_id = ?1 AND status = 'pending') AS deliveries,
         (SELECT COUNT(*) FROM artifacts WHERE tenant_id = ?1 AND status = 'building') AS artifacts,
         (SELECT COUNT(*) FROM cnab_files WHERE tenant_id = ?1 AND status IN ('pending', 'processing')) AS files`,
      )
      .bind(tenantId)
      .first<{ jobs: number; deliveries: number; artifacts: number; files: number }>();
    return row && row.jobs + row.deliveries + row.artifacts + row.files === 0;
  }, timeoutMs);
}
