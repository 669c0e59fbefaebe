// Fair dispatch (src/tenants/slices.ts, docs/scaling.md "Fair dispatch across tenants"): the
// slice book inside a real gate's storage with a recording send, then two tenants through the
// real local queue, where the small job of one is served before the flood of the other is over.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { QueueMessage } from "../../src/jobs/messages";
import { servingOrder } from "../../src/jobs/queue";
import { EXPECT_MS, expectExpress, expressExpected, resetExpress } from "../../src/platform/express";
import { parseLimits, parseTenantLimits, taskLimits, taskLimitsProblems } from "../../src/platform/limits";
import type { PaceLimits } from "../../src/platform/pacer";
import type { TenantGate } from "../../src/tenants/gate";
import { type Send, SliceBook, type SliceQueue } from "../../src/tenants/slices";
import { allItems, boletoItem, env, newTenant, runQueue, submit, waitForJob } from "./helpers";

const T0 = 1_800_000_000_000;

/** A send that records what went where, and fails while `failing` is set. */
function recorder() {
  const sent: { queue: SliceQueue; body: { n: number; slice: string } }[] = [];
  const state = { failing: false };
  const send: Send = async (queue, bodies) => {
    if (state.failing) throw new Error("queue refused");
    for (const b of bodies) sent.push({ queue, body: b as { n: number; slice: string } });
  };
  return { sent, send, state };
}

/** Runs `f` on a slice book kept in a fresh gate's own storage. */
async function withBook<T>(
  limits: Partial<Record<string, PaceLimits>>,
  f: (book: SliceBook) => Promise<T>,
): Promise<T> {
  const stub = env.TENANT_GATE.get(env.TENANT_GATE.idFromName(`ten_slices_${crypto.randomUUID()}`));
  return runInDurableObject(stub, (_gate: TenantGate, state) =>
    f(
      new SliceBook(state.storage.sql, (task) => ({
        leaseMs: 30_000,
        ...(limits[task] ?? { concurrency: 0, ratePerSecond: 0 }),
      })),
    ),
  );
}

const bodies = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ n: from + i }));

describe("the slice book", () => {
  it("sends a share at a time, in order; a finished slice releases the next", async () => {
    await withBook({ pdf: { concurrency: 2, ratePerSecond: 0 } }, async (book) => {
      const q = recorder();
      book.add("render", bodies(1, 5));
      expect(await book.pump(T0, q.send)).toBe(T0 + 30_000); // full: wakes when the first lease lapses
      expect(q.sent.map((s) => [s.queue, s.body.n])).toEqual([
        ["render", 1],
        ["render", 2],
      ]);
      expect(book.waiting()).toBe(3);
      expect(book.inFlight(T0)).toEqual({ pdf: 2 });
      await book.pump(T0 + 10, q.send);
      expect(q.sent).toHaveLength(2); // nothing released, nothing sent
      book.done([q.sent[0]?.body.slice as string]);
      await book.pump(T0 + 20, q.send);
      expect(q.sent.map((s) => s.body.n)).toEqual([1, 2, 3]);
    });
  });

  it("a slot whose done never comes lapses after its lease", async () => {
    await withBook({ pdf: { concurrency: 1, ratePerSecond: 0 } }, async (book) => {
      const q = recorder();
      book.add("render", bodies(1, 3));
      await book.pump(T0, q.send);
      expect(q.sent.map((s) => s.body.n)).toEqual([1]);
      await book.pump(T0 + 30_001, q.send);
      expect(q.sent.map((s) => s.body.n)).toEqual([1, 2]);
    });
  });

  it("a refused send keeps the slices and gives their slots back; the next pump sends them", async () => {
    await withBook({ validate: { concurrency: 2, ratePerSecond: 0 } }, async (book) => {
      const q = recorder();
      book.add("jobs", bodies(1, 3));
      q.state.failing = true;
      await expect(book.pump(T0, q.send)).rejects.toThrow("queue refused");
      expect(book.waiting()).toBe(3);
      expect(book.inFlight(T0)).toEqual({ validate: 0 });
      q.state.failing = false;
      await book.pump(T0 + 1, q.send);
      expect(q.sent.map((s) => [s.queue, s.body.n])).toEqual([
        ["jobs", 1],
        ["jobs", 2],
      ]);
    });
  });

  it("a tenant's validation waits while four shares of its renders wait", async () => {
    await withBook(
      { pdf: { concurrency: 1, ratePerSecond: 0 }, validate: { concurrency: 5, ratePerSecond: 0 } },
      async (book) => {
        const q = recorder();
        book.add("render", bodies(1, 6)); // 1 goes, 5 wait: more than 4 × 1
        book.add("jobs", bodies(100, 2));
        await book.pump(T0, q.send);
        expect(q.sent.map((s) => s.queue)).toEqual(["render"]);
        book.done([q.sent[0]?.body.slice as string]);
        await book.pump(T0 + 1, q.send); // render 2 goes; 4 wait: validation may go again
        expect(q.sent.map((s) => s.queue).sort()).toEqual(["jobs", "jobs", "render", "render"]);
      },
    );
  });

  it("a tenant with more than eight slices waiting is bulk: half its render share, its slices marked", async () => {
    await withBook(
      { pdf: { concurrency: 6, ratePerSecond: 0 }, validate: { concurrency: 4, ratePerSecond: 0 } },
      async (book) => {
        const q = recorder();
        book.add("render", bodies(1, 12)); // 12 wait: bulk, 3 of the 6 go
        book.add("jobs", bodies(100, 2)); // 2 wait: not bulk
        await book.pump(T0, q.send);
        const sent = q.sent.map((s) => [s.queue, s.body.n, (s.body as { bulk?: true }).bulk ?? false]);
        expect(sent).toEqual([
          ["jobs", 100, false],
          ["jobs", 101, false],
          ["render", 1, true],
          ["render", 2, true],
          ["render", 3, true],
        ]);
        for (const s of q.sent.slice(2)) book.done([s.body.slice]);
        await book.pump(T0 + 1, q.send); // 9 wait: still bulk
        expect(q.sent.slice(5).map((s) => s.body.n)).toEqual([4, 5, 6]);
        for (const s of q.sent.slice(5)) book.done([s.body.slice]);
        await book.pump(T0 + 2, q.send); // 6 wait: its whole share, unmarked
        expect(q.sent.slice(8).map((s) => [s.body.n, (s.body as { bulk?: true }).bulk ?? false])).toEqual([
          [7, false],
          [8, false],
          [9, false],
          [10, false],
          [11, false],
          [12, false],
        ]);
      },
    );
  });
});

describe("a consumer's batch", () => {
  it("works a bulk tenant's slices after the others', each group in delivery order", () => {
    const m = (id: string, bulk?: true) => ({
      id,
      body: { type: "boletos.render", ...(bulk ? { bulk } : {}) },
    });
    const batch = [m("a1", true), m("b1"), m("a2", true), m("c1"), { id: "x", body: null }];
    expect(servingOrder(batch).map((x) => x.id)).toEqual(["b1", "c1", "x", "a1", "a2"]);
  });
});

describe("a bulk slice behind a small tenant's", () => {
  /** A queue binding that records what is sent to it. */
  function recordingQueue() {
    const sent: unknown[] = [];
    const queue = {
      send: async (body: unknown) => {
        sent.push(body);
      },
      sendBatch: async (msgs: { body: unknown }[]) => {
        for (const m of msgs) sent.push(m.body);
      },
    };
    return { sent, queue };
  }

  it("goes once to the queue's tail while the small tenant's slices are expected here", async () => {
    resetExpress();
    const t = await newTenant();
    const jobId = await submit(t.key, { items: Array.from({ length: 3 }, (_, i) => boletoItem(i)) });
    await waitForJob(t.key, jobId);
    const items = (await allItems(t.key, jobId)).map((i) => ({
      id: i.item_id as string,
      attempt: i.attempt as number,
    }));
    const render = { type: "boletos.render", job_id: jobId, tenant_id: t.tenant_id, items } as const;
    const bulk = { ...render, slice: "pdf:1", bulk: true as const };
    const small = { ...render, slice: "pdf:2" };
    const run = async (bodies: QueueMessage[]) => {
      const q = recordingQueue();
      const r = await runQueue("lote-render", bodies, { envOverrides: { RENDER_QUEUE: q.queue } as never });
      expect(r.acked).toEqual(r.ids);
      return q.sent;
    };

    // One small slice dispatched through this isolate: a bulk slice about to start goes back once.
    expectExpress({ render: 1 }, Date.now());
    expect(await run([bulk])).toEqual([{ ...bulk, deferred: true }]);
    // Sent back already: it is worked the next time, even while small slices are still expected.
    const again = { ...bulk, deferred: true };
    expect(await run([again])).toEqual([]);
    // The small slice arrives in the same batch: worked first, it is no longer expected.
    expect(await run([bulk, small])).toEqual([]);
    expect(expressExpected("render", Date.now())).toBe(false);
    // Another queue's expected slices, or lapsed notes, hold nothing back.
    expectExpress({ jobs: 2 }, Date.now());
    expectExpress({ render: 1 }, Date.now() - EXPECT_MS - 1);
    expect(await run([bulk])).toEqual([]);
    resetExpress();
  });
});

describe("limits notation", () => {
  it("parses deployment and tenant limits, reports what it cannot read, and applies them in order", () => {
    expect(parseLimits("validate=4, pdf=8@20").limits).toEqual({
      validate: { concurrency: 4, ratePerSecond: 0 },
      pdf: { concurrency: 8, ratePerSecond: 20 },
    });
    expect(parseLimits("pdf=lots").errors).toHaveLength(1);
    // A share binds only the sliced task types; one for pix, cnab or a misspelt type is refused.
    expect(taskLimitsProblems("validate=4,pdf=8")).toEqual([]);
    expect(taskLimitsProblems("pdf=8,cnab=2,pdff=3").map((p) => p.scope)).toEqual(["cnab", "pdff"]);
    expect(parseTenantLimits("ten_a:pdf=1;ten_b:validate=3").limits.ten_a).toEqual({
      pdf: { concurrency: 1, ratePerSecond: 0 },
    });
    const vars = { deployment: "pdf=8", tenants: "ten_a:pdf=1" };
    expect(taskLimits(vars, "ten_a", "pdf").concurrency).toBe(1);
    expect(taskLimits(vars, "ten_b", "pdf").concurrency).toBe(8);
    expect(taskLimits(vars, "ten_b", "validate").concurrency).toBe(4); // the default
  });
});

describe("two tenants through the real queues", () => {
  it("tenant B's small job is final before tenant A's flood is", async () => {
    const a = await newTenant({ max_concurrent_jobs: 4 });
    const b = await newTenant();
    const flood = [];
    for (let j = 0; j < 3; j++)
      flood.push(
        await submit(a.key, {
          items: Array.from({ length: 400 }, (_, i) => boletoItem(j * 1000 + i)),
          options: { pdf: false },
        }),
      );
    const small = await submit(b.key, {
      items: Array.from({ length: 50 }, (_, i) => boletoItem(9000 + i)),
      options: { pdf: false },
    });
    const bJob = await waitForJob(b.key, small);
    expect(bJob.status).toBe("completed");
    // When B's job is final, A's 24 slices (3 × 400 items / 50) are not all done: B did not
    // wait behind them.
    const stub = env.TENANT_GATE.get(env.TENANT_GATE.idFromName(a.tenant_id));
    const left = await runInDurableObject(stub, (gate: TenantGate) => gate.sliceStats(Date.now()));
    expect(left.waiting + (left.inFlight.validate ?? 0)).toBeGreaterThan(0);
    for (const id of flood) expect((await waitForJob(a.key, id)).status).toBe("completed");
  });
});
