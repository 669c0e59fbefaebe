// Shared pieces of `npm run bench:e2e` and `npm run load`: starting an isolated local service, a
// small HTTP client for the API, boleto fixtures, statistics, runtime memory sampling, tables.
import { copyFileSync, createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import {
  buildWorkerBundle,
  DEV_ADMIN_TOKEN,
  descendantProcesses,
  ensureDevVars,
  freePort,
  prepareLocalDatabase,
  processMemoryKb,
  ROOT,
  resetPeakRss,
  startWranglerDevGroup,
  stopProcessGroup,
} from "./lib.mjs";

// Children (wrangler's `#!/usr/bin/env node`) run on this same Node (the project's Node 24), also when
// the script was started as `node_modules/.bin/node scripts/…` with an older node first on PATH.
process.env.PATH = [dirname(process.execPath), join(ROOT, "node_modules", ".bin"), process.env.PATH].join(
  delimiter,
);

export const FINAL_JOB = new Set(["completed", "partially_completed", "failed"]);
export const FINAL_ITEM = new Set(["completed", "failed", "skipped"]);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();

// ── the local service ──────────────────────────────────────────────────────────────────────────

/**
 * Starts lote the way `npm start` does (migrations, demo tenant, `wrangler dev` with local
 * bindings) but isolated: its own persistence dir (wiped first), free ports, its own process group,
 * and a worker bundled once up front so edits to src/ by others do not reload it mid-run. Output
 * goes to `<name>-wrangler.log` next to the state dir. `vars` override wrangler.toml's [vars].
 */
export async function startService({ name, persistDir, log = console.log, vars = {} }) {
  const benchDir = join(ROOT, ".bench");
  const persistTo = join(ROOT, persistDir);
  rmSync(persistTo, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  ensureDevVars();
  log(`· migrations + demo tenant in ${persistDir} (wiped)`);
  prepareLocalDatabase({ persistTo });
  const buildDir = join(benchDir, `build-${name}`);
  rmSync(buildDir, { recursive: true, force: true });
  log("· bundling the worker once (wrangler deploy --dry-run) and snapshotting its config");
  const entry = buildWorkerBundle(buildDir);
  // wrangler dev also reloads when wrangler.toml or .dev.vars change: it runs on copies, next to
  // the bundle (wrangler reads .dev.vars beside the config it is given).
  const config = join(buildDir, "wrangler.toml");
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  // Paths in the copy are relative to the copy: point the console's static assets back at src/.
  const assets = join(ROOT, "src", "console", "public");
  writeFileSync(
    config,
    toml
      .replace(/^main\s*=.*$/m, 'main = "worker.js"')
      .replace(/^directory\s*=\s*"\.\/src\/console\/public"$/m, `directory = ${JSON.stringify(assets)}`),
  );
  copyFileSync(join(ROOT, ".dev.vars"), join(buildDir, ".dev.vars"));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const logPath = join(benchDir, `${name}-wrangler.log`);
  const out = createWriteStream(logPath);
  const stats = { reloads: 0, status5xx: 0, errorLines: 0, lines5xx: [] };
  let ready = false;
  const onLine = (line) => {
    out.write(`${line}\n`);
    if (ready && /Reloading local server|Local server updated/.test(line)) stats.reloads++;
    if (/\s5\d\d\s[A-Z]/.test(line) && /^\[wrangler:/.test(line)) {
      stats.status5xx++;
      if (stats.lines5xx.length < 20) stats.lines5xx.push(line);
    }
    if (/"level":"error"|\[wrangler:error\]|✘ \[ERROR\]/.test(line)) stats.errorLines++;
  };
  log(`· wrangler dev on 127.0.0.1:${port} (log: ${logPath.slice(ROOT.length + 1)})`);
  const started = now();
  const { child, url } = await startWranglerDevGroup(
    [
      entry,
      "--config",
      config,
      "--no-bundle",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--show-interactive-dev-session=false",
      ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    ],
    { persistTo, onLine },
  );
  ready = true;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcessGroup(child);
    out.end();
  };
  // Last resort on any exit path: kill the group synchronously.
  process.once("exit", () => {
    if (!stopped) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone
      }
    }
  });
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.once(sig, () => {
      console.error(`\n${sig}: stopping the service (process group ${child.pid})`);
      stop().finally(() => process.exit(130));
    });
  }
  await waitHealthy(url);
  return {
    url,
    child,
    port,
    inspectorPort,
    bundle: entry,
    persistTo,
    logPath,
    stats,
    stop,
    startMs: now() - started,
  };
}

async function waitHealthy(url) {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${url}/v1/health`, { headers: { "accept-encoding": "identity" } });
      if (r.ok) return;
      await r.body?.cancel();
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error("the service did not become healthy");
}

// ── HTTP ───────────────────────────────────────────────────────────────────────────────────────

/**
 * One API call. Returns { status, ms, headers, body (parsed JSON or text), bytes }. Asks for
 * `identity` encoding: miniflare emulates Cloudflare's edge gzip inside the worker's own isolate,
 * which makes response times depend on what else that isolate is busy with (see the report).
 */
export async function api(base, path, { method = "GET", key, json, body, headers = {}, raw = false } = {}) {
  const h = { "accept-encoding": "identity", ...headers };
  if (key) h.authorization = `Bearer ${key}`;
  let payload = body;
  if (json !== undefined) {
    h["content-type"] = "application/json";
    payload = typeof json === "string" ? json : JSON.stringify(json);
  }
  const url = path.startsWith("http") ? path : `${base}${path}`;
  const t0 = now();
  const res = await fetch(url, { method, headers: h, body: payload });
  const buf = new Uint8Array(await res.arrayBuffer());
  const ms = now() - t0;
  let parsed = buf;
  if (!raw) {
    const text = new TextDecoder().decode(buf);
    const ct = res.headers.get("content-type") ?? "";
    parsed = text;
    if (ct.includes("json")) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // keep text
      }
    }
  }
  return { status: res.status, ms, headers: res.headers, body: parsed, bytes: buf.byteLength };
}

/** Creates a tenant through the admin API; returns { tenant_id, key, limits }. */
export async function createTenant(base, name, limits, shard) {
  const r = await api(base, "/v1/admin/tenants", {
    method: "POST",
    key: DEV_ADMIN_TOKEN,
    json: { name, limits, ...(shard ? { shard } : {}) },
  });
  if (r.status !== 201) throw new Error(`create tenant: ${r.status} ${JSON.stringify(r.body)}`);
  return {
    tenant_id: r.body.tenant_id,
    key: r.body.api_key.key,
    limits: r.body.limits,
    name,
    shard: r.body.shard,
  };
}

/**
 * Polls GET /v1/jobs/{id} until the job is final; returns { job, ms } (ms since `since`). `guard`
 * runs before each poll and may throw to give up early.
 */
export async function waitForJob(
  base,
  key,
  jobId,
  { since = now(), everyMs = 100, timeoutMs = 600_000, guard } = {},
) {
  for (;;) {
    guard?.();
    const r = await api(base, `/v1/jobs/${jobId}`, { key });
    if (r.status === 200 && FINAL_JOB.has(r.body.status)) return { job: r.body, ms: now() - since };
    if (r.status >= 500) throw new Error(`GET job ${jobId}: ${r.status} ${JSON.stringify(r.body)}`);
    if (now() - since > timeoutMs) throw new Error(`job ${jobId} not final after ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** All items of a boleto job (follows `next_page_token`). */
export async function allItems(base, key, jobId, pageSize = 500) {
  const out = [];
  let token = "";
  do {
    const q = new URLSearchParams({ page_size: String(pageSize), ...(token ? { page_token: token } : {}) });
    const r = await api(base, `/v1/jobs/boletos/${jobId}/items?${q}`, { key });
    if (r.status !== 200) throw new Error(`items ${jobId}: ${r.status} ${JSON.stringify(r.body)}`);
    out.push(...r.body.data);
    token = r.body.next_page_token;
  } while (token);
  return out;
}

// ── fixtures ───────────────────────────────────────────────────────────────────────────────────

export const ITAU_DEFAULTS = {
  bank_code: "341",
  agency: "1565",
  account: "13877",
  account_digit: "1",
  wallet: "109",
  beneficiary: {
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
  },
};

/** Valid CPFs of the engine's test vectors (payer documents rotate through them). */
const CPFS = ["529.982.247-25", "390.533.447-05", "111.444.777-35"];

/**
 * A valid Itaú boleto item. `n` must be unique per tenant: it makes the nosso número (8 digits),
 * external_id and amount unique, so retornos match exactly one boleto.
 */
export function boletoItem(n, prefix = "b") {
  return {
    external_id: `${prefix}-${n}`,
    our_number: String(n).padStart(8, "0"),
    amount_cents: 1000 + (n % 90_000),
    due_date: "2027-03-10",
    issue_date: "2026-11-29",
    document_number: `NF-${n}`,
    payer: {
      name: `Cliente Pagador ${n}`,
      document: CPFS[n % CPFS.length],
      address: {
        street: "Rua das Flores",
        number: String(1 + (n % 999)),
        district: "Centro",
        city: "Campinas",
        state: "SP",
        zip_code: "13010-000",
      },
    },
    instructions: ["Não receber após 30 dias do vencimento", "Multa de 2% após o vencimento"],
  };
}

/** A job body of `count` items numbered from `first`. */
export function boletoJob(first, count, { pdf = true, prefix = "b" } = {}) {
  return {
    defaults: ITAU_DEFAULTS,
    items: Array.from({ length: count }, (_, i) => boletoItem(first + i, prefix)),
    options: { pdf },
  };
}

// ── CNAB ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Joins CNAB 240 retornos of one bank and account into one valid multi-batch (multi-lote) file:
 * the first file's header, then every file's batches as they are (batch header, segments, batch
 * trailer with its own counts and totals) renumbered 0001, 0002, …, and a file trailer whose batch
 * and record counts are recomputed. Nothing is concatenated blindly: FEBRABAN 240 allows any
 * number of lotes per file, and the service's reader checks both trailers.
 */
export function joinRetornos240(texts) {
  const out = [];
  let fileTrailer = null;
  let batch = 0;
  for (const text of texts) {
    const lines = text.split("\r\n");
    if (lines.at(-1) === "") lines.pop();
    if (lines[0]?.[7] !== "0" || lines.at(-1)?.[7] !== "9") throw new Error("not a CNAB 240 file");
    if (out.length === 0) out.push(lines[0]);
    fileTrailer ??= lines.at(-1);
    let i = 1;
    while (i < lines.length - 1) {
      if (lines[i][7] !== "1") throw new Error(`line ${i + 1}: expected a batch header`);
      batch++;
      const b = String(batch).padStart(4, "0");
      for (;;) {
        const l = lines[i++];
        out.push(l.slice(0, 3) + b + l.slice(7));
        if (l[7] === "5") break;
        if (i >= lines.length - 1) throw new Error("batch without a trailer");
      }
    }
  }
  const total = out.length + 1;
  out.push(
    fileTrailer.slice(0, 17) +
      String(batch).padStart(6, "0") +
      String(total).padStart(6, "0") +
      fileTrailer.slice(29),
  );
  return { content: `${out.join("\r\n")}\r\n`, lines: total, batches: batch };
}

// ── statistics and formatting ─────────────────────────────────────────────────────────────────

/** Nearest-rank percentile (p in 0..100) of a list of numbers; null when empty. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export const fmtMs = (ms) =>
  ms == null ? "—" : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
export const fmtS = (ms) => (ms == null ? "—" : `${(ms / 1000).toFixed(2)} s`);
export const fmtRate = (n, ms) => (ms ? `${(n / (ms / 1000)).toFixed(0)}/s` : "—");
export const fmtBytes = (b) =>
  b == null
    ? "—"
    : b >= 1024 * 1024
      ? `${(b / 1024 / 1024).toFixed(2)} MiB`
      : b >= 1024
        ? `${(b / 1024).toFixed(1)} KiB`
        : `${b} B`;
export const fmtKb = (kb) => (kb == null ? "—" : `${(kb / 1024).toFixed(0)} MiB`);

/** Prints rows (arrays of cells) as an aligned table with a header row. */
export function table(header, rows, write = console.log) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c ?? "")));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join("  ");
  write(line(all[0]));
  write(widths.map((w) => "─".repeat(w)).join("  "));
  for (const r of all.slice(1)) write(line(r));
}

export function loadAverage() {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "?";
  }
}

// ── runtime memory ─────────────────────────────────────────────────────────────────────────────

/**
 * Samples the RSS of the workerd processes under the wrangler child (found through /proc ppid
 * chains) every `everyMs`, per phase. At each phase start their VmHWM is reset
 * (`/proc/<pid>/clear_refs`), so the VmHWM read at phase end is the kernel's exact peak for that
 * phase; the sampled sum covers all workerd processes together. The runtime is the workerd that
 * runs the worker; the other one is wrangler's proxy in front of it.
 */
export class RuntimeMemory {
  constructor(rootPid, { everyMs = 100, port } = {}) {
    this.rootPid = rootPid;
    this.everyMs = everyMs;
    this.port = port;
    this.phases = [];
    this.current = null;
    this.procs = [];
    this.refreshedAt = 0;
    this.hwmResettable = true;
  }

  refresh() {
    this.procs = descendantProcesses(this.rootPid)
      .filter((p) => p.comm === "workerd")
      .map((p) => {
        let cmd = "";
        try {
          cmd = readFileSync(`/proc/${p.pid}/cmdline`, "utf8");
        } catch {
          // gone
        }
        const proxy = this.port && cmd.includes(`entry=127.0.0.1:${this.port}`);
        return { pid: p.pid, role: proxy ? "proxy" : "runtime" };
      });
    this.refreshedAt = now();
  }

  sample() {
    if (!this.current) return;
    if (now() - this.refreshedAt > 1000) this.refresh();
    let total = 0;
    for (const p of this.procs) {
      const m = processMemoryKb(p.pid);
      if (!m) continue;
      total += m.rss;
      if (p.role === "runtime") this.current.runtimeRss = Math.max(this.current.runtimeRss, m.rss);
    }
    this.current.totalRss = Math.max(this.current.totalRss, total);
    this.current.samples++;
  }

  start() {
    this.refresh();
    this.timer = setInterval(() => this.sample(), this.everyMs);
    this.timer.unref();
  }

  phase(name) {
    this.end();
    this.refresh();
    for (const p of this.procs) if (!resetPeakRss(p.pid)) this.hwmResettable = false;
    this.current = { name, runtimeRss: 0, totalRss: 0, runtimeHwm: null, samples: 0, t0: now() };
    this.sample();
  }

  end() {
    if (!this.current) return;
    this.sample();
    for (const p of this.procs) {
      const m = processMemoryKb(p.pid);
      if (m && p.role === "runtime") this.current.runtimeHwm = Math.max(this.current.runtimeHwm ?? 0, m.hwm);
    }
    this.current.ms = now() - this.current.t0;
    this.phases.push(this.current);
    this.current = null;
  }

  stop() {
    this.end();
    clearInterval(this.timer);
  }
}
