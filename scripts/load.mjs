#!/usr/bin/env node
// `npm run load [-- --seconds N --max-jobs N --inflight N]`: starts lote locally (own state in
// .bench/load-state, wiped), forks scripts/load-driver.mjs as a second process that drives it over
// loopback for a bounded time (several tenants submitting 200-item jobs with deliberate errors and
// Idempotency-Key retries, polling, retrying items, downloading PDFs, zips and manifests), then
// checks every accepted item against the API, the local D1 (the directory and every data shard the
// tenants were spread over), the local R2 and the stored manifests.
// Prints PASS/FAIL for zero lost, zero duplicated, zero 5xx; exits non-zero on any FAIL.
// `--scenario fairness [--rounds N] [--side-by-side]` runs the fair-dispatch scenario instead (load-fairness.mjs).
import { fork } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  createTenant,
  fmtMs,
  fmtS,
  loadAverage,
  now,
  RuntimeMemory,
  startService,
  table,
} from "./e2e-client.mjs";
import { configuredShards, getLocalR2Object, queryLocalD1, ROOT } from "./lib.mjs";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "180" },
    "max-jobs": { type: "string", default: "400" },
    inflight: { type: "string", default: "3" },
    "r2-sample": { type: "string", default: "8" },
    // `fairness`: tenant A floods while tenant B submits small jobs (scripts/load-fairness.mjs).
    scenario: { type: "string", default: "mixed" },
    rounds: { type: "string", default: "1" },
    // fairness: run the on and off services at once instead of one after the other.
    "side-by-side": { type: "boolean", default: false },
  },
});
const SECONDS = Number(args.seconds);
const MAX_JOBS = Number(args["max-jobs"]);
const INFLIGHT = Number(args.inflight);
const R2_SAMPLE = Number(args["r2-sample"]);

const print = (s = "") => console.log(s);
/** The data shards (wrangler.toml's DATA_SHARDS): the tenants are spread over them. */
const SHARDS = configuredShards();
const sha256 = (buf) => createHash("sha256").update(buf).digest("hex");

/** Tenants with different limits, so 429s (rate and pending) happen on purpose. */
const TENANTS = [
  {
    name: "load-roomy",
    limits: { rate_limit_per_minute: 60_000, max_concurrent_jobs: 4, max_pending_jobs: 50 },
  },
  {
    name: "load-one-slot",
    limits: { rate_limit_per_minute: 60_000, max_concurrent_jobs: 1, max_pending_jobs: 1 },
  },
  {
    name: "load-slow-rate",
    limits: { rate_limit_per_minute: 60, max_concurrent_jobs: 4, max_pending_jobs: 50 },
  },
  { name: "load-defaults", limits: {} },
];

function runDriver(config) {
  return new Promise((resolve, reject) => {
    const child = fork(join(ROOT, "scripts", "load-driver.mjs"), [], {
      execPath: process.execPath,
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let result = null;
    child.on("message", (m) => {
      result = m;
    });
    child.on("exit", (code) => {
      if (result?.type === "result") resolve({ result, pid: child.pid });
      else reject(new Error(result?.error ?? `load driver exited with ${code} without a result`));
    });
    child.on("error", reject);
    child.send({ type: "start", config });
  });
}

/** Every key in the local R2 bucket(s), from miniflare's object index (read-only), or null. */
async function listLocalR2(persistTo) {
  const dir = join(persistTo, "v3", "r2", "miniflare-R2BucketObject");
  if (!existsSync(dir)) return null;
  let DatabaseSync;
  try {
    process.removeAllListeners("warning");
    ({ DatabaseSync } = await import("node:sqlite"));
  } catch {
    return null;
  }
  const keys = new Map();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".sqlite") || f === "metadata.sqlite") continue;
    const db = new DatabaseSync(join(dir, f), { readOnly: true });
    try {
      for (const r of db.prepare("SELECT key, size FROM _mf_objects").all()) keys.set(r.key, r.size);
    } finally {
      db.close();
    }
  }
  return keys;
}

async function main() {
  const t0 = now();
  print(
    `lote load — ${new Date().toISOString()} · ${SECONDS} s, ≤ ${MAX_JOBS} jobs, ${TENANTS.length} tenants × ${INFLIGHT} jobs in flight`,
  );
  print(`Node ${process.version} · loadavg at start ${loadAverage()}`);
  const svc = await startService({ name: "load", persistDir: ".bench/load-state", log: print });
  const mem = new RuntimeMemory(svc.child.pid, { port: svc.port });
  mem.start();
  let driver;
  let cronTicks = 0;
  let cronStatus = null;
  const cron = setInterval(() => {
    fetch(`${svc.url}/cdn-cgi/local/scheduled`).then(
      (r) => {
        cronTicks++;
        cronStatus = r.status;
        return r.body?.cancel();
      },
      () => {},
    );
  }, 60_000);
  try {
    print(`· ready in ${fmtS(svc.startMs)} at ${svc.url}`);
    // The tenants go to the data shards in turn, so the run exercises every shard.
    const tenants = [];
    for (const [i, t] of TENANTS.entries())
      tenants.push(await createTenant(svc.url, t.name, t.limits, SHARDS[i % SHARDS.length]));
    mem.phase("load");
    print(`· ${fmtS(now() - t0)}: tenants created`);
    print(`· forking the load driver (second process) for ${SECONDS} s; housekeeping cron ticked every 60 s`);
    driver = await runDriver({
      url: svc.url,
      tenants: tenants.map((t) => ({ tenant_id: t.tenant_id, key: t.key, name: t.name })),
      seconds: SECONDS,
      maxJobs: MAX_JOBS,
      inflight: INFLIGHT,
    });
    mem.stop();
  } finally {
    clearInterval(cron);
    mem.stop();
    print(`· ${fmtS(now() - t0)}: stopping the service`);
    await svc.stop();
  }
  print(`· ${fmtS(now() - t0)}: checking D1 (wrangler d1 execute)`);
  const r = driver.result;
  const checks = verify(r, svc.persistTo);
  const shards = checkShards(svc.persistTo);
  print(`· ${fmtS(now() - t0)}: checking R2`);
  const r2 = await checkR2(checks.artifacts, svc.persistTo);
  report(r, checks, r2, shards, {
    svc,
    mem,
    t0,
    cronTicks,
    cronStatus,
    driverPid: driver.pid,
    tenants: TENANTS,
  });
}

// ── D1 checks ──────────────────────────────────────────────────────────────────────────────────

/**
 * Runs `sql` (statements separated by `;`) on every data shard and concatenates each statement's
 * rows: every query here stays within one shard (a tenant's jobs and all their rows live on one).
 */
function onEveryShard(sql, persistTo) {
  let out = null;
  for (const binding of SHARDS) {
    const res = queryLocalD1(sql, { persistTo, binding });
    out = out ? out.map((rows, i) => [...rows, ...(res[i] ?? [])]) : res;
  }
  return out;
}

/**
 * The shards themselves: how many tenants and jobs each holds, and that every row of every shard
 * belongs to a tenant the directory places there (no tenant's data on another tenant's shard).
 */
function checkShards(persistTo) {
  const [placed] = queryLocalD1("SELECT tenant_id, shard FROM placement;", { persistTo });
  const per = [];
  const leaks = [];
  for (const binding of SHARDS) {
    const allowed = new Set(placed.filter((p) => p.shard === binding).map((p) => p.tenant_id));
    const tables = [
      "jobs",
      "items",
      "external_ids",
      "artifacts",
      "webhook_deliveries",
      "cnab_files",
      "retorno_entries",
    ];
    const res = queryLocalD1(
      [
        "SELECT COUNT(*) AS jobs, COUNT(DISTINCT tenant_id) AS tenants FROM jobs;",
        "SELECT COUNT(*) AS n FROM items;",
        ...tables.map((t) => `SELECT DISTINCT tenant_id, '${t}' AS t FROM ${t};`),
      ].join("\n"),
      { persistTo, binding },
    );
    const [[counts], [itemRows], ...owners] = res;
    for (const rows of owners)
      for (const o of rows)
        if (!allowed.has(o.tenant_id))
          leaks.push(`${o.t} on ${binding}: tenant ${o.tenant_id} is not placed there`);
    per.push({
      binding,
      jobs: counts?.jobs ?? 0,
      tenants: counts?.tenants ?? 0,
      items: itemRows?.n ?? 0,
      placed: allowed.size,
    });
  }
  return { per, leaks };
}

function verify(r, persistTo) {
  // \`+col\` keeps SQLite (no ANALYZE stats locally) from picking a (status, …) index over item_id.
  const q = (sql) => onEveryShard(sql, persistTo);
  const [jobs, perJob, attemptsBad, attemptTotals, dupArtifacts, missingPdf, dupIdem] = q(`
    SELECT id, tenant_id, status, items_total, generation, idempotency_key FROM jobs WHERE kind = 'boletos';
    SELECT job_id, COUNT(*) AS n, COUNT(DISTINCT idx) AS idx_n,
           SUM(status IN ('completed','failed','skipped')) AS final_n,
           SUM(status = 'completed') AS completed, SUM(status = 'failed') AS failed, SUM(status = 'skipped') AS skipped
      FROM items GROUP BY job_id;
    SELECT i.id, i.job_id, i.idx, i.status, i.attempt, COUNT(a.attempt) AS rows_n, MIN(a.attempt) AS min_a,
           MAX(a.attempt) AS max_a, SUM(a.attempt = i.attempt AND a.status = i.status) AS current_ok,
           SUM(a.status NOT IN ('completed','failed','skipped')) AS open_rows
      FROM items i LEFT JOIN item_attempts a ON a.item_id = i.id GROUP BY i.id
    HAVING NOT ((rows_n = i.attempt AND min_a = 1 AND max_a = i.attempt AND current_ok = 1 AND open_rows = 0)
             OR (i.status = 'skipped' AND i.attempt = 1 AND rows_n = 0))
     LIMIT 100;
    SELECT (SELECT COUNT(*) FROM item_attempts) AS attempt_rows,
           (SELECT COUNT(*) FROM item_attempts a WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.id = a.item_id)) AS orphan_rows,
           (SELECT COUNT(*) FROM items i WHERE NOT EXISTS (SELECT 1 FROM item_attempts a WHERE a.item_id = i.id)) AS admission_skipped,
           (SELECT COUNT(*) FROM items WHERE attempt > 1) AS retried_items;
    SELECT item_id, attempt, kind, COUNT(*) AS n FROM artifacts WHERE item_id IS NOT NULL
     GROUP BY item_id, attempt, kind HAVING n > 1 LIMIT 100;
    SELECT i.id, i.job_id, i.idx FROM items i WHERE +i.status = 'completed' AND NOT EXISTS (
      SELECT 1 FROM artifacts a WHERE a.item_id = i.id AND a.attempt = i.attempt AND +a.kind = 'pdf' AND +a.status = 'ready') LIMIT 100;
    SELECT tenant_id, idempotency_key, COUNT(*) AS n FROM jobs WHERE idempotency_key IS NOT NULL
     GROUP BY tenant_id, idempotency_key HAVING n > 1;
  `);
  const [artifacts, current] = q(`
    SELECT id, job_id, item_id, attempt, kind, status, r2_key, r2_offset, sha256, size, generation FROM artifacts;
    SELECT i.job_id, i.id, i.idx, i.status, i.attempt, a.id AS art_id, a.kind, a.sha256
      FROM items i LEFT JOIN artifacts a ON a.item_id = i.id AND a.attempt = i.attempt AND +a.status = 'ready'
     ORDER BY i.job_id, i.idx, a.kind;
  `);

  const lost = [];
  const dup = [];
  const mismatch = [];
  const accepted = new Map(r.jobs.map((j) => [j.job_id, j]));
  const allClientIds = new Set(r.jobs.flatMap((j) => j.job_ids ?? [j.job_id]));
  const d1Jobs = new Map(jobs.map((j) => [j.id, j]));
  const counts = new Map(perJob.map((c) => [c.job_id, c]));
  for (const [id, j] of accepted) {
    const row = d1Jobs.get(id);
    const c = counts.get(id);
    if (!row) {
      lost.push(`job ${id} (${j.idem}) accepted but not in D1`);
      continue;
    }
    if (!c || c.n < j.expected.length)
      lost.push(`job ${id}: ${c?.n ?? 0} item rows for ${j.expected.length} accepted items`);
    if (c && c.n > j.expected.length)
      dup.push(`job ${id}: ${c.n} item rows for ${j.expected.length} accepted items`);
    if (c && c.idx_n !== c.n) dup.push(`job ${id}: ${c.n - c.idx_n} duplicated item indexes`);
    if (c && c.final_n !== c.n) lost.push(`job ${id}: ${c.n - c.final_n} items not in a final state`);
    if (row.items_total !== j.expected.length) mismatch.push(`job ${id}: items_total ${row.items_total}`);
    if (row.status !== j.final.status || row.generation !== j.final.generation)
      mismatch.push(
        `job ${id}: D1 ${row.status} g${row.generation}, client saw ${j.final.status} g${j.final.generation}`,
      );
    for (const s of ["completed", "failed", "skipped"]) {
      const want = j.expected.filter((x) => x === s).length;
      if (c && c[s] !== want) mismatch.push(`job ${id}: ${c[s]} ${s} in D1, expected ${want}`);
    }
  }
  for (const j of jobs)
    if (!allClientIds.has(j.id))
      dup.push(`job ${j.id} (key ${j.idempotency_key}) in D1 but never answered to the client`);
  for (const d of dupIdem) dup.push(`Idempotency-Key ${d.idempotency_key}: ${d.n} jobs`);
  for (const a of attemptsBad) {
    const line = `item ${a.id} (job ${a.job_id} #${a.idx}) ${a.status} attempt ${a.attempt}: ${a.rows_n} attempt rows [${a.min_a}..${a.max_a}], current ok ${a.current_ok}, open ${a.open_rows}`;
    (a.rows_n > a.attempt ? dup : lost).push(line);
  }
  // One aggregate row per shard: added up.
  const totals = {};
  for (const row of attemptTotals) for (const [k, v] of Object.entries(row)) totals[k] = (totals[k] ?? 0) + v;
  if (totals.orphan_rows > 0) dup.push(`${totals.orphan_rows} item_attempts rows without an item`);
  for (const d of dupArtifacts)
    dup.push(`${d.n} ${d.kind} artifacts for item ${d.item_id} attempt ${d.attempt}`);
  for (const m of missingPdf)
    lost.push(`completed item ${m.id} (job ${m.job_id} #${m.idx}) has no ready PDF artifact`);

  // The stored manifest of every job against D1 (items, status, attempt, artifacts and sha256).
  const byJob = new Map();
  for (const row of current) {
    const list = byJob.get(row.job_id) ?? new Map();
    const it = list.get(row.id) ?? { idx: row.idx, status: row.status, attempt: row.attempt, arts: [] };
    if (row.art_id) it.arts.push(`${row.art_id}:${row.kind}:${row.sha256}`);
    list.set(row.id, it);
    byJob.set(row.job_id, list);
  }
  const artById = new Map(artifacts.map((a) => [a.id, a]));
  let manifestsChecked = 0;
  for (const [id, j] of accepted) {
    const m = j.manifest;
    const d1 = byJob.get(id) ?? new Map();
    if (!m || m.error) {
      lost.push(`job ${id}: no stored manifest (${m?.error ?? "not fetched"})`);
      continue;
    }
    manifestsChecked++;
    const row = artById.get(m.artifact_id);
    if (!row || row.sha256 !== m.sha256)
      mismatch.push(`job ${id}: manifest ${m.artifact_id} sha256 differs from D1`);
    if (m.items.length !== d1.size)
      mismatch.push(`job ${id}: manifest lists ${m.items.length} items, D1 has ${d1.size}`);
    for (const it of m.items) {
      const d = d1.get(it.item_id);
      if (!d) {
        mismatch.push(`job ${id}: manifest item ${it.item_id} not in D1`);
        continue;
      }
      const arts = it.artifacts.map((a) => `${a.artifact_id}:${a.type}:${a.sha256}`).sort();
      if (
        d.status !== it.status ||
        d.attempt !== it.attempt ||
        d.idx !== it.index ||
        arts.join() !== [...d.arts].sort().join()
      )
        mismatch.push(
          `job ${id} #${it.index}: manifest ${it.status}/a${it.attempt}/${arts.length} artifacts, D1 ${d.status}/a${d.attempt}/${d.arts.length}`,
        );
    }
    // What the client saw through the API at the end agrees with D1 as well.
    for (const it of j.items ?? []) {
      const d = d1.get(it.item_id);
      if (!d || d.status !== it.status || d.attempt !== it.attempt)
        mismatch.push(
          `job ${id} #${it.index}: API ${it.status}/a${it.attempt}, D1 ${d?.status}/a${d?.attempt}`,
        );
    }
  }
  return { jobs, perJob, totals, artifacts, lost, dup, mismatch, manifestsChecked, d1Items: current.length };
}

// ── R2 checks ──────────────────────────────────────────────────────────────────────────────────

async function checkR2(artifacts, persistTo) {
  const stored = artifacts.filter((a) => a.status === "ready" && a.r2_key);
  const keys = await listLocalR2(persistTo);
  const missing = [];
  const wrongSize = [];
  if (keys) {
    for (const a of stored) {
      if (!keys.has(a.r2_key)) missing.push(`${a.kind} ${a.id}: ${a.r2_key}`);
      else if (a.size != null && a.r2_offset == null && keys.get(a.r2_key) !== a.size)
        wrongSize.push(`${a.kind} ${a.id}: R2 ${keys.get(a.r2_key)} B, D1 ${a.size} B`);
      // A document in a pack (one object per render message) must lie inside it.
      else if (a.size != null && a.r2_offset != null && keys.get(a.r2_key) < a.r2_offset + a.size)
        wrongSize.push(`${a.kind} ${a.id}: R2 pack ${keys.get(a.r2_key)} B, D1 ${a.r2_offset} + ${a.size} B`);
    }
  }
  const referenced = new Set(stored.map((a) => a.r2_key));
  const unreferenced = keys ? [...keys.keys()].filter((k) => !referenced.has(k)).length : null;
  // A sample read back through wrangler itself, content checked against D1's sha256.
  const sample = [];
  const pool = [...stored];
  for (let i = 0; i < R2_SAMPLE && pool.length; i++) {
    const a = pool.splice(Math.floor(Math.random() * pool.length), 1)[0];
    const object = getLocalR2Object("lote-artifacts", a.r2_key, { persistTo });
    const body = object && a.r2_offset != null ? object.subarray(a.r2_offset, a.r2_offset + a.size) : object;
    const ok = body != null && sha256(body) === a.sha256 && body.length === a.size;
    sample.push({ kind: a.kind, key: a.r2_key, ok });
    if (!ok)
      missing.push(
        `${a.kind} ${a.id}: wrangler r2 object get ${body == null ? "found nothing" : "returned other bytes"}`,
      );
  }
  return { exhaustive: keys != null, checked: stored.length, missing, wrongSize, unreferenced, sample };
}

// ── report ─────────────────────────────────────────────────────────────────────────────────────

function report(r, c, r2, shards, { svc, mem, t0, cronTicks, cronStatus, driverPid, tenants }) {
  const s = r.stats;
  const jobs = r.jobs;
  const items = jobs.reduce((n, j) => n + j.expected.length, 0);
  const finalItems = jobs.reduce(
    (n, j) => n + (j.items ?? []).filter((i) => ["completed", "failed", "skipped"].includes(i.status)).length,
    0,
  );
  const by = (k) => jobs.reduce((n, j) => n + (j.final?.items?.[k] ?? 0), 0);
  const finalJobs = jobs.filter((j) =>
    ["completed", "partially_completed", "failed"].includes(j.final?.status),
  ).length;
  print("");
  print(`═══ Load: driver pid ${driverPid} (second process, loopback), ${fmtS(r.submitMs)} of traffic ═══`);
  table(
    ["", "value"],
    [
      ["tenants", tenants.map((t, i) => `${t.name} (${r.tenants[i]?.jobs ?? 0} jobs)`).join(", ")],
      [
        "jobs accepted / final / verified",
        `${jobs.length} / ${finalJobs} / ${jobs.length - r.failures.length}`,
      ],
      ["items accepted / final", `${items} / ${finalItems}`],
      [
        "items completed / failed / skipped",
        `${by("completed")} / ${by("failed")} / ${by("skipped")} (deliberate: 2 failed + 1–2 skipped per job)`,
      ],
      ["items retried (new attempts)", String(s.retries.items)],
      [
        "accept latency p50 / p99",
        `${fmtMs(s.acceptP50)} / ${fmtMs(s.acceptP99)} (${s.accept.length} accepted POSTs, 200 items each)`,
      ],
      [
        "throughput",
        `${(by("completed") / (r.submitMs / 1000)).toFixed(0)} completed items/s over the traffic window`,
      ],
      [
        "HTTP answers by status",
        Object.entries(s.byStatus)
          .map(([k, v]) => `${k}: ${v}`)
          .join(", "),
      ],
      [
        "429 (waited Retry-After, not errors)",
        Object.entries(s.throttled)
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ") || "0",
      ],
      ["409 IDEMPOTENCY_KEY_IN_PROGRESS (retried)", String(s.inProgress)],
      ["network errors (retried)", String(s.networkErrors)],
      [
        "Idempotency-Key repeats",
        `${s.replays.sent} sent: ${s.replays.sameJob} same job + replay header, ${s.replays.differentJob} other job, ${s.replays.headerMissing} without the header`,
      ],
      [
        "downloads verified (sha256, size)",
        `${s.downloads.pdf} PDFs (${s.downloads.pdfBad} bad), ${s.downloads.zip} zips (${s.downloads.zipBad} bad), ${s.downloads.manifest} manifests (${s.downloads.manifestBad} bad), ${(s.downloads.bytes / 1024 / 1024).toFixed(1)} MiB`,
      ],
      ["housekeeping cron ticks", `${cronTicks}${cronStatus ? ` (last answer ${cronStatus})` : ""}`],
      [
        "peak runtime memory",
        `VmHWM ${(mem.phases[0]?.runtimeHwm / 1024).toFixed(0)} MiB, sampled RSS all workerd ${(mem.phases[0]?.totalRss / 1024).toFixed(0)} MiB`,
      ],
    ],
    print,
  );
  const errorStatuses = {};
  for (const u of s.unexpected) errorStatuses[u.status] = (errorStatuses[u.status] ?? 0) + 1;
  print("");
  print(
    `errors by HTTP status (unexpected answers): ${
      Object.entries(errorStatuses)
        .map(([k, v]) => `${k}: ${v}`)
        .join(", ") || "none"
    }`,
  );
  for (const u of s.unexpected.slice(0, 15)) print(`  ${u.detail} [request ${u.requestId}]`);
  if (r.failures.length) {
    print(`driver failures: ${r.failures.length}`);
    for (const f of r.failures.slice(0, 10)) print(`  ${f}`);
  }
  if (s.problems.length) {
    print(`client-side check failures: ${s.problems.length}`);
    for (const p of s.problems.slice(0, 20)) print(`  ${p}`);
  }

  // Webhooks: each job generation reached a final state once → one distinct job.* event each.
  let hooksMissing = 0;
  let hooksDup = 0;
  let redeliveries = 0;
  for (const j of jobs) {
    const events = r.webhooks[j.job_id] ?? [];
    const perGen = new Map();
    for (const e of events) {
      perGen.set(e.generation, (perGen.get(e.generation) ?? 0) + 1);
      redeliveries += e.deliveries - 1;
    }
    for (let g = 1; g <= (j.final?.generation ?? 1); g++) {
      const n = perGen.get(g) ?? 0;
      if (n === 0) hooksMissing++;
      if (n > 1) hooksDup++;
    }
  }

  print("");
  print("═══ D1 / R2 / manifests ═══");
  table(
    ["check", "result"],
    [
      ["boleto jobs in D1 / accepted by the client", `${c.jobs.length} / ${jobs.length}`],
      ["item rows in D1", String(c.d1Items)],
      [
        "item_attempts rows",
        `${c.totals.attempt_rows} (${c.totals.retried_items} items with attempt > 1; ${c.totals.admission_skipped} items skipped at admission have none)`,
      ],
      [
        "attempt rows ≠ one per item per attempt",
        String(
          c.lost.filter((x) => x.includes("attempt rows")).length +
            c.dup.filter((x) => x.includes("attempt rows")).length,
        ),
      ],
      [
        "duplicate artifacts per (item, attempt, kind)",
        String(c.dup.filter((x) => x.includes("artifacts for item")).length),
      ],
      [
        "completed items without a ready PDF",
        String(c.lost.filter((x) => x.includes("no ready PDF")).length),
      ],
      [
        `artifact rows whose r2_key is in R2 (${r2.exhaustive ? "all, from the local R2 index" : "sample only"})`,
        `${r2.checked - r2.missing.length}/${r2.checked}; ${r2.wrongSize.length} size mismatches; ${r2.unreferenced ?? "?"} R2 objects without a row`,
      ],
      [
        "wrangler r2 object get sample (sha256 = D1)",
        `${r2.sample.filter((x) => x.ok).length}/${r2.sample.length}`,
      ],
      [
        "stored manifests = D1 (items, status, attempt, sha256)",
        `${c.manifestsChecked} manifests, ${c.mismatch.filter((x) => x.includes("manifest")).length} differences`,
      ],
      [
        "job.* webhooks per job generation",
        `${hooksMissing} missing, ${hooksDup} with >1 distinct event, ${redeliveries} redeliveries`,
      ],
      [
        "data shards (tenants placed / with jobs, jobs, items)",
        shards.per
          .map((p) => `${p.binding}: ${p.placed}/${p.tenants}, ${p.jobs} jobs, ${p.items} items`)
          .join("; "),
      ],
      ["rows on a shard their tenant is not placed on", String(shards.leaks.length)],
    ],
    print,
  );
  for (const l of shards.leaks.slice(0, 10)) print(`  ${l}`);
  for (const l of [...c.lost, ...c.dup, ...c.mismatch, ...r2.missing, ...r2.wrongSize].slice(0, 30))
    print(`  ${l}`);

  const fivexx = Object.entries(s.byStatus)
    .filter(([k]) => Number(k) >= 500)
    .reduce((n, [, v]) => n + v, 0);
  const lostN =
    c.lost.length +
    r2.missing.length +
    r.failures.length +
    hooksMissing +
    s.problems.filter((p) => /ended|items listed|no ready manifest/.test(p)).length;
  const dupN =
    c.dup.length +
    hooksDup +
    s.replays.differentJob +
    s.problems.filter((p) => /twice|distinct job ids/.test(p)).length;
  const otherN =
    c.mismatch.length +
    r2.wrongSize.length +
    s.unexpected.filter((u) => u.status < 500).length +
    s.problems.length;
  const verdicts = [
    [
      lostN === 0,
      `zero lost — ${items} accepted items all final, in D1, with their artifacts in R2 and in the stored manifests (${lostN} problems)`,
    ],
    [
      dupN === 0,
      `zero duplicated — one job per Idempotency-Key, one item row per accepted item, one attempt row per attempt, one artifact per (item, attempt, kind), one job.* event per generation (${dupN} problems)`,
    ],
    [
      fivexx === 0 && svc.stats.status5xx === 0,
      `zero 5xx — ${fivexx} seen by the client, ${svc.stats.status5xx} in the service log`,
    ],
    [
      otherN === 0,
      `consistency — statuses as expected, counts add up, API = D1 = stored manifests (${otherN} problems)`,
    ],
    [
      shards.leaks.length === 0 && shards.per.length >= 2 && shards.per.every((p) => p.jobs > 0),
      `shards — ${tenants.length} tenants over ${shards.per.length} shards (${shards.per.map((p) => `${p.binding} ${p.jobs} jobs`).join(", ")}), every row on a shard its tenant is placed on (${shards.leaks.length} problems)`,
    ],
  ];
  print("");
  for (const [ok, text] of verdicts) print(`${ok ? "PASS" : "FAIL"}  ${text}`);
  print("");
  print(
    `service log: ${svc.logPath.slice(ROOT.length + 1)} (${svc.stats.reloads} reloads) · loadavg ${loadAverage()} · total ${fmtS(now() - t0)}`,
  );
  for (const l of svc.stats.lines5xx) print(`  ${l}`);
  if (verdicts.some(([ok]) => !ok)) process.exitCode = 1;
}

const run =
  args.scenario === "fairness"
    ? () =>
        import("./load-fairness.mjs")
          .then((m) => m.runFairness({ rounds: Number(args.rounds), sideBySide: args["side-by-side"] }))
          .then((code) => {
            process.exitCode = code;
          })
    : main;
run().catch((e) => {
  console.error(`load failed: ${e.stack ?? e}`);
  process.exitCode = 1;
});
