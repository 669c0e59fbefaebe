// Queued instructions across a tenant's shards (issue 17 × issue 15): a tenant whose write slot
// moved to another shard (a new slot) has instructions on both; the next remessa carries every one
// of them exactly once, the bank's retorno resolves each on its own shard, two remessas racing
// still carry each once, and moving a slot takes its instructions and boleto history along.
import { afterEach, describe, expect, it } from "vitest";
import { disarmAllFaults } from "../../src/platform/faults";
import { ADMIN, allItems, boletoItem, call, newTenant, submit, waitForJob } from "./helpers";
import { bankAnswers, instruct, instructionsOf, life, remessa } from "./life-helpers";
import { FIRST, placementOp, registeredPair, SECOND, spanningInstructions, stored } from "./spanning-helpers";

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

  it("a remessa of titles on the new shard carries the group's instructions from the old one", async () => {
    const { t, a, b, old, fresh } = await spanningInstructions(71);
    const job = await submit(t.key, { items: [boletoItem(73)], options: { pdf: false } });
    await waitForJob(t.key, job);
    const [c] = await allItems(t.key, job);
    const { files } = await remessa(t.key, { layout: "cnab240", titles: [{ item_id: c?.item_id }] });
    expect(files.flatMap((f) => f.titles.map((x) => [x.reference, x.movement])).sort()).toEqual(
      [
        [c?.item_id, "entry"],
        [a.item_id, "write_off"],
        [b.item_id, "due_date_change"],
      ].sort(),
    );
    expect((await stored(old))[0]?.state).toBe("sent");
    expect((await stored(fresh))[0]?.state).toBe("sent");
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
