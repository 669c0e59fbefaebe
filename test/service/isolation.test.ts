// Tenant isolation across shards (issue 15, part 4): tenants placed on different shards run
// jobs; afterwards every row of every shard belongs to a tenant placed on that shard, and a
// tenant asking for another tenant's ids — on its own shard or on the other — gets 404.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  SHARDS,
  shardDb,
  submit,
  type Tenant,
  waitForJob,
  waitForSettled,
} from "./helpers";

/** Shard tables with a tenant_id column. */
const TABLES = [
  "jobs",
  "items",
  "external_ids",
  "artifacts",
  "webhook_deliveries",
  "cnab_files",
  "retorno_entries",
];

describe("tenant data stays on its shard", () => {
  it("every shard holds only rows of tenants placed on it; other tenants' ids are 404", async () => {
    const [s0, s1] = SHARDS as [string, string];
    // a and c share a shard, b is on the other.
    const a = await newTenant({}, s0);
    const b = await newTenant({}, s1);
    const c = await newTenant({}, s0);
    const jobs = new Map<Tenant, string>();
    for (const t of [a, b, c]) {
      await call("/v1/webhooks", {
        method: "POST",
        key: t.key,
        json: { url: `http://127.0.0.1/ok/${crypto.randomUUID()}`, events: ["*"] },
      });
      // The same external ids for every tenant: each has its own.
      const id = await submit(t.key, { items: [boletoItem(1), boletoItem(2)] });
      jobs.set(t, id);
      expect((await waitForJob(t.key, id)).status).toBe("completed");
      expect((await allItems(t.key, id)).map((i) => i.status)).toEqual(["completed", "completed"]);
    }
    for (const t of [a, b, c]) await waitForSettled(t.tenant_id);

    // Each shard's rows belong only to tenants placed on it (for every tenant in this file).
    const placed = await env.DB.prepare("SELECT tenant_id, shard FROM placement").all<{
      tenant_id: string;
      shard: string;
    }>();
    const on = (shard: string) =>
      new Set(placed.results.filter((p) => p.shard === shard).map((p) => p.tenant_id));
    for (const shard of SHARDS) {
      const allowed = on(shard);
      for (const table of TABLES) {
        const rows = await shardDb(shard)
          .prepare(`SELECT DISTINCT tenant_id FROM ${table}`)
          .all<{ tenant_id: string }>();
        for (const r of rows.results)
          expect(allowed.has(r.tenant_id), `${table} on ${shard}: ${r.tenant_id}`).toBe(true);
      }
      // The tables without a tenant column hang off rows that have one, on the same shard.
      const orphans = await shardDb(shard)
        .prepare(
          `SELECT (SELECT COUNT(*) FROM item_attempts WHERE job_id NOT IN (SELECT id FROM jobs))
                + (SELECT COUNT(*) FROM webhook_attempts WHERE delivery_id NOT IN (SELECT id FROM webhook_deliveries)) AS n`,
        )
        .first<{ n: number }>();
      expect(orphans?.n).toBe(0);
    }
    expect(on(s0).has(a.tenant_id) && on(s0).has(c.tenant_id) && on(s1).has(b.tenant_id)).toBe(true);
    expect(
      await shardDb(s1)
        .prepare("SELECT COUNT(*) AS n FROM jobs WHERE tenant_id = ?")
        .bind(a.tenant_id)
        .first(),
    ).toEqual({ n: 0 });

    // a asks for c's (same shard) and b's (other shard) job, items, item and artifacts: 404 each.
    for (const other of [c, b]) {
      const jobId = jobs.get(other) as string;
      const [item] = await allItems(other.key, jobId);
      for (const path of [
        `/v1/jobs/${jobId}`,
        `/v1/jobs/boletos/${jobId}`,
        `/v1/jobs/boletos/${jobId}/items`,
        `/v1/jobs/boletos/${jobId}/items/${item?.item_id}`,
        `/v1/jobs/boletos/${jobId}/artifacts`,
        `/v1/webhooks/deliveries?job_id=${jobId}`,
      ]) {
        const res = await call(path, { key: a.key });
        if (path.startsWith("/v1/webhooks")) {
          expect(res.status, path).toBe(200);
          expect((await json<{ data: unknown[] }>(res)).data, path).toEqual([]);
        } else expect(res.status, path).toBe(404);
      }
    }
    // And a's own list shows only its own job.
    const list = await json<{ data: { job_id: string }[] }>(await call("/v1/jobs", { key: a.key }));
    expect(list.data.map((j) => j.job_id)).toEqual([jobs.get(a)]);
  });
});
