// A tenant past one shard (docs/scaling.md, "Past one database"): a second slot on the other
// shard becomes its write slot; the first turns read. New jobs go to the new slot (their ids say
// so), and everything tenant-wide spans both: the jobs list, external_id dedupe, remessa titles
// by external id, retorno reconciliation, deliveries.
import { describe, expect, it } from "vitest";
import { slotOf } from "../../src/platform/ids";
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
  waitFor,
  waitForJob,
} from "./helpers";

async function addSlot(tenantId: string, shard: string): Promise<void> {
  const res = await call(`/v1/admin/tenants/${tenantId}/slots`, {
    method: "POST",
    key: ADMIN,
    json: { shard },
  });
  expect(res.status).toBe(202);
  const { op_id } = await json<{ op_id: string }>(res);
  await waitFor(async () => {
    const op = await json<{ phase: string; error: string | null }>(
      await call(`/v1/admin/placement-ops/${op_id}`, { key: ADMIN }),
    );
    if (op.phase === "failed") throw new Error(op.error ?? "failed");
    return op.phase === "done";
  }, 30_000);
}

describe("a tenant spanning two shards", () => {
  it("new jobs go to the new write slot; lists, dedupe, remessa and retorno span both", async () => {
    const [first, second] = SHARDS as [string, string];
    const t = await newTenant({}, first);
    const a = await submit(t.key, { items: [boletoItem(1), boletoItem(2)], options: { pdf: false } });
    expect((await waitForJob(t.key, a)).status).toBe("completed");
    const aItems = await allItems(t.key, a);

    await addSlot(t.tenant_id, second);
    const slots = await json<{ slots: unknown[] }>(
      await call(`/v1/admin/tenants/${t.tenant_id}/slots`, { key: ADMIN }),
    );
    expect(slots.slots).toEqual([
      { slot: 0, shard: first, role: "read", state: "active" },
      { slot: 1, shard: second, role: "write", state: "active" },
    ]);

    // The new job is made in slot 1, on the second shard; ext-2 is already held by job A's item.
    const b = await submit(t.key, { items: [boletoItem(2), boletoItem(3)], options: { pdf: false } });
    expect(slotOf(b)).toBe(1);
    expect(await shardDb(second).prepare("SELECT id FROM jobs WHERE id = ?").bind(b).first()).not.toBeNull();
    expect((await waitForJob(t.key, b)).status).toBe("completed");
    const bItems = await allItems(t.key, b);
    expect(bItems.map((i) => i.status)).toEqual(["skipped", "completed"]);
    expect(bItems[0]?.skipped_of).toBe(aItems[1]?.item_id);

    // One list, newest first, over both shards, page by page.
    const page1 = await json<{ data: { job_id: string }[]; next_page_token: string }>(
      await call("/v1/jobs?page_size=1", { key: t.key }),
    );
    const page2 = await json<{ data: { job_id: string }[]; next_page_token: string }>(
      await call(`/v1/jobs?page_size=1&page_token=${page1.next_page_token}`, { key: t.key }),
    );
    expect([...page1.data, ...page2.data].map((j) => j.job_id)).toEqual([b, a]);
    expect((await json<{ status: string }>(await call(`/v1/jobs/${a}`, { key: t.key }))).status).toBe(
      "completed",
    );

    // A remessa of boletos from both slots, by external id; the bank pays both.
    const rem = await call("/v1/jobs/cnab/remessas", {
      method: "POST",
      key: t.key,
      json: { layout: "cnab240", titles: [{ external_id: "ext-1" }, { external_id: "ext-3" }] },
    });
    expect(rem.status).toBe(202);
    const remessa = (await json<{ job_id: string }>(rem)).job_id;
    expect((await waitForJob(t.key, remessa)).status).toBe("completed");
    const files = await json<{ files: { file_id: string; title_count: number }[] }>(
      await call(`/v1/jobs/cnab/remessas/${remessa}/files`, { key: t.key }),
    );
    expect(files.files[0]?.title_count).toBe(2);
    const sim = await call("/v1/sandbox/bank/retornos", {
      method: "POST",
      key: t.key,
      json: { file_id: files.files[0]?.file_id, paid: "all" },
    });
    const up = await call("/v1/jobs/cnab/retornos", {
      method: "POST",
      key: t.key,
      body: await sim.text(),
      headers: { "content-type": "text/plain" },
    });
    const retorno = (await json<{ job_id: string }>(up)).job_id;
    expect((await waitForJob(t.key, retorno)).status).toBe("completed");
    const matched = await json<{ data: { matched_item_id: string | null }[] }>(
      await call(`/v1/jobs/cnab/retornos/${retorno}/items?kind=paid`, { key: t.key }),
    );
    expect(matched.data.map((e) => e.matched_item_id).sort()).toEqual(
      [aItems[0]?.item_id, bItems[1]?.item_id].sort(),
    );
    expect((await allItems(t.key, a))[0]?.payment_status).toBe("paid");
    expect((await allItems(t.key, b))[1]?.payment_status).toBe("paid");
  });
});
