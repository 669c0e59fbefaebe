// The consumer's decisions, per job kind and per message type, through the registry: for every
// message type a kind's module routes, the Worker's queue() handler is called directly (runQueue:
// createMessageBatch + getQueueResult) and the test asserts what it decided — ack, retry with a
// backoff delay, dead-letter handling, failure no retry can fix — and what became of the work.
// The cases are keyed by kind and message type (`Cases` below), so a new kind, or a new message
// type of a kind, does not compile until its consumer is covered here.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MessagesOf } from "../../src/jobs/kind";
import type { QueueMessage } from "../../src/jobs/messages";
import { JOB_KINDS, type JobKind, registry } from "../../src/jobs/registry";
import { armFault, disarmAllFaults, type FaultPoint } from "../../src/platform/faults";
import {
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  runQueue,
  startFailed,
  submit,
  type Tenant,
  tenantDb,
  waitForJob,
} from "./helpers";

afterEach(() => disarmAllFaults());

/** One piece of work a message names, set up with no message for it in flight. */
interface Work {
  body: QueueMessage;
  /** The work's state, summarised: `status` or `status:ERROR_CODE`, per item, file or artifact. */
  state(): Promise<string[]>;
}

interface Case {
  /** Sets up the work (a fresh tenant each time). */
  setup(): Promise<Work>;
  /** A point inside the consumer where storage or a bug can fail it. */
  fault: FaultPoint;
  /** The work's state once the consumer handled it. */
  done: string[];
  /** Its state after a failure the message is retried for (nothing of the step landed). */
  waiting: string[];
  /** Its state once failed as a whole with `code`. */
  failed(code: string): string[];
}

type TypesOf<K extends JobKind> = MessagesOf<(typeof registry)[K]["messages"]>["type"];
type Cases = { [K in JobKind]: { [T in TypesOf<K>]: Case } };

const itemStates = (key: string, jobId: string) => async () =>
  (await allItems(key, jobId)).map((i) => {
    const code = (i.errors as { code: string }[])[0]?.code;
    return code ? `${i.status}:${code}` : String(i.status);
  });

/** A boleto job of two items whose start could not send its messages: the items are pending. */
async function pendingBoletos(pdf: boolean) {
  const t = await newTenant();
  armFault("queue.send", 1);
  const jobId = await submit(t.key, { items: [boletoItem(1), boletoItem(2)], options: { pdf } });
  await startFailed();
  const items = await allItems(t.key, jobId);
  const refs = items.map((i) => ({ id: i.item_id as string, attempt: i.attempt as number }));
  return { t, jobId, refs };
}

const withoutExternalId = (i: number) => {
  const { external_id: _x, ...title } = boletoItem(i);
  return title;
};

/** A remessa job of two full titles whose start could not send its plan: the titles are pending. */
async function pendingRemessa() {
  const t = await newTenant();
  armFault("queue.send", 1);
  const res = await call("/v1/jobs/cnab/remessas", {
    method: "POST",
    key: t.key,
    json: { layout: "cnab240", titles: [withoutExternalId(1), withoutExternalId(2)] },
  });
  expect(res.status).toBe(202);
  await startFailed();
  return { t, jobId: (await json<{ job_id: string }>(res)).job_id };
}

/** The files of a remessa job: `status[:code]` each. */
async function fileStates(t: Tenant, jobId: string): Promise<string[]> {
  const page = await json<{ files: { status: string; errors: { code: string }[] }[] }>(
    await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key: t.key }),
  );
  return page.files.map((f) => (f.errors[0] ? `${f.status}:${f.errors[0].code}` : f.status));
}

/** Two issued boletos and an instructions job about them whose start could not send its message. */
async function pendingInstructions() {
  const t = await newTenant();
  const boletos = await submit(t.key, { items: [boletoItem(1), boletoItem(2)], options: { pdf: false } });
  await waitForJob(t.key, boletos);
  const issued = await allItems(t.key, boletos);
  // Their entries go to the bank first: an instruction is for a boleto the bank holds.
  const sent = await call("/v1/jobs/cnab/remessas", {
    method: "POST",
    key: t.key,
    json: { layout: "cnab240", titles: issued.map((i) => ({ item_id: i.item_id })) },
  });
  await waitForJob(t.key, (await json<{ job_id: string }>(sent)).job_id);
  armFault("queue.send", 1);
  const res = await call("/v1/jobs/instructions", {
    method: "POST",
    key: t.key,
    json: {
      instructions: issued.map((i) => ({
        boleto: { item_id: i.item_id },
        type: "write_off",
        layout: "cnab240",
      })),
    },
  });
  expect(res.status).toBe(202);
  await startFailed();
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  const refs = (
    await (
      await tenantDb(t.tenant_id)
    )
      .prepare("SELECT id, attempt FROM items WHERE job_id = ? ORDER BY idx")
      .bind(jobId)
      .all()
  ).results.map((r) => ({ id: String(r.id), attempt: Number(r.attempt) }));
  return { t, jobId, refs };
}

/** A retorno file a simulated bank answered for a remessa (uploaded afresh by each tenant). */
let retornoText = "";

const cases: Cases = {
  boletos: {
    "boletos.process": {
      async setup() {
        const { t, jobId, refs } = await pendingBoletos(false);
        return {
          body: { type: "boletos.process", job_id: jobId, tenant_id: t.tenant_id, items: refs },
          state: itemStates(t.key, jobId),
        };
      },
      fault: "consumer.before_item_write",
      done: ["completed", "completed"],
      // Claimed for validation before the write that failed; the redelivery finishes them.
      waiting: ["validating", "validating"],
      failed: (code) => [`failed:${code}`, `failed:${code}`],
    },
    "boletos.render": {
      async setup() {
        const { t, jobId, refs } = await pendingBoletos(true);
        // Computed, then the render messages cannot be sent: the items wait in `rendering`.
        armFault("queue.send", 1);
        await runQueue("lote-jobs", [
          { type: "boletos.process", job_id: jobId, tenant_id: t.tenant_id, items: refs },
        ]);
        expect(await itemStates(t.key, jobId)()).toEqual(["rendering", "rendering"]);
        return {
          body: { type: "boletos.render", job_id: jobId, tenant_id: t.tenant_id, items: refs },
          state: itemStates(t.key, jobId),
        };
      },
      fault: "r2.put",
      done: ["completed", "completed"],
      waiting: ["rendering", "rendering"],
      failed: (code) => [`failed:${code}`, `failed:${code}`],
    },
    "artifact.build": {
      async setup() {
        const t = await newTenant();
        const db = await tenantDb(t.tenant_id);
        const jobId = await submit(t.key, { items: [boletoItem(1)], options: { pdf: false } });
        const job = await waitForJob(t.key, jobId);
        // A merged PDF requested but never built (its build message lost).
        const artifactId = `art_${jobId.slice(4)}_merged_pdf_g${job.generation}`;
        const now = Date.now();
        await db
          .prepare(
            `INSERT INTO artifacts (id, tenant_id, job_id, kind, status, content_type, file_name, generation, created_at, updated_at)
           VALUES (?1, ?2, ?3, 'merged_pdf', 'building', 'application/pdf', ?4, ?5, ?6, ?6)`,
          )
          .bind(artifactId, t.tenant_id, jobId, `${jobId}.pdf`, job.generation, now)
          .run();
        return {
          body: { type: "artifact.build", job_id: jobId, tenant_id: t.tenant_id, artifact_id: artifactId },
          async state() {
            const row = await db
              .prepare("SELECT status, error ->> '$.code' AS code FROM artifacts WHERE id = ?")
              .bind(artifactId)
              .first();
            return [row?.code ? `${row.status}:${row.code}` : String(row?.status)];
          },
        };
      },
      fault: "r2.put",
      done: ["ready"],
      waiting: ["building"],
      failed: (code) => [`failed:${code}`],
    },
  },
  cnab_remessa: {
    "remessa.plan": {
      async setup() {
        const { t, jobId } = await pendingRemessa();
        const db = await tenantDb(t.tenant_id);
        return {
          body: { type: "remessa.plan", job_id: jobId, tenant_id: t.tenant_id },
          // Planned titles go on to their file's build (on the real queue): "planned" either way.
          async state() {
            return (
              await db
                .prepare(
                  "SELECT status, errors ->> '$[0].code' AS code FROM items WHERE job_id = ? ORDER BY idx",
                )
                .bind(jobId)
                .all()
            ).results.map((r) =>
              r.code
                ? `${r.status}:${r.code}`
                : r.status === "rendering" || r.status === "completed"
                  ? "planned"
                  : String(r.status),
            );
          },
        };
      },
      fault: "d1.write",
      done: ["planned", "planned"],
      waiting: ["pending", "pending"],
      failed: (code) => [`failed:${code}`, `failed:${code}`],
    },
    "remessa.build": {
      async setup() {
        const { t, jobId } = await pendingRemessa();
        const db = await tenantDb(t.tenant_id);
        // Planned into one file, then its build message cannot be sent: the file waits, pending.
        armFault("queue.send", 1);
        await runQueue("lote-jobs", [{ type: "remessa.plan", job_id: jobId, tenant_id: t.tenant_id }]);
        const [file] = (
          await db.prepare("SELECT id, attempt FROM cnab_files WHERE job_id = ?").bind(jobId).all()
        ).results;
        expect(file).toBeDefined();
        return {
          body: {
            type: "remessa.build",
            job_id: jobId,
            tenant_id: t.tenant_id,
            file_id: String(file?.id),
            attempt: Number(file?.attempt),
          },
          state: () => fileStates(t, jobId),
        };
      },
      fault: "d1.write",
      done: ["completed"],
      waiting: ["pending"],
      failed: (code) => [`failed:${code}`],
    },
  },
  cnab_retorno: {
    "retorno.parse": {
      async setup() {
        const t = await newTenant();
        armFault("queue.send", 1);
        const up = await call("/v1/jobs/cnab/retornos", {
          method: "POST",
          key: t.key,
          body: retornoText,
          headers: { "content-type": "text/plain" },
        });
        expect(up.status).toBe(202);
        await startFailed();
        const jobId = (await json<{ job_id: string }>(up)).job_id;
        return {
          body: { type: "retorno.parse", job_id: jobId, tenant_id: t.tenant_id },
          async state() {
            const job = await json<{ status: string; error: { code: string } | null }>(
              await call(`/v1/jobs/${jobId}`, { key: t.key }),
            );
            return [job.error ? `${job.status}:${job.error.code}` : job.status];
          },
        };
      },
      fault: "r2.get",
      done: ["completed"],
      waiting: ["validating"],
      failed: (code) => [`failed:${code}`],
    },
  },
  boleto_instructions: {
    "instructions.check": {
      async setup() {
        const { t, jobId, refs } = await pendingInstructions();
        return {
          body: { type: "instructions.check", job_id: jobId, tenant_id: t.tenant_id, items: refs },
          async state() {
            return (
              await (
                await tenantDb(t.tenant_id)
              )
                .prepare(
                  "SELECT status, errors ->> '$[0].code' AS code FROM items WHERE job_id = ? ORDER BY idx",
                )
                .bind(jobId)
                .all()
            ).results.map((r) => (r.code ? `${r.status}:${r.code}` : String(r.status)));
          },
        };
      },
      fault: "consumer.before_item_write",
      done: ["completed", "completed"],
      // Claimed for checking before the write that failed; the redelivery finishes them.
      waiting: ["validating", "validating"],
      failed: (code) => [`failed:${code}`, `failed:${code}`],
    },
  },
};

beforeAll(async () => {
  // A remessa the simulated bank answers: its retorno is what the retorno cases upload.
  const t = await newTenant();
  const db = await tenantDb(t.tenant_id);
  const res = await call("/v1/jobs/cnab/remessas", {
    method: "POST",
    key: t.key,
    json: { layout: "cnab240", titles: [withoutExternalId(1)] },
  });
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  expect((await waitForJob(t.key, jobId)).status).toBe("completed");
  const [file] = (await db.prepare("SELECT id FROM cnab_files WHERE job_id = ?").bind(jobId).all()).results;
  const sim = await call("/v1/sandbox/bank/retornos", {
    method: "POST",
    key: t.key,
    json: { file_id: file?.id, paid: "all" },
  });
  expect(sim.status).toBe(200);
  retornoText = await sim.text();
});

const rows = JOB_KINDS.flatMap((kind) =>
  Object.entries(registry[kind].messages).map(([type, route]) => ({
    kind,
    type,
    queue: `lote-${route.queue}`,
    c: (cases[kind] as Record<string, Case>)[type] as Case,
  })),
);

describe.each(rows)("$kind: $type", ({ type, queue, c }) => {
  it("is covered by a case", () => {
    expect(c, `no consumer case for ${type}`).toBeDefined();
  });

  it("handled: acked, and the work moved on", async () => {
    const w = await c.setup();
    const run = await runQueue(queue, [w.body]);
    expect(run.acked).toEqual(run.ids);
    expect(run.retried).toEqual([]);
    expect(await w.state()).toEqual(c.done);
  });

  it("a storage hiccup: retried with a backoff delay; the redelivery finishes the work", async () => {
    const w = await c.setup();
    armFault(c.fault, 1);
    const run = await runQueue(queue, [w.body], { envOverrides: { RETRY_BASE_DELAY_SECONDS: "2" } });
    expect(run.acked).toEqual([]);
    expect(run.retried).toHaveLength(1);
    const delay = run.retried[0]?.delaySeconds ?? -1;
    expect(delay).toBeGreaterThanOrEqual(1);
    expect(delay).toBeLessThanOrEqual(2);
    expect(await w.state()).toEqual(c.waiting);
    const again = await runQueue(queue, [w.body], { attempts: 2 });
    expect(again.acked).toEqual(again.ids);
    expect(await w.state()).toEqual(c.done);
  });

  it("dead-lettered: acked, and its work failed with RETRIES_EXHAUSTED", async () => {
    const w = await c.setup();
    const run = await runQueue(`${queue}-dlq`, [w.body], { attempts: 6 });
    expect(run.acked).toEqual(run.ids);
    expect(await w.state()).toEqual(c.failed("RETRIES_EXHAUSTED"));
  });

  it("a failure no retry can fix: not retried, its work failed with PROCESSING_ERROR", async () => {
    const w = await c.setup();
    armFault(c.fault, 1, "injected bug", "bug");
    const run = await runQueue(queue, [w.body]);
    expect(run.acked).toEqual(run.ids);
    expect(run.retried).toEqual([]);
    expect(await w.state()).toEqual(c.failed("PROCESSING_ERROR"));
  });
});
