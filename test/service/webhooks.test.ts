// Webhook deliveries (issue 13, defect 9): deleting an endpoint cancels its pending deliveries at
// once and keeps every earlier attempt; the list is newest first, paginated, with next_attempt_at;
// a delivery that got no HTTP answer says what happened.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { services } from "../../src/context";
import { deliverWebhook, describeFetchFailure } from "../../src/webhooks/deliver";
import {
  boletoItem,
  call,
  json,
  newTenant,
  submit,
  type Tenant,
  tenantDb,
  waitFor,
  waitForJob,
} from "./helpers";

interface Delivery {
  delivery_id: string;
  status: string;
  endpoint_id: string | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  attempts: { attempt: number; status_code: number | null; error: string | null; duration_ms: number }[];
}

async function endpoint(t: Tenant, path: string): Promise<string> {
  const res = await call("/v1/webhooks", {
    method: "POST",
    key: t.key,
    json: { url: `http://127.0.0.1${path}`, events: ["*"] },
  });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

/** A delivery to `endpointId` waiting for its second attempt, its first one a 500 in 7 ms. */
async function pendingAfterOneFailure(
  t: Tenant,
  endpointId: string,
  createdAt = Date.now(),
): Promise<string> {
  const id = `msg_test${crypto.randomUUID().replace(/-/g, "").slice(0, 22)}`;
  const db = await tenantDb(t.tenant_id);
  await db.batch([
    db
      .prepare(
        `INSERT INTO webhook_deliveries (id, tenant_id, endpoint_id, url, job_id, event_type, payload, status, attempts,
         last_status_code, last_error, next_attempt_at, created_at)
       VALUES (?, ?, ?, 'http://127.0.0.1/fail-99/x', NULL, 'job.completed', '{}', 'pending', 1, 500, 'HTTP 500', ?, ?)`,
      )
      .bind(id, t.tenant_id, endpointId, Date.now() + 300_000, createdAt),
    db
      .prepare(
        "INSERT INTO webhook_attempts (delivery_id, attempt, status_code, error, duration_ms, created_at) VALUES (?, 1, 500, 'HTTP 500', 7, ?)",
      )
      .bind(id, createdAt),
  ]);
  return id;
}

async function deliveries(t: Tenant, query = ""): Promise<{ data: Delivery[]; next_page_token: string }> {
  const res = await call(`/v1/webhooks/deliveries${query}`, { key: t.key });
  expect(res.status).toBe(200);
  return json(res);
}

describe("webhook endpoints and their deliveries", () => {
  it("deleting an endpoint cancels its pending deliveries at once; earlier attempts keep their results", async () => {
    const t = await newTenant();
    const endpointId = await endpoint(t, `/fail-99/${crypto.randomUUID()}`);
    const id = await pendingAfterOneFailure(t, endpointId);
    const del = await call(`/v1/webhooks/${endpointId}`, { method: "DELETE", key: t.key });
    expect(del.status).toBe(204);
    const [d] = (await deliveries(t)).data;
    expect(d?.status).toBe("disabled");
    expect(d?.last_error).toBe("endpoint deleted");
    expect(d?.next_attempt_at).toBeNull();
    // The retry that was already queued runs later: it changes nothing.
    await deliverWebhook(services(env), id);
    const [after] = (await deliveries(t)).data;
    expect(after?.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 500, error: "HTTP 500", duration_ms: 7 }),
    ]);
  });

  it("a retry that finds its endpoint disabled records no attempt over the earlier ones", async () => {
    const t = await newTenant();
    const endpointId = await endpoint(t, `/fail-99/${crypto.randomUUID()}`);
    const id = await pendingAfterOneFailure(t, endpointId);
    await env.DB.prepare("UPDATE webhook_endpoints SET status = 'disabled' WHERE id = ?")
      .bind(endpointId)
      .run();
    await deliverWebhook(services(env), id);
    const [d] = (await deliveries(t)).data;
    expect(d?.status).toBe("disabled");
    expect(d?.last_error).toBe("endpoint disabled");
    expect(d?.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 500, error: "HTTP 500", duration_ms: 7 }),
    ]);
  });

  it("the list is newest first, paginated with page_token, and shows next_attempt_at", async () => {
    const t = await newTenant();
    const endpointId = await endpoint(t, `/fail-99/${crypto.randomUUID()}`);
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await pendingAfterOneFailure(t, endpointId, base + i * 1000));
    const seen: Delivery[] = [];
    let token = "";
    let pages = 0;
    do {
      const page = await deliveries(t, `?page_size=2${token ? `&page_token=${token}` : ""}`);
      seen.push(...page.data);
      token = page.next_page_token;
      pages++;
    } while (token && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((d) => d.delivery_id)).toEqual([...ids].reverse());
    for (const d of seen) expect(Date.parse(d.next_attempt_at as string)).toBeGreaterThan(Date.now());
    const first = await deliveries(t, "?page_size=2");
    const wrong = await call(`/v1/webhooks/deliveries?status=failed&page_token=${first.next_page_token}`, {
      key: t.key,
    });
    expect(wrong.status).toBe(400);
  });

  it("a delivery that got no HTTP answer says so, naming the host", async () => {
    const t = await newTenant();
    const path = `/drop/${crypto.randomUUID()}`;
    const jobId = await submit(t.key, {
      items: [boletoItem(1)],
      options: { pdf: false },
      webhook_url: `http://127.0.0.1${path}`,
    });
    await waitForJob(t.key, jobId);
    const d = await waitFor(async () => {
      const [x] = (await deliveries(t, `?job_id=${jobId}`)).data;
      return x && x.attempts.length > 0 ? x : null;
    });
    expect(d.attempts[0]?.error).toMatch(/^no HTTP response from 127\.0\.0\.1/);
  });

  it("a refused or reset connection is described in words, not as 'Network connection lost'", () => {
    expect(
      describeFetchFailure(new TypeError("Network connection lost."), "https://hooks.example.com/x"),
    ).toBe(
      "no HTTP response from hooks.example.com: the connection was refused, reset or closed before an answer (Network connection lost.)",
    );
    const timeout = new Error("The operation was aborted due to timeout");
    timeout.name = "TimeoutError";
    expect(describeFetchFailure(timeout, "https://hooks.example.com/x")).toBe(
      "no HTTP response from hooks.example.com within 15000 ms (timeout)",
    );
  });
});
