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
    expect(Object.keys(body.checks).sort()).toEqual(["config", "d1", "queues", "r2", "tenant_gate"]);
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

describe("OpenAPI document", () => {
  it("documents every route, the BoletoItem schema and the problem format", async () => {
    const res = await exports.default.fetch("http://lote.test/openapi.json");
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    for (const path of [
      "/v1/jobs/boletos",
      "/v1/jobs/boletos/preview",
      "/v1/jobs/boletos/{job_id}",
      "/v1/jobs/boletos/{job_id}/items",
      "/v1/jobs/boletos/{job_id}/items/{item_id}",
      "/v1/jobs/boletos/{job_id}/items/{item_id}/retry",
      "/v1/jobs/boletos/{job_id}/retry-failed",
      "/v1/jobs/boletos/{job_id}/artifacts",
      "/v1/jobs/cnab/remessas",
      "/v1/jobs/cnab/remessas/{job_id}",
      "/v1/jobs/cnab/remessas/{job_id}/files",
      "/v1/jobs/cnab/retornos",
      "/v1/jobs/cnab/retornos/{job_id}",
      "/v1/jobs/cnab/retornos/{job_id}/items",
      "/v1/jobs",
      "/v1/jobs/{job_id}",
      "/v1/downloads/{token}",
      "/v1/webhooks",
      "/v1/codes/parse",
      "/v1/admin/tenants",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const item = doc.components.schemas.BoletoItem;
    expect(Object.keys(item?.properties ?? {})).toEqual(
      expect.arrayContaining(["bank_code", "amount_cents", "due_date", "our_number", "payer", "beneficiary"]),
    );
    expect(doc.components.schemas.Problem).toBeDefined();
    const docs = await exports.default.fetch("http://lote.test/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("/openapi.json");
  });
});

describe("GET /v1/health when a dependency fails", () => {
  it("is 503 and names the failing part", async () => {
    const { armFault, disarmAllFaults } = await import("../../src/platform/faults");
    armFault("r2.get", 1);
    try {
      const res = await exports.default.fetch("http://lote.test/v1/health");
      expect(res.status).toBe(503);
      const body = (await res.json()) as {
        status: string;
        checks: Record<string, { ok: boolean; error?: string }>;
      };
      expect(body.status).toBe("degraded");
      expect(body.checks.r2?.ok).toBe(false);
      expect(body.checks.r2?.error).toMatch(/r2/i);
      expect(body.checks.d1?.ok).toBe(true);
    } finally {
      disarmAllFaults();
    }
  });
});
