// Exactly-once registration under faults, for every provider lote has a connector and a simulator
// for (issue 26: "fault tests prove exactly-once registration"; issue 29: one parametrised suite):
// a timeout after the provider committed, a 5xx, a 429 with Retry-After, an expired token, and a
// worker that dies right after the call — each time the title ends registered and the simulated
// provider holds exactly one title for it.
import { afterEach, describe, expect, it } from "vitest";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import { SANDBOX_PROVIDERS } from "../../src/sandbox/index";
import { connect } from "./connector-helpers";
import { call, json, newTenant, submit, type Tenant, waitFor, waitForJob } from "./helpers";
import { life } from "./life-helpers";
import { FIXTURES, inputOf } from "./sandbox-fixtures";

afterEach(() => disarmAllFaults());

const CASES = [
  {
    name: "a timeout after the provider committed",
    fault: { kind: "timeout_after_commit", operation: "register", count: 1 },
  },
  { name: "a 5xx", fault: { kind: "5xx", operation: "register", count: 2 } },
  {
    name: "a 429 with Retry-After",
    fault: { kind: "429", operation: "register", count: 1, retry_after_seconds: 1 },
  },
  { name: "an expired token", fault: { kind: "expired_token", operation: "register", count: 1 } },
  { name: "a worker that dies after the call", crash: true },
] as const;

async function titlesAt(t: Tenant, provider: string): Promise<number> {
  const r = await json<{ titles: unknown[] }>(
    await call(`/v1/sandbox/providers/${provider}/titles`, { key: t.key }),
  );
  return r.titles.length;
}

async function issueOne(t: Tenant, provider: string, n: number, options: Record<string, unknown>) {
  const base = inputOf(provider);
  const item = {
    ...base,
    our_number: String(Number(base.our_number) + n),
    document_number: `NF-${2000 + n}`,
    external_id: `f-${provider}-${n}`,
  };
  const jobId = await submit(t.key, { items: [item], options });
  await waitForJob(t.key, jobId);
  const page = await json<{ data: { item_id: string }[] }>(
    await call(`/v1/jobs/boletos/${jobId}/items`, { key: t.key }),
  );
  return page.data[0]?.item_id as string;
}

// Every simulated provider, Cora included (issued from the bank's codes: registered before rendering).
describe.each(SANDBOX_PROVIDERS.filter((p) => p in FIXTURES))(
  "provider %s: exactly once under faults",
  (provider) => {
    it("every fault ends with the title registered once, at lote and at the provider", {
      timeout: 150_000,
    }, async () => {
      const t = await newTenant();
      await connect(t, provider);
      const options =
        provider === "pix" ? { pix_charge: "psp", pdf: false } : { registration: "api", pdf: false };
      for (const [n, c] of CASES.entries()) {
        if ("fault" in c) {
          const res = await call(`/v1/sandbox/providers/${provider}/faults`, {
            method: "POST",
            key: t.key,
            json: { faults: [c.fault] },
          });
          expect(res.status, await res.clone().text()).toBe(200);
        } else armFault("connector.after_call", 1);
        const id = await issueOne(t, provider, n, options);
        const l = await waitFor(async () => {
          const x = (await life(t.key, id)) as unknown as {
            registrations: { provider: string; state: string; attempts: number }[];
          };
          return x.registrations.find((r) => r.provider === provider && r.state === "registered") ? x : null;
        }, 45_000);
        expect(l.registrations.find((r) => r.provider === provider)?.state, c.name).toBe("registered");
        expect(await titlesAt(t, provider), `${c.name}: one title each at the provider`).toBe(n + 1);
      }
    });
  },
);
