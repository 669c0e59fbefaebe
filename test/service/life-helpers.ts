/**
 * Helpers of the boleto-lifecycle tests (issue 17): remessas, the sandbox bank, retornos,
 * instructions and the webhooks a tenant endpoint received — all through the real routes and queues.
 */
import { expect } from "vitest";
import { call, env, json, waitFor, waitForJob } from "./helpers";

export interface FileView {
  file_id: string;
  status: string;
  file_sequence: number | null;
  title_count: number;
  titles: { item_id: string; status: string; movement: string | null; reference: string | null }[];
  errors: { code: string }[];
}

/** Creates a remessa job, waits for it, returns its id and files. */
export async function remessa(key: string, body: Record<string, unknown>) {
  const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key, json: body });
  if (res.status !== 202) throw new Error(`remessa: ${res.status} ${await res.text()}`);
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  const job = await waitForJob(key, jobId);
  const { files } = await json<{ files: FileView[] }>(
    await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key }),
  );
  return { jobId, job, files };
}

/** The sandbox bank's answer to a remessa file, uploaded as a retorno; returns the finished retorno job. */
export async function bankAnswers(key: string, fileId: string, body: Record<string, unknown> = {}) {
  const sim = await call("/v1/sandbox/bank/retornos", {
    method: "POST",
    key,
    json: { file_id: fileId, ...body },
  });
  if (sim.status !== 200) throw new Error(`sandbox: ${sim.status} ${await sim.text()}`);
  const up = await call("/v1/jobs/cnab/retornos", {
    method: "POST",
    key,
    body: await sim.text(),
    headers: { "content-type": "text/plain" },
  });
  expect(up.status).toBe(202);
  const jobId = (await json<{ job_id: string }>(up)).job_id;
  expect((await waitForJob(key, jobId)).status).toBe("completed");
  return json<{ job_id: string; summary: Record<string, unknown> }>(
    await call(`/v1/jobs/cnab/retornos/${jobId}`, { key }),
  );
}

/** Queues one instruction about a boleto and waits for its check; returns the instruction id and the job's item. */
export async function instruct(key: string, itemId: string, body: Record<string, unknown>) {
  const res = await call(`/v1/boletos/${itemId}/instructions`, { method: "POST", key, json: body });
  if (res.status !== 202) throw new Error(`instruction: ${res.status} ${await res.text()}`);
  const accepted = await json<{ job_id: string; instruction_id: string }>(res);
  await waitForJob(key, accepted.job_id);
  const page = await json<{ data: { status: string; errors: { code: string; path: string }[] }[] }>(
    await call(`/v1/jobs/instructions/${accepted.job_id}/items`, { key }),
  );
  return { ...accepted, item: page.data[0] as { status: string; errors: { code: string; path: string }[] } };
}

export interface InstructionView {
  instruction_id: string;
  type: string;
  state: string;
  claimed: boolean;
  remessa: { file_id: string; file_sequence: number | null } | null;
  resolution: { source: string; reasons?: { code: string }[]; occurrence?: { code: string } } | null;
}

/** A boleto's instructions. */
export async function instructionsOf(key: string, itemId: string): Promise<InstructionView[]> {
  return (await json<{ data: InstructionView[] }>(await call(`/v1/boletos/${itemId}/instructions`, { key })))
    .data;
}

/** A boleto's whole life. */
export async function life(key: string, itemId: string) {
  return json<
    Record<string, unknown> & { history: { kind: string; from: string | null; to: string | null }[] }
  >(await call(`/v1/boletos/${itemId}`, { key }));
}

/** Subscribes a receiver path to every event; returns a function reading the events it received, in order. */
export async function subscribe(
  key: string,
): Promise<() => Promise<{ type: string; data: Record<string, unknown> }[]>> {
  const hook = `/ok/${crypto.randomUUID()}`;
  const ep = await call("/v1/webhooks", {
    method: "POST",
    key,
    json: { url: `http://127.0.0.1${hook}`, events: ["*"] },
  });
  expect(ep.status).toBe(201);
  return async () => {
    const res = await env.RECEIVER.fetch(`http://receiver/__received?prefix=${encodeURIComponent(hook)}`);
    return ((await res.json()) as { body: string }[]).map((r) => JSON.parse(r.body));
  };
}

/** Waits until `read` returns an event of `type` (and `match`), and returns it. */
export async function eventOf(
  read: () => Promise<{ type: string; data: Record<string, unknown> }[]>,
  type: string,
  match: (d: Record<string, unknown>) => boolean = () => true,
) {
  return waitFor(async () => (await read()).find((e) => e.type === type && match(e.data)));
}
