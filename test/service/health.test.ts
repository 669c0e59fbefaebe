import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /v1/health", () => {
  it("reports every dependency ok", async () => {
    const res = await exports.default.fetch("http://lote.test/v1/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      version: string;
      checks: Record<string, { ok: boolean }>;
    };
    expect(body.status).toBe("ok");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(body.checks).sort()).toEqual(["d1", "queues", "r2", "tenant_gate"]);
    for (const check of Object.values(body.checks)) expect(check.ok).toBe(true);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("unknown routes are problem+json 404", async () => {
    const res = await exports.default.fetch("http://lote.test/v1/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = (await res.json()) as { code: string; request_id: string };
    expect(body.code).toBe("NOT_FOUND");
    expect(body.request_id).toBeTruthy();
  });

  it("serves the OpenAPI 3.1 document", async () => {
    const res = await exports.default.fetch("http://lote.test/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/v1/health"]).toBeDefined();
  });
});
