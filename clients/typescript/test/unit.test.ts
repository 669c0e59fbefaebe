// The client's own logic in Node: Retry-After handling (requests, artifacts, waitForJob) and webhook verification (checked against
// the Standard Webhooks specification's published test vector; client.service.test.ts verifies a
// real delivery of the Worker).
import { describe, expect, it } from "vitest";
import { createLoteClient, retryAfterMs, retryingFetch, verifyWebhook } from "../src/index";

function fakeServer(answers: { status: number; headers?: Record<string, string>; body?: unknown }[]) {
  const seen: { method: string; url: string; key: string | null; body: string }[] = [];
  const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push({
      method: req.method,
      url: req.url,
      key: req.headers.get("idempotency-key"),
      body: await req.text(),
    });
    const a = answers.shift() ?? { status: 500 };
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
      headers: { "content-type": "application/json", ...a.headers },
    });
  }) as typeof fetch;
  return { f, seen };
}

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it("waits as long as 429 and 503 say, then sends the same request again with the same key", async () => {
    const { f, seen } = fakeServer([
      { status: 429, headers: { "retry-after": "7" }, body: { code: "RATE_LIMITED" } },
      { status: 503, headers: { "retry-after": "2" }, body: { code: "SERVICE_UNAVAILABLE" } },
      { status: 202, headers: { "retry-after": "1" }, body: { job_id: "job_1", status: "received" } },
    ]);
    const waits: number[] = [];
    const lote = createLoteClient({
      baseUrl: "http://lote.test",
      apiKey: "k",
      fetch: f,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const job = await lote.createBoletoJob({ items: [{}] } as never);
    expect(job.job_id).toBe("job_1");
    expect(waits).toEqual([7000, 2000]);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0]?.key).toMatch(/^lote-client-/);
    expect(new Set(seen.map((s) => s.body)).size).toBe(1);
  });

  it("never repeats a POST that could create something twice", async () => {
    const { f, seen } = fakeServer([{ status: 503, headers: { "retry-after": "1" } }]);
    const res = await retryingFetch(f, { sleep: async () => {} })("http://lote.test/v1/jobs/boletos", {
      method: "POST",
      body: "{}",
    });
    expect(res.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it("asks for a zip again after each 202's Retry-After until it is ready", async () => {
    const building = { status: 202, headers: { "retry-after": "2" }, body: { status: "building" } };
    const { f } = fakeServer([
      building,
      building,
      { status: 200, body: { status: "ready", url: "http://x/z" } },
    ]);
    const waits: number[] = [];
    const lote = createLoteClient({
      baseUrl: "http://lote.test",
      apiKey: "k",
      fetch: f,
      sleep: async (ms) => void waits.push(ms),
    });
    expect((await lote.buildArtifact("job_1", "zip")).url).toBe("http://x/z");
    expect(waits).toEqual([2000, 2000]);
  });
});

describe("waitForJob", () => {
  const job = (status: string) => ({ job_id: "job_1", status });
  const client = (answers: Parameters<typeof fakeServer>[0]) => {
    const { f, seen } = fakeServer(answers);
    const waits: number[] = [];
    const lote = createLoteClient({
      baseUrl: "http://lote.test",
      apiKey: "k",
      fetch: f,
      sleep: async (ms) => void waits.push(ms),
    });
    return { lote, waits, seen };
  };

  it("waits as long as each job GET's Retry-After says", async () => {
    const { lote, waits, seen } = client([
      { status: 200, headers: { "retry-after": "3" }, body: job("processing") },
      { status: 200, headers: { "retry-after": "5" }, body: job("processing") },
      { status: 200, body: job("completed") },
    ]);
    expect((await lote.waitForJob("job_1")).status).toBe("completed");
    expect(waits).toEqual([3000, 5000]);
    expect(seen.map((s) => new URL(s.url).pathname)).toEqual(Array(3).fill("/v1/jobs/job_1"));
  });

  it("paces the polls by the creation 202's Retry-After when the GET names none", async () => {
    const { lote, waits } = client([
      { status: 202, headers: { "retry-after": "2" }, body: { job_id: "job_1", status: "received" } },
      { status: 200, body: job("received") },
      { status: 200, body: job("processing") },
      { status: 200, body: job("partially_completed") },
    ]);
    const created = await lote.createBoletoJob({ items: [{}] } as never);
    expect(created.retry_after_ms).toBe(2000);
    expect((await lote.waitForJob(created)).status).toBe("partially_completed");
    expect(waits).toEqual([2000, 2000]);
  });

  it("bounds every wait, and falls back to intervalMs (1 s) when lote names no Retry-After", async () => {
    const { lote, waits } = client([
      { status: 200, headers: { "retry-after": "3600" }, body: job("processing") },
      { status: 200, headers: { "retry-after": "0" }, body: job("processing") },
      {
        status: 200,
        headers: { "retry-after": new Date(Date.now() + 600_000).toUTCString() },
        body: job("processing"),
      },
      { status: 200, body: job("failed") },
    ]);
    await lote.waitForJob("job_1", { maxIntervalMs: 10_000 });
    expect(waits).toEqual([10_000, 250, 10_000]);
    const plain = client([
      { status: 200, body: job("processing") },
      { status: 200, body: job("completed") },
    ]);
    await plain.lote.waitForJob("job_1");
    expect(plain.waits).toEqual([1000]);
    const slower = client([
      { status: 200, body: job("processing") },
      { status: 200, body: job("completed") },
    ]);
    await slower.lote.waitForJob("job_1", { intervalMs: 4000 });
    expect(slower.waits).toEqual([4000]);
  });

  it("never waits past its timeout, and stops when aborted", async () => {
    const processing = { status: 200, headers: { "retry-after": "20" }, body: job("processing") };
    const { f: slow } = fakeServer([processing, processing]);
    const waits: number[] = [];
    const late = createLoteClient({
      baseUrl: "http://lote.test",
      apiKey: "k",
      fetch: slow,
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((r) => setTimeout(r, ms));
      },
    });
    const at = Date.now();
    await expect(late.waitForJob("job_1", { timeoutMs: 50 })).rejects.toThrow(/still processing/);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(50);
    expect(Date.now() - at).toBeLessThan(1000);
    const { f } = fakeServer(
      Array(5).fill({ status: 200, headers: { "retry-after": "30" }, body: job("processing") }),
    );
    const real = createLoteClient({ baseUrl: "http://lote.test", apiKey: "k", fetch: f });
    const stop = new AbortController();
    setTimeout(() => stop.abort(new Error("stopped")), 20);
    await expect(real.waitForJob("job_1", { signal: stop.signal })).rejects.toThrow("stopped");
  });
});

describe("verifyWebhook", () => {
  // The Standard Webhooks specification's published test vector (secret, id, timestamp, body, signature).
  const vector = {
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    headers: {
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    },
    body: '{"test": 2432232314}',
    now: 1614265330 * 1000,
  };

  it("accepts the specification's vector and refuses any change to it", async () => {
    expect(await verifyWebhook(vector.secret, vector.headers, vector.body, { now: vector.now })).toBe(true);
    expect(
      await verifyWebhook(vector.secret, vector.headers, '{"test": 2432232315}', { now: vector.now }),
    ).toBe(false);
    expect(
      await verifyWebhook(vector.secret, vector.headers, vector.body, { now: vector.now + 301_000 }),
    ).toBe(false);
    const other = {
      ...vector.headers,
      "webhook-signature": "v1,AAAA v2,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    };
    expect(await verifyWebhook(vector.secret, other, vector.body, { now: vector.now })).toBe(false);
    const rotated = {
      ...vector.headers,
      "webhook-signature": `v1,AAAA ${vector.headers["webhook-signature"]}`,
    };
    expect(await verifyWebhook(vector.secret, new Headers(rotated), vector.body, { now: vector.now })).toBe(
      true,
    );
  });
});
