// Shared helpers for the project's Node scripts (start, bench:e2e, load).
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const DEMO_API_KEY = "lote_demo_key";
export const DEMO_TENANT_ID = "ten_demo";
export const DEV_ADMIN_TOKEN = "lote_admin_dev";

const bin = (name) => join(ROOT, "node_modules", ".bin", name);

/** Runs wrangler synchronously with metrics off; throws on failure. */
export function wrangler(args, { quiet = false, persistTo } = {}) {
  const full = persistTo ? [...args, "--persist-to", persistTo] : args;
  const r = spawnSync(bin("wrangler"), full, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  if (r.status !== 0) {
    process.stderr.write(r.stdout ?? "");
    process.stderr.write(r.stderr ?? "");
    throw new Error(`wrangler ${args.join(" ")} failed (exit ${r.status})`);
  }
  if (!quiet) process.stdout.write(r.stdout);
  return r.stdout;
}

/** The ENVIRONMENT var from wrangler.toml (top-level [vars]). */
export function configuredEnvironment() {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  return /^ENVIRONMENT\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? "development";
}

/** Makes sure `.dev.vars` (local secrets, git-ignored) has the development admin token and a signing key. */
export function ensureDevVars() {
  const path = join(ROOT, ".dev.vars");
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const lines = [];
  if (!/^ADMIN_TOKEN=/m.test(current)) lines.push(`ADMIN_TOKEN=${DEV_ADMIN_TOKEN}`);
  if (!/^SIGNING_SECRET=/m.test(current)) lines.push(`SIGNING_SECRET=${randomBytes(32).toString("hex")}`);
  if (lines.length)
    writeFileSync(
      path,
      (current && !current.endsWith("\n") ? `${current}\n` : current) + lines.join("\n") + "\n",
    );
}

/** The data shards' binding names (DATA_SHARDS in wrangler.toml's [vars]). */
export function configuredShards() {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  const list = /^DATA_SHARDS\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? "";
  // As src/platform/config.ts's shardNames: names, or PREFIXa..b ranges.
  const out = [];
  for (const part of list.split(",").map((s) => s.trim())) {
    const range = /^(.*?)(\d+)\.\.(\d+)$/.exec(part);
    if (!range) {
      if (part) out.push(part);
    } else for (let n = Number(range[2]); n <= Number(range[3]); n++) out.push(`${range[1]}${n}`);
  }
  return [...new Set(out)];
}

/**
 * Applies the D1 migrations locally — the directory's to DB, the shards' to every data shard — and
 * upserts the demo tenant + API key (placed on a shard by the Worker on first use).
 */
export function prepareLocalDatabase({ persistTo } = {}) {
  wrangler(["d1", "migrations", "apply", "DB", "--local"], { quiet: true, persistTo });
  for (const shard of configuredShards())
    wrangler(["d1", "migrations", "apply", shard, "--local"], { quiet: true, persistTo });
  const hash = createHash("sha256").update(DEMO_API_KEY).digest("hex");
  const now = Date.now();
  const sql = [
    `INSERT OR IGNORE INTO tenants (id, name, status, max_concurrent_jobs, max_pending_jobs, max_items_per_job, rate_limit_per_minute, created_at)
     VALUES ('${DEMO_TENANT_ID}', 'Demo tenant', 'active', 4, 50, 1000, 6000, ${now});`,
    `INSERT OR IGNORE INTO api_keys (id, tenant_id, name, prefix, key_hash, created_at)
     VALUES ('key_demo', '${DEMO_TENANT_ID}', 'demo key (local development)', 'lote_dem', '${hash}', ${now});`,
    `UPDATE api_keys SET revoked_at = NULL WHERE id = 'key_demo';`,
  ].join("\n");
  wrangler(["d1", "execute", "DB", "--local", "--command", sql], { quiet: true, persistTo });
}

/**
 * Starts `wrangler dev` and resolves with { child, url } once it prints its "Ready on" line.
 */
export function startWranglerDev(extraArgs = [], { persistTo, onLine, inherit = false } = {}) {
  const args = ["dev", ...(persistTo ? ["--persist-to", persistTo] : []), ...extraArgs];
  const child = spawn(bin("wrangler"), args, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" },
    stdio: ["inherit", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let resolved = false;
    const scan = (chunk, stream) => {
      const text = chunk.toString();
      if (inherit) stream.write(text);
      for (const line of text.split(/\r?\n/)) {
        onLine?.(line);
        const m = /Ready on (http:\/\/[^\s]+)/.exec(line);
        if (m && !resolved) {
          resolved = true;
          resolve({ child, url: m[1].replace(/\/$/, "") });
        }
      }
    };
    child.stdout.on("data", (c) => scan(c, process.stdout));
    child.stderr.on("data", (c) => scan(c, process.stderr));
    child.on("exit", (code) => {
      if (!resolved) reject(new Error(`wrangler dev exited with code ${code} before it was ready`));
    });
  });
}

// ── Helpers for the long-running local harnesses (bench:e2e, load) ─────────────────────────────

/** A TCP port that is free on 127.0.0.1 right now. */
export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Bundles the worker once (`wrangler deploy --dry-run --outdir`) and returns the entry file. A
 * harness runs `wrangler dev <entry> --no-bundle` on it, so edits to src/ during a long run do not
 * make wrangler reload the worker (and drop in-flight requests) halfway through.
 */
export function buildWorkerBundle(outDir) {
  wrangler(["deploy", "--dry-run", "--outdir", outDir], { quiet: true });
  const entry = join(outDir, "worker.js");
  if (!existsSync(entry)) throw new Error(`wrangler deploy --dry-run produced no ${entry}`);
  return entry;
}

/**
 * Starts `wrangler dev` in its own process group (stop it with {@link stopProcessGroup}), stdin
 * closed, every output line handed to `onLine`. Resolves with { child, url } on "Ready on".
 */
export function startWranglerDevGroup(extraArgs = [], { persistTo, onLine } = {}) {
  const args = ["dev", ...(persistTo ? ["--persist-to", persistTo] : []), ...extraArgs];
  const child = spawn(bin("wrangler"), args, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let resolved = false;
    let rest = "";
    const scan = (chunk) => {
      const lines = (rest + chunk.toString()).split(/\r?\n/);
      rest = lines.pop() ?? "";
      for (const line of lines) {
        onLine?.(line);
        const m = /Ready on (http:\/\/[^\s]+)/.exec(line);
        if (m && !resolved) {
          resolved = true;
          resolve({ child, url: m[1].replace(/\/$/, "") });
        }
      }
    };
    child.stdout.on("data", scan);
    child.stderr.on("data", scan);
    child.on("error", (e) => {
      if (!resolved) reject(e);
    });
    child.on("exit", (code, signal) => {
      if (!resolved) reject(new Error(`wrangler dev exited (${code ?? signal}) before it was ready`));
    });
  });
}

/** SIGTERM to the child's whole process group, SIGKILL after `graceMs`; resolves once it exited. */
export async function stopProcessGroup(child, { graceMs = 5000 } = {}) {
  if (!child?.pid) return;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const exited = alive() ? new Promise((r) => child.once("exit", r)) : Promise.resolve();
  kill("SIGTERM");
  const timer = new Promise((r) => setTimeout(r, graceMs, "timeout"));
  if ((await Promise.race([exited, timer])) === "timeout") {
    kill("SIGKILL");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
  }
  kill("SIGKILL"); // stragglers of the group (workerd children) that outlived wrangler
}

/** Every live descendant of `rootPid` as { pid, ppid, comm, state }, from /proc/<pid>/stat. */
export function descendantProcesses(rootPid) {
  const byParent = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid …; comm may hold spaces and parentheses: split at the last ")".
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const [state, ppid] = stat
      .slice(close + 2)
      .split(" ")
      .slice(0, 2);
    const p = { pid: Number(name), ppid: Number(ppid), comm, state };
    const list = byParent.get(p.ppid) ?? [];
    list.push(p);
    byParent.set(p.ppid, list);
  }
  const out = [];
  const queue = [rootPid];
  while (queue.length) {
    for (const c of byParent.get(queue.shift()) ?? []) {
      if (c.state !== "Z") out.push(c);
      queue.push(c.pid);
    }
  }
  return out;
}

/** VmRSS and VmHWM (peak RSS) of a process in kB, or null when it is gone. */
export function processMemoryKb(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  const rss = kb("VmRSS");
  return Number.isNaN(rss) ? null : { rss, hwm: kb("VmHWM") };
}

/** Resets a process's VmHWM to its current RSS (`5 > /proc/<pid>/clear_refs`); false if not allowed. */
export function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs SQL against a local D1 database (`wrangler d1 execute <binding> --local --json`; the
 * directory, DB, by default); returns one array of rows per statement.
 */
export function queryLocalD1(sql, { persistTo, binding = "DB" } = {}) {
  const args = ["d1", "execute", binding, "--local", "--json", "--command", sql];
  if (persistTo) args.push("--persist-to", persistTo);
  const r = spawnSync(bin("wrangler"), args, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" },
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (r.status !== 0) {
    process.stderr.write(r.stdout ?? "");
    process.stderr.write(r.stderr ?? "");
    throw new Error(`wrangler d1 execute failed (exit ${r.status})`);
  }
  const parsed = JSON.parse(r.stdout);
  return (Array.isArray(parsed) ? parsed : [parsed]).map((s) => s.results ?? []);
}

/**
 * Reads one object from the local R2 bucket (`wrangler r2 object get --local --pipe`); null when
 * it does not exist.
 */
export function getLocalR2Object(bucket, key, { persistTo } = {}) {
  const args = ["r2", "object", "get", `${bucket}/${key}`, "--local", "--pipe"];
  if (persistTo) args.push("--persist-to", persistTo);
  const r = spawnSync(bin("wrangler"), args, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" },
    maxBuffer: 512 * 1024 * 1024,
  });
  if (r.status !== 0) return null;
  return r.stdout;
}
