// How a consumer's failure is classified (issue 13, defect 5): only a failure marked transient
// (TransientError, a platform error) is retried; anything else — a plain Error too — fails its
// work at once with PROCESSING_ERROR and its real cause. A transient failure on the last delivery
// fails the work with RETRIES_EXHAUSTED naming the last error. Each consumer that owns work is
// covered: boletos.process, remessa.build, retorno.parse. The consumer is called directly
// (runQueue); the "plain" error comes from a D1 binding wrapped to throw an unmarked Error on one
// statement, which is what any unexpected `throw new Error(…)` in a consumer looks like.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { EngineError } from "../../src/engine/index";
import type { QueueMessage } from "../../src/jobs/messages";
import { isTransientFailure, LAST_ATTEMPT } from "../../src/jobs/queue";
import { armFault, disarmAllFaults, TransientError } from "../../src/platform/faults";
import { RetryLater } from "../../src/webhooks/deliver";
import wranglerToml from "../../wrangler.toml?raw";
import { sampleTitles } from "../engine/cnab/fixtures";
import {
  allItems,
  boletoItem,
  call,
  jobDb,
  json,
  newTenant,
  rowDb,
  runQueue,
  SHARDS,
  shardDb,
  startFailed,
  submit,
  type Tenant,
} from "./helpers";

afterEach(() => disarmAllFaults());

/**
 * `env` whose D1 throws `new Error(message)` when a statement containing `sql` is prepared (as
 * written: a raw statement's text, or the SQL drizzle renders, `select "options" from "jobs"`).
 */
function envThrowingOn(sql: string, message: string): Env {
  const wrap = (d1: D1Database) =>
    new Proxy(d1, {
      get(target, prop) {
        if (prop === "prepare")
          return (q: string) => {
            if (q.includes(sql)) throw new Error(message);
            return target.prepare(q);
          };
        const v = Reflect.get(target, prop);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
  // The directory and every data shard.
  const over: Record<string, unknown> = { DB: wrap(env.DB) };
  for (const name of SHARDS) over[name] = wrap(shardDb(name));
  return { ...env, ...over } as Env;
}

/** Runs `bodies` on lote-jobs with `over` as the whole environment. */
function runWith(over: Env, bodies: QueueMessage[], attempts = 1) {
  return runQueue("lote-jobs", bodies, { attempts, envOverrides: over as never });
}

/** A boleto job whose items are pending: its start's queue send failed once (see queue.test.ts). */
async function pendingBoletos(t: Tenant): Promise<{ jobId: string; msg: QueueMessage }> {
  armFault("queue.send", 1);
  const jobId = await submit(t.key, { items: [boletoItem(1), boletoItem(2)], options: { pdf: false } });
  await startFailed();
  const items = await allItems(t.key, jobId);
  expect(items.map((i) => i.status)).toEqual(["pending", "pending"]);
  const refs = items.map((i) => ({ id: i.item_id as string, attempt: i.attempt as number }));
  return { jobId, msg: { type: "boletos.process", job_id: jobId, tenant_id: t.tenant_id, items: refs } };
}

/** A remessa job planned into one file whose build message the test delivers itself. */
async function pendingFile(t: Tenant): Promise<{ jobId: string; fileId: string; msg: QueueMessage }> {
  armFault("queue.send", 1);
  const titles = sampleTitles("341")
    .slice(0, 2)
    .map(({ pix: _pix, ...x }) => ({ ...structuredClone(x), layout: "cnab400" }));
  const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key: t.key, json: { titles } });
  expect(res.status).toBe(202);
  await startFailed();
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  // The plan writes the file, then its send of the build fails: the file waits for this test.
  armFault("queue.send", 1);
  await runQueue("lote-jobs", [{ type: "remessa.plan", job_id: jobId, tenant_id: t.tenant_id }]);
  const f = await (await jobDb(jobId))
    .prepare("SELECT id, attempt, status FROM cnab_files WHERE job_id = ?")
    .bind(jobId)
    .first<{ id: string; attempt: number; status: string }>();
  expect(f?.status).toBe("pending");
  const msg: QueueMessage = {
    type: "remessa.build",
    job_id: jobId,
    tenant_id: t.tenant_id,
    file_id: f?.id as string,
    attempt: f?.attempt as number,
  };
  return { jobId, fileId: f?.id as string, msg };
}

/** A retorno job whose parse message the test delivers itself (its bytes are never read here). */
async function pendingRetorno(t: Tenant): Promise<{ jobId: string; msg: QueueMessage }> {
  armFault("queue.send", 1);
  const res = await call("/v1/jobs/cnab/retornos", {
    method: "POST",
    key: t.key,
    body: `not a retorno ${crypto.randomUUID()}`,
    headers: { "content-type": "text/plain" },
  });
  expect(res.status).toBe(202);
  await startFailed();
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  await (await jobDb(jobId))
    .prepare("UPDATE jobs SET status = 'validating' WHERE id = ? AND status = 'received'")
    .bind(jobId)
    .run();
  return { jobId, msg: { type: "retorno.parse", job_id: jobId, tenant_id: t.tenant_id } };
}

async function fileState(fileId: string) {
  const db = await rowDb("cnab_files", fileId);
  const f = await db
    .prepare("SELECT status, errors FROM cnab_files WHERE id = ?")
    .bind(fileId)
    .first<{ status: string; errors: string }>();
  const titles = await db
    .prepare("SELECT status, errors FROM items WHERE file_id = ? ORDER BY idx")
    .bind(fileId)
    .all<{ status: string; errors: string }>();
  return {
    status: f?.status,
    errors: JSON.parse(f?.errors ?? "[]") as { code: string; message: string }[],
    titles: titles.results.map((r) => ({ status: r.status, errors: JSON.parse(r.errors ?? "[]") })),
  };
}

async function jobError(jobId: string) {
  const j = await (await jobDb(jobId))
    .prepare("SELECT status, error FROM jobs WHERE id = ?")
    .bind(jobId)
    .first<{ status: string; error: string | null }>();
  return { status: j?.status, error: JSON.parse(j?.error ?? "null") as { code: string; message: string } };
}

describe("which failures are retried", () => {
  it("only those marked transient or recognisably the platform's", () => {
    const retryable = Object.assign(new Error("Durable Object reset"), { retryable: true });
    for (const e of [
      new TransientError("R2 r2.put: boom"),
      new RetryLater(5, "later"),
      new Error("D1_ERROR: Network connection lost."),
      new TypeError("Network connection lost."),
      new Error("D1 DB is overloaded. Too many requests queued."),
      new Error("completeMultipartUpload: We encountered an internal error. Please try again. (10001)"),
      retryable,
    ])
      expect(isTransientFailure(e), String(e)).toBe(true);
    for (const e of [
      new Error("file vanished while allocating its NSA"),
      new Error("job job_1 has no completed boleto"),
      new TypeError("s.charCodeAt is not a function"),
      new RangeError("Maximum call stack size exceeded"),
      new EngineError({ code: "CNAB_X", path: [], message: "x" }),
      "a string",
      undefined,
    ])
      expect(isTransientFailure(e), String(e)).toBe(false);
  });

  it("LAST_ATTEMPT is wrangler.toml's max_retries + 1 for each consumer it names", () => {
    for (const [queue, last] of Object.entries(LAST_ATTEMPT)) {
      // Each consumer block, up to the next table header (producers name the same queues).
      const block = wranglerToml
        .split(/^\[\[queues\.consumers\]\]\s*$/m)
        .slice(1)
        .map((b) => b.split(/^\[/m)[0] ?? "")
        .find((b) => new RegExp(`^queue\\s*=\\s*"${queue}"`, "m").test(b));
      const retries = Number(block?.match(/^max_retries\s*=\s*(\d+)/m)?.[1]);
      expect(last, queue).toBe(retries + 1);
    }
  });
});

describe("a plain Error in a consumer fails its work at once, with its cause (not 6 retries)", () => {
  it("boletos.process: the items fail with PROCESSING_ERROR", async () => {
    const t = await newTenant();
    const { jobId, msg } = await pendingBoletos(t);
    const over = envThrowingOn("SET status = 'validating'", "unexpected state of item");
    const run = await runWith(over, [msg]);
    expect(run.acked).toEqual(run.ids);
    expect(run.retried).toEqual([]);
    for (const i of await allItems(t.key, jobId))
      expect(i.errors).toEqual([
        { code: "PROCESSING_ERROR", path: "", message: "processing failed: Error: unexpected state of item" },
      ]);
  });

  it("remessa.build: the file and its titles fail with PROCESSING_ERROR", async () => {
    const t = await newTenant();
    const { fileId, msg } = await pendingFile(t);
    const run = await runWith(envThrowingOn('select "options" from "jobs"', "options unreadable"), [msg]);
    expect(run.acked).toEqual(run.ids);
    expect(run.retried).toEqual([]);
    const f = await fileState(fileId);
    expect(f.status).toBe("failed");
    expect(f.errors).toMatchObject([
      { code: "PROCESSING_ERROR", message: "processing failed: Error: options unreadable" },
    ]);
    expect(f.titles.map((x) => x.status)).toEqual(["failed", "failed"]);
  });

  it("retorno.parse: the job fails with PROCESSING_ERROR", async () => {
    const t = await newTenant();
    const { jobId, msg } = await pendingRetorno(t);
    const run = await runWith(envThrowingOn('"r2_key" from "artifacts"', "artifact row unreadable"), [msg]);
    expect(run.acked).toEqual(run.ids);
    expect(run.retried).toEqual([]);
    expect(await jobError(jobId)).toEqual({
      status: "failed",
      error: { code: "PROCESSING_ERROR", message: "processing failed: Error: artifact row unreadable" },
    });
  });
});

describe("a transient failure on the last delivery fails the work with RETRIES_EXHAUSTED and its cause", () => {
  it("boletos.process: retried before the last attempt; at it, the items name the last error", async () => {
    const t = await newTenant();
    const { jobId, msg } = await pendingBoletos(t);
    const last = LAST_ATTEMPT["lote-jobs"] as number;
    armFault("consumer.before_item_write", 1, "R2 hiccup");
    expect((await runQueue("lote-jobs", [msg], { attempts: last - 1 })).retried).toHaveLength(1);
    armFault("consumer.before_item_write", 1, "R2 hiccup again");
    const run = await runQueue("lote-jobs", [msg], { attempts: last });
    expect(run.acked).toEqual(run.ids);
    for (const i of await allItems(t.key, jobId))
      expect(i.errors).toEqual([
        {
          code: "RETRIES_EXHAUSTED",
          path: "",
          message: `processing kept failing with transient errors and was given up after ${last} attempts; last error: TransientError: R2 hiccup again`,
        },
      ]);
  });

  it("remessa.build: the file names the last error", async () => {
    const t = await newTenant();
    const { fileId, msg } = await pendingFile(t);
    armFault("r2.put", 1, "R2 put timed out");
    const run = await runQueue("lote-jobs", [msg], { attempts: LAST_ATTEMPT["lote-jobs"] });
    expect(run.acked).toEqual(run.ids);
    const f = await fileState(fileId);
    expect(f.status).toBe("failed");
    expect(f.errors[0]?.code).toBe("RETRIES_EXHAUSTED");
    expect(f.errors[0]?.message).toMatch(/last error: TransientError: R2 put timed out$/);
  });

  it("retorno.parse: the job names the last error", async () => {
    const t = await newTenant();
    const { jobId, msg } = await pendingRetorno(t);
    armFault("r2.get", 1, "R2 get timed out");
    const run = await runQueue("lote-jobs", [msg], { attempts: LAST_ATTEMPT["lote-jobs"] });
    expect(run.acked).toEqual(run.ids);
    const j = await jobError(jobId);
    expect(j.status).toBe("failed");
    expect(j.error.code).toBe("RETRIES_EXHAUSTED");
    expect(j.error.message).toMatch(/last error: TransientError: R2 get timed out$/);
  });
});
