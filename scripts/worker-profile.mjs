// CPU profile of the Worker under `wrangler dev`, through its inspector (Chrome DevTools
// protocol): `const p = await startWorkerProfile(inspectorPort); …; const s = await p.stop();`
// The inspector attaches to the user Worker's isolate only, so the profile tells what the
// Worker's own thread spends its time on (our code, the engine, pdf-lib, fflate, zod, drizzle…)
// against the time it waits (idle: D1, R2, the queue broker and the Durable Objects answer from
// miniflare's other isolates). Used by `BENCH_PROFILE=1 npm run bench:e2e`.
import { readFileSync, writeFileSync } from "node:fs";
import WebSocket from "ws";

/** Where a sampled function's time is counted, by its script URL and name. */
const GROUPS = [
  ["engine/render (PDF, HTML)", /\/src\/engine\/render\//],
  ["engine (boleto, CNAB, PIX)", /\/src\/engine\//],
  ["fflate (deflate)", /fflate/],
  ["pdf-lib", /pdf-lib|@pdf-lib/],
  ["zod", /\/zod\//],
  ["drizzle-orm", /drizzle-orm/],
  ["hono", /\/hono\//],
  ["lote service (src/)", /\/src\//],
];

function groupOf(url, name) {
  if (name === "(garbage collector)") return "garbage collector";
  if (name === "(idle)") return "idle (waiting: D1, R2, queues, DOs)";
  if (name === "(program)") return "runtime (program)";
  for (const [label, re] of GROUPS) if (re.test(url)) return label;
  return url ? "other JS (bundled)" : "native / runtime";
}

async function targetUrl(port) {
  for (let i = 0; i < 50; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/json`);
      const list = await r.json();
      const t = list.find((x) => x.webSocketDebuggerUrl);
      if (t) return t.webSocketDebuggerUrl;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no inspector target on port ${port}`);
}

/** Starts sampling the Worker's isolate every `intervalUs` µs. */
export async function startWorkerProfile(port, { intervalUs = 200 } = {}) {
  const ws = new WebSocket(await targetUrl(port));
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const n = ++id;
      pending.set(n, resolve);
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: intervalUs });
  await send("Profiler.start");
  return {
    /** Stops, writes the raw profile to `savePath` (if given) and returns the summary. */
    async stop(savePath, moduleOf = null) {
      const { result } = await send("Profiler.stop");
      ws.close();
      if (savePath) writeFileSync(savePath, JSON.stringify(result.profile));
      return summarize(result.profile, moduleOf);
    },
  };
}

/**
 * Line → source module of an esbuild bundle, from the `// path` comment esbuild writes before each
 * module's code, so a sample in the one bundled file is counted under the module it came from.
 */
export function bundleModules(bundlePath) {
  const starts = [];
  readFileSync(bundlePath, "utf8")
    .split("\n")
    .forEach((line, i) => {
      const m = /^\/\/ ((?:\.\.\/|src\/|node_modules\/)\S+\.[cm]?[jt]sx?)$/.exec(line);
      if (m) starts.push([i, m[1]]);
    });
  return (line) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid][0] <= line) {
        found = starts[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/** Self time per group and the heaviest functions, in ms (`moduleOf` maps bundle lines to modules). */
export function summarize(profile, moduleOf = null) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const groups = new Map();
  const fns = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { functionName, url: scriptUrl, lineNumber } = byId.get(id).callFrame;
    const url = moduleOf && scriptUrl.endsWith("worker.js") ? `/${moduleOf(lineNumber)}` : scriptUrl;
    const name = functionName || "(anonymous)";
    const g = groupOf(url, name);
    groups.set(g, (groups.get(g) ?? 0) + us);
    const key = `${name} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
    fns.set(key, { us: (fns.get(key)?.us ?? 0) + us, group: g });
    total += us;
  }
  const ms = (us) => us / 1000;
  return {
    totalMs: ms(total),
    groups: [...groups].map(([group, us]) => ({ group, ms: ms(us) })).sort((a, b) => b.ms - a.ms),
    top: [...fns]
      .filter(([, v]) => !v.group.startsWith("idle"))
      .map(([fn, v]) => ({ fn, group: v.group, ms: ms(v.us) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 25),
  };
}

/** The summary as printable lines. */
export function formatProfile(title, s) {
  const pct = (x) => `${((100 * x) / s.totalMs).toFixed(1)} %`;
  const lines = [`${title}: ${s.totalMs.toFixed(0)} ms sampled on the Worker's thread`];
  for (const g of s.groups)
    lines.push(`  ${g.group.padEnd(40)} ${g.ms.toFixed(0).padStart(7)} ms ${pct(g.ms).padStart(7)}`);
  lines.push("  heaviest functions (self time):");
  for (const f of s.top.slice(0, 15))
    lines.push(`    ${f.ms.toFixed(1).padStart(8)} ms  ${f.fn}  [${f.group}]`);
  return lines;
}
