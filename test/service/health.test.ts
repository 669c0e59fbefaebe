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
      "/v1/jobs/instructions",
      "/v1/jobs/instructions/{job_id}",
      "/v1/jobs/instructions/{job_id}/items",
      "/v1/boletos/{item_id}",
      "/v1/boletos/{item_id}/instructions",
      "/v1/instructions/{instruction_id}",
      "/v1/jobs",
      "/v1/jobs/{job_id}",
      "/v1/downloads/{token}",
      "/v1/webhooks",
      "/v1/codes/parse",
      "/v1/sandbox/providers/{provider}/settings",
      "/v1/sandbox/providers/{provider}/faults",
      "/v1/sandbox/providers/{provider}/pay",
      "/v1/sandbox/providers/{provider}/titles",
      "/v1/sandbox/providers/{provider}/reset",
      "/v1/sandbox/providers/{provider}/api/{path}",
      "/v1/admin/tenants",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const item = doc.components.schemas.BoletoItem;
    expect(Object.keys(item?.properties ?? {})).toEqual(
      expect.arrayContaining(["bank_code", "amount_cents", "due_date", "our_number", "payer", "beneficiary"]),
    );
    expect(doc.components.schemas.Problem).toBeDefined();
    // One issue shape for every issue list (issue 13, defect 10), and the timings split (defect 11).
    expect(Object.keys(doc.components.schemas.Issue?.properties ?? {})).toEqual([
      "code",
      "path",
      "message",
      "line",
    ]);
    expect(Object.keys(doc.components.schemas.Item?.properties ?? {})).toContain("warnings");
    expect(doc.components.schemas.CnabIssue, "merged into Issue").toBeUndefined();
    const timings = (doc.components.schemas.Job?.properties?.timings ?? {}) as {
      properties?: Record<string, unknown>;
    };
    expect(Object.keys(timings.properties ?? {})).toEqual(
      expect.arrayContaining(["processing_ms_per_item", "latency_ms_per_item", "p95_latency_ms_per_item"]),
    );
    const docs = await exports.default.fetch("http://lote.test/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("/openapi.json");
  });
});

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: Schema | boolean;
};

const ISSUE = "#/components/schemas/Issue";

/** Every property named like an issue list (`errors`, `warnings`, `issues`, `file_errors`) under `s`. */
function issueLists(s: Schema | undefined, where: string, out: [string, Schema][] = []): [string, Schema][] {
  if (!s || typeof s !== "object") return out;
  for (const [name, p] of Object.entries(s.properties ?? {})) {
    if (/^(errors|warnings|issues|file_errors)$/.test(name)) out.push([`${where}.${name}`, p]);
    issueLists(p, `${where}.${name}`, out);
  }
  for (const sub of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) issueLists(sub, where, out);
  if (s.items) issueLists(s.items, `${where}[]`, out);
  if (typeof s.additionalProperties === "object") issueLists(s.additionalProperties, `${where}.*`, out);
  return out;
}

/** The schema behind a `$ref`, or `s` itself. */
const deref = (doc: { components: { schemas: Record<string, Schema> } }, s: Schema | undefined) =>
  s?.$ref ? doc.components.schemas[s.$ref.split("/").pop() as string] : s;

describe("OpenAPI: one Issue schema for every issue list (issue 13, defect 10)", () => {
  it("Problem.errors, CsvPreview.file_errors, remessa files and titles, retorno summaries: $ref Issue", async () => {
    const doc = (await (await exports.default.fetch("http://lote.test/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
      >;
      components: { schemas: Record<string, Schema> };
    };
    const c = doc.components.schemas;
    const refOf = (s: Schema | undefined) => deref(doc, s)?.items?.$ref;
    expect(refOf(c.Problem?.properties?.errors)).toBe(ISSUE);
    expect(refOf(c.CsvPreview?.properties?.file_errors)).toBe(ISSUE);
    expect(refOf(c.RemessaFile?.properties?.errors)).toBe(ISSUE);
    expect(refOf(c.RemessaFile?.properties?.warnings)).toBe(ISSUE);
    expect(refOf(c.RemessaFile?.properties?.titles)).toBe("#/components/schemas/RemessaTitle");
    expect(refOf(c.RemessaFiles?.properties?.rejected_titles)).toBe("#/components/schemas/RemessaTitle");
    expect(refOf(c.RemessaTitle?.properties?.errors)).toBe(ISSUE);
    expect(refOf(c.RetornoSummary?.properties?.warnings)).toBe(ISSUE);
    expect(refOf(c.RetornoSummary?.properties?.issues)).toBe(ISSUE);
    const summary = c.Job?.properties?.summary;
    const summaryRefs = [summary, ...(summary?.anyOf ?? []), ...(summary?.allOf ?? [])].map((x) => x?.$ref);
    expect(summaryRefs).toContain("#/components/schemas/RetornoSummary");
    // And nowhere else an issue list of another shape: in every component and every response.
    const lists: [string, Schema][] = [];
    for (const [name, s] of Object.entries(c)) issueLists(s, name, lists);
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        for (const [status, r] of Object.entries(op.responses ?? {}))
          for (const media of Object.values(r.content ?? {}))
            issueLists(media.schema, `${method} ${path} ${status}`, lists);
    expect(lists.length).toBeGreaterThan(12);
    for (const [where, list] of lists) {
      const el = deref(doc, list)?.items;
      const ref = el?.$ref ?? el?.allOf?.find((x) => x.$ref)?.$ref;
      const target = ref ? c[ref.split("/").pop() as string] : undefined;
      const isIssue = ref === ISSUE || target?.allOf?.some((x) => x.$ref === ISSUE) === true;
      expect(isIssue, `${where}: ${JSON.stringify(list).slice(0, 200)}`).toBe(true);
    }
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
