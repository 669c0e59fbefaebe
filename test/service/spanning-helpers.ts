/**
 * Helpers of the tests of instructions on a tenant's several shards: placement operations through
 * the admin routes, registered boletos, where an instruction's row is, and a remessa whose plan
 * message is lost (so a test delivers it itself).
 */
import { expect } from "vitest";
import { armFault } from "../../src/platform/faults";
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
} from "./helpers";
import { bankAnswers, instruct, remessa } from "./life-helpers";

export const [FIRST, SECOND] = SHARDS as [string, string];

/** Waits for a placement operation (a move or a new slot) to be done. */
export async function placementOp(res: Response): Promise<void> {
  expect(res.status).toBe(202);
  const { op_id } = await json<{ op_id: string }>(res);
  await waitFor(
    async () => {
      const op = await json<{ phase: string; error: string | null }>(
        await call(`/v1/admin/placement-ops/${op_id}`, { key: ADMIN }),
      );
      if (op.phase === "failed") throw new Error(op.error ?? "failed");
      return op.phase === "done";
    },
    60_000,
    200,
  );
}

/** The tenant grows a slot on `shard`, which becomes its write slot (the old one turns read). */
export async function addSlot(tenantId: string, shard: string): Promise<void> {
  await placementOp(
    await call(`/v1/admin/tenants/${tenantId}/slots`, { method: "POST", key: ADMIN, json: { shard } }),
  );
}

/** Two boletos issued in the tenant's first slot, their entries sent and registered by the bank. */
export async function registeredPair(t: Tenant, from: number) {
  const job = await submit(t.key, {
    items: [boletoItem(from), boletoItem(from + 1)],
    options: { pdf: false },
  });
  await waitForJob(t.key, job);
  const [a, b] = (await allItems(t.key, job)) as (Record<string, unknown> & { item_id: string })[];
  const { files } = await remessa(t.key, {
    layout: "cnab240",
    titles: [{ item_id: a?.item_id }, { item_id: b?.item_id }],
  });
  await bankAnswers(t.key, files[0]?.file_id as string);
  return [a, b] as [typeof a & {}, typeof b & {}];
}

/** The shard that holds instruction `id`, and its state there. */
export async function stored(id: string): Promise<{ shard: string; state: string; claimed: boolean }[]> {
  const out: { shard: string; state: string; claimed: boolean }[] = [];
  for (const shard of SHARDS) {
    const row = await shardDb(shard)
      .prepare("SELECT state, remessa_file_id FROM instructions WHERE id = ?")
      .bind(id)
      .first<{ state: string; remessa_file_id: string | null }>();
    if (row) out.push({ shard, state: row.state, claimed: row.remessa_file_id !== null });
  }
  return out;
}

/**
 * A tenant with a write_off queued on its first shard, then a new write slot on the second and a
 * due_date_change queued there: the two instructions of one group on two shards.
 */
export async function spanningInstructions(from: number) {
  const t = await newTenant({}, FIRST);
  const [a, b] = await registeredPair(t, from);
  const old = await instruct(t.key, a.item_id, { type: "write_off" });
  await addSlot(t.tenant_id, SECOND);
  const fresh = await instruct(t.key, b.item_id, { type: "due_date_change", due_date: "2027-08-01" });
  expect(await stored(old.instruction_id)).toEqual([{ shard: FIRST, state: "queued", claimed: false }]);
  expect(await stored(fresh.instruction_id)).toEqual([{ shard: SECOND, state: "queued", claimed: false }]);
  return { t, a, b, old: old.instruction_id, fresh: fresh.instruction_id };
}

/** Starts a remessa of instructions only whose plan message is lost; returns its job id. */
export async function unplannedRemessa(t: Tenant): Promise<string> {
  armFault("queue.send", 1);
  const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key: t.key, json: { titles: [] } });
  expect(res.status).toBe(202);
  return (await json<{ job_id: string }>(res)).job_id;
}
