// Fault injection at the service's own boundaries (src/platform/faults.ts), against the real local
// bindings. After recovery, every item is final exactly once and every object in R2 is referenced.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { services } from "../../src/context";
import { runHousekeeping } from "../../src/ops/housekeeping";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import {
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  runQueue,
  submit,
  tenantDb,
  waitFor,
  waitForJob,
} from "./helpers";

afterEach(() => disarmAllFaults());

/** The invariants that must hold after any fault, once the job is final. */
async function assertConsistent(tenantId: string, key: string, jobId: string, expectedItems: number) {
  const db = await tenantDb(tenantId);
  const job = await waitForJob(key, jobId);
  expect(["completed", "partially_completed", "failed"]).toContain(job.status);
  const items = await allItems(key, jobId);
  expect(items).toHaveLength(expectedItems);
  for (const i of items) expect(["completed", "failed", "skipped"]).toContain(i.status);
  const dup = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM item_attempts WHERE job_id = ?1) AS attempts,
            (SELECT SUM(attempt) FROM items WHERE job_id = ?1 AND status != 'skipped') AS expected_attempts,
            (SELECT COUNT(*) FROM (SELECT item_id, attempt, kind FROM artifacts WHERE job_id = ?1 AND item_id IS NOT NULL GROUP BY 1, 2, 3 HAVING COUNT(*) > 1)) AS dup_artifacts`,
    )
    .bind(jobId)
    .first<{ attempts: number; expected_attempts: number; dup_artifacts: number }>();
  expect(dup?.attempts).toBe(dup?.expected_attempts);
  expect(dup?.dup_artifacts).toBe(0);
  // Every object under the tenant's prefix is referenced by an artifact row.
  const listed = await env.ARTIFACTS.list({ prefix: `t/${tenantId}/` });
  const keys = listed.objects.map((o) => o.key);
  const refs = await db
    .prepare("SELECT DISTINCT r2_key FROM artifacts WHERE tenant_id = ? AND r2_key IS NOT NULL")
    .bind(tenantId)
    .all<{ r2_key: string }>();
  const referenced = new Set(refs.results.map((r) => r.r2_key));
  for (const k of keys) expect(referenced.has(k), `unreferenced object ${k}`).toBe(true);
  for (const k of referenced) expect(keys, `artifact row without object ${k}`).toContain(k);
  return { job, items };
}

describe("faults", () => {
  it("R2 put fails twice: the render step retries, nothing lost or duplicated", async () => {
    const t = await newTenant();
    armFault("r2.put", 2);
    const jobId = await submit(t.key, { items: Array.from({ length: 20 }, (_, i) => boletoItem(i)) });
    const { job } = await assertConsistent(t.tenant_id, t.key, jobId, 20);
    expect(job.status).toBe("completed");
    expect(job.storage.by_type.pdf).toBe(20);
  });

  it("D1 write fails at accept: 503 + Retry-After, nothing recorded, the same request then succeeds", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const body = { items: Array.from({ length: 3 }, (_, i) => boletoItem(i)), options: { pdf: false } };
    armFault("d1.write", 1);
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: body,
      headers: { "idempotency-key": "d1-down" },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await json<{ code: string }>(res)).code).toBe("SERVICE_UNAVAILABLE");
    const none = await db
      .prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?")
      .bind(t.tenant_id)
      .first<{ n: number }>();
    expect(none?.n).toBe(0);
    const jobId = await submit(t.key, body, "d1-down"); // the key was freed
    await assertConsistent(t.tenant_id, t.key, jobId, 3);
  });

  it("D1 write fails in the consumer: the validation step retries, nothing lost or duplicated", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: Array.from({ length: 30 }, (_, i) => boletoItem(i)) });
    armFault("d1.write", 2);
    const { job } = await assertConsistent(t.tenant_id, t.key, jobId, 30);
    expect(job.status).toBe("completed");
  });

  it("the consumer dies between writing an artifact and recording it", async () => {
    const t = await newTenant();
    armFault("consumer.after_artifact_put", 3);
    const jobId = await submit(t.key, { items: Array.from({ length: 25 }, (_, i) => boletoItem(i)) });
    const { job } = await assertConsistent(t.tenant_id, t.key, jobId, 25);
    expect(job.storage.by_type.pdf).toBe(25);
  });

  it("a message delivered twice (and a stale one) changes nothing", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const jobId = await submit(t.key, { items: Array.from({ length: 10 }, (_, i) => boletoItem(i)) });
    await waitForJob(t.key, jobId);
    const items = await allItems(t.key, jobId);
    const refs = items.map((i) => ({ id: i.item_id as string, attempt: i.attempt as number }));
    const stale = items.map((i) => ({ id: i.item_id as string, attempt: 7 }));
    // Delivered straight to the consumer (no sleep): each must be acked and change nothing.
    for (const body of [
      { type: "boletos.process", job_id: jobId, tenant_id: t.tenant_id, items: refs },
      { type: "boletos.render", job_id: jobId, tenant_id: t.tenant_id, items: refs },
      { type: "boletos.process", job_id: jobId, tenant_id: t.tenant_id, items: stale },
      { type: "boletos.render", job_id: jobId, tenant_id: t.tenant_id, items: refs },
    ] as const) {
      const run = await runQueue(body.type === "boletos.render" ? "lote-render" : "lote-jobs", [body], {
        attempts: 2,
      });
      expect(run.acked, body.type).toEqual(run.ids);
    }
    const { job } = await assertConsistent(t.tenant_id, t.key, jobId, 10);
    expect(job.generation).toBe(1);
    const events = await db
      .prepare("SELECT COUNT(*) AS n FROM artifacts WHERE job_id = ? AND kind = 'manifest'")
      .bind(jobId)
      .first<{ n: number }>();
    expect(events?.n).toBe(1);
  });

  it("a message for another tenant's job is ignored", async () => {
    const a = await newTenant();
    const b = await newTenant();
    const jobId = await submit(a.key, {
      items: [boletoItem(1, { amount_cents: -1 })],
      options: { pdf: false },
    });
    await waitForJob(a.key, jobId);
    const [item] = await allItems(a.key, jobId);
    // Forged: B's tenant id on A's job. The consumer checks the tenant, acks and does nothing.
    const run = await runQueue("lote-jobs", [
      {
        type: "boletos.process",
        job_id: jobId,
        tenant_id: b.tenant_id,
        items: [{ id: item?.item_id as string, attempt: 1 }],
      },
    ]);
    expect(run.acked).toEqual(run.ids);
    const [after] = await allItems(a.key, jobId);
    expect(after?.status).toBe("failed");
  });

  it("the webhook receiver is down for a while: deliveries retry and arrive once", async () => {
    const t = await newTenant();
    armFault("webhook.fetch", 3);
    const path = `/ok/${crypto.randomUUID()}`;
    const jobId = await submit(t.key, {
      items: [boletoItem(1)],
      options: { pdf: false },
      webhook_url: `http://127.0.0.1${path}`,
    });
    await waitForJob(t.key, jobId);
    const delivery = await waitFor(async () => {
      const body = await json<{
        data: { status: string; attempts: { status_code: number | null; error: string | null }[] }[];
      }>(await call(`/v1/webhooks/deliveries?job_id=${jobId}`, { key: t.key }));
      return body.data[0]?.status === "delivered" ? body.data[0] : null;
    });
    expect(delivery.attempts.map((a) => a.status_code)).toEqual([null, null, null, 200]);
    const got = (await (
      await env.RECEIVER.fetch(`http://receiver/__received?prefix=${path}`)
    ).json()) as unknown[];
    expect(got).toHaveLength(1);
  });

  it("a job that exceeds its timeout is failed with JOB_TIMEOUT, then stays consistent", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    // Every D1 write in the consumer fails: the items can never finish on their own.
    const jobId = await submit(t.key, {
      items: Array.from({ length: 5 }, (_, i) => boletoItem(i)),
      options: { pdf: false },
    });
    armFault("d1.write", 1_000);
    // The consumer has reached every item (marked validating) and its result write failed: the
    // job is stuck until the deadline (items a redelivery finished after the disarm count too).
    await waitFor(async () => {
      const row = await db
        .prepare("SELECT COUNT(*) AS n FROM items WHERE job_id = ? AND status IN ('validating', 'completed')")
        .bind(jobId)
        .first<{ n: number }>();
      return row?.n === 5;
    });
    disarmAllFaults();
    await db
      .prepare("UPDATE jobs SET deadline_at = ? WHERE id = ?")
      .bind(Date.now() - 1, jobId)
      .run();
    await runHousekeeping(services(env), Date.now());
    const { job, items } = await assertConsistent(t.tenant_id, t.key, jobId, 5);
    expect(
      job.status === "failed" || job.status === "partially_completed" || job.status === "completed",
    ).toBe(true);
    const timedOut = items.filter((i) =>
      (i.errors as { code: string }[]).some((e) => e.code === "JOB_TIMEOUT"),
    );
    expect(timedOut.length + items.filter((i) => i.status === "completed").length).toBe(5);
  });
});

describe("exhausted retries", () => {
  it("a message that keeps failing is given up and its items fail with RETRIES_EXHAUSTED and the cause", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, {
      items: Array.from({ length: 3 }, (_, i) => boletoItem(i)),
      options: { pdf: false },
    });
    armFault("consumer.before_item_write", 1_000); // only the consumer's step; the DLQ handler still writes
    const job = await waitForJob(t.key, jobId, 90_000);
    disarmAllFaults();
    expect(job.status).toBe("failed");
    const items = await allItems(t.key, jobId);
    // The last delivery fails them itself, naming the error that kept recurring.
    for (const i of items)
      expect((i.errors as { code: string; message: string }[])[0]).toMatchObject({
        code: "RETRIES_EXHAUSTED",
        message: expect.stringMatching(
          /last error: TransientError: injected fault at consumer\.before_item_write$/,
        ),
      });
  });

  it("a receiver that never answers 2xx: every scheduled attempt is made, then the delivery is failed", async () => {
    const t = await newTenant();
    const path = `/fail-99/${crypto.randomUUID()}`;
    const jobId = await submit(t.key, {
      items: [boletoItem(1)],
      options: { pdf: false },
      webhook_url: `http://127.0.0.1${path}`,
    });
    await waitForJob(t.key, jobId);
    const delivery = await waitFor(
      async () => {
        const body = await json<{ data: { status: string; attempts: { status_code: number | null }[] }[] }>(
          await call(`/v1/webhooks/deliveries?job_id=${jobId}`, { key: t.key }),
        );
        return body.data[0]?.status === "failed" ? body.data[0] : null;
      },
      90_000,
      250,
    );
    // 1 attempt + the 8 retries of WEBHOOK_RETRY_SCHEDULE_SECONDS (max_retries = 8).
    expect(delivery.attempts).toHaveLength(9);
    for (const a of delivery.attempts) expect(a.status_code).toBe(500);
  });
});

describe("final effects that fail (issue 13, defect 1)", () => {
  it("free the tenant's slot at once, are recorded on the job, and the cron runs them again", async () => {
    const t = await newTenant({ max_concurrent_jobs: 1 });
    const db = await tenantDb(t.tenant_id);
    // A programming error inside the job's final effects (manifest, event): not transient.
    armFault("job.final_effects", 1, "effect exploded", "bug");
    const a = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    const b = await submit(t.key, { items: [boletoItem(2)], options: { pdf: false } });
    // B can only run once A's slot is free.
    expect((await waitForJob(t.key, a)).status).toBe("completed");
    expect((await waitForJob(t.key, b)).status).toBe("completed");
    const row = await waitFor(() =>
      db
        .prepare(
          "SELECT final_effects_at, final_effects_error, final_effects_attempts FROM jobs WHERE id = ? AND final_effects_error IS NOT NULL",
        )
        .bind(a)
        .first<{
          final_effects_at: number | null;
          final_effects_error: string;
          final_effects_attempts: number;
        }>(),
    );
    expect(row.final_effects_at).toBeNull();
    expect(row.final_effects_attempts).toBe(1);
    expect(JSON.parse(row.final_effects_error)).toMatchObject({
      code: "FINAL_EFFECTS_FAILED",
      message: "TypeError: effect exploded",
    });
    // The retry waits for its backoff; once due, the cron runs the effects: manifest and event.
    await db
      .prepare("UPDATE jobs SET final_effects_retry_at = ?, finished_at = ? WHERE id = ?")
      .bind(Date.now() - 1, Date.now() - 120_000, a)
      .run();
    const report = await runHousekeeping(services(env), Date.now());
    expect(report.effects_rerun).toBeGreaterThanOrEqual(1);
    const after = await db
      .prepare(
        `SELECT final_effects_at, final_effects_error,
              (SELECT COUNT(*) FROM artifacts WHERE job_id = ?1 AND kind = 'manifest') AS manifests
         FROM jobs WHERE id = ?1`,
      )
      .bind(a)
      .first<{ final_effects_at: number | null; final_effects_error: string | null; manifests: number }>();
    expect(after?.final_effects_at).not.toBeNull();
    expect(after?.final_effects_error).toBeNull();
    expect(after?.manifests).toBe(1);
  });
});

describe("a programming error in a consumer (defect 5)", () => {
  it("is a permanent failure with its real cause, not six retries ending in RETRIES_EXHAUSTED", async () => {
    const t = await newTenant();
    armFault("consumer.before_item_write", 1, "s.charCodeAt is not a function", "bug");
    const jobId = await submit(t.key, {
      items: Array.from({ length: 3 }, (_, i) => boletoItem(i)),
      options: { pdf: false },
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("failed");
    for (const i of await allItems(t.key, jobId)) {
      expect(i.errors).toEqual([
        {
          code: "PROCESSING_ERROR",
          path: "",
          message: "processing failed: TypeError: s.charCodeAt is not a function",
        },
      ]);
      expect(i.attempt).toBe(1);
    }
  });
});
