/** Shared helpers for service tests (run inside workerd against the real local bindings). */
import { env, exports } from "cloudflare:workers";

export const ADMIN = "test_admin_token";
export const BASE = "http://lote.test";

/** Polls `f` until it returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  f: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`waitFor: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A request to the worker under test. */
export function call(
  path: string,
  init: RequestInit & { key?: string; json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return exports.default.fetch(new Request(`${BASE}${path}`, { ...init, headers, body }));
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export interface Tenant {
  tenant_id: string;
  key: string;
}

/** Creates a tenant through the admin API. */
export async function newTenant(limits: Record<string, number> = {}): Promise<Tenant> {
  const res = await call("/v1/admin/tenants", {
    method: "POST",
    key: ADMIN,
    json: {
      name: `tenant ${crypto.randomUUID().slice(0, 8)}`,
      limits: { rate_limit_per_minute: 100_000, ...limits },
    },
  });
  if (res.status !== 201) throw new Error(`newTenant: ${res.status} ${await res.text()}`);
  const body = await json<{ tenant_id: string; api_key: { key: string } }>(res);
  return { tenant_id: body.tenant_id, key: body.api_key.key };
}

export const BENEFICIARY = {
  name: "ACME Cobranças Ltda",
  document: "11.222.333/0001-81",
  address: {
    street: "Av. Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    zip_code: "01310-100",
  },
};

export const ITAU_ACCOUNT = {
  bank_code: "341",
  agency: "1565",
  account: "13877",
  account_digit: "1",
  wallet: "109",
};

/** A valid Itaú boleto item; `i` makes nosso número, amount and external_id unique. */
export function boletoItem(i: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    external_id: `ext-${i}`,
    ...ITAU_ACCOUNT,
    our_number: String(10_000 + i).padStart(8, "0"),
    amount_cents: 10_000 + i,
    due_date: "2027-03-10",
    issue_date: "2026-11-29",
    document_number: `NF-${i}`,
    beneficiary: BENEFICIARY,
    payer: {
      name: `José da Silva ${i}`,
      document: "529.982.247-25",
      address: {
        street: "Rua das Flores",
        number: String(i),
        district: "Centro",
        city: "São Paulo",
        state: "SP",
        zip_code: "01001-000",
      },
    },
    instructions: ["Não receber após 30 dias do vencimento", "Multa de 2% após o vencimento"],
    ...over,
  };
}

export interface JobView {
  job_id: string;
  status: string;
  generation: number;
  items: Record<string, number>;
  progress_percent: number;
  timings: Record<string, number | null>;
  storage: { artifacts: number; bytes_stored: number; by_type: Record<string, number> };
  audit: Record<string, unknown>;
}

const FINAL = new Set(["completed", "partially_completed", "failed"]);

/** Polls a job until it is final. */
export async function waitForJob(key: string, jobId: string, timeoutMs = 60_000): Promise<JobView> {
  return waitFor(
    async () => {
      const job = await json<JobView>(await call(`/v1/jobs/${jobId}`, { key }));
      return FINAL.has(job.status) ? job : null;
    },
    timeoutMs,
    150,
  );
}

/** Creates a boleto job and returns its id (asserting 202). */
export async function submit(
  key: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<string> {
  const res = await call("/v1/jobs/boletos", {
    method: "POST",
    key,
    json: body,
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
  });
  if (res.status !== 202) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return (await json<{ job_id: string }>(res)).job_id;
}

/** All items of a job (follows pagination). */
export async function allItems(
  key: string,
  jobId: string,
  status?: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let token = "";
  do {
    const q = new URLSearchParams({
      page_size: "500",
      ...(status ? { status } : {}),
      ...(token ? { page_token: token } : {}),
    });
    const page = await json<{ data: Record<string, unknown>[]; next_page_token: string }>(
      await call(`/v1/jobs/boletos/${jobId}/items?${q}`, { key }),
    );
    out.push(...page.data);
    token = page.next_page_token;
  } while (token);
  return out;
}

export { env };
