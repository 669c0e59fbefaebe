import { describe, expect, it } from "vitest";
import { allItems, boletoItem, call, json, newTenant, submit, waitForJob } from "./helpers";

interface Problem {
  code: string;
  status: number;
  request_id: string;
  errors?: { code: string; path: string; message: string }[];
}

describe("POST /v1/jobs/boletos — errors", () => {
  it("more than MAX_ITEMS_PER_JOB (1001) is 413 BATCH_TOO_LARGE", async () => {
    const t = await newTenant();
    const items = Array.from({ length: 1001 }, (_, i) => ({ n: i }));
    const res = await call("/v1/jobs/boletos", { method: "POST", key: t.key, json: { items } });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect((await json<Problem>(res)).code).toBe("BATCH_TOO_LARGE");
  });

  it("a body over 10 MB is 413 PAYLOAD_TOO_LARGE", async () => {
    const t = await newTenant();
    const big = JSON.stringify({ items: [{ blob: "x".repeat(10 * 1024 * 1024 + 10) }] });
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect((await json<Problem>(res)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("malformed JSON is 400 INVALID_JSON", async () => {
    const t = await newTenant();
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect((await json<Problem>(res)).code).toBe("INVALID_JSON");
  });

  it("envelope problems are listed with their JSON paths", async () => {
    const t = await newTenant();
    const res = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [{ a: 1 }, 5, "x"], options: { pdf: "yes" } },
    });
    expect(res.status).toBe(422);
    const body = await json<Problem>(res);
    expect(body.code).toBe("VALIDATION_FAILED");
    const paths = body.errors?.map((e) => e.path).sort();
    expect(paths).toEqual(["body.items[1]", "body.items[2]", "body.options.pdf"]);
  });

  it("an empty items array is rejected", async () => {
    const t = await newTenant();
    const res = await call("/v1/jobs/boletos", { method: "POST", key: t.key, json: { items: [] } });
    expect(res.status).toBe(422);
  });

  it("bad items fail alone, with the engine's codes and paths; the job is partially_completed", async () => {
    const t = await newTenant();
    const items = [
      boletoItem(1),
      boletoItem(2, { payer: { ...(boletoItem(2).payer as object), document: "123.456.789-00" } }),
      boletoItem(3, { amount_cents: 1.5 }),
      boletoItem(4, { bank_code: "999" }),
    ];
    const jobId = await submit(t.key, { items, options: { pdf: false } });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("partially_completed");
    expect(job.items).toMatchObject({ completed: 1, failed: 3 });
    const failed = await allItems(t.key, jobId, "failed");
    const byIndex: Record<number, { code: string; path: string }[]> = Object.fromEntries(
      failed.map((f) => [f.index as number, f.errors as { code: string; path: string }[]]),
    );
    expect(byIndex[1]?.some((e) => e.path === "payer.document")).toBe(true);
    expect(byIndex[2]?.some((e) => e.path === "amount_cents")).toBe(true);
    expect(byIndex[3]?.some((e) => e.path === "bank_code")).toBe(true);
    for (const errs of Object.values(byIndex)) for (const e of errs) expect(e.code).toMatch(/^[A-Z0-9_]+$/);
  });

  it("every item failing makes the job failed", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, {
      items: [{ nothing: true }, { nothing: true }],
      options: { pdf: false },
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("failed");
    expect(job.items.failed).toBe(2);
  });

  it("a retry of a completed item is 409 ITEM_NOT_RETRYABLE; unknown item 404", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    await waitForJob(t.key, jobId);
    const [item] = await allItems(t.key, jobId);
    const res = await call(`/v1/jobs/boletos/${jobId}/items/${item?.item_id}/retry`, {
      method: "POST",
      key: t.key,
    });
    expect(res.status).toBe(409);
    expect((await json<Problem>(res)).code).toBe("ITEM_NOT_RETRYABLE");
    const res2 = await call(`/v1/jobs/boletos/${jobId}/items/itm_nope/retry`, { method: "POST", key: t.key });
    expect(res2.status).toBe(404);
    const res3 = await call(`/v1/jobs/boletos/${jobId}/retry-failed`, { method: "POST", key: t.key });
    expect(res3.status).toBe(409);
  });

  it("a bad page token is 400 INVALID_PAGE_TOKEN", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    const res = await call(`/v1/jobs/boletos/${jobId}/items?page_token=garbage`, { key: t.key });
    expect(res.status).toBe(400);
    expect((await json<Problem>(res)).code).toBe("INVALID_PAGE_TOKEN");
  });
});
