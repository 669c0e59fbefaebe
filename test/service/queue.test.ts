// Queue consumers: one end-to-end message through the real local queue, then the consumer's
// decisions (ack, retry and with which delay, dead-letter handling, stale or forged messages)
// asserted by calling the Worker's queue() handler directly — no polling, no sleeps.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { QueueMessage } from "../../src/jobs/messages";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import {
  allItems,
  boletoItem,
  newTenant,
  runQueue,
  startFailed,
  submit,
  waitFor,
  waitForJob,
} from "./helpers";

afterEach(() => disarmAllFaults());

describe("real local queue", () => {
  it("a message sent to lote-jobs reaches the consumer, which writes to D1", async () => {
    const id = crypto.randomUUID();
    await env.JOBS_QUEUE.send({ type: "ops.ping", id, sent_at: Date.now() });
    const row = await waitFor(async () =>
      env.DB.prepare("SELECT action, subject FROM audit_events WHERE id = ?")
        .bind(`ping_${id}`)
        .first<{ action: string; subject: string }>(),
    );
    expect(row).toEqual({ action: "ops.ping", subject: id });
  });
});

/**
 * A boleto job of `n` items (pdf off) whose items are still pending: the start's queue send is
 * made to fail once, so no message is on the real queue and the test delivers its own. (The
 * tenant gate retries the start 5 s later; by then the items are final and it sends nothing.)
 */
async function pendingJob(n: number, over: (i: number) => Record<string, unknown> = () => ({})) {
  const t = await newTenant();
  armFault("queue.send", 1);
  const jobId = await submit(t.key, {
    items: Array.from({ length: n }, (_, i) => boletoItem(i, over(i))),
    options: { pdf: false },
  });
  await startFailed();
  const items = await allItems(t.key, jobId);
  expect(items.map((i) => i.status)).toEqual(items.map(() => "pending"));
  const refs = items.map((i) => ({ id: i.item_id as string, attempt: i.attempt as number }));
  const process = (r = refs): QueueMessage => ({
    type: "boletos.process",
    job_id: jobId,
    tenant_id: t.tenant_id,
    items: r,
  });
  return { t, jobId, refs, process };
}

describe("queue consumer decisions (queue() called directly)", () => {
  it("a handled message is acked, and its effect is visible as soon as the handler returns", async () => {
    const { t, jobId, process } = await pendingJob(2, (i) => (i === 1 ? { amount_cents: -1 } : {}));
    const run = await runQueue("lote-jobs", [process()]);
    expect(run.acked).toEqual(run.ids);
    expect(run.retried).toEqual([]);
    expect((await allItems(t.key, jobId)).map((i) => i.status)).toEqual(["completed", "failed"]);
    expect((await waitForJob(t.key, jobId)).status).toBe("partially_completed");
  });

  it("a message of an unknown type is acked and dropped, not retried forever", async () => {
    const run = await runQueue("lote-jobs", [{ type: "no.such.type" } as unknown as QueueMessage]);
    expect(run.acked).toEqual(run.ids);
    expect(run.retried).toEqual([]);
  });

  it("each message is decided on its own: a transient failure retries only that one", async () => {
    const { t, jobId, process } = await pendingJob(1);
    const id = crypto.randomUUID();
    armFault("consumer.before_item_write", 1);
    const run = await runQueue("lote-jobs", [{ type: "ops.ping", id, sent_at: 1 }, process()]);
    expect(run.acked).toEqual(["msg-0"]);
    expect(run.retried).toEqual([{ id: "msg-1", delaySeconds: 0 }]);
    // The redelivery (attempt 2) finishes the item.
    const again = await runQueue("lote-jobs", [process()], { attempts: 2 });
    expect(again.acked).toEqual(again.ids);
    expect((await allItems(t.key, jobId))[0]?.status).toBe("completed");
  });

  it("the retry delay is exponential backoff with jitter on RETRY_BASE_DELAY_SECONDS, capped at 5 min", async () => {
    const { process } = await pendingJob(1);
    // (Attempts before the last: the last one fails the work instead, see queue-failures.test.ts.)
    for (const [attempts, base, min, max] of [
      [1, "2", 1, 2],
      [3, "2", 4, 8],
      [5, "60", 150, 300],
    ] as const) {
      armFault("consumer.before_item_write", 1);
      const run = await runQueue("lote-jobs", [process()], {
        attempts,
        envOverrides: { RETRY_BASE_DELAY_SECONDS: base },
      });
      const delay = run.retried[0]?.delaySeconds ?? -1;
      expect(delay, `attempt ${attempts}`).toBeGreaterThanOrEqual(min);
      expect(delay, `attempt ${attempts}`).toBeLessThanOrEqual(max);
    }
  });

  it("redelivered and stale messages are acked and change nothing", async () => {
    const { t, jobId, refs, process } = await pendingJob(3);
    expect((await runQueue("lote-jobs", [process()])).retried).toEqual([]);
    const items = await allItems(t.key, jobId);
    const stale = refs.map((r) => ({ ...r, attempt: 7 }));
    const run = await runQueue("lote-jobs", [process(), process(stale)]);
    expect(run.acked).toEqual(run.ids);
    const render = await runQueue("lote-render", [
      { type: "boletos.render", job_id: jobId, tenant_id: t.tenant_id, items: refs },
    ]);
    expect(render.acked).toEqual(render.ids);
    expect(await allItems(t.key, jobId)).toEqual(items);
  });

  it("a message naming another tenant's job is acked and ignored, by the consumer and its DLQ", async () => {
    const { t, jobId, refs } = await pendingJob(1);
    const other = await newTenant();
    const forged: QueueMessage = {
      type: "boletos.process",
      job_id: jobId,
      tenant_id: other.tenant_id,
      items: refs,
    };
    for (const queue of ["lote-jobs", "lote-jobs-dlq"]) {
      const run = await runQueue(queue, [forged]);
      expect(run.acked, queue).toEqual(run.ids);
    }
    expect((await allItems(t.key, jobId))[0]?.status).toBe("pending");
  });

  it("dead-lettered boletos.process fails only the unfinished items, with RETRIES_EXHAUSTED", async () => {
    const { t, jobId, refs, process } = await pendingJob(2);
    expect((await runQueue("lote-jobs", [process(refs.slice(0, 1))])).acked).toEqual(["msg-0"]);
    const run = await runQueue("lote-jobs-dlq", [process()], { attempts: 6 });
    expect(run.acked).toEqual(run.ids);
    const after = await allItems(t.key, jobId);
    expect(after.map((i) => i.status)).toEqual(["completed", "failed"]);
    expect(after[1]?.errors).toMatchObject([{ code: "RETRIES_EXHAUSTED" }]);
    expect((await waitForJob(t.key, jobId)).status).toBe("partially_completed");
  });
});
