// Queued instructions across a tenant's shards (issue 17 × issue 15): a tenant whose write slot
// moved to another shard (a new slot) has instructions on both; the next remessa carries every one
// of them exactly once, the bank's retorno resolves each on its own shard, two remessas racing
// still carry each once, a plan that stops between another shard's claim and its own batch leaves
// nothing stranded, and moving a slot takes its instructions and boleto history along.
import { afterEach, describe, expect, it } from "vitest";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import {
  ADMIN,
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  runQueue,
  SHARDS,
  shardDb,
  submit,
  type Tenant,
  waitFor,
  waitForJob,
} from "./helpers";
import { bankAnswers, instruct, instructionsOf, life, remessa } from "./life-helpers";

const [FIRST, SECOND] = SHARDS as [string, string];

/** Waits for a placement operation (a move or a new slot) to be done. */
async function placementOp(res: Response): Promise<void> {
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
async function addSlot(tenantId: string, shard: string): Promise<void> {
  await placementOp(
    await call(`/v1/admin/tenants/${tenantId}/slots`, { method: "POST", key: ADMIN, json: { shard } }),
  );
}

/** Two boletos issued in the tenant's first slot, their entries sent and registered by the bank. */
async function registeredPair(t: Tenant, from: number) {
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
async function stored(id: string): Promise<{ shard: string; state: string; claimed: boolean }[]> {
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
async function spanningInstructions(from: number) {
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
async function unplannedRemessa(t: Tenant): Promise<string> {
  armFault("queue.send", 1);
  const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key: t.key, json: { titles: [] } });
  expect(res.status).toBe(202);
  return (await json<{ job_id: string }>(res)).job_id;
}

afterEach(() => disarmAllFaults());

describe("instructions on a tenant's several shards", () => {
  it("one remessa carries the instructions of the old and the new shard, each once; the retorno resolves both", async () => {
    const { t, a, b, old, fresh } = await spanningInstructions(1);
    const { files } = await remessa(t.key, { titles: [] });
    expect(files).toHaveLength(1);
    const carried = files[0]?.titles ?? [];
    expect(carried.map((x) => [x.reference, x.movement]).sort()).toEqual(
      [
        [a.item_id, "write_off"],
        [b.item_id, "due_date_change"],
      ].sort(),
    );
    for (const [item, id] of [
      [a.item_id, old],
      [b.item_id, fresh],
    ] as const) {
      const [x] = await instructionsOf(t.key, item);
      expect(x).toMatchObject({ instruction_id: id, state: "sent", remessa: { file_id: files[0]?.file_id } });
      expect(x?.remessa?.file_sequence).toBe(files[0]?.file_sequence);
    }

    // The bank confirms both: each instruction is accepted on its own shard, each boleto moves.
    const ret = await bankAnswers(t.key, files[0]?.file_id as string);
    expect(ret.summary).toMatchObject({ instructions: { accepted: 2, rejected: 0, unanswered: 0 } });
    expect(await stored(old)).toEqual([{ shard: FIRST, state: "accepted", claimed: true }]);
    expect(await stored(fresh)).toEqual([{ shard: SECOND, state: "accepted", claimed: true }]);
    expect((await life(t.key, a.item_id)).bank_status).toBe("written_off");
    const bLife = await life(t.key, b.item_id);
    expect(bLife.history.map((h) => h.kind)).toEqual(
      expect.arrayContaining(["instruction.queued", "instruction.sent", "instruction.accepted", "reissued"]),
    );
    expect(bLife.due_date).toBe("2027-08-01");

    // Nothing is left to send.
    const empty = await call("/v1/jobs/cnab/remessas", { method: "POST", key: t.key, json: { titles: [] } });
    expect(empty.status).toBe(409);
  });

  it("two remessas at once carry each instruction of both shards exactly once", async () => {
    const { t, old, fresh } = await spanningInstructions(11);
    const [r1, r2] = await Promise.all([remessa(t.key, { titles: [] }), remessa(t.key, { titles: [] })]);
    expect([r1.job.status, r2.job.status]).toEqual(["completed", "completed"]);
    const carried = [...r1.files, ...r2.files].flatMap((f) => f.titles.map((x) => x.movement));
    expect(carried.sort()).toEqual(["due_date_change", "write_off"]);
    expect((await stored(old))[0]?.state).toBe("sent");
    expect((await stored(fresh))[0]?.state).toBe("sent");
  });

  it("a plan stopped between the other shard's claim and its own batch carries the instruction once when it runs again", async () => {
    const { t, a, b, old, fresh } = await spanningInstructions(21);
    const jobId = await unplannedRemessa(t);
    const plan = { type: "remessa.plan" as const, job_id: jobId, tenant_id: t.tenant_id };
    armFault("remessa.before_plan_batch", 1);
    const first = await runQueue("lote-jobs", [plan]);
    expect(first.retried.map((r) => r.id)).toEqual(first.ids);
    // The old shard's claim ran; the plan's own batch (with the new shard's claim) did not.
    expect(await stored(old)).toEqual([{ shard: FIRST, state: "queued", claimed: true }]);
    expect(await stored(fresh)).toEqual([{ shard: SECOND, state: "queued", claimed: false }]);

    // Its retry takes the claim back: one file, each instruction once.
    await runQueue("lote-jobs", [plan]);
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const { files } = await json<{ files: { titles: { reference: string }[] }[] }>(
      await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key: t.key }),
    );
    expect(files.flatMap((f) => f.titles.map((x) => x.reference)).sort()).toEqual(
      [a.item_id, b.item_id].sort(),
    );
    expect((await stored(old))[0]?.state).toBe("sent");
    expect((await stored(fresh))[0]?.state).toBe("sent");
  });

  it("a plan that never finishes leaves the other shard's claim claimable again; the next remessa carries it", async () => {
    const { t, a, old } = await spanningInstructions(31);
    const jobId = await unplannedRemessa(t);
    const plan = { type: "remessa.plan" as const, job_id: jobId, tenant_id: t.tenant_id };
    armFault("remessa.before_plan_batch", 1);
    await runQueue("lote-jobs", [plan]);
    expect(await stored(old)).toEqual([{ shard: FIRST, state: "queued", claimed: true }]);
    // Its retries run out: the job ends, and its final effects release the claim no file wrote.
    await runQueue("lote-jobs-dlq", [plan], { attempts: 6 });
    await waitFor(async () => (await stored(old))[0]?.claimed === false);
    expect((await instructionsOf(t.key, a.item_id))[0]).toMatchObject({ state: "queued", claimed: false });
    const next = await remessa(t.key, { titles: [] });
    expect(next.files.flatMap((f) => f.titles.map((x) => x.movement)).sort()).toEqual([
      "due_date_change",
      "write_off",
    ]);
    expect((await instructionsOf(t.key, a.item_id))[0]).toMatchObject({
      instruction_id: old,
      state: "sent",
      remessa: { job_id: next.jobId },
    });
  });

  it("moving a slot takes its queued instructions and boleto history along", async () => {
    const t = await newTenant({}, FIRST);
    const [a] = await registeredPair(t, 41);
    const ins = await instruct(t.key, a.item_id, { type: "write_off" });
    const before = await life(t.key, a.item_id);
    await placementOp(
      await call(`/v1/admin/tenants/${t.tenant_id}/slots/0/move`, {
        method: "POST",
        key: ADMIN,
        json: { shard: SECOND },
      }),
    );
    expect(await stored(ins.instruction_id)).toEqual([{ shard: SECOND, state: "queued", claimed: false }]);
    expect((await life(t.key, a.item_id)).history).toEqual(before.history);
    const { files } = await remessa(t.key, { titles: [] });
    expect(files[0]?.titles.map((x) => [x.reference, x.movement])).toEqual([[a.item_id, "write_off"]]);
  });
});
