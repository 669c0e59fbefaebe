// Moving a tenant between data shards (docs/operations.md, "Moving a tenant slot"): a tenant
// with finished boleto, remessa and retorno jobs, webhook deliveries, download links, a
// consolidated zip and one job still pending is moved from one shard to the other by the queue-
// driven procedure. Afterwards everything reads the same through the API, the links issued before
// the move still download the same bytes, the pending job runs on the new shard, the external_id
// claims came along, and the source holds nothing of the tenant.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { shardNames } from "../../src/platform/config";
import { MAX_SLOT, newId, slotOf, withSlot } from "../../src/platform/ids";
import type { TenantGate } from "../../src/tenants/gate";
import {
  ADMIN,
  allItems,
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
  waitForSettled,
} from "./helpers";

const SHARD_TABLES = [
  "jobs",
  "items",
  "item_attempts",
  "external_ids",
  "artifacts",
  "webhook_deliveries",
  "webhook_attempts",
  "cnab_files",
  "retorno_entries",
] as const;

/** Rows of the tenant per table on one shard (tables without tenant_id: through their parent). */
async function tenantRows(shard: string, tenantId: string): Promise<Record<string, number>> {
  const db = shardDb(shard);
  const out: Record<string, number> = {};
  for (const t of SHARD_TABLES) {
    const where =
      t === "item_attempts"
        ? "job_id IN (SELECT id FROM jobs WHERE tenant_id = ?1)"
        : t === "webhook_attempts"
          ? "delivery_id IN (SELECT id FROM webhook_deliveries WHERE tenant_id = ?1)"
          : "tenant_id = ?1";
    const r = await db
      .prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE ${where}`)
      .bind(tenantId)
      .first<{ n: number }>();
    out[t] = r?.n ?? 0;
  }
  return out;
}

async function get<T = Record<string, unknown>>(t: Tenant, path: string): Promise<T> {
  const res = await call(path, { key: t.key });
  expect(res.status, path).toBe(200);
  return json<T>(res);
}

/** What the tenant sees through the API, links aside (they are signed anew on every read). */
async function snapshot(t: Tenant, ids: { boletos: string; remessa: string; retorno: string }) {
  const strip = (v: unknown): unknown =>
    JSON.parse(JSON.stringify(v), (k, x) => (k === "url" || k === "expires_at" ? undefined : x));
  return strip({
    jobs: await get(t, "/v1/jobs?page_size=100"),
    boletos: await allItems(t.key, ids.boletos),
    remessa: await get(t, `/v1/jobs/cnab/remessas/${ids.remessa}/files`),
    retorno: await get(t, `/v1/jobs/cnab/retornos/${ids.retorno}/items`),
    deliveries: await get(t, "/v1/webhooks/deliveries?page_size=100"),
    manifest: await get(t, `/v1/jobs/boletos/${ids.boletos}/artifacts`),
  });
}

async function moveAndWait(tenantId: string, slot: number, shard: string) {
  const res = await call(`/v1/admin/tenants/${tenantId}/slots/${slot}/move`, {
    method: "POST",
    key: ADMIN,
    json: { shard },
  });
  expect(res.status).toBe(202);
  const op = await json<{ op_id: string; phase: string }>(res);
  return waitFor(
    async () => {
      const o = await json<{ phase: string; error: string | null; progress: Record<string, unknown> }>(
        await call(`/v1/admin/placement-ops/${op.op_id}`, { key: ADMIN }),
      );
      if (o.phase === "failed") throw new Error(`move failed: ${o.error}`);
      return o.phase === "done" ? o : null;
    },
    60_000,
    200,
  );
}

describe("slots in ids, shards in DATA_SHARDS", () => {
  it("an id carries its slot in two characters after its time part, keeping format and length", () => {
    for (const slot of [0, 1, 31, 32, 33, 500, MAX_SLOT]) {
      const id = newId("job", 1_700_000_000_000, slot);
      expect(id).toMatch(/^job_[0-9a-hjkmnp-tv-z]{26}$/);
      expect(slotOf(id)).toBe(slot);
      // Ids derived from a job's body (artifacts, CNAB files) name the same slot.
      expect(slotOf(`art_${id.slice(4)}_zip_g1`)).toBe(slot);
      expect(slotOf(`cnf_${id.slice(4)}_001`)).toBe(slot);
      expect(slotOf(withSlot("msg_0123456789abcdef0123456789", slot))).toBe(slot);
    }
    // Ids sort by time first, whatever their slot.
    expect(newId("job", 1_700_000_000_000, 900) < newId("job", 1_700_000_000_001, 0)).toBe(true);
    expect(slotOf("job_x")).toBeNull();
    expect(() => newId("job", 0, MAX_SLOT + 1)).toThrow(RangeError);
  });

  it("DATA_SHARDS lists names and ranges", () => {
    expect(shardNames("SHARD_0,SHARD_1")).toEqual(["SHARD_0", "SHARD_1"]);
    expect(shardNames(" SHARD_0..2 , SHARD_7, SHARD_1")).toEqual([
      "SHARD_0",
      "SHARD_1",
      "SHARD_2",
      "SHARD_7",
    ]);
    expect(shardNames("SHARD_0..449")).toHaveLength(450);
  });
});

describe("moving a tenant slot between shards", () => {
  it("keeps every job, item, link, delivery and retorno match; the pending job runs on the target", async () => {
    const [from, to] = SHARDS as [string, string];
    const t = await newTenant({ max_concurrent_jobs: 2 }, from);
    const hook = `/ok/${crypto.randomUUID()}`;
    expect(
      (
        await call("/v1/webhooks", {
          method: "POST",
          key: t.key,
          json: { url: `http://127.0.0.1${hook}`, events: ["*"] },
        })
      ).status,
    ).toBe(201);

    // Finished work: boletos with PDFs, a remessa of them, the bank's retorno paying two.
    const boletos = await submit(t.key, { items: [0, 1, 2, 3].map((i) => boletoItem(i)) });
    expect((await waitForJob(t.key, boletos)).status).toBe("completed");
    const zip = await call(`/v1/jobs/boletos/${boletos}/artifacts`, {
      method: "POST",
      key: t.key,
      json: { type: "zip" },
    });
    expect([200, 202]).toContain(zip.status);
    const issued = await allItems(t.key, boletos);
    const remessaRes = await call("/v1/jobs/cnab/remessas", {
      method: "POST",
      key: t.key,
      json: { layout: "cnab240", titles: issued.map((i) => ({ external_id: i.external_id })) },
    });
    const remessa = (await json<{ job_id: string }>(remessaRes)).job_id;
    expect((await waitForJob(t.key, remessa)).status).toBe("completed");
    const file = (await get<{ files: { file_id: string }[] }>(t, `/v1/jobs/cnab/remessas/${remessa}/files`))
      .files[0];
    const sim = await call("/v1/sandbox/bank/retornos", {
      method: "POST",
      key: t.key,
      json: { file_id: file?.file_id, paid: ["00010000", "00010002"] },
    });
    const up = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: await sim.text(),
      headers: { "content-type": "text/plain" },
    });
    const retorno = (await json<{ job_id: string }>(up)).job_id;
    expect((await waitForJob(t.key, retorno)).status).toBe("completed");
    await waitForSettled(t.tenant_id);
    const ids = { boletos, remessa, retorno };

    // One job accepted but not started: the gate holds it (as a full tenant would).
    const gate = env.TENANT_GATE.get(env.TENANT_GATE.idFromName(t.tenant_id));
    await runInDurableObject(gate, (g: TenantGate) => g.pause("test-hold"));
    const pending = await submit(t.key, { items: [boletoItem(10), boletoItem(0)] });
    expect((await get<{ status: string }>(t, `/v1/jobs/${pending}`)).status).toBe("received");

    const before = await snapshot(t, ids);
    const links = (issued.map((i) => (i.artifacts as { url: string }[])[0]?.url) as string[]).map(
      (u) => new URL(u).pathname,
    );
    const bytes = await Promise.all(
      links.map(async (l) => new Uint8Array(await (await call(l)).arrayBuffer())),
    );
    const rowsBefore = await tenantRows(from, t.tenant_id);
    expect(rowsBefore.jobs).toBe(4);
    expect(rowsBefore.retorno_entries).toBeGreaterThan(0);
    expect(rowsBefore.webhook_deliveries).toBeGreaterThan(0);

    const op = await moveAndWait(t.tenant_id, 0, to);
    expect((op.progress.copied as Record<string, number>).jobs).toBe(rowsBefore.jobs);

    // The slot is on the target; nothing of the tenant is left on the source.
    const slots = await json<{ slots: { slot: number; shard: string; state: string }[] }>(
      await call(`/v1/admin/tenants/${t.tenant_id}/slots`, { key: ADMIN }),
    );
    expect(slots.slots).toEqual([{ slot: 0, shard: to, role: "write", state: "active" }]);
    expect(Object.values(await tenantRows(from, t.tenant_id)).every((n) => n === 0)).toBe(true);
    const rowsAfter = await tenantRows(to, t.tenant_id);

    // The pending job ran on the target after the move; its ext-0 item is skipped (the claim moved).
    const done = await waitForJob(t.key, pending);
    expect(done.status).toBe("completed");
    const pendingItems = await allItems(t.key, pending);
    expect(pendingItems.map((i) => i.status)).toEqual(["completed", "skipped"]);
    expect(pendingItems[1]?.skipped_of).toBe(issued[0]?.item_id);
    await waitForSettled(t.tenant_id);

    // Everything else reads exactly as before (the pending job's own rows aside).
    const after = await snapshot(t, ids);
    const withoutPending = (s: typeof after) => {
      const x = JSON.parse(JSON.stringify(s));
      x.jobs.data = x.jobs.data.filter((j: { job_id: string }) => j.job_id !== pending);
      x.deliveries.data = x.deliveries.data.filter((d: { job_id: string | null }) => d.job_id !== pending);
      return x;
    };
    expect(withoutPending(after)).toEqual(withoutPending(before));
    for (const [i, l] of links.entries()) {
      const res = await call(l);
      expect(res.status, l).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes[i]);
    }
    for (const table of SHARD_TABLES)
      expect(rowsAfter[table], table).toBeGreaterThanOrEqual(rowsBefore[table] ?? 0);
    expect(rowsAfter.jobs).toBe(rowsBefore.jobs);
  });

  it("while a slot is moving, its reads go on and its writes wait (503, nothing recorded)", async () => {
    const [from] = SHARDS as [string, string];
    const t = await newTenant({}, from);
    const a = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
    await waitForJob(t.key, a);
    const setState = async (state: string) => {
      await env.DB.prepare("UPDATE placement SET state = ? WHERE tenant_id = ?")
        .bind(state, t.tenant_id)
        .run();
      await new Promise((r) => setTimeout(r, 1100)); // the placement cache lives 1 s in the tests
    };
    await setState("moving");
    expect((await call(`/v1/jobs/${a}`, { key: t.key })).status).toBe(200);
    const refused = await call("/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items: [boletoItem(2)] },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await json<{ code: string }>(refused)).code).toBe("SERVICE_UNAVAILABLE");
    const jobs = await json<{ data: unknown[] }>(await call("/v1/jobs", { key: t.key }));
    expect(jobs.data).toHaveLength(1);
    await setState("active");
    expect(
      (await call("/v1/jobs/boletos", { method: "POST", key: t.key, json: { items: [boletoItem(2)] } }))
        .status,
    ).toBe(202);
  });

  it("new tenants go to the emptiest open shard; a closed shard takes none", async () => {
    const list = await json<{
      data: { name: string; state: string; size_bytes: number; configured: boolean }[];
    }>(await call("/v1/admin/shards", { key: ADMIN }));
    expect(list.data.map((s) => [s.name, s.state, s.configured])).toEqual(
      SHARDS.map((n) => [n, "open", true]),
    );
    // D1 reports each database's size with every result (meta.size_after), locally too.
    for (const s of list.data) expect(s.size_bytes).toBeGreaterThan(0);
    const [s0, s1] = SHARDS as [string, string];
    const close = await call(`/v1/admin/shards/${s0}`, {
      method: "PATCH",
      key: ADMIN,
      json: { state: "closed" },
    });
    expect((await json<{ state: string }>(close)).state).toBe("closed");
    for (let i = 0; i < 2; i++) {
      const res = await call("/v1/admin/tenants", {
        method: "POST",
        key: ADMIN,
        json: { name: `auto ${i}` },
      });
      expect((await json<{ shard: string }>(res)).shard).toBe(s1);
    }
    await call(`/v1/admin/shards/${s0}`, { method: "PATCH", key: ADMIN, json: { state: "open" } });
    // Both open: the smaller database gets the next tenant.
    const sizes = await json<{ data: { name: string; size_bytes: number; tenants: number }[] }>(
      await call("/v1/admin/shards", { key: ADMIN }),
    );
    const emptiest = [...sizes.data].sort((a, b) => a.size_bytes - b.size_bytes || a.tenants - b.tenants)[0];
    const next = await call("/v1/admin/tenants", { method: "POST", key: ADMIN, json: { name: "auto 2" } });
    expect((await json<{ shard: string }>(next)).shard).toBe(emptiest?.name);
    expect(
      (await call("/v1/admin/shards/SHARD_9", { method: "PATCH", key: ADMIN, json: { state: "open" } }))
        .status,
    ).toBe(404);
  });

  it("refuses a second operation while one runs, a move to the shard the slot is on, and unknown shards", async () => {
    const [from, to] = SHARDS as [string, string];
    const t = await newTenant({}, from);
    const same = await call(`/v1/admin/tenants/${t.tenant_id}/slots/0/move`, {
      method: "POST",
      key: ADMIN,
      json: { shard: from },
    });
    expect(same.status).toBe(409);
    const unknown = await call(`/v1/admin/tenants/${t.tenant_id}/slots/0/move`, {
      method: "POST",
      key: ADMIN,
      json: { shard: "SHARD_9" },
    });
    expect(unknown.status).toBe(422);
    const noSlot = await call(`/v1/admin/tenants/${t.tenant_id}/slots/3/move`, {
      method: "POST",
      key: ADMIN,
      json: { shard: to },
    });
    expect(noSlot.status).toBe(404);
    const first = await call(`/v1/admin/tenants/${t.tenant_id}/slots/0/move`, {
      method: "POST",
      key: ADMIN,
      json: { shard: to },
    });
    expect(first.status).toBe(202);
    const second = await call(`/v1/admin/tenants/${t.tenant_id}/slots`, {
      method: "POST",
      key: ADMIN,
      json: {},
    });
    expect(second.status).toBe(409);
    await waitFor(async () => {
      const ops = await json<{ data: { phase: string }[] }>(
        await call(`/v1/admin/tenants/${t.tenant_id}/placement-ops`, { key: ADMIN }),
      );
      return ops.data[0]?.phase === "done";
    }, 60_000);
  });
});
