// The job-status routes while a job runs: every GET of a job that is not final answers with
// `Retry-After` (seconds: the same poll interval as the creation's 202), and a final job without
// it — on `GET /v1/jobs/{job_id}` and on each kind's own `GET <base>/{job_id}`.
import { describe, expect, it } from "vitest";
import { JOB_KINDS, registry } from "../../src/jobs/registry";
import { boletoItem, call, newTenant, submit, tenantDb, waitForJob } from "./helpers";

/** Records a job of `kind` directly in `status` (a job still running, without its queue work). */
async function jobIn(tenantId: string, kind: string, status: string): Promise<string> {
  const jobId = `job_st${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const now = Date.now();
  await (await tenantDb(tenantId))
    .prepare(
      `INSERT INTO jobs (id, tenant_id, kind, status, request_sha256, items_total, audit, created_at, started_at, updated_at)
     VALUES (?, ?, ?, ?, 'x', 0, '{}', ?, ?, ?)`,
    )
    .bind(jobId, tenantId, kind, status, now, now, now)
    .run();
  return jobId;
}

describe("job status: Retry-After while not final", () => {
  it.each(JOB_KINDS.map((k) => [k]))("%s: a job not yet final answers with Retry-After: 1", async (kind) => {
    const t = await newTenant();
    for (const status of ["received", "validating", "processing"]) {
      const jobId = await jobIn(t.tenant_id, kind, status);
      for (const path of [`/v1/jobs/${jobId}`, `${registry[kind].routes.base}/${jobId}`]) {
        const res = await call(path, { key: t.key });
        expect(res.status, `${status} ${path}`).toBe(200);
        expect(res.headers.get("retry-after"), `${status} ${path}`).toBe("1");
        expect(((await res.json()) as { status: string }).status).toBe(status);
      }
    }
  });

  it("the creation's 202 and the status of a running job give the same poll interval", async () => {
    const t = await newTenant();
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [boletoItem(1)], options: { pdf: false } },
    });
    expect(res.status).toBe(202);
    const running = await jobIn(t.tenant_id, "boletos", "processing");
    const status = await call(`/v1/jobs/${running}`, { key: t.key });
    expect(status.headers.get("retry-after")).toBe(res.headers.get("retry-after"));
  });

  it("a final job answers without Retry-After", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    await waitForJob(t.key, jobId);
    for (const path of [`/v1/jobs/${jobId}`, `/v1/jobs/boletos/${jobId}`]) {
      const res = await call(path, { key: t.key });
      expect(res.status).toBe(200);
      expect(res.headers.get("retry-after"), path).toBeNull();
    }
    for (const status of ["completed", "partially_completed", "failed"]) {
      const other = await jobIn(t.tenant_id, "cnab_retorno", status);
      const res = await call(`/v1/jobs/cnab/retornos/${other}`, { key: t.key });
      expect(res.headers.get("retry-after"), status).toBeNull();
    }
  });

  it("documents Retry-After on every job-status route", async () => {
    const doc = (await (await call("/openapi.json")).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { headers?: Record<string, unknown> }> } }>;
    };
    const paths = ["/v1/jobs/{job_id}", ...JOB_KINDS.map((k) => `${registry[k].routes.base}/{job_id}`)];
    for (const path of paths)
      expect(doc.paths[path]?.get?.responses["200"]?.headers?.["Retry-After"], path).toBeDefined();
  });
});
