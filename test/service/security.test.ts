/**
 * Security properties of the service (issue 9): tenant isolation on every route that takes an id,
 * API keys (hashed, revocable), admin routes (closed without a token, the development token
 * refused in production), signed-URL tampering, the SSRF policy for webhooks, the per-tenant rate
 * limit, request and item size limits, and logs without secrets or personal data.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { Hono } from "hono";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, problemResponse } from "../../src/api/errors";
import { requireAdmin } from "../../src/api/middleware";
import type { HonoEnv } from "../../src/api/types";
import { createApp } from "../../src/app/app";
import { services } from "../../src/context";
import { runHousekeeping } from "../../src/ops/housekeeping";
import { DEV_ADMIN_TOKEN, loadConfig } from "../../src/platform/config";
import { sha256Hex } from "../../src/platform/crypto";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import { keyRing } from "../../src/platform/keys";
import { type DownloadClaims, signDownload } from "../../src/storage/signing";
import { checkWebhookUrl } from "../../src/webhooks/url";
import { sampleTitles } from "../engine/cnab/fixtures";
import { connect } from "./connector-helpers";
import {
  ADMIN,
  allItems,
  BASE,
  boletoItem,
  call,
  json,
  newTenant,
  SHARDS,
  shardDb,
  submit,
  type Tenant,
  waitFor,
  waitForJob,
} from "./helpers";
import { png } from "./images";

interface Problem {
  status: number;
  code: string;
  request_id: string;
  errors?: { code: string; path: string; message: string }[];
}

const SIGNING = "test_signing_secret_0123456789abcdef";

async function problem(res: Response): Promise<Problem> {
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return json<Problem>(res);
}

async function submitRemessa(key: string, body: Record<string, unknown>): Promise<string> {
  const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key, json: body });
  if (res.status !== 202) throw new Error(`remessa: ${res.status} ${await res.text()}`);
  return (await json<{ job_id: string }>(res)).job_id;
}

interface RemessaFiles {
  files: { file_id: string; status: string; url: string | null; titles: { item_id: string }[] }[];
}

const files = async (key: string, jobId: string) =>
  json<RemessaFiles>(await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key }));

const entries = (bank: string, layout: string) =>
  sampleTitles(bank)
    .slice(0, 3)
    .map(({ pix: _pix, ...t }) => ({ ...t, layout }));

/** A production environment object: `services()` caches per env object, so this one gets its own config. */
function productionEnv(over: Record<string, unknown> = {}): Env {
  return { ...env, ENVIRONMENT: "production", ...over } as Env;
}

async function fetchWith(e: Env, path: string, init: RequestInit & { key?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const ctx = createExecutionContext();
  const res = await createApp(services).fetch(
    new Request(`${BASE}${path}`, { ...init, headers, body }),
    e,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

// ---------------------------------------------------------------------------------------------

describe("tenant isolation on every route that takes an id", () => {
  let A: Tenant;
  let B: Tenant;
  const a: Record<string, string> = {};
  const b: Record<string, string> = {};

  beforeAll(async () => {
    [A, B] = await Promise.all([newTenant(), newTenant()]);
    for (const [t, ids, n] of [
      [A, a, 1],
      [B, b, 101],
    ] as const) {
      const hook = `/ok/${crypto.randomUUID()}`;
      const ep = await json<{ id: string }>(
        await call("/v1/webhooks", {
          method: "POST",
          key: t.key,
          json: { url: `http://127.0.0.1${hook}`, events: ["*"] },
        }),
      );
      ids.endpoint = ep.id;
      const job = await submit(t.key, {
        items: [boletoItem(n), boletoItem(n + 1, { amount_cents: -1 }), boletoItem(n + 2)],
        webhook_url: `http://127.0.0.1${hook}`,
      });
      ids.job = job;
      await waitForJob(t.key, job);
      // The tenant's issued boletos complete their file; Bradesco with espécie "ME" fails its own.
      const brad = entries("237", "cnab400").map((x) => ({ ...x, document_kind: "ME" }));
      ids.remessa = await submitRemessa(t.key, {
        titles: [
          { external_id: `ext-${n}`, layout: "cnab240" },
          { external_id: `ext-${n + 2}`, layout: "cnab240" },
          ...brad,
        ],
      });
    }
    for (const [t, ids] of [
      [A, a],
      [B, b],
    ] as const) {
      await waitForJob(t.key, ids.remessa as string);
      const items = await allItems(t.key, ids.job as string);
      ids.item = items[0]?.item_id as string;
      ids.failedItem = items.find((i) => i.status === "failed")?.item_id as string;
      ids.pdf = ((items[0]?.artifacts ?? []) as { url: string }[])[0]?.url as string;
      const f = await files(t.key, ids.remessa as string);
      ids.file = f.files.find((x) => x.status === "completed")?.file_id as string;
      ids.failedFile = f.files.find((x) => x.status === "failed")?.file_id as string;
      const retorno = await (
        await call("/v1/sandbox/bank/retornos", {
          method: "POST",
          key: t.key,
          json: { file_id: ids.file, paid: "all" },
        })
      ).text();
      const up = await call("/v1/jobs/cnab/retornos", {
        method: "POST",
        key: t.key,
        body: retorno,
        headers: { "content-type": "text/plain" },
      });
      ids.retorno = (await json<{ job_id: string }>(up)).job_id;
      ids.retornoText = retorno;
      await waitForJob(t.key, ids.retorno);
      const summary = await json<{ summary: { matched: number } }>(
        await call(`/v1/jobs/cnab/retornos/${ids.retorno}`, { key: t.key }),
      );
      expect(summary.summary.matched).toBe(2); // the file really names the tenant's boletos
      const deliveries = await waitFor(async () => {
        const d = await json<{ data: { delivery_id: string }[] }>(
          await call(`/v1/webhooks/deliveries?job_id=${ids.job}`, { key: t.key }),
        );
        return d.data.length > 0 ? d.data : null;
      });
      ids.delivery = deliveries[0]?.delivery_id as string;
      // Each tenant's logo for its own beneficiary scope (A and B use different documents).
      ids.logo = t === A ? "11222333000181" : "43576788000191";
      const logo = await call(`/v1/logos/${ids.logo}`, {
        method: "PUT",
        key: t.key,
        body: png(16, 16, t === A ? 1 : 2),
        headers: { "content-type": "image/png" },
      });
      expect(logo.status).toBe(201);
      // A simulator connection to a bank API.
      ids.connection = (await connect(t, "001")).connection_id;
      // A boleto sent to the bank (not yet answered), with a queued instruction.
      const never = await submit(t.key, { items: [boletoItem(t === A ? 51 : 151)], options: { pdf: false } });
      await waitForJob(t.key, never);
      ids.boleto = (await allItems(t.key, never))[0]?.item_id as string;
      const entry = await call("/v1/jobs/cnab/remessas", {
        method: "POST",
        key: t.key,
        json: { layout: "cnab240", titles: [{ item_id: ids.boleto }] },
      });
      await waitForJob(t.key, (await json<{ job_id: string }>(entry)).job_id);
      const ins = await json<{ job_id: string; instruction_id: string }>(
        await call(`/v1/boletos/${ids.boleto}/instructions`, {
          method: "POST",
          key: t.key,
          json: { type: "write_off", layout: "cnab240" },
        }),
      );
      ids.instructionJob = ins.job_id;
      ids.instruction = ins.instruction_id;
      await waitForJob(t.key, ins.job_id);
    }
    for (const ids of [a, b]) for (const [k, v] of Object.entries(ids)) expect(v, k).toBeTruthy();
  });

  /**
   * Every tenant route with an id in its path or body. `{x}` is replaced by the owner's id; `{B.x}`
   * by tenant B's own id (mixing B's job with A's item must not work either).
   */
  const ROUTES: { method: string; path: string; body?: (ids: Record<string, string>) => unknown }[] = [
    { method: "GET", path: "/v1/jobs/{job}" },
    { method: "GET", path: "/v1/jobs/{remessa}" },
    { method: "GET", path: "/v1/jobs/{retorno}" },
    { method: "GET", path: "/v1/jobs/boletos/{job}" },
    { method: "GET", path: "/v1/jobs/boletos/{job}/items" },
    { method: "GET", path: "/v1/jobs/boletos/{job}/items/{item}" },
    { method: "GET", path: "/v1/jobs/boletos/{B.job}/items/{item}" },
    { method: "POST", path: "/v1/jobs/boletos/{job}/items/{failedItem}/retry" },
    { method: "POST", path: "/v1/jobs/boletos/{B.job}/items/{failedItem}/retry" },
    { method: "POST", path: "/v1/jobs/boletos/{job}/retry-failed" },
    { method: "GET", path: "/v1/jobs/boletos/{job}/artifacts" },
    { method: "POST", path: "/v1/jobs/boletos/{job}/artifacts", body: () => ({ type: "zip" }) },
    { method: "GET", path: "/v1/jobs/cnab/remessas/{remessa}" },
    { method: "GET", path: "/v1/jobs/cnab/remessas/{remessa}/files" },
    { method: "POST", path: "/v1/jobs/cnab/remessas/{remessa}/files/{failedFile}/retry" },
    { method: "POST", path: "/v1/jobs/cnab/remessas/{B.remessa}/files/{failedFile}/retry" },
    { method: "GET", path: "/v1/jobs/cnab/retornos/{retorno}" },
    { method: "GET", path: "/v1/jobs/cnab/retornos/{retorno}/items" },
    { method: "POST", path: "/v1/webhooks/deliveries/{delivery}/redeliver" },
    { method: "DELETE", path: "/v1/webhooks/{endpoint}" },
    { method: "POST", path: "/v1/sandbox/bank/retornos", body: (ids) => ({ file_id: ids.file }) },
    { method: "GET", path: "/v1/logos/{logo}" },
    { method: "DELETE", path: "/v1/logos/{logo}" },
    { method: "GET", path: "/v1/boletos/{boleto}" },
    { method: "GET", path: "/v1/boletos/{boleto}/instructions" },
    {
      method: "POST",
      path: "/v1/boletos/{boleto}/instructions",
      body: () => ({ type: "write_off", layout: "cnab240" }),
    },
    { method: "GET", path: "/v1/jobs/instructions/{instructionJob}" },
    { method: "GET", path: "/v1/jobs/instructions/{instructionJob}/items" },
    { method: "GET", path: "/v1/jobs/{instructionJob}" },
    { method: "DELETE", path: "/v1/instructions/{instruction}" },
    { method: "GET", path: "/v1/connections/{connection}" },
    { method: "PATCH", path: "/v1/connections/{connection}", body: () => ({ name: "renamed" }) },
    { method: "POST", path: "/v1/connections/{connection}/check" },
    { method: "DELETE", path: "/v1/connections/{connection}" },
  ];

  /**
   * Routes whose id names a slot in the caller's own namespace rather than a row to look up: B
   * writing to "A's" scope writes B's own logo and leaves A's untouched (checked below). A sandbox
   * provider (`001`, `pix`) names the caller's own simulator of it (sandbox-providers.test.ts
   * checks that another tenant's is separate).
   */
  const OWN_NAMESPACE = [
    "PUT /v1/logos/{}",
    "GET /v1/sandbox/providers/{}/settings",
    "PUT /v1/sandbox/providers/{}/settings",
    "POST /v1/sandbox/providers/{}/faults",
    "POST /v1/sandbox/providers/{}/pay",
    "GET /v1/sandbox/providers/{}/titles",
    "POST /v1/sandbox/providers/{}/reset",
  ];

  const fill = (path: string, owner: Record<string, string>) =>
    path
      .replace(/\{B\.(\w+)\}/g, (_, k) => b[k] as string)
      .replace(/\{(\w+)\}/g, (_, k) => owner[k] as string);

  it("the table covers every tenant route of the OpenAPI document that takes an id", async () => {
    const doc = (await (await exports.default.fetch(`${BASE}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: { apiKey?: unknown }[] }>>;
    };
    const templ = new Set([
      ...ROUTES.map((r) => `${r.method} ${r.path.replace(/\{B\./g, "{").replace(/\{\w+\}/g, "{}")}`),
      ...OWN_NAMESPACE,
    ]);
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const tenantRoute = op.security?.some((s) => "apiKey" in s);
        const takesId = path.includes("{") || path === "/v1/sandbox/bank/retornos";
        if (!tenantRoute || !takesId) continue;
        const key = `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, "{}")}`;
        if (!templ.has(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it("tenant B gets 404 NOT_FOUND for each of tenant A's ids; A's own requests still work", async () => {
    for (const r of ROUTES) {
      const path = fill(r.path, a);
      const res = await call(path, {
        method: r.method,
        key: B.key,
        ...(r.body ? { json: r.body(a) } : {}),
      });
      expect(res.status, `B ${r.method} ${path}`).toBe(404);
      expect((await problem(res)).code).toBe("NOT_FOUND");
    }
    // The ids were real: A gets anything but 404 on the same routes (B's mixed ids excepted).
    for (const r of ROUTES.filter((x) => !x.path.includes("{B."))) {
      const path = fill(r.path, a);
      const res = await call(path, { method: r.method, key: A.key, ...(r.body ? { json: r.body(a) } : {}) });
      expect(res.status, `A ${r.method} ${path}: ${await res.clone().text()}`).not.toBe(404);
      expect(res.status).toBeLessThan(500);
      await res.body?.cancel();
    }
  });

  it("a logo PUT by B under A's scope is B's own logo: A's is unchanged", async () => {
    // (The isolation test above deleted A's logo through A's own DELETE: upload it again.)
    const mine = await call(`/v1/logos/${a.logo}`, {
      method: "PUT",
      key: A.key,
      body: png(16, 16, 5),
      headers: { "content-type": "image/png" },
    });
    const before = await json<{ sha256: string }>(mine);
    const put = await call(`/v1/logos/${a.logo}`, {
      method: "PUT",
      key: B.key,
      body: png(16, 16, 77),
      headers: { "content-type": "image/png" },
    });
    expect(put.status).toBe(201);
    const after = await json<{ sha256: string }>(await call(`/v1/logos/${a.logo}`, { key: A.key }));
    expect(after.sha256).toBe(before.sha256);
    expect((await json<{ sha256: string }>(put)).sha256).not.toBe(before.sha256);
  });

  it("list endpoints never show another tenant's rows", async () => {
    const endpoints = await json<{ data: { id: string }[] }>(await call("/v1/webhooks", { key: B.key }));
    expect(endpoints.data.map((e) => e.id)).not.toContain(a.endpoint);
    const all = await json<{ data: { delivery_id: string; job_id: string | null }[] }>(
      await call("/v1/webhooks/deliveries?limit=500", { key: B.key }),
    );
    expect(all.data.length).toBeGreaterThan(0);
    for (const d of all.data) expect(d.job_id).not.toBe(a.job);
    const ofA = await json<{ data: unknown[] }>(
      await call(`/v1/webhooks/deliveries?job_id=${a.job}`, { key: B.key }),
    );
    expect(ofA.data).toEqual([]);
    const [sa, sb] = await Promise.all(
      [A, B].map(async (t) =>
        json<{ secret: string }>(await call("/v1/webhooks/job-secret", { key: t.key })),
      ),
    );
    expect(sa?.secret).toMatch(/^whsec_/);
    expect(sa?.secret).not.toBe(sb?.secret);
  });

  it("the same retorno file uploaded by B is B's own job and never touches A's boletos", async () => {
    const res = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: B.key,
      body: a.retornoText,
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(202); // not A's job replayed (200)
    const jobId = (await json<{ job_id: string }>(res)).job_id;
    expect(jobId).not.toBe(a.retorno);
    await waitForJob(B.key, jobId);
    const view = await json<{ summary: { matched: number } | null }>(
      await call(`/v1/jobs/cnab/retornos/${jobId}`, { key: B.key }),
    );
    expect(view.summary?.matched ?? 0).toBe(0);
    const entries = await json<{ data: { matched_item_id: string | null }[] }>(
      await call(`/v1/jobs/cnab/retornos/${jobId}/items`, { key: B.key }),
    );
    for (const e of entries.data) expect(e.matched_item_id).toBeNull();
  });

  it("Idempotency-Key and remessa references are per tenant", async () => {
    const key = `idem-${crypto.randomUUID()}`;
    const ra = await call("/v1/jobs/boletos", {
      method: "POST",
      key: A.key,
      json: { items: [boletoItem(7)], options: { pdf: false } },
      headers: { "idempotency-key": key },
    });
    expect(ra.status).toBe(202);
    const rb = await call("/v1/jobs/boletos", {
      method: "POST",
      key: B.key,
      json: { items: [boletoItem(8)], options: { pdf: false } },
      headers: { "idempotency-key": key },
    });
    expect(rb.status).toBe(202); // neither A's replay nor a 422 mismatch
    expect(rb.headers.get("idempotent-replayed")).toBeNull();
    const [ja, jb] = [await json<{ job_id: string }>(ra), await json<{ job_id: string }>(rb)];
    expect(jb.job_id).not.toBe(ja.job_id);

    // B cannot put A's issued boletos in a remessa, by item_id or by external_id.
    const remessa = await submitRemessa(B.key, {
      layout: "cnab240",
      titles: [{ item_id: a.item }, { external_id: "ext-1-never-issued-by-b" }],
    });
    await waitForJob(B.key, remessa);
    const rejected = await json<{ rejected_titles: { errors: { code: string }[] }[] }>(
      await call(`/v1/jobs/cnab/remessas/${remessa}/files`, { key: B.key }),
    );
    expect(rejected.rejected_titles.map((r) => r.errors[0]?.code)).toEqual([
      "TITLE_NOT_FOUND",
      "TITLE_NOT_FOUND",
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

describe("API keys: hashed and revocable on every route family", () => {
  /** One request per route family; each must answer 401 to a revoked key (and not 401 to a live one). */
  const FAMILIES: { name: string; method: string; path: string; json?: unknown; body?: string }[] = [
    { name: "jobs", method: "GET", path: "/v1/jobs/job_x" },
    { name: "boletos create", method: "POST", path: "/v1/jobs/boletos", json: { items: [{}] } },
    { name: "boletos get", method: "GET", path: "/v1/jobs/boletos/job_x" },
    { name: "boletos items", method: "GET", path: "/v1/jobs/boletos/job_x/items" },
    { name: "boletos item", method: "GET", path: "/v1/jobs/boletos/job_x/items/itm_x" },
    { name: "item retry", method: "POST", path: "/v1/jobs/boletos/job_x/items/itm_x/retry" },
    { name: "retry-failed", method: "POST", path: "/v1/jobs/boletos/job_x/retry-failed" },
    { name: "artifacts", method: "GET", path: "/v1/jobs/boletos/job_x/artifacts" },
    {
      name: "artifact request",
      method: "POST",
      path: "/v1/jobs/boletos/job_x/artifacts",
      json: { type: "zip" },
    },
    { name: "remessas create", method: "POST", path: "/v1/jobs/cnab/remessas", json: { titles: [{}] } },
    { name: "remessa", method: "GET", path: "/v1/jobs/cnab/remessas/job_x" },
    { name: "remessa files", method: "GET", path: "/v1/jobs/cnab/remessas/job_x/files" },
    { name: "file retry", method: "POST", path: "/v1/jobs/cnab/remessas/job_x/files/cnf_x/retry" },
    { name: "retornos upload", method: "POST", path: "/v1/jobs/cnab/retornos", body: "x" },
    { name: "retorno", method: "GET", path: "/v1/jobs/cnab/retornos/job_x" },
    { name: "retorno items", method: "GET", path: "/v1/jobs/cnab/retornos/job_x/items" },
    { name: "webhooks list", method: "GET", path: "/v1/webhooks" },
    { name: "webhooks create", method: "POST", path: "/v1/webhooks", json: { url: "x", events: ["*"] } },
    { name: "webhooks delete", method: "DELETE", path: "/v1/webhooks/whe_x" },
    { name: "job secret", method: "GET", path: "/v1/webhooks/job-secret" },
    { name: "deliveries", method: "GET", path: "/v1/webhooks/deliveries" },
    { name: "redeliver", method: "POST", path: "/v1/webhooks/deliveries/whd_x/redeliver" },
    { name: "sandbox", method: "POST", path: "/v1/sandbox/bank/retornos", json: { file_id: "cnf_x" } },
  ];

  const send = (f: (typeof FAMILIES)[number], key: string) =>
    call(f.path, {
      method: f.method,
      key,
      ...(f.json !== undefined ? { json: f.json } : {}),
      ...(f.body !== undefined ? { body: f.body, headers: { "content-type": "text/plain" } } : {}),
    });

  it("the stored hash is the sha256 hex of the key; the key itself is stored nowhere in D1", async () => {
    const t = await newTenant();
    const mint = await json<{ id: string; key: string; prefix: string }>(
      await call(`/v1/admin/tenants/${t.tenant_id}/api-keys`, {
        method: "POST",
        key: ADMIN,
        json: { name: "ci" },
      }),
    );
    expect(mint.key).toMatch(/^lote_test_[A-Za-z0-9_-]{20,}$/);
    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?")
      .bind(mint.id)
      .first<Record<string, unknown>>();
    expect(row?.key_hash).toBe(await sha256Hex(mint.key));
    // Every table of every database: the directory and each data shard.
    for (const db of [env.DB, ...SHARDS.map(shardDb)]) {
      const tables = await db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
        )
        .all<{ name: string }>();
      expect(tables.results.length).toBeGreaterThan(5);
      for (const { name } of tables.results) {
        const rows = await db.prepare(`SELECT * FROM "${name}"`).all();
        const text = JSON.stringify(rows.results);
        expect(text.includes(mint.key), `table ${name}`).toBe(false);
        expect(text.includes(t.key), `table ${name}`).toBe(false);
      }
    }
    // The admin view shows the prefix, never the key or its hash.
    const view = await (await call(`/v1/admin/tenants/${t.tenant_id}`, { key: ADMIN })).text();
    expect(view).not.toContain(mint.key);
    expect(view).not.toContain(row?.key_hash as string);
  });

  it("a revoked key is 401 on every route family, at once; the tenant's other key keeps working", async () => {
    const t = await newTenant();
    const second = await json<{ id: string; key: string }>(
      await call(`/v1/admin/tenants/${t.tenant_id}/api-keys`, {
        method: "POST",
        key: ADMIN,
        json: { name: "2" },
      }),
    );
    for (const f of FAMILIES) {
      const res = await send(f, second.key);
      expect(res.status, `${f.name} before revoke`).not.toBe(401);
      await res.body?.cancel();
    }
    const del = await call(`/v1/admin/tenants/${t.tenant_id}/api-keys/${second.id}`, {
      method: "DELETE",
      key: ADMIN,
    });
    expect(del.status).toBe(204);
    for (const f of FAMILIES) {
      const res = await send(f, second.key);
      expect(res.status, `${f.name} after revoke`).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
      expect((await problem(res)).code).toBe("UNAUTHORIZED");
    }
    // Revoking twice is a 404; the first key is untouched.
    expect(
      (await call(`/v1/admin/tenants/${t.tenant_id}/api-keys/${second.id}`, { method: "DELETE", key: ADMIN }))
        .status,
    ).toBe(404);
    expect((await call("/v1/jobs/job_x", { key: t.key })).status).toBe(404);
  });

  it("malformed credentials, the admin token and a suspended tenant's key are 401 on tenant routes", async () => {
    const t = await newTenant();
    for (const authorization of [
      "",
      "Bearer",
      "Bearer ",
      `Basic ${btoa(`${t.key}:`)}`,
      `Bearer ${t.key}x`,
      `Bearer ${t.key.slice(0, -1)}`,
      `Bearer ${t.key} extra`,
      `Token ${t.key}`,
      `Bearer ${ADMIN}`,
      `Bearer ${"a".repeat(600)}`,
    ]) {
      const res = await call("/v1/webhooks", { headers: { authorization } });
      expect(res.status, authorization.slice(0, 40)).toBe(401);
      await res.body?.cancel();
    }
    expect((await call("/v1/webhooks", { headers: { authorization: `bearer  ${t.key}` } })).status).toBe(200);
    await env.DB.prepare("UPDATE tenants SET status = 'suspended' WHERE id = ?").bind(t.tenant_id).run();
    for (const f of FAMILIES) {
      const res = await send(f, t.key);
      expect(res.status, `${f.name} suspended`).toBe(401);
      await res.body?.cancel();
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe("admin routes", () => {
  const ADMIN_ROUTES = (tenantId: string) => [
    { method: "POST", path: "/v1/admin/tenants", json: { name: "x" } },
    { method: "GET", path: `/v1/admin/tenants/${tenantId}` },
    { method: "POST", path: `/v1/admin/tenants/${tenantId}/api-keys`, json: { name: "x" } },
    { method: "DELETE", path: `/v1/admin/tenants/${tenantId}/api-keys/key_x` },
    { method: "GET", path: "/v1/admin/shards" },
    { method: "PATCH", path: "/v1/admin/shards/SHARD_0", json: { state: "closed" } },
    { method: "GET", path: `/v1/admin/tenants/${tenantId}/slots` },
    { method: "POST", path: `/v1/admin/tenants/${tenantId}/slots`, json: {} },
    { method: "POST", path: `/v1/admin/tenants/${tenantId}/slots/0/move`, json: { shard: "SHARD_1" } },
    { method: "GET", path: `/v1/admin/tenants/${tenantId}/placement-ops` },
    { method: "GET", path: "/v1/admin/placement-ops/plo_x" },
  ];

  it("are closed without the admin token, with a wrong one, and to tenant keys", async () => {
    const t = await newTenant();
    for (const r of ADMIN_ROUTES(t.tenant_id)) {
      for (const key of [
        undefined,
        "not-the-token",
        `${ADMIN}x`,
        ADMIN.slice(0, -1),
        t.key,
        DEV_ADMIN_TOKEN,
      ]) {
        const res = await call(r.path, { method: r.method, key, ...(r.json ? { json: r.json } : {}) });
        expect(res.status, `${r.method} ${r.path} with ${key}`).toBe(401);
        expect((await problem(res)).code).toBe("UNAUTHORIZED");
      }
    }
  });

  it("loadConfig: production refuses the development token and opens nothing without a secret", () => {
    expect(loadConfig({ ENVIRONMENT: "production" }).adminToken).toBeUndefined();
    expect(loadConfig({ ENVIRONMENT: "production", ADMIN_TOKEN: "" }).adminToken).toBeUndefined();
    expect(
      loadConfig({ ENVIRONMENT: "production", ADMIN_TOKEN: DEV_ADMIN_TOKEN }).adminToken,
    ).toBeUndefined();
    expect(loadConfig({ ENVIRONMENT: "production", ADMIN_TOKEN: "s3cr3t-operator-token" }).adminToken).toBe(
      "s3cr3t-operator-token",
    );
    expect(loadConfig({ ENVIRONMENT: "development", ADMIN_TOKEN: DEV_ADMIN_TOKEN }).adminToken).toBe(
      DEV_ADMIN_TOKEN,
    );
    expect(loadConfig({ ENVIRONMENT: "development" }).adminToken).toBeUndefined();
    const prod = loadConfig({ ENVIRONMENT: "production" });
    expect(prod.isProduction).toBe(true);
    // No signing key unless one is set, in any environment.
    expect(prod.signingSecret).toBe("");
    expect(loadConfig({ ENVIRONMENT: "development" }).signingSecret).toBe("");
  });

  it("requireAdmin with a production config: 403 ADMIN_DISABLED without a secret or with the dev token", async () => {
    const appFor = (cfg: Record<string, unknown>) => {
      const app = new Hono<HonoEnv>();
      const base = services(env);
      app.use("*", async (c, next) => {
        c.set("requestId", "req_test");
        c.set("svc", { ...base, config: loadConfig(cfg) });
        await next();
      });
      app.get("/admin", requireAdmin, (c) => c.text("ok"));
      app.onError((err, c) =>
        err instanceof ApiError ? problemResponse(err, "req_test", c.req.path) : c.text("boom", 500),
      );
      return app;
    };
    const get = (app: Hono<HonoEnv>, token?: string) =>
      app.request("/admin", { headers: token ? { authorization: `Bearer ${token}` } : {} });

    const none = appFor({ ENVIRONMENT: "production" });
    for (const token of [undefined, DEV_ADMIN_TOKEN, "anything"]) {
      const res = await get(none, token);
      expect(res.status).toBe(403);
      expect((await problem(res)).code).toBe("ADMIN_DISABLED");
    }
    const dev = appFor({ ENVIRONMENT: "production", ADMIN_TOKEN: DEV_ADMIN_TOKEN });
    const r1 = await get(dev, DEV_ADMIN_TOKEN);
    expect(r1.status).toBe(403);
    expect((await problem(r1)).code).toBe("ADMIN_DISABLED");
    const real = appFor({ ENVIRONMENT: "production", ADMIN_TOKEN: "s3cr3t-operator-token" });
    expect((await get(real, "s3cr3t-operator-token")).status).toBe(200);
    expect((await get(real, DEV_ADMIN_TOKEN)).status).toBe(401);
    expect((await get(real)).status).toBe(401);
    // Outside production the development token works.
    expect(
      (await get(appFor({ ENVIRONMENT: "development", ADMIN_TOKEN: DEV_ADMIN_TOKEN }), DEV_ADMIN_TOKEN))
        .status,
    ).toBe(200);
  });

  it("the whole app in production: the dev token is refused, no token disables admin, the sandbox is off", async () => {
    const devToken = productionEnv({ ADMIN_TOKEN: DEV_ADMIN_TOKEN });
    const r1 = await fetchWith(devToken, "/v1/admin/tenants", {
      method: "POST",
      key: DEV_ADMIN_TOKEN,
      json: { name: "evil" },
    });
    expect(r1.status).toBe(403);
    expect((await problem(r1)).code).toBe("ADMIN_DISABLED");
    const noToken = productionEnv({ ADMIN_TOKEN: undefined });
    const r2 = await fetchWith(noToken, "/v1/admin/tenants", {
      method: "POST",
      key: ADMIN,
      json: { name: "x" },
    });
    expect(r2.status).toBe(403);
    expect((await problem(r2)).code).toBe("ADMIN_DISABLED");
    // The same environment with a real secret works.
    const real = productionEnv({ ADMIN_TOKEN: "s3cr3t-operator-token" });
    const r3 = await fetchWith(real, "/v1/admin/tenants", {
      method: "POST",
      key: "s3cr3t-operator-token",
      json: { name: "prod tenant" },
    });
    expect(r3.status).toBe(201);
    const prodKey = (await json<{ api_key: { key: string } }>(r3)).api_key.key;
    expect(prodKey).toMatch(/^lote_live_/);
    const sim = await fetchWith(real, "/v1/sandbox/bank/retornos", {
      method: "POST",
      key: prodKey,
      json: { file_id: "cnf_x" },
    });
    expect(sim.status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------

describe("signed download URLs", () => {
  it("random mutations of a valid token are always 403, never 200 or 5xx", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: [boletoItem(1)] });
    await waitForJob(t.key, jobId);
    const [item] = await allItems(t.key, jobId);
    const url = new URL(((item?.artifacts ?? []) as { url: string }[])[0]?.url as string);
    const token = url.pathname.split("/").pop() as string;
    expect((await call(url.pathname)).status).toBe(200);
    const [kid, body, sig] = token.split(".") as [string, string, string];
    const claims = JSON.parse(atob(body.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    const b64 = (s: string) => btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const other = await newTenant();

    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+~% ";
    const mutation = fc.oneof(
      fc.record({ op: fc.constant("set" as const), at: fc.nat(), ch: fc.constantFrom(...ALPHABET) }),
      fc.record({ op: fc.constant("insert" as const), at: fc.nat(), ch: fc.constantFrom(...ALPHABET) }),
      fc.record({ op: fc.constant("delete" as const), at: fc.nat() }),
      fc.record({ op: fc.constant("truncate" as const), at: fc.nat() }),
      fc.record({ op: fc.constant("swap" as const) }),
      fc.record({
        op: fc.constant("claims" as const),
        field: fc.constantFrom("a", "t", "i", "e", "n"),
        value: fc.oneof(
          fc.constant(`art_${"0".repeat(26)}_1_pdf`),
          fc.constant(other.tenant_id),
          fc.constant(4_102_444_800),
          fc.constant("../../etc/passwd"),
          fc.string({ maxLength: 20 }),
          fc.integer(),
        ),
      }),
    );
    const apply = (tok: string, m: Record<string, unknown>) => {
      const at = (m.at as number) % Math.max(tok.length, 1);
      switch (m.op) {
        case "set":
          return tok.slice(0, at) + (m.ch as string) + tok.slice(at + 1);
        case "insert":
          return tok.slice(0, at) + (m.ch as string) + tok.slice(at);
        case "delete":
          return tok.slice(0, at) + tok.slice(at + 1);
        case "truncate":
          return tok.slice(0, at);
        case "swap":
          return `${kid}.${sig}.${body}`;
        default: {
          // Edit the claims and keep the old signature.
          const edited = b64(JSON.stringify({ ...claims, [m.field as string]: m.value }));
          return `${kid}.${edited}.${tok.split(".")[2] ?? ""}`;
        }
      }
    };
    const seen: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (ms) => {
        let tok = token;
        for (const m of ms) tok = apply(tok, m as Record<string, unknown>);
        fc.pre(tok !== token && tok.length > 0);
        const res = await call(`/v1/downloads/${encodeURIComponent(tok)}`);
        seen[res.status] = (seen[res.status] ?? 0) + 1;
        const text = await res.text();
        expect(res.status, `${tok} → ${text.slice(0, 200)}`).toBe(403);
        expect(JSON.parse(text).code).toMatch(/^DOWNLOAD_(INVALID|EXPIRED|REVOKED)$/);
      }),
      { numRuns: 150 },
    );
    // Signature spellings that decode to the same bytes must not verify either: the unused low
    // bits of the last character, "=" padding, whitespace, standard-base64 "+" and "/".
    const sameBytes: string[] = [];
    const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = B64URL.indexOf(sig.slice(-1));
    for (let low = 0; low < 4; low++) {
      const c = B64URL[(last & ~3) | low] as string;
      if (c !== sig.slice(-1)) sameBytes.push(`${sig.slice(0, -1)}${c}`);
    }
    sameBytes.push(
      `${sig}=`,
      `${sig.slice(0, 10)} ${sig.slice(10)}`,
      sig.replace(/-/g, "+").replace(/_/g, "/"),
    );
    for (const variant of sameBytes.filter((v) => v !== sig)) {
      const res = await call(`/v1/downloads/${kid}.${body}.${encodeURIComponent(variant)}`);
      expect(res.status, `signature spelled ${variant}`).toBe(403);
      await res.body?.cancel();
    }
    // A token signed with another key.
    const forged = await signDownload(await keyRing("not-the-secret"), claims as unknown as DownloadClaims);
    expect((await call(`/v1/downloads/${forged}`)).status).toBe(403);
    // Correctly signed but expired.
    const expired = await signDownload(await keyRing(SIGNING), {
      ...(claims as unknown as DownloadClaims),
      e: 1,
    });
    const r = await call(`/v1/downloads/${expired}`);
    expect(r.status).toBe(403);
    expect((await problem(r)).code).toBe("DOWNLOAD_EXPIRED");
  });
});

// ---------------------------------------------------------------------------------------------

describe("SSRF: webhook URL policy", () => {
  /** [url, allowed in production, allowed in development/test] */
  const TABLE: [string, boolean, boolean][] = [
    ["https://hooks.example.com/lote", true, true],
    ["https://example.com./x", true, true],
    ["http://example.com/hook", false, false],
    ["http://127.0.0.1/ok/x", false, true],
    ["http://localhost/x", false, true],
    ["https://10.0.0.1/", false, false],
    ["https://172.16.0.1/", false, false],
    ["https://172.31.255.255/", false, false],
    ["https://192.168.1.1/", false, false],
    ["https://100.64.0.1/", false, false],
    ["https://100.100.100.200/", false, false],
    ["https://169.254.169.254/latest/meta-data/", false, false],
    ["https://169.254.169.254./latest/meta-data/", false, false],
    ["https://metadata.google.internal/computeMetadata/v1/", false, false],
    ["https://metadata.google.internal./computeMetadata/v1/", false, false],
    ["https://0.0.0.0/", false, false],
    ["https://0/", false, false],
    ["https://224.0.0.1/", false, false],
    ["https://255.255.255.255/", false, false],
    ["https://198.18.0.1/", false, false],
    ["https://[::]/", false, false],
    ["https://[fd00:ec2::254]/", false, false],
    ["https://[fc00::1]/", false, false],
    ["https://[fe80::1]/", false, false],
    ["https://[ff02::1]/", false, false],
    ["https://[::ffff:127.0.0.1]/", false, false],
    ["https://[::ffff:169.254.169.254]/", false, false],
    ["https://[::ffff:a9fe:a9fe]/", false, false],
    ["https://[::ffff:10.0.0.1]/", false, false],
    ["https://[::127.0.0.1]/", false, false],
    ["https://[64:ff9b::a9fe:a9fe]/", false, false],
    ["https://2130706433/", false, true], // 127.0.0.1 in decimal
    ["https://3232235777/", false, false], // 192.168.1.1
    ["https://0x7f000001/", false, true],
    ["https://0xa9fea9fe/", false, false], // 169.254.169.254
    ["https://0177.0.0.1/", false, true],
    ["https://0251.0376.0251.0376/", false, false], // 169.254.169.254 in octal
    ["https://127.1/", false, true],
    ["https://localhost./", false, true],
    ["https://LOCALHOST/", false, true],
    ["https://foo.localhost/", false, false],
    ["https://intranet.local/", false, false],
    ["https://db.internal./", false, false],
    ["https://host.docker.internal/", false, false],
    ["https://router/", false, false],
    ["https://user:pw@example.com/", false, false],
    ["https://user@example.com/", false, false],
    ["https://:pw@example.com/", false, false],
    ["ftp://example.com/", false, false],
    ["file:///etc/passwd", false, false],
    ["gopher://example.com:70/", false, false],
    ["javascript:alert(1)", false, false],
    ["//example.com/", false, false],
    ["not a url", false, false],
    [`https://example.com/${"x".repeat(2100)}`, false, false],
  ];

  it("checkWebhookUrl (unit), for production and for development", () => {
    const wrong: string[] = [];
    for (const [url, prod, dev] of TABLE) {
      if (checkWebhookUrl(url, { production: true }).ok !== prod) wrong.push(`production ${url}`);
      if (checkWebhookUrl(url, { production: false }).ok !== dev) wrong.push(`development ${url}`);
    }
    expect(wrong).toEqual([]);
  });

  it("POST /v1/webhooks and job webhook_url refuse the same targets (422 INVALID_WEBHOOK_URL)", async () => {
    const t = await newTenant();
    const prod = productionEnv({ ADMIN_TOKEN: "s3cr3t-operator-token" });
    for (const [url, prodOk, devOk] of TABLE) {
      if (url.length > 2048) continue; // the schema's max length answers first (422 VALIDATION_FAILED)
      const dev = await call("/v1/webhooks", { method: "POST", key: t.key, json: { url, events: ["*"] } });
      expect(dev.status, `test env ${url}`).toBe(devOk ? 201 : 422);
      if (!devOk) expect((await problem(dev)).code).toBe("INVALID_WEBHOOK_URL");
      else await dev.body?.cancel();
      const p = await fetchWith(prod, "/v1/webhooks", {
        method: "POST",
        key: t.key,
        json: { url, events: ["*"] },
      });
      expect(p.status, `production ${url}`).toBe(prodOk ? 201 : 422);
      await p.body?.cancel();
    }
    for (const [url] of TABLE.filter(([u, , d]) => !d && u.length <= 2048)) {
      const res = await call("/v1/jobs/boletos", {
        method: "POST",
        key: t.key,
        json: { items: [boletoItem(1)], webhook_url: url },
      });
      expect(res.status, url).toBe(422);
      expect((await problem(res)).code).toBe("INVALID_WEBHOOK_URL");
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe("limits", () => {
  it("per-tenant rate limit: the 6th request of a tenant limited to 5/min is 429 with Retry-After", async () => {
    const t = await newTenant({ rate_limit_per_minute: 5 });
    const other = await newTenant({ rate_limit_per_minute: 5 });
    for (let i = 0; i < 5; i++) {
      const res = await call("/v1/jobs/job_x", { key: t.key });
      expect(res.status, `request ${i + 1}`).toBe(404);
      await res.body?.cancel();
    }
    const sixth = await call("/v1/jobs/job_x", { key: t.key });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await problem(sixth)).code).toBe("RATE_LIMITED");
    // Job creation is limited by the same bucket; the other tenant is not affected.
    const create = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [boletoItem(1)] },
    });
    expect(create.status).toBe(429);
    expect(create.headers.get("retry-after")).toBeTruthy();
    await create.body?.cancel();
    const fine = await call("/v1/jobs/job_x", { key: other.key });
    expect(fine.status).toBe(404);
    await fine.body?.cancel();
  });

  it("request and item size limits are 413 problems naming what is too large", async () => {
    const t = await newTenant({ max_items_per_job: 3 });
    const MAX_ITEM = services(env).config.MAX_ITEM_BYTES;
    const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).length;
    const sized = (size: number) => {
      const item = { ...boletoItem(1), notes: "" };
      item.notes = "x".repeat(size - bytes(item));
      expect(bytes(item)).toBe(size);
      return item;
    };
    const post = (path: string, body: unknown) => call(path, { method: "POST", key: t.key, json: body });
    const expect413 = async (res: Response, path?: string) => {
      expect(res.status).toBe(413);
      const p = await problem(res);
      expect(p.code).toMatch(/^(PAYLOAD_TOO_LARGE|BATCH_TOO_LARGE)$/);
      if (path) expect(p.errors?.[0]?.path).toBe(path);
      return p;
    };
    // One item exactly at the limit is accepted; one byte more is refused.
    const ok = await post("/v1/jobs/boletos", { items: [sized(MAX_ITEM)], options: { pdf: false } });
    expect(ok.status).toBe(202);
    await ok.body?.cancel();
    await expect413(
      await post("/v1/jobs/boletos", { items: [boletoItem(1), sized(MAX_ITEM + 1)] }),
      "body.items[1]",
    );
    const big = "y".repeat(MAX_ITEM);
    // metadata has its own, smaller bound (16 KiB): a 422 naming it (issue 13).
    const meta = await post("/v1/jobs/boletos", { items: [boletoItem(1)], metadata: { big } });
    expect(meta.status).toBe(422);
    expect((await problem(meta)).errors).toContainEqual(
      expect.objectContaining({ code: "TOO_LARGE", path: "body.metadata" }),
    );
    await expect413(
      await post("/v1/jobs/boletos", { items: [boletoItem(1)], defaults: { big } }),
      "body.defaults",
    );
    const title = entries("341", "cnab240")[0] as Record<string, unknown>;
    await expect413(await post("/v1/jobs/cnab/remessas", { titles: [{ ...title, big }] }), "body.titles[0]");
    // company is validated like a party (a name of at most 100 characters), metadata by its bound.
    for (const over of [{ company: { name: big, document: "11.222.333/0001-81" } }, { metadata: { big } }]) {
      const res = await post("/v1/jobs/cnab/remessas", { titles: [title], ...over });
      expect(res.status).toBe(422);
      await res.body?.cancel();
    }
    // The tenant's max_items_per_job (3), for boletos and remessas.
    const four = Array.from({ length: 4 }, (_, i) => boletoItem(i));
    expect((await expect413(await post("/v1/jobs/boletos", { items: four }))).code).toBe("BATCH_TOO_LARGE");
    expect((await expect413(await post("/v1/jobs/cnab/remessas", { titles: four }))).code).toBe(
      "BATCH_TOO_LARGE",
    );
    // Retry patches are stored too.
    const jobId = await submit(t.key, {
      items: [boletoItem(1, { amount_cents: -1 })],
      options: { pdf: false },
    });
    await waitForJob(t.key, jobId);
    const [failed] = await allItems(t.key, jobId);
    await expect413(
      await post(`/v1/jobs/boletos/${jobId}/items/${failed?.item_id}/retry`, {
        patch: { payer: { name: big } },
      }),
      "body.patch",
    );
    const brad = entries("237", "cnab400").map((x) => ({ ...x, document_kind: "ME" }));
    const remessa = await submitRemessa(t.key, { titles: brad });
    await waitForJob(t.key, remessa);
    const failedFile = (await files(t.key, remessa)).files.find((f) => f.status === "failed");
    const titleId = failedFile?.titles[0]?.item_id as string;
    await expect413(
      await post(`/v1/jobs/cnab/remessas/${remessa}/files/${failedFile?.file_id}/retry`, {
        patches: { [titleId]: { payer: { name: big } } },
      }),
      `body.patches.${titleId}`,
    );
    // Bodies: 10 MB for JSON, 20 MB for retornos (raw and multipart).
    await expect413(
      await call("/v1/jobs/cnab/remessas", {
        method: "POST",
        key: t.key,
        body: `{"titles":[{}]}${" ".repeat(10 * 1024 * 1024)}`,
        headers: { "content-type": "application/json" },
      }),
    );
    const over = new Uint8Array(20 * 1024 * 1024 + 1).fill(0x30);
    await expect413(
      await call("/v1/jobs/cnab/retornos", {
        method: "POST",
        key: t.key,
        body: over,
        headers: { "content-type": "application/octet-stream" },
      }),
    );
    const form = new FormData();
    form.set("file", new File([over], "big.ret"));
    await expect413(await call("/v1/jobs/cnab/retornos", { method: "POST", key: t.key, body: form }));
  });
});

// ---------------------------------------------------------------------------------------------

/** Waits (best effort, 30 s) until no job is running and no webhook delivery is pending. */
async function quiesce(): Promise<void> {
  await waitFor(
    async () => {
      let n = 0;
      for (const name of SHARDS) {
        const r = await shardDb(name)
          .prepare(
            `SELECT (SELECT COUNT(*) FROM jobs WHERE status NOT IN ('completed', 'partially_completed', 'failed'))
                  + (SELECT COUNT(*) FROM webhook_deliveries WHERE status = 'pending') AS n`,
          )
          .first<{ n: number }>();
        n += r?.n ?? 0;
      }
      return n === 0;
    },
    30_000,
    200,
  ).catch(() => undefined);
}

describe("logs carry no secrets or personal data", () => {
  afterEach(() => {
    disarmAllFaults();
    vi.restoreAllMocks();
  });

  it("JSON lines during a job with payer CPF/CNPJ, an API key, webhook secrets and faults", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    };
    for (const m of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, m).mockImplementation(capture);

    const t = await newTenant();
    const CPF = "529.982.247-25";
    const CNPJ = "11.222.333/0001-81";
    const hook = `/fail-1/${crypto.randomUUID()}`;
    const ep = await json<{ secret: string }>(
      await call("/v1/webhooks", {
        method: "POST",
        key: t.key,
        json: { url: `http://127.0.0.1${hook}`, events: ["*"] },
      }),
    );
    expect(ep.secret).toMatch(/^whsec_/);
    const { secret: jobSecret } = await json<{ secret: string }>(
      await call("/v1/webhooks/job-secret", { key: t.key }),
    );
    // Faults are armed for the whole isolate: let earlier tests' background work finish first.
    await quiesce();
    // A transient failure while accepting a request is logged (with the request's ids).
    let refused = 0;
    for (let i = 0; i < 3 && refused < 500; i++) {
      armFault("d1.write", 1);
      const res = await call("/v1/jobs/boletos", {
        method: "POST",
        key: t.key,
        json: { items: [boletoItem(1)], options: { pdf: false } },
        headers: { "x-request-id": "req-logs-test-1" },
      });
      refused = res.status;
      await res.body?.cancel();
      disarmAllFaults();
    }
    expect(refused).toBe(503);
    // A consumer failure whose message quotes the payer's documents (as V8's JSON.parse errors
    // quote their input) is logged, then retried.
    armFault(
      "consumer.before_item_write",
      2,
      `Unexpected token in JSON at position 9: {"document":"${CPF}","cnpj":"${CNPJ.replace(/\D/g, "")}"}`,
    );
    const jobId = await submit(t.key, {
      items: [
        boletoItem(1, { payer: { ...(boletoItem(1).payer as object), document: CPF } }),
        boletoItem(2, { payer: { ...(boletoItem(2).payer as object), document: "11222333000181" } }),
      ],
      webhook_url: `http://127.0.0.1/ok/${crypto.randomUUID()}`,
      metadata: { customer_document: CPF },
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.status).toBe("completed");
    await waitFor(async () => {
      const d = await json<{ data: { status: string }[] }>(
        await call(`/v1/webhooks/deliveries?job_id=${jobId}`, { key: t.key }),
      );
      return d.data.length > 0 && d.data.every((x) => x.status !== "pending");
    });
    vi.restoreAllMocks();

    expect(lines.length).toBeGreaterThanOrEqual(2);
    const forbidden = [
      CPF,
      CPF.replace(/\D/g, ""),
      CNPJ,
      CNPJ.replace(/\D/g, ""),
      t.key,
      ep.secret,
      jobSecret,
      "whsec_",
      ADMIN,
      SIGNING,
    ];
    const records = lines.map((l) => {
      for (const f of forbidden)
        expect(l.includes(f), `log line leaks ${f.slice(0, 12)}…: ${l.slice(0, 400)}`).toBe(false);
      return JSON.parse(l) as Record<string, unknown>;
    });
    const requestLines = records.filter((r) => r.request_id !== undefined);
    expect(requestLines.length).toBeGreaterThan(0);
    const mine = requestLines.find((r) => r.request_id === "req-logs-test-1");
    expect(mine?.tenant_id).toBe(t.tenant_id);
    const consumerLines = records.filter((r) => r.msg === "message failed; retrying with backoff");
    expect(consumerLines.some((r) => r.job_id === jobId && r.tenant_id === t.tenant_id)).toBe(true);
    for (const r of consumerLines) {
      expect(typeof r.job_id).toBe("string");
      expect(typeof r.tenant_id).toBe("string");
    }
    for (const r of records) {
      expect(typeof r.ts).toBe("string");
      expect(["info", "warn", "error"]).toContain(r.level);
      // A line about a request or a job names it.
      expect(
        r.request_id !== undefined || r.job_id !== undefined || r.msg === "housekeeping",
        JSON.stringify(r),
      ).toBe(true);
    }
  });
});

describe("small-body cap on non-bulk routes", () => {
  it("a 2 MiB body to a webhook, admin or retry route is 413, not buffered", async () => {
    const t = await newTenant();
    const big = JSON.stringify({ url: `https://example.com/${"x".repeat(2 * 1024 * 1024)}`, events: ["*"] });
    const res = await call("/v1/webhooks", {
      method: "POST",
      key: t.key,
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect((await json<{ code: string }>(res)).code).toBe("PAYLOAD_TOO_LARGE");
    const admin = await call("/v1/admin/tenants", {
      method: "POST",
      key: ADMIN,
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(admin.status).toBe(413);
    await admin.body?.cancel();
  });
});

// ---------------------------------------------------------------------------------------------

/** A completed one-boleto job and its PDF's download path (token included). */
let linkSeq = 0;
async function pdfLink(t: Tenant): Promise<{ jobId: string; path: string; artifactId: string }> {
  const jobId = await submit(t.key, { items: [boletoItem(70_000 + linkSeq++)] });
  await waitForJob(t.key, jobId);
  const [item] = await allItems(t.key, jobId);
  const art = ((item?.artifacts ?? []) as { url: string; artifact_id: string }[])[0];
  return { jobId, path: new URL(art?.url as string).pathname, artifactId: art?.artifact_id as string };
}

function claimsOf(path: string): Record<string, unknown> {
  const body = (path.split("/").pop() as string).split(".")[1] as string;
  return JSON.parse(atob(body.replace(/-/g, "+").replace(/_/g, "/")));
}

describe("download links (issue 13, defect 7)", () => {
  it("a token names one artifact, not a storage key", async () => {
    const t = await newTenant();
    const { path, artifactId } = await pdfLink(t);
    const claims = claimsOf(path);
    expect(claims.a).toBe(artifactId);
    expect(claims).not.toHaveProperty("k");
    // Another artifact of the same tenant cannot be reached by editing the token.
    const other = await pdfLink(t);
    const forged = await signDownload(await keyRing("guessing"), {
      ...(claims as unknown as DownloadClaims),
      a: other.artifactId,
    });
    expect((await call(`/v1/downloads/${forged}`)).status).toBe(403);
  });

  it("disabling the tenant stops its links at once; enabling it again restores them", async () => {
    const t = await newTenant();
    const { path } = await pdfLink(t);
    expect((await call(path)).status).toBe(200);
    const patch = (status: string) =>
      call(`/v1/admin/tenants/${t.tenant_id}`, { method: "PATCH", key: ADMIN, json: { status } });
    expect((await patch("disabled")).status).toBe(200);
    const off = await call(path);
    expect(off.status).toBe(403);
    expect((await problem(off)).code).toBe("DOWNLOAD_REVOKED");
    expect((await patch("active")).status).toBe(200);
    const on = await call(path);
    expect(on.status).toBe(200);
    await on.body?.cancel();
  });

  it("revoking the API key a link was issued to stops that link; links of the tenant's other key still work", async () => {
    const t = await newTenant();
    const second = await json<{ id: string; key: string }>(
      await call(`/v1/admin/tenants/${t.tenant_id}/api-keys`, {
        method: "POST",
        key: ADMIN,
        json: { name: "b" },
      }),
    );
    const { jobId, path: viaFirst } = await pdfLink(t);
    const [item] = await allItems(second.key, jobId);
    const viaSecond = new URL(((item?.artifacts ?? []) as { url: string }[])[0]?.url as string).pathname;
    expect(
      (await call(`/v1/admin/tenants/${t.tenant_id}/api-keys/${second.id}`, { method: "DELETE", key: ADMIN }))
        .status,
    ).toBe(204);
    const revoked = await call(viaSecond);
    expect(revoked.status).toBe(403);
    expect((await problem(revoked)).code).toBe("DOWNLOAD_REVOKED");
    const still = await call(viaFirst);
    expect(still.status).toBe(200);
    await still.body?.cancel();
  });

  it("a token never appears in an error body or a log line", async () => {
    const lines: string[] = [];
    for (const m of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
      });
    try {
      const t = await newTenant();
      const { path } = await pdfLink(t);
      const token = path.split("/").pop() as string;
      const tampered = `${token.slice(0, -3)}AAA`;
      // With lote's own access line on, as deployed.
      const deployed = { ...env, ACCESS_LOG: "on" } as Env;
      for (const p of [path, `/v1/downloads/${tampered}`, `/v1/downloads/${tampered}/extra`]) {
        const res = await fetchWith(deployed, p);
        const text = await res.text();
        expect(text).not.toContain(token.slice(10, 40));
        expect(text).not.toContain(tampered.slice(10, 40));
        if (res.status >= 400) expect(JSON.parse(text).instance).toMatch(/^\/v1\/downloads\/\{token\}/);
      }
      const all = lines.join("\n");
      expect(all).toContain('"path":"/v1/downloads/{token}"');
      expect(all).not.toContain(token.slice(10, 40));
      expect(all).not.toContain(tampered.slice(10, 40));
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("secrets (issue 13, defect 8)", () => {
  const S1 = SIGNING;
  const S2 = "rotated_signing_secret_fedcba9876543210";

  it("no key without a usable SIGNING_SECRET, in any environment: the public development value is refused", async () => {
    for (const over of [
      { ENVIRONMENT: "development", SIGNING_SECRET: undefined },
      { ENVIRONMENT: "development", SIGNING_SECRET: "lote-development-signing-secret-not-for-production" },
      { ENVIRONMENT: "staging", SIGNING_SECRET: undefined },
      { ENVIRONMENT: "production", SIGNING_SECRET: "short" },
    ]) {
      const cfg = loadConfig({ ...over });
      expect(cfg.signingSecret, JSON.stringify(over)).toBe("");
      expect(cfg.signingSecretProblem).toMatch(/SIGNING_SECRET/);
      const e = { ...env, ...over } as Env;
      const health = await fetchWith(e, "/v1/health");
      expect(health.status).toBe(503);
      const body = await json<{ checks: { config: { ok: boolean; error: string } } }>(health);
      expect(body.checks.config.error).toBe(cfg.signingSecretProblem);
      const t = await newTenant();
      const secret = await fetchWith(e, "/v1/webhooks/job-secret", { key: t.key });
      expect(secret.status).toBe(503);
      expect((await problem(secret)).code).toBe("MISCONFIGURED");
    }
  });

  it("links and stored secrets use independent HKDF keys, never the raw secret or its SHA-256", async () => {
    const t = await newTenant();
    const { path } = await pdfLink(t);
    const [kid, body] = (path.split("/").pop() as string).split(".") as [string, string];
    expect(kid).toBe((await keyRing(S1)).current.kid);
    // The same claims signed the old way (HMAC with the raw secret) do not verify.
    const raw = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(S1),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const rawSig = new Uint8Array(
      await crypto.subtle.sign("HMAC", raw, new TextEncoder().encode(`dl.v2.${kid}.${body}`)),
    );
    const b64 = btoa(String.fromCharCode(...rawSig))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect((await call(`/v1/downloads/${kid}.${body}.${b64}`)).status).toBe(403);
    // A stored webhook secret is sealed under the key id, not readable with SHA-256("lote-aes:" + secret).
    await call("/v1/webhooks/job-secret", { key: t.key });
    const row = await env.DB.prepare("SELECT webhook_secret_enc AS box FROM tenants WHERE id = ?")
      .bind(t.tenant_id)
      .first<{ box: string }>();
    expect(row?.box.startsWith(`v2:${kid}:`)).toBe(true);
  });

  it("rotation: with SIGNING_SECRET_PREVIOUS, old links and sealed secrets keep working; the cron reseals", async () => {
    const t = await newTenant();
    const { path } = await pdfLink(t);
    const secret = await json<{ secret: string }>(await call("/v1/webhooks/job-secret", { key: t.key }));
    // A secret stored before the HKDF keys: AES-GCM under SHA-256("lote-aes:" + S1), no key id.
    const legacyKey = await crypto.subtle.importKey(
      "raw",
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`lote-aes:${S1}`)),
      "AES-GCM",
      false,
      ["encrypt"],
    );
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ct = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        legacyKey,
        new TextEncoder().encode("whsec_legacy"),
      ),
    );
    const legacyBox = btoa(String.fromCharCode(...iv, ...ct));
    const ep = await json<{ id: string }>(
      await call("/v1/webhooks", {
        method: "POST",
        key: t.key,
        json: { url: "http://127.0.0.1/ok/rot", events: ["*"] },
      }),
    );
    await env.DB.prepare("UPDATE webhook_endpoints SET secret_enc = ? WHERE id = ?")
      .bind(legacyBox, ep.id)
      .run();

    const rotated = { ...env, SIGNING_SECRET: S2, SIGNING_SECRET_PREVIOUS: S1 } as Env;
    const old = await fetchWith(rotated, path);
    expect(old.status).toBe(200);
    await old.body?.cancel();
    const again = await json<{ secret: string }>(
      await fetchWith(rotated, "/v1/webhooks/job-secret", { key: t.key }),
    );
    expect(again.secret).toBe(secret.secret);
    // New links carry the new key id.
    const { jobId } = await pdfLink(t);
    const page = await json<{ data: { artifacts: { url: string }[] }[] }>(
      await fetchWith(rotated, `/v1/jobs/boletos/${jobId}/items`, { key: t.key }),
    );
    const freshPath = new URL(page.data[0]?.artifacts[0]?.url as string).pathname;
    expect((freshPath.split("/").pop() as string).split(".")[0]).toBe((await keyRing(S2)).current.kid);
    const report = await runHousekeeping(services(rotated), Date.now());
    expect(report.errors).toBe(0);
    const s2kid = (await keyRing(S2)).current.kid;
    const boxes = await env.DB.prepare(
      `SELECT (SELECT secret_enc FROM webhook_endpoints WHERE id = ?1) AS ep, (SELECT webhook_secret_enc FROM tenants WHERE id = ?2) AS ten`,
    )
      .bind(ep.id, t.tenant_id)
      .first<{ ep: string; ten: string }>();
    expect(boxes?.ep.startsWith(`v2:${s2kid}:`)).toBe(true);
    expect(boxes?.ten.startsWith(`v2:${s2kid}:`)).toBe(true);
    // Once resealed, the previous secret can go: everything opens with S2 alone; S1's links stop.
    const only2 = { ...env, SIGNING_SECRET: S2 } as Env;
    const after = await json<{ secret: string }>(
      await fetchWith(only2, "/v1/webhooks/job-secret", { key: t.key }),
    );
    expect(after.secret).toBe(secret.secret);
    expect((await fetchWith(only2, path)).status).toBe(403);
  });
});

describe("traffic without a valid credential (issue 13, defect 12)", () => {
  /** An environment with its own services (and guard), a small budget and D1 statements counted. */
  function countedEnv(perMinute: number) {
    const counter = { prepared: 0 };
    const db = new Proxy(env.DB, {
      get(target, prop, receiver) {
        if (prop === "prepare")
          return (sql: string) => {
            counter.prepared++;
            return target.prepare(sql);
          };
        const v = Reflect.get(target, prop, receiver);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    return { e: { ...env, DB: db, UNAUTHENTICATED_PER_MINUTE: String(perMinute) } as Env, counter };
  }

  it("a client over its budget of failed requests gets 429 before any D1 query; other clients do not", async () => {
    const { e, counter } = countedEnv(5);
    const from = (ip: string, key: string) =>
      fetchWith(e, "/v1/jobs/boletos/job_x", { key, headers: { "cf-connecting-ip": ip } });
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.7", `lote_test_bad_${i}`)).status).toBe(401);
    const before = counter.prepared;
    const limited = await from("203.0.113.7", "lote_test_bad_x");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await problem(limited)).code).toBe("RATE_LIMITED");
    expect(counter.prepared).toBe(before);
    // Health and download links count too; another address is not affected.
    expect(
      (await fetchWith(e, "/v1/health", { headers: { "cf-connecting-ip": "203.0.113.7" } })).status,
    ).toBe(429);
    expect(
      (await fetchWith(e, "/v1/downloads/a.b.c", { headers: { "cf-connecting-ip": "203.0.113.7" } })).status,
    ).toBe(429);
    expect((await from("198.51.100.2", "lote_test_bad_y")).status).toBe(401);
  });

  it("an unknown key is remembered for a minute: repeating it costs no D1 query", async () => {
    const { e, counter } = countedEnv(1000);
    const bad = `lote_test_${crypto.randomUUID()}`;
    const first = await fetchWith(e, "/v1/webhooks", { key: bad });
    expect(first.status).toBe(401);
    const after = counter.prepared;
    for (let i = 0; i < 10; i++) {
      const res = await fetchWith(e, "/v1/webhooks", { key: bad });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
    }
    expect(counter.prepared).toBe(after);
    // A valid key is never cached as bad, and still answers at once.
    const t = await newTenant();
    expect((await fetchWith(e, "/v1/webhooks", { key: t.key })).status).toBe(200);
  });

  it("admin 401s carry WWW-Authenticate (defect 10)", async () => {
    const res = await call("/v1/admin/tenants/ten_x", { key: "wrong-admin-token" });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });
});
