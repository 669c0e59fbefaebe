/**
 * The service fuzz suites' harness: the response check every request goes through (a clean 2xx,
 * or a 4xx problem+json with a stable code — never a 5xx), a per-file record of what was accepted,
 * the fixtures the suites aim at, and the checks that whatever was accepted ends final with sound
 * artifacts. Each fuzz file runs in its own isolate with its own tenant, so they run in parallel.
 */
import { expect } from "vitest";
import { FILE_BANK_FIELDS } from "../../engine/cnab/fixtures";
import {
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  SHARDS,
  shardDb,
  type Tenant,
  waitFor,
  waitForJob,
} from "../helpers";
import { entryTitles } from "./values";

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  request_id: string;
  errors?: { code: string; path: string; message: string }[];
}

export interface Clean {
  status: number;
  body: unknown;
}

/** A clean 2xx, or a 4xx problem+json with a stable code. Anything else fails with the body. */
export async function clean(res: Response, what: string): Promise<Clean> {
  const text = await res.text();
  if (res.status >= 500 || res.status < 200 || (res.status >= 300 && res.status < 400)) {
    throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 800)}`);
  }
  if (res.status >= 400) {
    expect(res.headers.get("content-type"), `${what}: ${text.slice(0, 300)}`).toContain(
      "application/problem+json",
    );
    const p = JSON.parse(text) as Problem;
    expect(p.code, what).toMatch(/^[A-Z][A-Z0-9_]+$/);
    expect(p.status, what).toBe(res.status);
    expect(typeof p.request_id, what).toBe("string");
    return { status: res.status, body: p };
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // 2xx bodies that are not JSON (the sandbox answers a text file)
  }
  return { status: res.status, body };
}

/** A POST with a raw body and an optional content type. */
export function post(
  path: string,
  key: string,
  body: BodyInit,
  contentType?: string,
  headers: HeadersInit = {},
) {
  const h = new Headers(headers);
  if (contentType) h.set("content-type", contentType);
  return call(path, { method: "POST", key, body, headers: h });
}

export type Kind = "boletos" | "remessa" | "retorno" | "instructions";

/** What one fuzz file got accepted, to be checked final at its end. */
export class Accepted {
  readonly jobs: { kind: Kind; jobId: string; label: string }[] = [];
  /** Items whose text was hostile but valid: they must complete, not merely end final. */
  readonly mustComplete = new Set<string>();
  /** Remessa jobs of valid titles with hostile text: every file must complete. */
  readonly mustCompleteFiles = new Set<string>();

  /** Records an accepted job (a 202, or a retorno's 200 replay). */
  track(kind: Kind, res: Clean, label: string): void {
    if (res.status === 202 || (res.status === 200 && kind === "retorno")) {
      const id = (res.body as { job_id?: string }).job_id;
      if (id) this.jobs.push({ kind, jobId: id, label });
    }
  }
}

export interface RemessaFilesView {
  files: {
    file_id: string;
    status: string;
    layout: string;
    url: string | null;
    record_count: number | null;
    titles: { item_id: string; status: string }[];
  }[];
  rejected_titles: unknown[];
}

export async function remessaFiles(key: string, jobId: string): Promise<RemessaFilesView> {
  return json<RemessaFilesView>(await call(`/v1/jobs/cnab/remessas/${jobId}/files`, { key }));
}

/** The targets the suites aim at: a tenant and, in it, a job of each kind in a known state. */
export interface Fixtures {
  T: Tenant;
  boletoJob: string;
  /** An issued boleto of `boletoJob` (never sent: its instructions name their layout). */
  issuedItem: string;
  failedItem: string;
  remessaJob: string;
  completedFile: string;
  failedFile: string;
  failedFileJob: string;
  deliveryId: string;
  retornoText: string;
}

/** Builds the fixtures (about two seconds): a tenant with room for many jobs and one of each. */
export async function fixtures(): Promise<Fixtures> {
  const T = await newTenant({ max_concurrent_jobs: 100, max_pending_jobs: 10_000 });
  const hook = `http://127.0.0.1/ok/${crypto.randomUUID()}`;
  const post202 = async (path: string, body: unknown) =>
    (await json<{ job_id: string }>(await call(path, { method: "POST", key: T.key, json: body }))).job_id;
  const boletoJob = await post202("/v1/jobs/boletos", {
    items: [boletoItem(1), boletoItem(2, { amount_cents: -1 })],
    options: { pdf: false },
    webhook_url: hook,
  });
  const remessaJob = await post202("/v1/jobs/cnab/remessas", { titles: entryTitles("341", "cnab240") });
  // Espécie "ME" is a valid boleto that Bradesco's CNAB 400 refuses: with every title refused,
  // the file fails (one refused title alone would fail alone and leave the file to the others).
  const brad = entryTitles("237", "cnab400").map((x) => ({ ...x, document_kind: "ME" }));
  const failedFileJob = await post202("/v1/jobs/cnab/remessas", { titles: brad });
  for (const id of [boletoJob, remessaJob, failedFileJob]) await waitForJob(T.key, id);
  const [issued, failed] = await allItems(T.key, boletoJob);
  const completedFile = (await remessaFiles(T.key, remessaJob)).files[0]?.file_id as string;
  const failedFile = (await remessaFiles(T.key, failedFileJob)).files.find((f) => f.status === "failed")
    ?.file_id as string;
  const deliveries = await waitFor(async () => {
    const d = await json<{ data: { delivery_id: string }[] }>(
      await call(`/v1/webhooks/deliveries?job_id=${boletoJob}`, { key: T.key }),
    );
    return d.data.length > 0 ? d.data : null;
  });
  const sim = await call("/v1/sandbox/bank/retornos", {
    method: "POST",
    key: T.key,
    json: { file_id: completedFile, paid: "all" },
  });
  expect(sim.status).toBe(200);
  const fx: Fixtures = {
    T,
    boletoJob,
    issuedItem: issued?.item_id as string,
    failedItem: failed?.item_id as string,
    remessaJob,
    completedFile,
    failedFile,
    failedFileJob,
    deliveryId: deliveries[0]?.delivery_id as string,
    retornoText: await sim.text(),
  };
  expect(fx.failedItem).toBeTruthy();
  expect(fx.completedFile).toBeTruthy();
  expect(fx.failedFile).toBeTruthy();
  return fx;
}

/** `{ file_bank_fields }` some banks' files need (Banco do Brasil's wallet_variation). */
export const fileSettings = { file_bank_fields: FILE_BANK_FIELDS };

/** Every JSON POST endpoint, for the generic properties (invalid UTF-8, nesting, wrong types). */
export interface Endpoint {
  name: string;
  path: () => string;
  key: () => string;
  kind?: Kind;
}

export function jsonEndpoints(fx: () => Fixtures, admin: string): Endpoint[] {
  const key = () => fx().T.key;
  return [
    { name: "boletos", path: () => "/v1/jobs/boletos", key, kind: "boletos" },
    { name: "remessas", path: () => "/v1/jobs/cnab/remessas", key, kind: "remessa" },
    { name: "instructions", path: () => "/v1/jobs/instructions", key, kind: "instructions" },
    {
      name: "boleto instruction",
      path: () => `/v1/boletos/${fx().issuedItem}/instructions`,
      key,
      kind: "instructions",
    },
    {
      name: "item retry",
      path: () => `/v1/jobs/boletos/${fx().boletoJob}/items/${fx().failedItem}/retry`,
      key,
    },
    { name: "retry-failed", path: () => `/v1/jobs/boletos/${fx().boletoJob}/retry-failed`, key },
    { name: "artifacts", path: () => `/v1/jobs/boletos/${fx().boletoJob}/artifacts`, key },
    {
      name: "file retry",
      path: () => `/v1/jobs/cnab/remessas/${fx().failedFileJob}/files/${fx().failedFile}/retry`,
      key,
    },
    { name: "webhooks", path: () => "/v1/webhooks", key },
    { name: "redeliver", path: () => `/v1/webhooks/deliveries/${fx().deliveryId}/redeliver`, key },
    { name: "sandbox", path: () => "/v1/sandbox/bank/retornos", key },
    { name: "admin tenants", path: () => "/v1/admin/tenants", key: () => admin },
    {
      name: "admin api-keys",
      path: () => `/v1/admin/tenants/${fx().T.tenant_id}/api-keys`,
      key: () => admin,
    },
  ];
}

/** The own property names of the two prototypes, to compare at the end of a file. */
export function prototypeNames(): { object: string[]; array: string[] } {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
  };
}

/** Nothing hostile added to Object.prototype or Array.prototype since `before`. */
export function expectNoPollution(before: { object: string[]; array: string[] }): void {
  expect(prototypeNames()).toEqual(before);
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
  expect(probe.status).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
}

/** Polls until none of `jobIds` (and none of their items) is unfinished. */
export async function waitAllFinal(jobIds: string[], timeoutMs = 240_000): Promise<void> {
  if (jobIds.length === 0) return;
  await waitFor(
    async () => {
      let n = 0;
      for (const name of SHARDS) {
        const open = await shardDb(name)
          .prepare(
            `SELECT (SELECT COUNT(*) FROM jobs WHERE id IN (SELECT value FROM json_each(?1))
                   AND status NOT IN ('completed', 'partially_completed', 'failed'))
              + (SELECT COUNT(*) FROM items WHERE job_id IN (SELECT value FROM json_each(?1))
                   AND status NOT IN ('completed', 'failed', 'skipped')) AS n`,
          )
          .bind(JSON.stringify(jobIds))
          .first<{ n: number }>();
        n += open?.n ?? 0;
      }
      return n === 0;
    },
    timeoutMs,
    250,
  );
}
