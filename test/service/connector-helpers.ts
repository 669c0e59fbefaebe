/**
 * Helpers of the connector tests: a simulator connection for a provider's fixture account, a boleto
 * issued by API, the boleto's life, waiting for a registration, paying at the simulated provider.
 */
import { expect } from "vitest";
import { call, json, submit, type Tenant, waitFor, waitForJob } from "./helpers";
import { life } from "./life-helpers";
import { CONNECTION_ACCOUNT, credentialsFor, inputOf } from "./sandbox-fixtures";

export interface Life {
  bank_status: string;
  attempt: number;
  due_date: string | null;
  barcode: string | null;
  pix_payload: string | null;
  paid_cents: number | null;
  registrations: {
    provider: string;
    state: string;
    attempts: number;
    provider_ids: Record<string, string> | null;
  }[];
  instructions: { type: string; state: string }[];
  payments: { amount_cents: number; source: { kind: string } }[];
  history: { kind: string }[];
}

/** A simulator connection of `provider` serving the fixture's account (or its Pix key). */
export async function connect(t: Tenant, provider: string, over: Record<string, unknown> = {}) {
  const i = inputOf(provider);
  const account =
    provider === "pix"
      ? { pix_key: (i.pix as { key: string }).key }
      : {
          agency: i.agency,
          account: i.account,
          ...(i.agreement ? { agreement: i.agreement } : {}),
          ...(CONNECTION_ACCOUNT[provider] ?? {}),
        };
  const res = await call("/v1/connections", {
    method: "POST",
    key: t.key,
    json: {
      provider,
      name: `sim ${provider}`,
      environment: "simulator",
      credentials: await credentialsFor(provider),
      accounts: [account],
      ...over,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<{ connection_id: string; webhook_path: string }>(res);
}

/** Issues one boleto of the provider's fixture with `options`; returns its item id once its job is final. */
export async function issueByApi(t: Tenant, provider: string, options: Record<string, unknown>, n = 1) {
  const items = Array.from({ length: n }, (_, k) => ({
    ...inputOf(provider),
    our_number: String(Number(inputOf(provider).our_number) + k),
    external_id: `api-${provider}-${k}`,
  }));
  const jobId = await submit(t.key, { items, options });
  const job = await waitForJob(t.key, jobId);
  const page = await json<{ data: { item_id: string; status: string; errors: unknown[] }[] }>(
    await call(`/v1/jobs/boletos/${jobId}/items`, { key: t.key }),
  );
  return { job, items: page.data };
}

export const lifeOf = async (t: Tenant, id: string) => (await life(t.key, id)) as unknown as Life;

/** Waits until the boleto's registration at `provider` is in `state`. */
export async function registered(t: Tenant, id: string, provider: string, state = "registered") {
  return waitFor(async () => {
    const l = await lifeOf(t, id);
    return l.registrations.find((r) => r.provider === provider && r.state === state) ? l : null;
  });
}

/** Pays the title at the simulated provider (its webhook, if it has one, reaches lote). */
export async function payAt(t: Tenant, provider: string, title: Record<string, string>, amount: number) {
  const res = await call(`/v1/sandbox/providers/${provider}/pay`, {
    method: "POST",
    key: t.key,
    json: { title, payment: { amount_cents: amount, paid_on: new Date().toISOString().slice(0, 10) } },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<{ found: boolean; webhooks: number; delivered?: boolean }>(res);
}
