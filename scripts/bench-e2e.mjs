#!/usr/bin/env node
// `npm run bench:e2e`: starts lote locally (own state in .bench/state, wiped) and measures whole
// jobs end to end over HTTP — boleto jobs, concurrent jobs, accept latency, consolidated artifacts,
// CNAB remessa and retorno — plus the peak memory of the workerd runtime per phase. Prints figures;
// the only verdicts are the PASS/MISS labels beside the targets.
import { execFileSync } from "node:child_process";
import {
  allItems,
  api,
  boletoJob,
  createTenant,
  fmtBytes,
  fmtKb,
  fmtMs,
  fmtRate,
  fmtS,
  joinRetornos240,
  loadAverage,
  now,
  percentile,
  RuntimeMemory,
  sleep,
  startService,
  table,
  waitForJob,
} from "./e2e-client.mjs";
import { ROOT } from "./lib.mjs";
import { bundleModules, formatProfile, startWorkerProfile } from "./worker-profile.mjs";

const ACCEPT_REPEATS = 20;
const GZIP_REPEATS = 5;
const RETORNO_FILES = 5; // 5 remessa files × 1000 titles → 5000 entries → ~10,000 segment lines
// Issue 27's targets: a 1,000-item job with PDFs final in ≤ 1 s, 1,000-item POSTs at p99 ≤ 150 ms.
const TARGETS = { acceptP99: 150, job200: 5000, job1000: 1000 };

const out = [];
const print = (s = "") => {
  out.push(s);
  console.log(s);
};
const label = (ok) => (ok ? "PASS" : "MISS");

function gitDescribe() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no", "--", "src"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    return `${sha}${dirty ? " + uncommitted changes in src/" : ""}`;
  } catch {
    return "?";
  }
}

/** Throws once wrangler dev reloaded the worker: in-flight work and timings would be meaningless. */
let guard = () => {};

let ourNumber = 100_000;
const take = (n) => {
  const first = ourNumber;
  ourNumber += n;
  return first;
};

async function submitBoletos(svc, key, body, idem) {
  const headers = idem ? { "idempotency-key": idem } : {};
  const t0 = now();
  const r = await api(svc.url, "/v1/jobs/boletos", { method: "POST", key, json: body, headers });
  if (r.status !== 202) throw new Error(`POST /v1/jobs/boletos: ${r.status} ${JSON.stringify(r.body)}`);
  return { jobId: r.body.job_id, acceptMs: r.ms, t0 };
}

/** POST a job, wait until final; returns accept latency, time to final and the final job view. */
async function runJob(svc, key, body, { idem, everyMs = 100 } = {}) {
  const s = await submitBoletos(svc, key, body, idem);
  const { job, ms } = await waitForJob(svc.url, key, s.jobId, {
    since: s.t0,
    everyMs,
    guard,
    timeoutMs: 180_000,
  });
  return { ...s, job, finalMs: ms };
}

const serverMs = (job) => Date.parse(job.finished_at) - Date.parse(job.created_at);

async function consolidated(svc, key, jobId, type) {
  const t0 = now();
  const r = await api(svc.url, `/v1/jobs/boletos/${jobId}/artifacts`, {
    method: "POST",
    key,
    json: { type },
  });
  if (r.status !== 202 && r.status !== 200)
    throw new Error(`request ${type}: ${r.status} ${JSON.stringify(r.body)}`);
  let polls = 0;
  for (;;) {
    guard();
    const m = await api(svc.url, `/v1/jobs/boletos/${jobId}/artifacts`, { key });
    polls++;
    if (m.status !== 200) throw new Error(`GET artifacts: ${m.status}`);
    const a = m.body.consolidated.find((c) => c.type === type);
    if (a?.status === "ready") {
      const ms = now() - t0;
      const dl = await api(svc.url, a.url, { raw: true });
      return { ms, size: a.size, downloaded: dl.bytes, downloadMs: dl.ms, polls, manifestMs: m.ms };
    }
    if (a?.status === "failed") throw new Error(`${type} failed: ${JSON.stringify(a.error)}`);
    if (now() - t0 > 300_000) throw new Error(`${type} not ready after 300 s`);
    await sleep(250);
  }
}

async function remessa(svc, key, titles) {
  const t0 = now();
  const r = await api(svc.url, "/v1/jobs/cnab/remessas", {
    method: "POST",
    key,
    json: { layout: "cnab240", titles },
  });
  if (r.status !== 202) throw new Error(`POST remessa: ${r.status} ${JSON.stringify(r.body)}`);
  const { job, ms } = await waitForJob(svc.url, key, r.body.job_id, { since: t0, everyMs: 100, guard });
  const files = await api(svc.url, `/v1/jobs/cnab/remessas/${job.job_id}/files`, { key });
  return { jobId: job.job_id, job, acceptMs: r.ms, finalMs: ms, files: files.body.files };
}

async function main() {
  const started = now();
  const load0 = loadAverage();
  print(`lote bench:e2e — ${new Date().toISOString()}`);
  print(`git ${gitDescribe()} · Node ${process.version} · loadavg at start ${load0}`);
  // FAIR_DISPATCH=off in the environment measures the service without fair dispatch (a control).
  const vars = process.env.FAIR_DISPATCH ? { FAIR_DISPATCH: process.env.FAIR_DISPATCH } : {};
  if (vars.FAIR_DISPATCH) print(`· FAIR_DISPATCH=${vars.FAIR_DISPATCH}`);
  const svc = await startService({ name: "bench", persistDir: ".bench/state", log: print, vars });
  const mem = new RuntimeMemory(svc.child.pid, { port: svc.port });
  mem.start();
  guard = () => {
    if (svc.stats.reloads > 0)
      throw new Error(`wrangler dev reloaded the worker mid-run: see ${svc.logPath.slice(ROOT.length + 1)}`);
  };
  const results = {};
  try {
    print(`· ready in ${fmtS(svc.startMs)} at ${svc.url}`);
    const limits = { rate_limit_per_minute: 1_000_000, max_concurrent_jobs: 20, max_pending_jobs: 1000 };
    const [tMain, tB1, tB2, tB3, tAccept] = await Promise.all(
      ["bench-main", "bench-b1", "bench-b2", "bench-b3", "bench-accept"].map((n) =>
        createTenant(svc.url, n, limits),
      ),
    );
    mem.phase("idle (after start)");
    await sleep(2000);

    mem.phase("warm-up (100 items)");
    print("· warm-up: one 100-item job (not measured)");
    await runJob(svc, tB1.key, boletoJob(take(100), 100));

    // 1. One 1000-item job with PDFs.
    mem.phase("1000-item job (PDFs)");
    print("· one 1000-item job, PDFs on");
    const profiling = process.env.BENCH_PROFILE === "1";
    const prof = profiling ? await startWorkerProfile(svc.inspectorPort) : null;
    const a = await runJob(svc, tMain.key, boletoJob(take(1000), 1000), { idem: "bench-a" });
    results.a = a;
    if (prof) {
      const path = `${ROOT}/.bench/profile-job1000.cpuprofile`;
      const summary = await prof.stop(path, bundleModules(svc.bundle));
      results.profiles = [
        formatProfile(`profile of the 1000-item job (${path.slice(ROOT.length + 1)})`, summary),
      ];
    }

    // 2. One 200-item job alone.
    mem.phase("200-item job (PDFs)");
    print("· one 200-item job alone");
    results.solo = await runJob(svc, tB1.key, boletoJob(take(200), 200));

    // 3. Ten concurrent 200-item jobs over three tenants.
    mem.phase("10 × 200 concurrent");
    print("· 10 concurrent 200-item jobs over 3 tenants");
    const tenants = [tB1, tB2, tB3];
    const t0 = now();
    const conc = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        runJob(svc, tenants[i % 3].key, boletoJob(take(200), 200), { everyMs: 200 }),
      ),
    );
    results.conc = { jobs: conc, allMs: now() - t0 };

    // 4. Accept latency of 1000-item POSTs (PDFs off; each job finishes before the next POST).
    mem.phase(`accept × ${ACCEPT_REPEATS} (1000 items)`);
    print(`· accept latency: ${ACCEPT_REPEATS} POSTs of 1000 items (distinct Idempotency-Keys)`);
    const accept = [];
    const acceptProf = profiling ? await startWorkerProfile(svc.inspectorPort) : null;
    for (let i = 0; i < ACCEPT_REPEATS; i++) {
      const r = await runJob(svc, tAccept.key, boletoJob(take(1000), 1000, { pdf: false }), {
        idem: `bench-accept-${i}`,
        everyMs: 100,
      });
      accept.push(r);
    }
    if (acceptProf) {
      const path = `${ROOT}/.bench/profile-accept.cpuprofile`;
      const summary = await acceptProf.stop(path, bundleModules(svc.bundle));
      results.profiles.push(
        formatProfile(`profile of the ${ACCEPT_REPEATS} accepts and their jobs`, summary),
      );
    }
    // The same POST with Accept-Encoding: gzip (what fetch/browsers send), for comparison.
    const gzip = [];
    for (let i = 0; i < GZIP_REPEATS; i++) {
      const body = JSON.stringify(boletoJob(take(1000), 1000, { pdf: false }));
      const t = now();
      const r = await api(svc.url, "/v1/jobs/boletos", {
        method: "POST",
        key: tAccept.key,
        json: body,
        headers: { "accept-encoding": "gzip, deflate", "idempotency-key": `bench-gzip-${i}` },
      });
      if (r.status !== 202) throw new Error(`gzip POST: ${r.status}`);
      gzip.push(r.ms);
      await waitForJob(svc.url, tAccept.key, r.body.job_id, { since: t, guard });
    }
    results.accept = { runs: accept, gzip };

    // 5. Consolidated artifacts of the 1000-item job.
    mem.phase("zip (1000 PDFs)");
    print("· zip of the 1000-item job");
    results.zip = await consolidated(svc, tMain.key, a.jobId, "zip");
    mem.phase("merged PDF (1000)");
    print("· merged PDF of the 1000-item job");
    results.merged = await consolidated(svc, tMain.key, a.jobId, "merged_pdf");

    // 6. CNAB remessa: the 1000 boletos of job A by external_id.
    mem.phase("remessa 1000 titles");
    print("· CNAB 240 remessa of the 1000 issued boletos");
    const issuedA = await allItems(svc.url, tMain.key, a.jobId);
    const r1 = await remessa(
      svc,
      tMain.key,
      issuedA.map((i) => ({ external_id: i.external_id })),
    );
    results.remessa = r1;

    // 7. A 10,000-line retorno: 4 more boleto jobs and remessas (setup), the simulated bank's
    // retorno for each of the 5 files, joined as 5 lotes of one file, uploaded once.
    mem.phase("retorno setup (not timed)");
    print(`· retorno setup: ${RETORNO_FILES - 1} more 1000-boleto jobs and remessas, bank simulator`);
    const files = [r1.files[0]];
    for (let f = 1; f < RETORNO_FILES; f++) {
      const j = await runJob(svc, tMain.key, boletoJob(take(1000), 1000, { pdf: false }));
      const items = await allItems(svc.url, tMain.key, j.jobId);
      const r = await remessa(
        svc,
        tMain.key,
        items.map((i) => ({ external_id: i.external_id })),
      );
      files.push(r.files[0]);
    }
    const generated_at = "2026-12-01T08:00:00";
    const sims = [];
    for (const f of files) {
      const s = await api(svc.url, "/v1/sandbox/bank/retornos", {
        method: "POST",
        key: tMain.key,
        json: { file_id: f.file_id, paid: "all", generated_at },
      });
      if (s.status !== 200) throw new Error(`simulator: ${s.status} ${JSON.stringify(s.body)}`);
      sims.push(s.body);
    }
    const joined = joinRetornos240(sims);
    mem.phase("retorno 10k lines");
    print(`· retorno upload: ${joined.lines} lines in ${joined.batches} lotes`);
    const tr = now();
    const up = await api(svc.url, "/v1/jobs/cnab/retornos?file_name=bench.ret", {
      method: "POST",
      key: tMain.key,
      body: joined.content,
      headers: { "content-type": "text/plain" },
    });
    if (up.status !== 202) throw new Error(`POST retorno: ${up.status} ${JSON.stringify(up.body)}`);
    const rj = await waitForJob(svc.url, tMain.key, up.body.job_id, { since: tr, everyMs: 200, guard });
    const tenantItems = 1000 + (RETORNO_FILES - 1) * 1000;
    results.retorno = {
      ...rj,
      acceptMs: up.ms,
      joined,
      bytes: Buffer.byteLength(joined.content),
      tenantItems,
    };
    mem.stop();
  } finally {
    mem.stop();
    print("· stopping the service");
    await svc.stop();
  }
  report(results, mem, svc, started, load0);
}

function report(r, mem, svc, started, load0) {
  if (r.profiles) {
    print("");
    print("═══ Where the Worker's thread spent the time (BENCH_PROFILE=1) ═══");
    for (const lines of r.profiles) for (const l of lines) print(l);
  }
  print("");
  print("═══ Boleto jobs ═══");
  const a = r.a;
  const tA = a.job.timings;
  table(
    ["one 1000-item job (PDFs on)", "value", "target"],
    [
      ["status", `${a.job.status} (${a.job.items.completed}/${a.job.items.total} completed)`, ""],
      ["accept latency (POST → 202)", fmtMs(a.acceptMs), ""],
      ["time to final state (client)", fmtS(a.finalMs), `≤ 1 s ${label(a.finalMs <= TARGETS.job1000)}`],
      ["  created → finished (server)", fmtS(serverMs(a.job)), ""],
      ["items/s (end to end)", fmtRate(1000, a.finalMs), ""],
      ["per item: processing (queue waits excluded)", `${tA.processing_ms_per_item} ms`, ""],
      [
        "per item: latency avg / p95 (queue waits included)",
        `${tA.latency_ms_per_item} / ${tA.p95_latency_ms_per_item} ms`,
        "",
      ],
      ["job timings: queued / total", `${fmtMs(tA.queued_ms)} / ${fmtMs(tA.total_ms)}`, ""],
      [
        "bytes stored (storage.bytes_stored)",
        `${fmtBytes(a.job.storage.bytes_stored)} (${Object.entries(a.job.storage.by_type)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")})`,
        "",
      ],
    ],
    print,
  );
  print("");
  const s = r.solo;
  table(
    ["one 200-item job alone (PDFs on)", "value", "target"],
    [
      ["status", `${s.job.status} (${s.job.items.completed}/${s.job.items.total})`, ""],
      ["accept latency", fmtMs(s.acceptMs), ""],
      ["time to final state", fmtS(s.finalMs), `< 5 s ${label(s.finalMs < TARGETS.job200)}`],
      ["items/s", fmtRate(200, s.finalMs), ""],
      ["per item: processing", `${s.job.timings.processing_ms_per_item} ms`, ""],
      [
        "per item: latency avg / p95",
        `${s.job.timings.latency_ms_per_item} / ${s.job.timings.p95_latency_ms_per_item} ms`,
        "",
      ],
    ],
    print,
  );
  print("");
  const c = r.conc;
  const cAcc = c.jobs.map((j) => j.acceptMs);
  const cFin = c.jobs.map((j) => j.finalMs);
  const cOk = c.jobs.filter((j) => j.job.status === "completed").length;
  table(
    ["10 concurrent 200-item jobs, 3 tenants", "value", ""],
    [
      [
        "jobs completed",
        `${cOk}/10 (${c.jobs.reduce((n, j) => n + j.job.items.completed, 0)}/2000 items)`,
        "",
      ],
      [
        "accept latency p50 / p99",
        `${fmtMs(percentile(cAcc, 50))} / ${fmtMs(percentile(cAcc, 99))}`,
        "(p99 of 10 = max)",
      ],
      ["time until all final", fmtS(c.allMs), ""],
      ["items/s (2000 items)", fmtRate(2000, c.allMs), ""],
      ["per-job time to final p50 / max", `${fmtS(percentile(cFin, 50))} / ${fmtS(Math.max(...cFin))}`, ""],
    ],
    print,
  );
  print("");
  const acc = r.accept.runs.map((x) => x.acceptMs);
  const p99 = percentile(acc, 99);
  table(
    [`accept latency, ${acc.length} × 1000-item POSTs`, "value", "target"],
    [
      ["p50", fmtMs(percentile(acc, 50)), ""],
      [`p99 (of ${acc.length} = max)`, fmtMs(p99), `≤ 150 ms ${label(p99 <= TARGETS.acceptP99)}`],
      [
        "min / mean",
        `${fmtMs(Math.min(...acc))} / ${fmtMs(acc.reduce((x, y) => x + y, 0) / acc.length)}`,
        "",
      ],
      ["request body", fmtBytes(Buffer.byteLength(JSON.stringify(boletoJob(0, 1000, { pdf: false })))), ""],
      [
        "each job to final (PDFs off) p50",
        fmtS(
          percentile(
            r.accept.runs.map((x) => x.finalMs),
            50,
          ),
        ),
        "",
      ],
      [
        `with Accept-Encoding: gzip, p50 / max of ${r.accept.gzip.length}`,
        `${fmtMs(percentile(r.accept.gzip, 50))} / ${fmtMs(Math.max(...r.accept.gzip))}`,
        "(local gzip emulation)",
      ],
    ],
    print,
  );
  print("");
  print("═══ Consolidated artifacts of the 1000-item job ═══");
  table(
    ["artifact", "request → ready", "size", "download", "last GET …/artifacts poll"],
    [
      ["zip", fmtS(r.zip.ms), fmtBytes(r.zip.size), fmtMs(r.zip.downloadMs), fmtMs(r.zip.manifestMs)],
      [
        "merged_pdf",
        fmtS(r.merged.ms),
        fmtBytes(r.merged.size),
        fmtMs(r.merged.downloadMs),
        fmtMs(r.merged.manifestMs),
      ],
    ],
    print,
  );
  print("");
  print("═══ CNAB ═══");
  const rm = r.remessa;
  const f0 = rm.files[0] ?? {};
  table(
    ["remessa, 1000 titles (cnab240, by external_id)", "value"],
    [
      [
        "status",
        `${rm.job.status}; ${rm.files.length} file(s), ${f0.title_count} titles, ${f0.record_count} lines`,
      ],
      ["accept latency", fmtMs(rm.acceptMs)],
      ["time to final", fmtS(rm.finalMs)],
      ["titles/s", fmtRate(1000, rm.finalMs)],
    ],
    print,
  );
  print("");
  const rt = r.retorno;
  const sum = rt.job.summary ?? {};
  table(
    ["retorno upload (5 simulated retornos as 5 lotes)", "value"],
    [
      ["file", `${rt.joined.lines} lines, ${rt.joined.batches} lotes, ${fmtBytes(rt.bytes)}`],
      [
        "status",
        `${rt.job.status}; ${sum.entries} entries, ${sum.matched} matched, ${sum.unmatched} unmatched, ${(sum.warnings ?? []).length} warnings${rt.job.error ? `, error ${rt.job.error.code}` : ""}`,
      ],
      ["accept latency (upload → 202)", fmtMs(rt.acceptMs)],
      ["time to final", fmtS(rt.ms)],
      ["entries/s", fmtRate(sum.entries ?? 0, rt.ms)],
      ["issued boletos in the tenant (matching scope)", String(rt.tenantItems)],
    ],
    print,
  );
  print("");
  print("═══ Peak memory of the workerd runtime, per phase ═══");
  table(
    ["phase", "duration", "runtime VmHWM", "runtime RSS (sampled)", "all workerd RSS (sampled)"],
    mem.phases.map((p) => [
      p.name,
      fmtS(p.ms),
      mem.hwmResettable ? fmtKb(p.runtimeHwm) : "n/a",
      fmtKb(p.runtimeRss),
      fmtKb(p.totalRss),
    ]),
    print,
  );
  print(
    "(VmHWM reset at each phase start via /proc/<pid>/clear_refs; samples every 100 ms; 'all' adds wrangler's proxy workerd)",
  );
  print("");
  print(
    `service: ${svc.stats.status5xx} 5xx responses in its log, ${svc.stats.reloads} reloads; loadavg ${load0} → ${loadAverage()}; total run ${fmtS(now() - started)}`,
  );
  for (const l of svc.stats.lines5xx) print(`  ${l}`);
}

main().catch(async (e) => {
  console.error(`bench:e2e failed: ${e.stack ?? e}`);
  process.exitCode = 1;
});
