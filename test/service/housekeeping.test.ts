// The housekeeping cron against real local D1/R2/DO: timeouts, lost admissions, lost side
// effects, orphaned objects and retention.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { services } from "../../src/context";
import { ORPHAN_GRACE_MS, runHousekeeping } from "../../src/ops/housekeeping";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
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

const svc = () => services(env);

/** Inserts a job with items directly, in a given state (a job whose messages were lost). */
async function stuckJob(
  tenantId: string,
  opts: {
    status: string;
    itemStatus: string;
    deadlineAt?: number;
    startedAt?: number;
    createdAt?: number;
    n?: number;
  },
) {
  const db = await tenantDb(tenantId);
  const now = Date.now();
  const jobId = `job_stuck${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const stmts = [
    db
      .prepare(
        `INSERT INTO jobs (id, tenant_id, kind, status, request_sha256, items_total, options, audit, created_at, started_at, deadline_at, updated_at)
       VALUES (?, ?, 'boletos', ?, 'x', ?, '{"pdf":false}', '{}', ?, ?, ?, ?)`,
      )
      .bind(
        jobId,
        tenantId,
        opts.status,
        opts.n ?? 2,
        opts.createdAt ?? now,
        opts.startedAt ?? now,
        opts.deadlineAt ?? now + 600_000,
        now,
      ),
  ];
  for (let i = 0; i < (opts.n ?? 2); i++) {
    stmts.push(
      db
        .prepare(
          `INSERT INTO items (id, job_id, tenant_id, idx, status, attempt, input, started_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
        )
        .bind(
          `itm_${jobId.slice(4)}_${i}`,
          jobId,
          tenantId,
          i,
          opts.itemStatus,
          JSON.stringify(boletoItem(i)),
          opts.startedAt ?? now,
          now,
          now,
        ),
    );
  }
  await db.batch(stmts);
  return jobId;
}

describe("housekeeping cron", () => {
  it("a job past its deadline: unfinished items fail with JOB_TIMEOUT and the job is final", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const jobId = await stuckJob(t.tenant_id, {
      status: "processing",
      itemStatus: "pending",
      deadlineAt: Date.now() - 1000,
    });
    const report = await runHousekeeping(svc(), Date.now());
    expect(report.jobs_timed_out).toBeGreaterThanOrEqual(1);
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("failed");
    const items = await allItems(t.key, jobId);
    expect(items.map((i) => (i.errors as { code: string }[])[0]?.code)).toEqual([
      "JOB_TIMEOUT",
      "JOB_TIMEOUT",
    ]);
    // The final effects ran: a manifest exists.
    const m = await db
      .prepare("SELECT COUNT(*) AS n FROM artifacts WHERE job_id = ? AND kind = 'manifest'")
      .bind(jobId)
      .first<{ n: number }>();
    expect(m?.n).toBe(1);
  });

  it("an item stuck rendering fails with ITEM_TIMEOUT", async () => {
    const t = await newTenant();
    const old = Date.now() - 3600_000;
    const jobId = await stuckJob(t.tenant_id, {
      status: "processing",
      itemStatus: "rendering",
      startedAt: old,
      n: 1,
    });
    await runHousekeeping(svc(), Date.now());
    const [item] = await allItems(t.key, jobId);
    expect(item?.status).toBe("failed");
    expect((item?.errors as { code: string }[] | undefined)?.[0]?.code).toBe("ITEM_TIMEOUT");
    expect((await waitForJob(t.key, jobId)).status).toBe("failed");
  });

  it("a job left in received (admission lost) is admitted again and completes", async () => {
    const t = await newTenant();
    const jobId = await stuckJob(t.tenant_id, {
      status: "received",
      itemStatus: "pending",
      createdAt: Date.now() - 10 * 60_000,
    });
    const report = await runHousekeeping(svc(), Date.now());
    expect(report.jobs_readmitted).toBeGreaterThanOrEqual(1);
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
  });

  it("lost final side effects are run again (manifest, event)", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const jobId = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    await waitForJob(t.key, jobId);
    await waitFor(
      async () =>
        (
          await db
            .prepare("SELECT final_effects_at FROM jobs WHERE id = ?")
            .bind(jobId)
            .first<{ final_effects_at: number | null }>()
        )?.final_effects_at,
    );
    // Simulate a consumer that died right after deciding the job was final.
    await db.batch([
      db
        .prepare("UPDATE jobs SET final_effects_at = NULL, finished_at = ? WHERE id = ?")
        .bind(Date.now() - 120_000, jobId),
      db.prepare("DELETE FROM artifacts WHERE job_id = ? AND kind = 'manifest'").bind(jobId),
    ]);
    const report = await runHousekeeping(svc(), Date.now());
    expect(report.effects_rerun).toBeGreaterThanOrEqual(1);
    const m = await db
      .prepare("SELECT COUNT(*) AS n FROM artifacts WHERE job_id = ? AND kind = 'manifest'")
      .bind(jobId)
      .first<{ n: number }>();
    expect(m?.n).toBe(1);
  });

  it("unreferenced R2 objects are collected after the grace period; referenced ones stay", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const jobId = await submit(t.key, { items: [boletoItem(1)] });
    await waitForJob(t.key, jobId);
    const orphanKey = `t/${t.tenant_id}/pdf/${"0".repeat(64)}.pdf`;
    await env.ARTIFACTS.put(orphanKey, "orphan");
    const kept = await db
      .prepare("SELECT r2_key FROM artifacts WHERE job_id = ? AND kind = 'pdf'")
      .bind(jobId)
      .first<{ r2_key: string }>();
    // Within the grace period nothing is touched.
    await env.DB.prepare("DELETE FROM ops_state WHERE key = 'orphan_cursor'").run();
    await runHousekeeping(svc(), Date.now());
    expect(await env.ARTIFACTS.head(orphanKey)).not.toBeNull();
    // Later (walk the whole listing), the orphan goes and the referenced object stays.
    let later = Date.now() + ORPHAN_GRACE_MS + 60_000;
    do {
      await runHousekeeping(svc(), later);
      later += 1;
    } while (
      (
        await env.DB.prepare("SELECT value FROM ops_state WHERE key = 'orphan_cursor'").first<{
          value: string;
        }>()
      )?.value
    );
    expect(await env.ARTIFACTS.head(orphanKey)).toBeNull();
    expect(await env.ARTIFACTS.head(kept?.r2_key as string)).not.toBeNull();
  });

  it("jobs older than RETENTION_DAYS are deleted with their rows", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const jobId = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    await waitForJob(t.key, jobId);
    await waitFor(
      async () =>
        (
          await db
            .prepare("SELECT final_effects_at FROM jobs WHERE id = ?")
            .bind(jobId)
            .first<{ final_effects_at: number | null }>()
        )?.final_effects_at,
    );
    await db
      .prepare("UPDATE jobs SET created_at = ? WHERE id = ?")
      .bind(Date.now() - 91 * 86_400_000, jobId)
      .run();
    const report = await runHousekeeping(svc(), Date.now());
    expect(report.jobs_deleted).toBeGreaterThanOrEqual(1);
    expect((await call(`/v1/jobs/${jobId}`, { key: t.key })).status).toBe(404);
    const left = await db
      .prepare(
        "SELECT (SELECT COUNT(*) FROM items WHERE job_id = ?1) + (SELECT COUNT(*) FROM artifacts WHERE job_id = ?1) AS n",
      )
      .bind(jobId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("expired idempotency keys are dropped: the key can then start a new job", async () => {
    const t = await newTenant();
    const body = { items: [boletoItem(1)], options: { pdf: false } };
    const first = await submit(t.key, body, "idem-exp");
    const report = await runHousekeeping(svc(), Date.now() + 25 * 3600_000);
    expect(report.idempotency_keys_expired).toBeGreaterThanOrEqual(1);
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: body,
      headers: { "idempotency-key": "idem-exp" },
    });
    expect(res.status).toBe(202);
    expect((await json<{ job_id: string }>(res)).job_id).not.toBe(first);
  });
});

describe("housekeeping: retention of retornos", () => {
  const upload = (key: string, file: string) =>
    call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key,
      body: file,
      headers: { "content-type": "text/plain" },
    });
  const dedupeRows = async (tenantId: string) =>
    (
      await env.DB.prepare("SELECT job_id FROM retorno_files WHERE tenant_id = ?")
        .bind(tenantId)
        .all<{ job_id: string }>()
    ).results.map((r) => r.job_id);

  /** Uploads `file` and waits until its job is final with its effects run. */
  async function uploaded(key: string, file: string): Promise<string> {
    const res = await upload(key, file);
    expect(res.status).toBe(202);
    const jobId = (await json<{ job_id: string }>(res)).job_id;
    await waitForJob(key, jobId);
    await waitFor(
      async () =>
        (
          await (
            await jobDb(jobId)
          )
            .prepare("SELECT final_effects_at FROM jobs WHERE id = ?")
            .bind(jobId)
            .first<{ final_effects_at: number | null }>()
        )?.final_effects_at,
    );
    return jobId;
  }

  // A file's idempotency key in the gate lives 24 h; retention comes months later. The tests
  // delete jobs at once, so they let the key expire first.
  const expireGateKeys = (tenantId: string) =>
    svc()
      .gate(tenantId)
      .expireKeys(Date.now() + 25 * 3600_000);

  it("retention deletes a retorno's dedupe row with its job: the same file again is a new job", async () => {
    const t = await newTenant();
    const file = `not a CNAB file ${crypto.randomUUID()}\n`;
    const jobId = await uploaded(t.key, file);
    expect(await dedupeRows(t.tenant_id)).toEqual([jobId]);
    await (await jobDb(jobId))
      .prepare("UPDATE jobs SET created_at = ? WHERE id = ?")
      .bind(Date.now() - 91 * 86_400_000, jobId)
      .run();
    expect((await runHousekeeping(svc(), Date.now())).jobs_deleted).toBeGreaterThanOrEqual(1);
    expect((await call(`/v1/jobs/${jobId}`, { key: t.key })).status).toBe(404);
    expect(await dedupeRows(t.tenant_id)).toEqual([]);
    await expireGateKeys(t.tenant_id);
    const again = await uploaded(t.key, file);
    expect(again).not.toBe(jobId);
    expect(await dedupeRows(t.tenant_id)).toEqual([again]);
  });

  it("an upload whose dedupe row names a deleted job is a new job, not a 500", async () => {
    // Retention before this fix deleted the job and left its retorno_files row behind.
    const t = await newTenant();
    const file = `not a CNAB file ${crypto.randomUUID()}\n`;
    const jobId = await uploaded(t.key, file);
    const db = await jobDb(jobId);
    await db.batch([
      db.prepare("DELETE FROM artifacts WHERE job_id = ?").bind(jobId),
      db.prepare("DELETE FROM jobs WHERE id = ?").bind(jobId),
    ]);
    // The hash is in the directory; a row younger than an upload in flight would still count as
    // one (src/jobs/retorno/create.ts): this one is as old as a row retention left behind.
    await env.DB.prepare("UPDATE retorno_files SET created_at = created_at - 60000 WHERE job_id = ?")
      .bind(jobId)
      .run();
    expect(await dedupeRows(t.tenant_id)).toEqual([jobId]);
    await expireGateKeys(t.tenant_id);
    const res = await upload(t.key, file);
    expect(res.status).toBe(202);
    const fresh = (await json<{ job_id: string }>(res)).job_id;
    expect(fresh).not.toBe(jobId);
    expect(await dedupeRows(t.tenant_id)).toEqual([fresh]);
    await waitForJob(t.key, fresh);
    // …and the file is deduplicated against its new job from then on.
    const replay = await upload(t.key, file);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await json<{ job_id: string }>(replay)).job_id).toBe(fresh);
  });
});

describe("housekeeping: resuming stalled work", () => {
  it("items whose messages were lost are re-sent and complete (no duplicates)", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const old = Date.now() - 10 * 60_000;
    const jobId = await stuckJob(t.tenant_id, { status: "processing", itemStatus: "pending", n: 3 });
    await db
      .prepare("UPDATE items SET updated_at = ?, started_at = NULL WHERE job_id = ?")
      .bind(old, jobId)
      .run();
    const report = await runHousekeeping(svc(), Date.now());
    expect(report.messages_resent).toBeGreaterThanOrEqual(1);
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("completed");
    const attempts = await db
      .prepare("SELECT COUNT(*) AS n FROM item_attempts WHERE job_id = ?")
      .bind(jobId)
      .first<{ n: number }>();
    expect(attempts?.n).toBe(3);
  });

  it("a consolidated artifact stuck building (lost message) is built", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const jobId = await submit(t.key, { items: [boletoItem(1)] });
    await waitForJob(t.key, jobId);
    const id = `art_${jobId.slice(4)}_zip_g1`;
    const now = Date.now();
    // As if the request was recorded but its queue message never arrived.
    await db
      .prepare(
        `INSERT INTO artifacts (id, tenant_id, job_id, kind, status, content_type, file_name, generation, created_at, updated_at)
       VALUES (?, ?, ?, 'zip', 'building', 'application/zip', 'x.zip', 1, ?, ?)`,
      )
      .bind(id, t.tenant_id, jobId, now - 600_000, now - 600_000)
      .run();
    await runHousekeeping(svc(), now);
    const row = await waitFor(async () => {
      const r = await db
        .prepare("SELECT status, size FROM artifacts WHERE id = ?")
        .bind(id)
        .first<{ status: string; size: number }>();
      return r?.status === "ready" ? r : null;
    });
    expect(row.size).toBeGreaterThan(0);
  });
});

describe("housekeeping: nothing stops the run (issue 13, defect 1)", () => {
  /** A final job whose side effects are pending, stored as a job accepted before the depth limit. */
  async function poisonedJob(tenantId: string, depth: number): Promise<string> {
    const jobId = await stuckJob(tenantId, { status: "completed", itemStatus: "completed", n: 1 });
    const db = await tenantDb(tenantId);
    const deep = `${"[".repeat(depth)}1${"]".repeat(depth)}`;
    await db
      .prepare("UPDATE jobs SET metadata = ?, finished_at = ?, final_effects_at = NULL WHERE id = ?")
      .bind(`{"x":${deep}}`, Date.now() - 120_000, jobId)
      .run();
    return jobId;
  }

  it("a job with 8,000-deep stored metadata: GET answers, its effects run, the cron goes on", async () => {
    const t = await newTenant();
    const db = await tenantDb(t.tenant_id);
    const poisoned = await poisonedJob(t.tenant_id, 8_000);
    const res = await call(`/v1/jobs/${poisoned}`, { key: t.key });
    expect(res.status).toBe(200);
    expect((await json<{ metadata: unknown }>(res)).metadata).toEqual({ error: "STORED_VALUE_TOO_DEEP" });
    const report = await runHousekeeping(svc(), Date.now());
    expect(report.effects_rerun).toBeGreaterThanOrEqual(1);
    const row = await db
      .prepare("SELECT final_effects_at FROM jobs WHERE id = ?")
      .bind(poisoned)
      .first<{ final_effects_at: number | null }>();
    expect(row?.final_effects_at).not.toBeNull();
  });

  it("a failing step and a failing row are logged and skipped; every other step and row still runs", async () => {
    const t = await newTenant();
    const late = [1, 2].map(() =>
      stuckJob(t.tenant_id, { status: "processing", itemStatus: "pending", deadlineAt: Date.now() - 1000 }),
    );
    const [first, second] = await Promise.all(late);
    try {
      // The first step fails as a whole once; in the next steps the first row fails once.
      armFault("housekeeping.step", 1, "step down", "bug");
      const r1 = await runHousekeeping(svc(), Date.now());
      expect(r1.errors).toBe(1);
      expect(r1.jobs_timed_out).toBe(0);
      armFault("housekeeping.row", 1, "row down", "bug");
      const r2 = await runHousekeeping(svc(), Date.now());
      expect(r2.errors).toBeGreaterThanOrEqual(1);
      expect(r2.jobs_timed_out).toBeGreaterThanOrEqual(1);
    } finally {
      disarmAllFaults();
    }
    await runHousekeeping(svc(), Date.now());
    for (const jobId of [first, second])
      expect((await waitForJob(t.key, jobId as string)).status).toBe("failed");
  });
});
