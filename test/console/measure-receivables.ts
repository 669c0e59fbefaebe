/**
 * Page-load times of the console's receivables pages for a tenant with 10,000 boletos (issue 28):
 * the Worker under wrangler's test harness (local D1, queues, R2; test/console/harness.ts), 10
 * boleto jobs of 1,000 issued through the API (real rendering), 6,000 of them sent in remessas
 * and answered by the sandbox bank (registered, 1,500 paid, 300 of those short); then, in the
 * headless Chromium, each page timed from the hash change to its content, 5 times (median and
 * max), and the API calls behind them timed alone. Not a test: run it by hand,
 *
 *   WRANGLER_SEND_METRICS=false npx tsx test/console/measure-receivables.ts [boletos=10000]
 *
 * and quote what it prints (docs/console.md, "Page-load times").
 */
import { launchBrowser, type Service, startService } from "./harness";

const TOTAL = Number(process.argv[2] ?? 10_000);
const PER_JOB = 1000;
const day = (offset: number) =>
  new Date(Date.now() - 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const address = {
  street: "Rua das Flores",
  number: "1",
  district: "Centro",
  city: "São Paulo",
  state: "SP",
  zip_code: "01001-000",
};

let svc: Service;
let key: string;

async function api<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; json?: unknown; body?: string; type?: string } = {},
): Promise<T> {
  const res = await fetch(`${svc.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      authorization: `Bearer ${key}`,
      ...(init.json !== undefined
        ? { "content-type": "application/json" }
        : init.type
          ? { "content-type": init.type }
          : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function waitJob(id: string): Promise<void> {
  for (;;) {
    const job = await api(`/v1/jobs/${id}`);
    if (["completed", "partially_completed", "failed"].includes(String(job.status))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]?.toFixed(0)} ms, max ${s[s.length - 1]?.toFixed(0)} ms`;
};

async function main() {
  const t0 = Date.now();
  const [service, browser] = await Promise.all([startService(), launchBrowser()]);
  svc = service;
  key = await svc.newTenant();
  const jobs: string[] = [];
  for (let j = 0; j < TOTAL / PER_JOB; j++) {
    const items = Array.from({ length: PER_JOB }, (_, k) => {
      const i = j * PER_JOB + k;
      return {
        external_id: `M-${i}`,
        bank_code: "341",
        agency: "1565",
        account: "13877",
        account_digit: "1",
        wallet: "109",
        our_number: String(1_000_000 + i).padStart(8, "0"),
        amount_cents: 10_000 + (i % 5000),
        due_date: day((i % 200) - 120),
        beneficiary: { name: "ACME Cobranças Ltda", document: "11.222.333/0001-81", address },
        payer: { name: `Pagador ${i} da Silva`, document: "529.982.247-25", address },
      };
    });
    jobs.push(
      (await api<{ job_id: string }>("/v1/jobs/boletos", { method: "POST", json: { items } })).job_id,
    );
  }
  for (const j of jobs) await waitJob(j);
  console.log(`issued ${TOTAL} boletos in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  // The first 6 jobs go to the bank; a quarter of those are paid, a fifth of the paid ones short.
  for (const j of jobs.slice(0, Math.ceil(jobs.length * 0.6))) {
    const rem = await api<{ job_id: string }>("/v1/jobs/cnab/remessas", {
      method: "POST",
      json: { layout: "cnab400", select: "pending" },
    });
    await waitJob(rem.job_id);
    const files = await api<{ files: { file_id: string; titles: { our_number?: string }[] }[] }>(
      `/v1/jobs/cnab/remessas/${rem.job_id}/files`,
    );
    for (const f of files.files) {
      const base = Number(jobs.indexOf(j)) * PER_JOB;
      const outcomes = Array.from({ length: PER_JOB / 4 }, (_, k) => ({
        our_number: String(1_000_000 + base + k * 4).padStart(8, "0"),
        kind: "paid",
        paid_on: day(-(k % 30)),
        ...(k % 5 === 0 ? { paid_cents: 5_000 } : {}),
      }));
      const sim = await fetch(`${svc.url}/v1/sandbox/bank/retornos`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ file_id: f.file_id, outcomes }),
      });
      if (sim.status !== 200) {
        console.log(`sandbox: ${sim.status} ${(await sim.text()).slice(0, 200)}`);
        continue;
      }
      const up = await api<{ job_id: string }>("/v1/jobs/cnab/retornos", {
        method: "POST",
        body: await sim.text(),
        type: "text/plain",
      });
      await waitJob(up.job_id);
    }
  }
  const all = await api<{ totals: Record<string, { count: number }> }>("/v1/boletos?page_size=1");
  console.log("totals", JSON.stringify(all.totals), `set up in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const calls = [
    "/v1/boletos?page_size=50",
    "/v1/boletos?page_size=50&q=Pagador%20777",
    "/v1/boletos?page_size=50&q=52998224725",
    "/v1/boletos?page_size=50&overdue=true&sort=due_date",
    "/v1/boletos?page_size=50&bank_status=paid&divergence=any",
    "/v1/boletos?page_size=50&sort=-amount",
    "/v1/boletos/summary?days=30",
  ];
  for (const path of calls) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      await api(path);
      times.push(performance.now() - s);
    }
    console.log(`API ${path}: ${stats(times)}`);
  }
  const csv = performance.now();
  const res = await fetch(`${svc.url}/v1/boletos?format=csv`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const lines = (await res.text()).split("\r\n").length - 2;
  console.log(`API /v1/boletos?format=csv: ${lines} rows in ${(performance.now() - csv).toFixed(0)} ms`);

  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  await page.goto(`${svc.url}/console/`, { waitUntil: "networkidle0" });
  await page.type("#key", key);
  await page.click("form button[type=submit]");
  await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Lotes de boletos");
  const one = (await api<{ data: { item_id: string }[] }>("/v1/boletos?page_size=1&bank_status=paid")).data[0]
    ?.item_id;
  const pages: [string, string][] = [
    ["#/dashboard", "#chart-overdue svg"],
    ["#/boletos", "#boletos-list tbody tr"],
    ["#/boletos?q=Pagador%20777", "#boletos-list tbody tr"],
    ["#/boletos?overdue=true&sort=due_date", "#boletos-list tbody tr"],
    [`#/boletos/${one}`, "#pdf-frame"],
    [`#/jobs/${jobs[0]}`, "#remessa-titles"],
  ];
  for (const [hash, ready] of pages) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.evaluate(() => {
        location.hash = "#/upload";
      });
      await page.waitForSelector("#csv-file");
      const s = performance.now();
      await page.evaluate((h) => {
        location.hash = h;
      }, hash);
      await page.waitForSelector(ready, { timeout: 60_000 });
      times.push(performance.now() - s);
    }
    console.log(`page ${hash.replace(/itm_\w+|job_\w+/, "…")}: ${stats(times)}`);
  }
  await browser.close();
  await svc.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
