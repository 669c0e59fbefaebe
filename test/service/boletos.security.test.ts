import { describe, expect, it } from "vitest";
import { ADMIN, allItems, boletoItem, call, json, newTenant, submit, waitForJob } from "./helpers";

describe("boleto jobs — security", () => {
  it("requires an API key; a wrong key is 401 problem+json", async () => {
    const none = await call("/v1/jobs/boletos", { method: "POST", json: { items: [{}] } });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe("Bearer");
    const wrong = await call("/v1/jobs/job_x", { key: "lote_test_wrong" });
    expect(wrong.status).toBe(401);
    expect((await json<{ code: string }>(wrong)).code).toBe("UNAUTHORIZED");
  });

  it("tenant B cannot see tenant A's job, items, item or retry it (404, not 403)", async () => {
    const a = await newTenant();
    const b = await newTenant();
    const jobId = await submit(a.key, {
      items: [boletoItem(1, { amount_cents: 0 })],
      options: { pdf: false },
    });
    await waitForJob(a.key, jobId);
    const [item] = await allItems(a.key, jobId);
    const paths: [string, string][] = [
      ["GET", `/v1/jobs/${jobId}`],
      ["GET", `/v1/jobs/boletos/${jobId}`],
      ["GET", `/v1/jobs/boletos/${jobId}/items`],
      ["GET", `/v1/jobs/boletos/${jobId}/items/${item?.item_id}`],
      ["POST", `/v1/jobs/boletos/${jobId}/items/${item?.item_id}/retry`],
      ["POST", `/v1/jobs/boletos/${jobId}/retry-failed`],
    ];
    for (const [method, path] of paths) {
      const res = await call(path, { method, key: b.key });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it("API keys are stored only as hashes and are revocable", async () => {
    const t = await newTenant();
    const mint = await call(`/v1/admin/tenants/${t.tenant_id}/api-keys`, {
      method: "POST",
      key: ADMIN,
      json: { name: "ci" },
    });
    expect(mint.status).toBe(201);
    const key = await json<{ id: string; key: string }>(mint);
    expect((await call("/v1/jobs/job_x", { key: key.key })).status).toBe(404);
    const { env } = await import("cloudflare:workers");
    const stored = await env.DB.prepare("SELECT key_hash FROM api_keys WHERE id = ?")
      .bind(key.id)
      .first<{ key_hash: string }>();
    expect(stored?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.key_hash).not.toContain(key.key);
    const revoke = await call(`/v1/admin/tenants/${t.tenant_id}/api-keys/${key.id}`, {
      method: "DELETE",
      key: ADMIN,
    });
    expect(revoke.status).toBe(204);
    expect((await call("/v1/jobs/job_x", { key: key.key })).status).toBe(401);
    // The tenant's other key still works.
    expect((await call("/v1/jobs/job_x", { key: t.key })).status).toBe(404);
  });

  it("admin routes need the admin token", async () => {
    expect((await call("/v1/admin/tenants", { method: "POST", json: { name: "x" } })).status).toBe(401);
    expect(
      (await call("/v1/admin/tenants", { method: "POST", key: "not-the-token", json: { name: "x" } })).status,
    ).toBe(401);
    const t = await newTenant();
    // A tenant API key is not an admin token.
    expect((await call(`/v1/admin/tenants/${t.tenant_id}`, { key: t.key })).status).toBe(401);
    const ok = await call(`/v1/admin/tenants/${t.tenant_id}`, { key: ADMIN });
    expect(ok.status).toBe(200);
    const body = await json<{ api_keys: Record<string, unknown>[] }>(ok);
    expect(JSON.stringify(body)).not.toMatch(/key_hash|lote_test_[A-Za-z0-9_-]{20,}/);
  });

  it("webhook_url must pass the SSRF policy", async () => {
    const t = await newTenant();
    for (const url of [
      "http://example.com/hook",
      "https://user:pw@example.com/",
      "https://10.0.0.1/",
      "https://169.254.169.254/latest",
      "https://[fd00::1]/",
      "https://intranet.local/",
    ]) {
      const res = await call("/v1/jobs/boletos", {
        method: "POST",
        key: t.key,
        json: { items: [boletoItem(1)], webhook_url: url },
      });
      expect(res.status, url).toBe(422);
      expect((await json<{ code: string }>(res)).code).toBe("INVALID_WEBHOOK_URL");
    }
  });
});

describe("admin: tenant changes", () => {
  it("PATCH changes limits (enforced at once) and disabling a tenant refuses its keys", async () => {
    const t = await newTenant();
    const patch = await call(`/v1/admin/tenants/${t.tenant_id}`, {
      method: "PATCH",
      key: ADMIN,
      json: { limits: { max_items_per_job: 2 } },
    });
    expect(patch.status).toBe(200);
    expect((await json<{ limits: { max_items_per_job: number } }>(patch)).limits.max_items_per_job).toBe(2);
    const tooMany = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [boletoItem(1), boletoItem(2), boletoItem(3)] },
    });
    expect(tooMany.status).toBe(413);
    await tooMany.body?.cancel();
    const off = await call(`/v1/admin/tenants/${t.tenant_id}`, {
      method: "PATCH",
      key: ADMIN,
      json: { status: "disabled" },
    });
    expect(off.status).toBe(200);
    await off.body?.cancel();
    expect((await call("/v1/jobs/job_x", { key: t.key })).status).toBe(401);
    expect(
      (await call("/v1/admin/tenants/ten_nope", { method: "PATCH", key: ADMIN, json: { status: "active" } }))
        .status,
    ).toBe(404);
  });
});
