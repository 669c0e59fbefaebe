// Queued instructions across a tenant's shards when a remessa stops half-way (issue 17 × issue
// 15): D1 has no transaction across databases, so a claim or a `sent` on another shard can outlive
// the remessa's own batch. A retried plan takes its claims back (each instruction carried once);
// a plan or file that never finishes leaves every instruction queued again for the next remessa.
import { afterEach, describe, expect, it } from "vitest";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import { call, json, runQueue, shardDb, waitFor, waitForJob } from "./helpers";
import { instructionsOf, remessa } from "./life-helpers";
import { FIRST, SECOND, spanningInstructions, stored, unplannedRemessa } from "./spanning-helpers";

afterEach(() => disarmAllFaults());

describe("a remessa stopped between the tenant's shards", () => {
  it("a plan stopped between the other shard's claim and its own batch carries the instruction once when it runs again", async () => {
    const { t, a, b, old, fresh } = await spanningInstructions(21);
    const jobId = await unplannedRemessa(t);
    const plan = { type: "remessa.plan" as const, job_id: jobId, tenant_id: t.tenant_id };
    armFault("remessa.before_home_batch", 1);
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
    armFault("remessa.before_home_batch", 1);
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

  it("a file that fails puts the instructions of both shards back in the queue", async () => {
    const { t, old, fresh } = await spanningInstructions(51);
    const jobId = await unplannedRemessa(t);
    // The plan runs, then its build message cannot be sent: the file waits, pending.
    armFault("queue.send", 1);
    await runQueue("lote-jobs", [{ type: "remessa.plan", job_id: jobId, tenant_id: t.tenant_id }]);
    expect((await stored(old))[0]).toMatchObject({ state: "queued", claimed: true });
    expect((await stored(fresh))[0]).toMatchObject({ state: "queued", claimed: true });
    const file = await shardDb(SECOND)
      .prepare("SELECT id, attempt FROM cnab_files WHERE job_id = ?")
      .bind(jobId)
      .first<{ id: string; attempt: number }>();
    const build = {
      type: "remessa.build" as const,
      job_id: jobId,
      tenant_id: t.tenant_id,
      file_id: String(file?.id),
      attempt: Number(file?.attempt),
    };
    await runQueue("lote-jobs-dlq", [build], { attempts: 6 });
    expect((await waitForJob(t.key, jobId)).status).toBe("failed");
    expect(await stored(old)).toEqual([{ shard: FIRST, state: "queued", claimed: false }]);
    expect(await stored(fresh)).toEqual([{ shard: SECOND, state: "queued", claimed: false }]);
    const next = await remessa(t.key, { titles: [] });
    expect(next.files.flatMap((f) => f.titles.map((x) => x.movement)).sort()).toEqual([
      "due_date_change",
      "write_off",
    ]);
  });

  it("a build stopped after marking another shard's instruction sent, then dead-lettered, puts it back in the queue", async () => {
    const { t, old, fresh } = await spanningInstructions(61);
    const jobId = await unplannedRemessa(t);
    armFault("queue.send", 1);
    await runQueue("lote-jobs", [{ type: "remessa.plan", job_id: jobId, tenant_id: t.tenant_id }]);
    const file = await shardDb(SECOND)
      .prepare("SELECT id, attempt FROM cnab_files WHERE job_id = ?")
      .bind(jobId)
      .first<{ id: string; attempt: number }>();
    const build = {
      type: "remessa.build" as const,
      job_id: jobId,
      tenant_id: t.tenant_id,
      file_id: String(file?.id),
      attempt: Number(file?.attempt),
    };
    armFault("remessa.before_home_batch", 1);
    await runQueue("lote-jobs", [build]);
    // The other shard's batch ran (its instruction sent); the file's own did not.
    expect((await stored(old))[0]?.state).toBe("sent");
    expect((await stored(fresh))[0]).toMatchObject({ state: "queued", claimed: true });
    await runQueue("lote-jobs-dlq", [build], { attempts: 6 });
    expect((await waitForJob(t.key, jobId)).status).toBe("failed");
    // No bank got that file: both are queued again, and the next remessa carries them.
    expect(await stored(old)).toEqual([{ shard: FIRST, state: "queued", claimed: false }]);
    expect(await stored(fresh)).toEqual([{ shard: SECOND, state: "queued", claimed: false }]);
    const next = await remessa(t.key, { titles: [] });
    expect(next.files.flatMap((f) => f.titles)).toHaveLength(2);
  });
});
