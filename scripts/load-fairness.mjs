// The fairness scenario of `npm run load -- --scenario fairness [--rounds N] [--side-by-side]`:
// tenant A floods (4 jobs of 1,000 boletos with PDF and HTML, at once: within its default limits)
// while tenant B submits 100-item jobs (four, one every 2.5 s); B alone is measured first, in the
// same service. The whole thing runs against a service with fair dispatch on and one with it off
// (FAIR_DISPATCH, src/tenants/slices.ts), one after the other in each round, so every figure is a
// ratio of the same run. TASK_LIMITS and ITEMS_PER_RENDER_MESSAGE in the environment try other
// settings. Afterwards every job is checked against the API and the local D1: every item final,
// none lost or duplicated.
import {
  api,
  boletoJob,
  createTenant,
  fmtMs,
  fmtS,
  loadAverage,
  now,
  percentile,
  startService,
  table,
  waitForJob,
} from "./e2e-client.mjs";
import { configuredShards, queryLocalD1 } from "./lib.mjs";

const print = (s = "") => console.log(s);
const A_JOBS = 4;
const A_ITEMS = 1000;
const B_ITEMS = 100;
const B_ALONE_RUNS = 5;
/**
 * During the flood B submits this many jobs, one every B_EVERY_MS whether its last one is final
 * or not: the same work with fair dispatch on and off, so A's throughput compares like with like
 * (a B that waited for each job would offer more work the better it is served), and well within
 * what the service carries, so B's times show how it is served, not a queue of its own making.
 */
const B_FLOOD_JOBS = 4;
const B_EVERY_MS = 2500;
const median = (xs) => percentile(xs, 50);
/** The median of one figure (`ms`: the client's, `server`: the service's) of B's timed jobs. */
const med = (list, k) => median(list.map((t) => t[k]));
const bRatio = (r, k) => med(r.flood, k) / med(r.alone, k);

/** One accepted job: POST → 202, timed; on 429 waits Retry-After and tries again. */
async function submit(url, tenant, body, record) {
  for (;;) {
    const r = await api(url, "/v1/jobs/boletos", { method: "POST", key: tenant.key, json: body });
    record.statuses[r.status] = (record.statuses[r.status] ?? 0) + 1;
    if (r.status === 202) {
      record.accept.push({ ms: r.ms, items: body.items.length });
      return r.body.job_id;
    }
    if (r.status === 429) {
      await new Promise((res) => setTimeout(res, Number(r.headers.get("retry-after") ?? "1") * 1000));
      continue;
    }
    throw new Error(`POST /v1/jobs/boletos: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  }
}

/**
 * A job from POST to final, in ms; the job is kept for the checks. B's small jobs are polled every
 * 25 ms (their time is the measurement), A's every 250 ms (polling shares the service's thread).
 */
async function timedJob(url, tenant, body, record, everyMs = 25, onAccept = () => {}) {
  const t0 = now();
  const id = await submit(url, tenant, body, record);
  onAccept();
  const { job } = await waitForJob(url, tenant.key, id, { since: t0, everyMs });
  record.jobs.push({ id, tenant: tenant.name, expected: body.items.length, job });
  // The service's own time for the job: from its record (the accept) to final. The client's adds
  // the HTTP answers, which locally share one workerd thread with the consumers (see below).
  const server = Date.parse(job.finished_at) - Date.parse(job.created_at);
  return { ms: now() - t0, server };
}

/** One service, one mode: warm-up, B alone, then A's flood with B beside it. */
async function runMode(mode, round) {
  const svc = await startService({
    name: `fair-${mode}`,
    persistDir: `.bench/fair-${mode}-state`,
    log: () => {},
    // TASK_LIMITS in the environment tries other shares (e.g. TASK_LIMITS=validate=4,pdf=8),
    // ITEMS_PER_RENDER_MESSAGE another render slice.
    vars: {
      FAIR_DISPATCH: mode,
      ...(process.env.TASK_LIMITS ? { TASK_LIMITS: process.env.TASK_LIMITS } : {}),
      ...(process.env.ITEMS_PER_RENDER_MESSAGE
        ? { ITEMS_PER_RENDER_MESSAGE: process.env.ITEMS_PER_RENDER_MESSAGE }
        : {}),
    },
  });
  const record = { mode, round, accept: [], statuses: {}, jobs: [], loadStart: loadAverage() };
  try {
    const shards = configuredShards();
    const a = await createTenant(svc.url, "fair-A", {}, shards[0]);
    const b = await createTenant(svc.url, "fair-B", {}, shards[1 % shards.length]);
    let n = 1;
    const next = (count) => {
      const first = n;
      n += count;
      return first;
    };
    // Warm-up: the first requests compile and open everything.
    await timedJob(svc.url, a, boletoJob(next(50), 50, { prefix: "wa" }), record);
    await timedJob(svc.url, b, boletoJob(next(50), 50, { prefix: "wb" }), record);
    record.accept.length = 0;

    const alone = [];
    for (let i = 0; i < B_ALONE_RUNS; i++)
      alone.push(await timedJob(svc.url, b, boletoJob(next(B_ITEMS), B_ITEMS, { prefix: "b" }), record));

    // The flood: A's four jobs at once; B's jobs at a steady pace until A's are final.
    const flood = [];
    const t0 = now();
    let accepted;
    const aAccepted = new Promise((res) => {
      accepted = res;
    });
    let aIn = 0;
    const aJobs = Promise.all(
      Array.from({ length: A_JOBS }, () => {
        const body = boletoJob(next(A_ITEMS), A_ITEMS, { prefix: "a" });
        body.options = { pdf: true, html: true };
        const onAccept = () => {
          if (++aIn === A_JOBS) accepted();
        };
        return timedJob(svc.url, a, body, record, 250, onAccept).then((t) => t.ms);
      }),
    );
    const bLoop = (async () => {
      // B starts once A's four jobs are accepted (a 100-item POST answers sooner than a 1,000-item
      // one: started with them, B's first job would get ahead of the flood it is to wait behind).
      const bJobs = [];
      await aAccepted;
      await new Promise((res) => setTimeout(res, 300));
      for (let i = 0; i < B_FLOOD_JOBS; i++) {
        const body = boletoJob(next(B_ITEMS), B_ITEMS);
        bJobs.push(timedJob(svc.url, b, body, record).then((t) => flood.push(t)));
        await new Promise((res) => setTimeout(res, B_EVERY_MS));
      }
      await Promise.all(bJobs);
    })();
    const aMs = await aJobs;
    const floodMs = now() - t0;
    await bLoop;
    // Everything final (with fair dispatch off, B's jobs end after A's: FIFO serves them last).
    const allMs = now() - t0;
    record.alone = alone;
    record.flood = flood;
    record.aMs = aMs;
    record.floodMs = floodMs;
    // A's throughput: its 4,000 items over the time from its first POST to its last job final.
    record.aThroughput = (A_JOBS * A_ITEMS) / (Math.max(...aMs) / 1000);
    // Everything's (A's and B's items, first POST to the last job final, whoever's it is): what
    // the mechanism costs. A's own figure also carries B's share, which fair dispatch serves
    // before A's last items by design and FIFO after them.
    record.allMs = allMs;
    record.allThroughput = (A_JOBS * A_ITEMS + B_FLOOD_JOBS * B_ITEMS) / (allMs / 1000);
    record.loadEnd = loadAverage();
  } finally {
    await svc.stop();
  }
  record.status5xx = svc.stats.status5xx;
  record.checks = check(record, svc.persistTo);
  return record;
}

/** Every job final with all its items, none duplicated (API answers and the local D1). */
function check(record, persistTo) {
  const lost = [];
  const dup = [];
  for (const j of record.jobs) {
    if (j.job.status !== "completed") lost.push(`job ${j.id} (${j.tenant}): ${j.job.status}`);
  }
  const ids = new Set(record.jobs.map((j) => j.id));
  for (const binding of configuredShards()) {
    const [perJob, dupArt, openAttempts] = queryLocalD1(
      `SELECT job_id, COUNT(*) AS n, COUNT(DISTINCT idx) AS idx_n, SUM(status = 'completed') AS completed FROM items GROUP BY job_id;
       SELECT item_id, attempt, kind, COUNT(*) AS n FROM artifacts WHERE item_id IS NOT NULL GROUP BY item_id, attempt, kind HAVING n > 1 LIMIT 20;
       SELECT COUNT(*) AS n FROM item_attempts WHERE status NOT IN ('completed','failed','skipped');`,
      { persistTo, binding },
    );
    for (const c of perJob) {
      const j = record.jobs.find((x) => x.id === c.job_id);
      if (!ids.has(c.job_id) || !j) continue;
      if (c.n < j.expected || c.completed < j.expected)
        lost.push(`job ${c.job_id}: ${c.completed}/${j.expected} completed in D1`);
      if (c.n > j.expected || c.idx_n !== c.n)
        dup.push(`job ${c.job_id}: ${c.n} item rows for ${j.expected}`);
    }
    for (const d of dupArt) dup.push(`${d.n} ${d.kind} artifacts for item ${d.item_id} attempt ${d.attempt}`);
    if ((openAttempts[0]?.n ?? 0) > 0)
      lost.push(`${openAttempts[0].n} item attempts not final on ${binding}`);
  }
  const jobsChecked = record.jobs.length;
  const items = record.jobs.reduce((s, j) => s + j.expected, 0);
  return { lost, dup, jobsChecked, items };
}

/** `npm run load -- --scenario fairness`: returns the process exit code. */
export async function runFairness({ rounds = 1, sideBySide = false } = {}) {
  print(
    `lote load, fairness scenario — ${new Date().toISOString()} · ${rounds} round(s), fair dispatch on / off`,
  );
  print(`Node ${process.version} · loadavg at start ${loadAverage()}`);
  print(
    `A: ${A_JOBS} × ${A_ITEMS} boletos with PDF and HTML at once; B: ${B_FLOOD_JOBS} jobs of ${B_ITEMS} (PDF), one every ${B_EVERY_MS} ms`,
  );
  const records = [];
  // One service at a time, the order alternating from round to round (on first, then off first),
  // so a drift of the machine's load over the run weighs on both modes alike. Each service then has
  // the machine to itself as tenant B would: side by side (`--side-by-side`, the earlier default)
  // B's time under the flood also carried the other service's flood, which competes for the same
  // two cores, and B alone did not.
  for (let r = 1; r <= rounds; r++) {
    const order = r % 2 === 1 ? ["on", "off"] : ["off", "on"];
    let both;
    if (sideBySide) {
      print(`· round ${r}: starting a service with fair dispatch on and one with it off, side by side`);
      both = await Promise.all(order.map((mode) => runMode(mode, r)));
    } else {
      print(`· round ${r}: fair dispatch ${order[0]}, then ${order[1]}, each service alone`);
      both = [];
      for (const mode of order) both.push(await runMode(mode, r));
    }
    both.sort((x, y) => (x.mode === "on" ? -1 : 1) - (y.mode === "on" ? -1 : 1));
    for (const rec of both) {
      const mode = rec.mode;
      records.push(rec);
      print(
        `  ${mode}: B alone ${fmtMs(med(rec.alone, "server"))} (service; client ${fmtMs(med(rec.alone, "ms"))}), under the flood ${fmtMs(med(rec.flood, "server"))} (client ${fmtMs(med(rec.flood, "ms"))}), A's flood ${fmtS(rec.floodMs)}`,
      );
    }
  }
  print();
  const rows = records.map((r) => {
    const big = r.accept.filter((x) => x.items >= A_ITEMS).map((x) => x.ms);
    const all = r.accept.map((x) => x.ms);
    return [
      `${r.round} ${r.mode}`,
      `${fmtMs(med(r.alone, "server"))} (${fmtMs(med(r.alone, "ms"))})`,
      `${fmtMs(med(r.flood, "server"))} (${fmtMs(med(r.flood, "ms"))})`,
      `${bRatio(r, "server").toFixed(2)}× (${bRatio(r, "ms").toFixed(2)}×)`,
      fmtS(r.floodMs),
      `${r.aThroughput.toFixed(0)}/s`,
      `${r.allThroughput.toFixed(0)}/s`,
      `${fmtMs(percentile(all, 50))} / ${fmtMs(percentile(all, 99))}`,
      `${fmtMs(Math.max(...big))}`,
      `${r.loadStart} → ${r.loadEnd}`,
    ];
  });
  table(
    [
      "round mode",
      "B alone: service (client)",
      "B under flood",
      "B ratio",
      "A flood",
      "A items/s",
      "all items/s",
      "accept p50 / p99",
      "A POST max",
      "load",
    ],
    rows,
    print,
  );
  const on = records.filter((r) => r.mode === "on");
  const off = records.filter((r) => r.mode === "off");
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ratio = mean(on.map((r) => bRatio(r, "server")));
  const drop = 1 - mean(on.map((r) => r.aThroughput)) / mean(off.map((r) => r.aThroughput));
  const acceptOn = percentile(
    on.flatMap((r) => r.accept.map((x) => x.ms)),
    99,
  );
  print();
  const verdicts = [];
  const verdict = (ok, text) => {
    verdicts.push(ok);
    print(`${ok ? "PASS" : "FAIL"}  ${text}`);
  };
  verdict(
    ratio <= 2,
    `B under A's flood / B alone (the service's time, accept to final), fair dispatch on: ${ratio.toFixed(2)}× (≤ 2×)`,
  );
  print(
    `      client's time ${mean(on.map((r) => bRatio(r, "ms"))).toFixed(2)}×; fair dispatch off: ${mean(off.map((r) => bRatio(r, "server"))).toFixed(2)}× (client ${mean(off.map((r) => bRatio(r, "ms"))).toFixed(2)}×), the queues first in first out`,
  );
  verdict(drop <= 0.1, `A's throughput, on against off: ${(-drop * 100).toFixed(1)} % (drop ≤ 10 %)`);
  const allDrop = 1 - mean(on.map((r) => r.allThroughput)) / mean(off.map((r) => r.allThroughput));
  print(
    `INFO  everything's throughput (A's and B's items until the last is final), on against off: ${(-allDrop * 100).toFixed(1)} %`,
  );
  print(`INFO  accept p99 while the scenario runs, fair dispatch on: ${fmtMs(acceptOn)} (target ≤ 150 ms)`);
  // By request size: A's four 1,000-item POSTs arrive at once (locally one workerd thread takes
  // them one after the other), B's 100-item POSTs one at a time beside the flood.
  const acceptOf = (items) => on.flatMap((r) => r.accept.filter((x) => x.items === items).map((x) => x.ms));
  print(
    `INFO  … B's ${B_ITEMS}-item POSTs p99 ${fmtMs(percentile(acceptOf(B_ITEMS), 99))}; A's ${A_ITEMS}-item POSTs (${A_JOBS} at once) p50 ${fmtMs(percentile(acceptOf(A_ITEMS), 50))}, max ${fmtMs(Math.max(...acceptOf(A_ITEMS)))}`,
  );
  const lost = records.flatMap((r) => r.checks.lost);
  const dup = records.flatMap((r) => r.checks.dup);
  const fives = records.reduce(
    (s, r) =>
      s + r.status5xx + Object.entries(r.statuses).reduce((t, [k, v]) => t + (Number(k) >= 500 ? v : 0), 0),
    0,
  );
  const checked = records.reduce((s, r) => s + r.checks.jobsChecked, 0);
  const items = records.reduce((s, r) => s + r.checks.items, 0);
  verdict(lost.length === 0, `0 lost (${checked} jobs, ${items} items checked against the API and D1)`);
  for (const l of lost.slice(0, 10)) print(`      ${l}`);
  verdict(dup.length === 0, "0 duplicated");
  for (const d of dup.slice(0, 10)) print(`      ${d}`);
  verdict(fives === 0, `0 5xx (${fives})`);
  return verdicts.every(Boolean) ? 0 : 1;
}
