import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import type { TenantGate } from "../../src/tenants/gate";
import {
  allItems,
  boletoItem,
  call,
  jobDb,
  json,
  newTenant,
  submit,
  tenantDb,
  waitFor,
  waitForJob,
} from "./helpers";

afterEach(() => disarmAllFaults());

describe("boleto jobs — idempotency, concurrency, redelivery, reprocessing", () => {
  it("the same request with the same Idempotency-Key returns the same job, replayed", async () => {
    const t = await newTenant();
    const body = { items: [boletoItem(1), boletoItem(2)], options: { pdf: false } };
    const first = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: body,
      headers: { "idempotency-key": "k-1" },
    });
    const second = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: body,
      headers: { "idempotency-key": "k-1" },
    });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const a = await json<{ job_id: string }>(first);
    const b = await json<{ job_id: string }>(second);
    expect(b.job_id).toBe(a.job_id);
    const n = await (await tenantDb(t.tenant_id))
      .prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?")
      .bind(t.tenant_id)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("the same key with a different body is 422 IDEMPOTENCY_KEY_REUSED", async () => {
    const t = await newTenant();
    await submit(t.key, { items: [boletoItem(1)] }, "k-2");
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [boletoItem(2)] },
      headers: { "idempotency-key": "k-2" },
    });
    expect(res.status).toBe(422);
    expect((await json<{ code: string }>(res)).code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("concurrent identical requests create exactly one job", async () => {
    const t = await newTenant();
    const body = { items: Array.from({ length: 50 }, (_, i) => boletoItem(i)), options: { pdf: false } };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("/v1/jobs/boletos", {
          method: "POST",
          key: t.key,
          json: body,
          headers: { "idempotency-key": "same" },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    for (const s of statuses) expect([202, 409]).toContain(s);
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(1);
    const ids = new Set<string>();
    for (const r of responses)
      if (r.status === 202) ids.add((await json<{ job_id: string }>(r)).job_id);
      else await r.body?.cancel();
    expect(ids.size).toBe(1);
    const n = await (await tenantDb(t.tenant_id))
      .prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?")
      .bind(t.tenant_id)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("never more than max_concurrent_jobs processing; the rest wait in received and start in order", async () => {
    const t = await newTenant({ max_concurrent_jobs: 1, max_pending_jobs: 10 });
    const jobIds: string[] = [];
    for (let j = 0; j < 3; j++)
      jobIds.push(
        await submit(t.key, { items: Array.from({ length: 40 }, (_, i) => boletoItem(j * 100 + i)) }),
      );
    const stub = env.TENANT_GATE.get(env.TENANT_GATE.idFromName(t.tenant_id));
    let maxRunning = 0;
    const startOrder: string[] = [];
    await waitFor(
      async () => {
        const stats = await runInDurableObject(stub, (gate: TenantGate) => gate.stats());
        maxRunning = Math.max(maxRunning, stats.running);
        const rows = await (await tenantDb(t.tenant_id))
          .prepare("SELECT id, status, started_at FROM jobs WHERE tenant_id = ? ORDER BY started_at")
          .bind(t.tenant_id)
          .all<{ id: string; status: string; started_at: number | null }>();
        const active = rows.results.filter((r) => r.status === "validating" || r.status === "processing");
        maxRunning = Math.max(maxRunning, active.length);
        for (const r of rows.results) if (r.started_at && !startOrder.includes(r.id)) startOrder.push(r.id);
        return rows.results.every((r) => r.status === "completed");
      },
      90_000,
      50,
    );
    expect(maxRunning).toBe(1);
    expect(startOrder).toEqual(jobIds);
  });

  it("beyond max_pending_jobs a new job is 429 with Retry-After", async () => {
    const t = await newTenant({ max_concurrent_jobs: 1, max_pending_jobs: 1 });
    // The first job's start keeps failing while the test looks (the gate retries it every few
    // seconds), so it holds the only slot however fast or slow the machine is and the second job
    // stays pending; afterEach disarms the fault and the first job then starts normally.
    armFault("queue.send", 1_000);
    await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } }); // holds the slot
    await submit(t.key, { items: [boletoItem(900)] }); // waiting (1 pending)
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [boletoItem(901)] },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await json<{ code: string }>(res)).code).toBe("TOO_MANY_PENDING_JOBS");
  });

  it("concurrent POSTs cannot get past max_pending_jobs (the place is reserved atomically)", async () => {
    const t = await newTenant({ max_concurrent_jobs: 1, max_pending_jobs: 1 });
    const body = (n: number) => ({
      items: Array.from({ length: 300 }, (_, i) => boletoItem(n * 1000 + i)),
      options: { pdf: false },
    });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        call("/v1/jobs/boletos", {
          method: "POST",
          key: t.key,
          json: body(n),
          headers: { "idempotency-key": `c-${n}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    for (const r of responses) await r.body?.cancel();
    expect(statuses).toEqual([202, 202, 429, 429, 429]);
    const n = await (await tenantDb(t.tenant_id))
      .prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?")
      .bind(t.tenant_id)
      .first<{ n: number }>();
    expect(n?.n).toBe(2);
  });

  it("a consumer that dies between the R2 put and the D1 write loses and duplicates nothing", async () => {
    const t = await newTenant();
    armFault("consumer.after_artifact_put", 2);
    const jobId = await submit(t.key, { items: Array.from({ length: 30 }, (_, i) => boletoItem(i)) });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("completed");
    expect(job.items.completed).toBe(30);
    const arts = await (await jobDb(jobId))
      .prepare(
        "SELECT COUNT(*) AS n, COUNT(DISTINCT item_id) AS items FROM artifacts WHERE job_id = ? AND kind = 'pdf'",
      )
      .bind(jobId)
      .first<{ n: number; items: number }>();
    expect(arts).toEqual({ n: 30, items: 30 });
    const attempts = await (await jobDb(jobId))
      .prepare("SELECT COUNT(*) AS n FROM item_attempts WHERE job_id = ?")
      .bind(jobId)
      .first<{ n: number }>();
    expect(attempts?.n).toBe(30);
  });

  it("a D1 write failure in the validation step is retried without duplicates", async () => {
    const t = await newTenant();
    armFault("consumer.before_item_write", 1);
    const jobId = await submit(t.key, {
      items: Array.from({ length: 60 }, (_, i) => boletoItem(i)),
      options: { pdf: false },
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("completed");
    expect(job.items.completed).toBe(60);
  });

  it("an external_id already issued makes the item skipped, pointing at the earlier one (also within a request)", async () => {
    const t = await newTenant();
    const first = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    await waitForJob(t.key, first);
    const [original] = await allItems(t.key, first);
    const second = await submit(t.key, {
      items: [boletoItem(1), boletoItem(2), boletoItem(2)],
      options: { pdf: false },
    });
    const job = await waitForJob(t.key, second);
    expect(job.status).toBe("completed");
    const items = await allItems(t.key, second);
    expect(items.map((i) => i.status)).toEqual(["skipped", "completed", "skipped"]);
    expect(items[0]?.skipped_of).toBe(original?.item_id);
    expect(items[2]?.skipped_of).toBe(items[1]?.item_id);
  });

  it("retry with a patch turns a failed item completed as attempt 2, attempt 1 kept", async () => {
    const t = await newTenant();
    const bad = boletoItem(5, { payer: { ...(boletoItem(5).payer as object), document: "111.111.111-11" } });
    const jobId = await submit(t.key, { items: [boletoItem(4), bad] });
    expect((await waitForJob(t.key, jobId)).status).toBe("partially_completed");
    const [failed] = await allItems(t.key, jobId, "failed");
    const res = await call(`/v1/jobs/boletos/${jobId}/items/${failed?.item_id}/retry`, {
      method: "POST",
      key: t.key,
      json: { patch: { payer: { document: "529.982.247-25" } } },
    });
    expect(res.status).toBe(202);
    expect(await json(res)).toMatchObject({ attempt: 2, status: "pending" });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("completed");
    expect(job.generation).toBe(2);
    const item = await json<{
      status: string;
      attempt: number;
      attempts: { attempt: number; status: string; errors: unknown[]; artifacts: unknown[] }[];
    }>(await call(`/v1/jobs/boletos/${jobId}/items/${failed?.item_id}`, { key: t.key }));
    expect(item.status).toBe("completed");
    expect(item.attempt).toBe(2);
    expect(item.attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, "failed"],
      [2, "completed"],
    ]);
    expect(item.attempts[0]?.errors.length).toBeGreaterThan(0);
    expect(item.attempts[1]?.artifacts).toHaveLength(1);
  });

  it("retry-failed reprocesses every failed item as a new attempt", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, {
      items: [boletoItem(1, { due_date: "2027-02-30" }), boletoItem(2, { due_date: "nope" }), boletoItem(3)],
      options: { pdf: false },
    });
    await waitForJob(t.key, jobId);
    const res = await call(`/v1/jobs/boletos/${jobId}/retry-failed`, { method: "POST", key: t.key });
    expect(res.status).toBe(202);
    expect(await json(res)).toMatchObject({ items_retried: 2 });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("partially_completed"); // still invalid: fails again, as attempt 2
    const failed = await allItems(t.key, jobId, "failed");
    expect(failed.map((f) => f.attempt)).toEqual([2, 2]);
  });
});
