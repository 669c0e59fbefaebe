/**
 * `npm run bench:registration`: boletos registered through the banks' APIs against lote's simulated
 * providers, over HTTP on a local lote (`wrangler dev`, own state, wiped). Per provider: TITLES
 * boletos in one job (`registration: "api"`) through a simulator limited to RATE requests/s that
 * injects a fault (5xx, 429, a timeout after the provider committed) every FAULT_EVERY-th request;
 * the time until every title is registered against the ideal (TITLES × the requests a title costs) / rate (the provider's own
 * documented rate when lower), the titles the simulator holds (must be exactly TITLES), and the
 * titles lost (must be 0). Then the latency from a Pix payment at the PSP to `paid` at lote.
 *
 * Env: BENCH_PROVIDERS (comma list; default every provider with a fixture), BENCH_TITLES (1000 for
 * the first provider, BENCH_TITLES_OTHERS for the rest, default 200), BENCH_RATE (50),
 * BENCH_FAULT_EVERY (10), BENCH_PIX_PAYMENTS (10).
 */
import {
  loadAverage,
  now,
  percentile,
  sleep,
  startService,
  table,
  api as untypedApi,
  createTenant as untypedCreateTenant,
} from "../scripts/e2e-client.mjs";
import { BANKS, pixApi } from "../src/engine/index";
import { CONNECTION_ACCOUNT, credentialsFor, FIXTURES, inputOf } from "../test/service/sandbox-fixtures";

const RATE = Number(process.env.BENCH_RATE ?? 50);
const FAULT_EVERY = Number(process.env.BENCH_FAULT_EVERY ?? 10);
const FIRST = Number(process.env.BENCH_TITLES ?? 1000);
const OTHERS = Number(process.env.BENCH_TITLES_OTHERS ?? 200);
const PIX_PAYMENTS = Number(process.env.BENCH_PIX_PAYMENTS ?? 10);
const PROVIDERS = (
  process.env.BENCH_PROVIDERS ??
  Object.keys(FIXTURES)
    .filter((p) => p !== "pix")
    .join(",")
)
  .split(",")
  .filter(Boolean);

type Svc = { url: string; stop(): Promise<void> };
type Api = (
  base: string,
  path: string,
  opts?: { method?: string; key?: string; json?: unknown },
) => Promise<{ status: number; body: unknown; ms: number }>;
const api = untypedApi as unknown as Api;
const createTenant = untypedCreateTenant as unknown as (
  base: string,
  name: string,
  limits: Record<string, number>,
) => Promise<{ key: string; tenant_id: string }>;

async function must(r: { status: number; body: unknown }, what: string, ok = [200, 201, 202, 204]) {
  if (!ok.includes(r.status)) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body as Record<string, unknown>;
}

async function connection(svc: Svc, key: string, provider: string) {
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
  await must(
    await api(svc.url, "/v1/connections", {
      method: "POST",
      key,
      json: {
        provider,
        name: `bench ${provider}`,
        environment: "simulator",
        credentials: await credentialsFor(provider, { id: "bench", secret: "bench" }),
        accounts: [account],
        limits: { rate_per_second: RATE },
      },
    }),
    "connection",
  );
}

async function registeredCount(svc: Svc, key: string, jobId: string): Promise<number> {
  let n = 0;
  let token: string | undefined;
  do {
    const q = `/v1/jobs/boletos/${jobId}/items?bank_status=registered&page_size=500${token ? `&page_token=${token}` : ""}`;
    const r = await api(svc.url, q, { key });
    const body = (await must(r, "items")) as { data: unknown[]; next_page_token?: string | null };
    n += body.data.length;
    token = body.next_page_token ?? undefined;
  } while (token);
  return n;
}

/**
 * Requests one title costs at the provider without faults: one, or two where the registration
 * answer carries no codes and they are read by a query — Inter (077): `POST /cobranca/v3/cobrancas`
 * answers only `codigoSolicitacao`, the codes come from `GET …/cobrancas/{codigoSolicitacao}`
 * (docs/connectors/077-inter.md). The connection's pace spends one token per request of either.
 */
function requestsPerTitle(provider: string): number {
  return provider === "077" ? 2 : 1;
}

async function registrationRun(svc: Svc, provider: string, titles: number) {
  const t = await createTenant(svc.url, `bench-reg-${provider}`, {
    max_items_per_job: 1000,
    rate_limit_per_minute: 100_000,
  });
  await connection(svc, t.key, provider);
  await must(
    await api(svc.url, `/v1/sandbox/providers/${provider}/settings`, {
      method: "PUT",
      key: t.key,
      json: {
        rate_per_second: RATE,
        fault_every: FAULT_EVERY,
        fault_kinds: ["5xx", "429", "timeout_after_commit"],
      },
    }),
    "settings",
  );
  const base = inputOf(provider);
  const items = Array.from({ length: titles }, (_, k) => ({
    ...base,
    our_number: String(Number(base.our_number) + k),
    document_number: `B${k}`,
    amount_cents: base.amount_cents + k,
    external_id: `bench-${provider}-${k}`,
  }));
  const t0 = now();
  const job = await must(
    await api(svc.url, "/v1/jobs/boletos", {
      method: "POST",
      key: t.key,
      json: { items, options: { registration: "api", pdf: false } },
    }),
    "job",
  );
  const jobId = job.job_id as string;
  const documented =
    (provider === "pix" ? pixApi : BANKS[provider]?.api)?.connector.limits.ratePerSecond ?? RATE;
  const rate = Math.min(RATE, documented);
  const ideal = ((titles * requestsPerTitle(provider)) / rate) * 1000;
  let registered = 0;
  const deadline = t0 + Math.max(600_000, 3 * ideal);
  while (registered < titles && now() < deadline) {
    await sleep(500);
    registered = await registeredCount(svc, t.key, jobId);
  }
  const ms = now() - t0;
  const held = (
    (await must(
      await api(svc.url, `/v1/sandbox/providers/${provider}/titles`, { key: t.key }),
      "titles",
    )) as {
      titles: unknown[];
    }
  ).titles.length;
  return { provider, titles, rate, ms, ideal, held, lost: titles - registered };
}

async function pixLatency(svc: Svc): Promise<number[]> {
  const t = await createTenant(svc.url, "bench-pix", {
    max_items_per_job: 1000,
    rate_limit_per_minute: 100_000,
  });
  await connection(svc, t.key, "pix");
  const out: number[] = [];
  for (let k = 0; k < PIX_PAYMENTS; k++) {
    const item = { ...inputOf("pix"), our_number: String(500 + k), external_id: `pix-${k}` };
    const job = await must(
      await api(svc.url, "/v1/jobs/boletos", {
        method: "POST",
        key: t.key,
        json: { items: [item], options: { pix_charge: "psp", pdf: false } },
      }),
      "pix job",
    );
    let id = "";
    let txid = "";
    for (let i = 0; i < 1200 && !txid; i++) {
      await sleep(50);
      const page = (await must(
        await api(svc.url, `/v1/jobs/boletos/${job.job_id}/items`, { key: t.key }),
        "items",
      )) as {
        data: { item_id: string }[];
      };
      id = page.data[0]?.item_id ?? "";
      if (!id) continue;
      const life = (await must(await api(svc.url, `/v1/boletos/${id}`, { key: t.key }), "life")) as {
        registrations: { provider: string; state: string; provider_ids: Record<string, string> | null }[];
      };
      const r = life.registrations.find((x) => x.provider === "pix" && x.state === "registered");
      txid = r?.provider_ids?.txid ?? "";
    }
    if (!txid) throw new Error(`pix: the cobv of ${id || "the item"} was not registered within 60 s`);
    const t0 = now();
    await must(
      await api(svc.url, "/v1/sandbox/providers/pix/pay", {
        method: "POST",
        key: t.key,
        json: {
          title: { txid },
          payment: { amount_cents: item.amount_cents, paid_on: new Date().toISOString().slice(0, 10) },
        },
      }),
      "pay",
    );
    for (;;) {
      const life = (await must(await api(svc.url, `/v1/boletos/${id}`, { key: t.key }), "life")) as {
        bank_status: string;
      };
      if (life.bank_status === "paid") break;
      if (now() - t0 > 30_000) throw new Error("the Pix payment never settled");
      await sleep(10);
    }
    out.push(now() - t0);
  }
  return out;
}

async function main() {
  console.log(
    `lote bench:registration — rate ${RATE}/s, a fault every ${FAULT_EVERY} requests, load ${loadAverage()}`,
  );
  const svc = (await startService({ name: "registration", persistDir: ".bench/state-registration" })) as Svc;
  try {
    const rows: string[][] = [];
    for (const [n, p] of PROVIDERS.entries()) {
      const r = await registrationRun(svc, p, n === 0 ? FIRST : OTHERS);
      rows.push([
        r.provider,
        String(r.titles),
        `${r.rate}/s`,
        `${(r.ms / 1000).toFixed(1)} s`,
        `${(r.ideal / 1000).toFixed(1)} s`,
        `${(r.ms / r.ideal).toFixed(2)}×`,
        String(r.held),
        String(r.lost),
      ]);
      console.log(
        `  ${p}: ${r.titles} titles in ${(r.ms / 1000).toFixed(1)} s (ideal ${(r.ideal / 1000).toFixed(1)} s), held ${r.held}, lost ${r.lost}`,
      );
    }
    table(["provider", "titles", "rate", "time", "ideal", "time/ideal", "held at provider", "lost"], rows);
    const pix = await pixLatency(svc);
    console.log(
      `Pix payment → boleto paid: p50 ${percentile(pix, 50)?.toFixed(0)} ms, p99 ${percentile(pix, 99)?.toFixed(0)} ms over ${pix.length} payments (load ${loadAverage()})`,
    );
  } finally {
    await svc.stop();
  }
}

await main();
