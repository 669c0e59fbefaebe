// The load generator of `npm run load`, forked by scripts/load.mjs as a second process: it drives
// the service over loopback like a set of API clients would and reports what it saw. It receives
// { url, tenants, seconds, maxJobs, inflight } over IPC and answers { type: "result", … }.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import {
  api,
  boletoItem,
  FINAL_ITEM,
  FINAL_JOB,
  ITAU_DEFAULTS,
  now,
  percentile,
  sleep,
} from "./e2e-client.mjs";

const ITEMS_PER_JOB = 200;
/** Deliberate defects: index → [how, expected final status]. */
const BAD_CPF = 17; // payer CPF with wrong check digits → failed
const BAD_DATE = 101; // 30 February → failed
const DUP_IN_REQUEST = 150; // external_id of index 149 → skipped at admission
const DUP_ACROSS = 199; // external_id of an earlier completed job's item → skipped by the consumer
const VALID_CPF = "529.982.247-25";

const sha256 = (buf) => createHash("sha256").update(buf).digest("hex");

class Stats {
  constructor() {
    this.byStatus = {}; // every HTTP answer, by status
    this.throttled = {}; // 429 by code
    this.inProgress = 0; // 409 IDEMPOTENCY_KEY_IN_PROGRESS (concurrent same-key requests)
    this.networkErrors = 0;
    this.unexpected = []; // answers that are errors for this client
    this.accept = []; // ms of each accepted POST /v1/jobs/boletos (202, first response)
    this.replays = { sent: 0, sameJob: 0, differentJob: 0, headerMissing: 0 };
    this.downloads = { pdf: 0, pdfBad: 0, zip: 0, zipBad: 0, manifest: 0, manifestBad: 0, bytes: 0 };
    this.problems = []; // client-side check failures
    this.retries = { items: 0 };
  }
}

const stats = new Stats();
const problem = (msg) => {
  if (stats.problems.length < 200) stats.problems.push(msg);
};

/**
 * One request, as a well-behaved client: on 429 waits Retry-After and tries again (counted apart),
 * on 409 IDEMPOTENCY_KEY_IN_PROGRESS waits and tries again, on a network error tries again.
 */
async function call(base, path, opts = {}, { expect = [200, 202] } = {}) {
  for (let attempt = 0; ; attempt++) {
    let r;
    try {
      r = await api(base, path, opts);
    } catch (e) {
      stats.networkErrors++;
      if (attempt >= 5) throw e;
      await sleep(1000);
      continue;
    }
    stats.byStatus[r.status] = (stats.byStatus[r.status] ?? 0) + 1;
    if (r.status === 429) {
      const code = r.body?.code ?? "429";
      stats.throttled[code] = (stats.throttled[code] ?? 0) + 1;
      const after = Number(r.headers.get("retry-after") ?? "1");
      await sleep(Math.max(1, after) * 1000 + Math.random() * 250);
      continue;
    }
    if (r.status === 409 && r.body?.code === "IDEMPOTENCY_KEY_IN_PROGRESS") {
      stats.inProgress++;
      await sleep(Number(r.headers.get("retry-after") ?? "1") * 1000);
      continue;
    }
    if (!expect.includes(r.status)) {
      const detail = `${opts.method ?? "GET"} ${path.replace(/\/v1\/downloads\/.*/, "/v1/downloads/…")} → ${r.status} ${
        typeof r.body === "object" && !(r.body instanceof Uint8Array)
          ? JSON.stringify(r.body).slice(0, 300)
          : ""
      }`;
      stats.unexpected.push({ status: r.status, detail, requestId: r.headers.get("x-request-id") });
    }
    return r;
  }
}

// ── webhook receiver: job.* events, to see each job generation reach a final state once ───────

const hooks = new Map(); // job_id → Map(webhook-id → { generation, status, deliveries })
let hookUrl = "";

async function startReceiver() {
  const srv = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      try {
        const ev = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        const id = req.headers["webhook-id"];
        const jobId = ev.data?.job_id;
        if (jobId && ev.type?.startsWith("job.")) {
          const m = hooks.get(jobId) ?? new Map();
          const e = m.get(id) ?? { generation: ev.data.generation, status: ev.data.status, deliveries: 0 };
          e.deliveries++;
          m.set(id, e);
          hooks.set(jobId, m);
        }
      } catch {
        // not ours
      }
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => srv.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${srv.address().port}/hooks`;
  return srv;
}

// ── one client job ─────────────────────────────────────────────────────────────────────────────

function jobBody(tenant, first, donor) {
  const items = Array.from({ length: ITEMS_PER_JOB }, (_, i) => boletoItem(first + i, `ld${tenant.n}`));
  const expected = items.map(() => "completed");
  items[BAD_CPF].payer = { ...items[BAD_CPF].payer, document: "123.456.789-00" };
  expected[BAD_CPF] = "failed";
  items[BAD_DATE].due_date = "2027-02-30";
  expected[BAD_DATE] = "failed";
  items[DUP_IN_REQUEST].external_id = items[DUP_IN_REQUEST - 1].external_id;
  expected[DUP_IN_REQUEST] = "skipped";
  if (donor) {
    items[DUP_ACROSS].external_id = donor;
    expected[DUP_ACROSS] = "skipped";
  }
  return {
    body: {
      defaults: ITAU_DEFAULTS,
      items,
      options: { pdf: true },
      webhook_url: hookUrl,
      metadata: { load: true },
    },
    expected,
  };
}

const count = (list, s) => list.filter((x) => x === s).length;

/** POST a job (429/409 waits excluded from `ms`: that is the answering request's own latency). */
async function submit(base, tenant, body, idem) {
  const r = await call(base, "/v1/jobs/boletos", {
    method: "POST",
    key: tenant.key,
    json: body,
    headers: { "idempotency-key": idem },
  });
  return { r, ms: r.ms };
}

async function pollJob(base, tenant, jobId, minGeneration = 1) {
  const t0 = now();
  for (;;) {
    const r = await call(base, `/v1/jobs/boletos/${jobId}`, { key: tenant.key });
    if (r.status === 200 && FINAL_JOB.has(r.body.status) && r.body.generation >= minGeneration) return r.body;
    if (r.status !== 200) throw new Error(`poll ${jobId}: ${r.status}`);
    if (now() - t0 > 600_000) throw new Error(`job ${jobId} not final after 10 min`);
    await sleep(1000);
  }
}

async function listItems(base, tenant, jobId) {
  const out = [];
  let token = "";
  do {
    const q = new URLSearchParams({ page_size: "100", ...(token ? { page_token: token } : {}) });
    const r = await call(base, `/v1/jobs/boletos/${jobId}/items?${q}`, { key: tenant.key });
    if (r.status !== 200) throw new Error(`items ${jobId}: ${r.status}`);
    out.push(...r.body.data);
    token = r.body.next_page_token;
  } while (token);
  return out;
}

async function download(base, url) {
  const r = await call(base, url, { raw: true }, { expect: [200] });
  if (r.status !== 200) return null;
  stats.downloads.bytes += r.bytes;
  return r.body;
}

/** The stored manifest of the job's current generation (final effects may trail the job's status). */
async function storedManifest(base, tenant, jobId, generation) {
  const t0 = now();
  for (;;) {
    const r = await call(base, `/v1/jobs/boletos/${jobId}/artifacts`, { key: tenant.key });
    const m = r.body?.consolidated?.find((c) => c.type === "manifest" && c.generation === generation);
    if (m?.status === "ready") {
      const bytes = await download(base, m.url);
      if (!bytes) return { error: "manifest download failed" };
      const digest = sha256(bytes);
      const doc = JSON.parse(new TextDecoder().decode(bytes));
      return {
        artifact_id: m.artifact_id,
        sha256: digest,
        sha256Listed: m.sha256,
        generation,
        items: doc.items.map((i) => ({
          item_id: i.item_id,
          index: i.index,
          status: i.status,
          attempt: i.attempt,
          artifacts: i.artifacts.map((a) => ({ artifact_id: a.artifact_id, type: a.type, sha256: a.sha256 })),
        })),
        totals: doc.totals,
      };
    }
    if (now() - t0 > 120_000) return { error: `no ready manifest for generation ${generation} after 120 s` };
    await sleep(1000);
  }
}

/** Counts the central directory entries of a zip (signature PK\1\2). */
function zipEntries(buf) {
  let n = 0;
  for (let i = 0; i + 3 < buf.length; i++) {
    if (buf[i] === 0x50 && buf[i + 1] === 0x4b && buf[i + 2] === 0x01 && buf[i + 3] === 0x02) n++;
  }
  return n;
}

async function runJob(base, tenant, jobNo) {
  const first = tenant.nextNumber;
  tenant.nextNumber += ITEMS_PER_JOB;
  const { body, expected } = jobBody(tenant, first, tenant.donor);
  const idem = `load-${tenant.n}-${jobNo}`;
  const text = JSON.stringify(body);
  const rec = { tenant_id: tenant.tenant_id, idem, expected, job_id: null };

  // Accept. Every third job is sent twice at once (a client retrying a request it thinks timed out).
  const sends =
    jobNo % 3 === 0
      ? [submit(base, tenant, text, idem), submit(base, tenant, text, idem)]
      : [submit(base, tenant, text, idem)];
  const answers = await Promise.all(sends);
  const ids = new Set();
  for (const { r, ms } of answers) {
    if (r.status !== 202) {
      problem(`${idem}: POST answered ${r.status}`);
      continue;
    }
    ids.add(r.body.job_id);
    if (r.headers.get("idempotent-replayed") !== "true") stats.accept.push(ms);
    if (r.body.items_received !== ITEMS_PER_JOB) problem(`${idem}: items_received ${r.body.items_received}`);
  }
  if (answers.length > 1) {
    stats.replays.sent++;
    const replayed = answers.filter(({ r }) => r.headers.get("idempotent-replayed") === "true").length;
    if (ids.size === 1 && replayed === answers.length - 1) stats.replays.sameJob++;
    else if (ids.size > 1) stats.replays.differentJob++;
    else stats.replays.headerMissing++;
  }
  if (ids.size !== 1) {
    problem(`${idem}: ${ids.size} distinct job ids for one Idempotency-Key`);
    if (ids.size === 0) return null;
  }
  const jobId = [...ids][0];
  rec.job_id = jobId;
  rec.job_ids = [...ids];

  // A later retry of the same request: the original answer again.
  if (jobNo % 3 === 1) {
    const { r } = await submit(base, tenant, text, idem);
    stats.replays.sent++;
    if (r.body?.job_id === jobId && r.headers.get("idempotent-replayed") === "true") stats.replays.sameJob++;
    else if (r.body?.job_id && r.body.job_id !== jobId) {
      stats.replays.differentJob++;
      rec.job_ids.push(r.body.job_id);
    } else stats.replays.headerMissing++;
  }

  let job = await pollJob(base, tenant, jobId);
  let items = await listItems(base, tenant, jobId);

  // Every fourth job: fix one failed item (attempt 2 completes), retry another unchanged (fails again).
  if (jobNo % 4 === 2) {
    const byIndex = new Map(items.map((i) => [i.index, i]));
    const fix = byIndex.get(BAD_CPF);
    const again = byIndex.get(BAD_DATE);
    if (fix?.status === "failed" && again?.status === "failed") {
      const r1 = await call(base, `/v1/jobs/boletos/${jobId}/items/${fix.item_id}/retry`, {
        method: "POST",
        key: tenant.key,
        json: { patch: { payer: { document: VALID_CPF } } },
      });
      const r2 = await call(base, `/v1/jobs/boletos/${jobId}/items/${again.item_id}/retry`, {
        method: "POST",
        key: tenant.key,
        json: {},
      });
      if (r1.status === 202 && r2.status === 202) {
        stats.retries.items += 2;
        expected[BAD_CPF] = "completed";
        rec.retried = { [BAD_CPF]: 2, [BAD_DATE]: 2 };
        job = await pollJob(base, tenant, jobId, 2);
        // Both retries may land in one new generation or two: wait until neither item is pending.
        for (let i = 0; i < 120; i++) {
          items = await listItems(base, tenant, jobId);
          const done = items
            .filter((x) => x.index === BAD_CPF || x.index === BAD_DATE)
            .every((x) => FINAL_ITEM.has(x.status));
          job = await pollJob(base, tenant, jobId, 2);
          if (done && FINAL_JOB.has(job.status)) break;
          await sleep(1000);
        }
        items = await listItems(base, tenant, jobId);
      } else problem(`${idem}: retry answered ${r1.status}/${r2.status}`);
    } else problem(`${idem}: items ${BAD_CPF}/${BAD_DATE} are not failed before the retry`);
  }

  // What a client checks: every item final and as expected; the job's counts add up.
  rec.final = { status: job.status, generation: job.generation, items: job.items };
  if (items.length !== ITEMS_PER_JOB) problem(`${idem}: ${items.length} items listed`);
  const seen = new Set();
  for (const it of items) {
    if (seen.has(it.item_id)) problem(`${idem}: item ${it.item_id} listed twice`);
    seen.add(it.item_id);
    if (!FINAL_ITEM.has(it.status)) problem(`${idem}: item ${it.index} ended ${it.status}`);
    else if (it.status !== expected[it.index])
      problem(
        `${idem}: item ${it.index} is ${it.status}, expected ${expected[it.index]} ${JSON.stringify(it.errors)}`,
      );
    const want = rec.retried?.[it.index] ?? 1;
    if (it.attempt !== want) problem(`${idem}: item ${it.index} at attempt ${it.attempt}, expected ${want}`);
    if (it.status === "completed" && it.artifacts.filter((a) => a.type === "pdf").length !== 1)
      problem(`${idem}: completed item ${it.index} lists ${it.artifacts.length} artifacts`);
  }
  const statuses = items.map((i) => i.status);
  for (const s of ["completed", "failed", "skipped"]) {
    if (job.items[s] !== count(statuses, s))
      problem(`${idem}: job says ${job.items[s]} ${s}, items say ${count(statuses, s)}`);
    if (count(statuses, s) !== count(expected, s))
      problem(`${idem}: ${count(statuses, s)} ${s}, expected ${count(expected, s)}`);
  }
  if (
    job.items.total !== ITEMS_PER_JOB ||
    job.items.completed + job.items.failed + job.items.skipped !== job.items.total
  )
    problem(`${idem}: counts do not add up ${JSON.stringify(job.items)}`);
  rec.items = items.map((i) => ({
    item_id: i.item_id,
    index: i.index,
    status: i.status,
    attempt: i.attempt,
    artifacts: i.artifacts.map((a) => ({ artifact_id: a.artifact_id, type: a.type, sha256: a.sha256 })),
  }));
  const firstDone = items.find((i) => i.index === 0 && i.status === "completed");
  if (firstDone) tenant.donor = firstDone.external_id;

  // Downloads: two PDFs through their signed URLs, checked against the listed sha256 and size.
  const completed = items.filter((i) => i.status === "completed");
  for (let k = 0; k < 2 && completed.length; k++) {
    const it = completed[Math.floor(Math.random() * completed.length)];
    const a = it.artifacts[0];
    const bytes = await download(base, a.url);
    stats.downloads.pdf++;
    if (
      !bytes ||
      sha256(bytes) !== a.sha256 ||
      bytes.length !== a.size ||
      new TextDecoder().decode(bytes.slice(0, 5)) !== "%PDF-"
    ) {
      stats.downloads.pdfBad++;
      problem(`${idem}: PDF of item ${it.index} does not match its listing`);
    }
  }
  // Every fifth job: the zip of every PDF + manifest.json + errors.json.
  if (jobNo % 5 === 0) {
    const req = await call(base, `/v1/jobs/boletos/${jobId}/artifacts`, {
      method: "POST",
      key: tenant.key,
      json: { type: "zip" },
    });
    if (req.status === 200 || req.status === 202) {
      for (let i = 0; i < 180; i++) {
        const m = await call(base, `/v1/jobs/boletos/${jobId}/artifacts`, { key: tenant.key });
        const z = m.body?.consolidated?.find((c) => c.type === "zip" && c.generation === job.generation);
        if (z?.status === "ready") {
          const bytes = await download(base, z.url);
          stats.downloads.zip++;
          const entries = bytes ? zipEntries(bytes) : -1;
          if (
            !bytes ||
            sha256(bytes) !== z.sha256 ||
            bytes.length !== z.size ||
            entries !== completed.length + 2
          ) {
            stats.downloads.zipBad++;
            problem(`${idem}: zip does not match (${entries} entries for ${completed.length} PDFs)`);
          }
          break;
        }
        if (z?.status === "failed") {
          stats.downloads.zipBad++;
          problem(`${idem}: zip failed ${JSON.stringify(z.error)}`);
          break;
        }
        await sleep(1000);
      }
    }
  }
  // The stored manifest of the final generation (compared with D1 by the parent).
  rec.manifest = await storedManifest(base, tenant, jobId, job.generation);
  stats.downloads.manifest++;
  if (rec.manifest.error) {
    stats.downloads.manifestBad++;
    problem(`${idem}: ${rec.manifest.error}`);
  } else if (rec.manifest.sha256 !== rec.manifest.sha256Listed) {
    stats.downloads.manifestBad++;
    problem(`${idem}: stored manifest sha256 differs from its listing`);
  }
  return rec;
}

async function run(cfg) {
  const receiver = await startReceiver();
  const base = cfg.url;
  const deadline = now() + cfg.seconds * 1000;
  let started = 0;
  const jobs = [];
  const failures = [];
  const tenants = cfg.tenants.map((t, n) => ({
    ...t,
    n,
    nextNumber: 1_000_000 + n * 10_000_000,
    donor: null,
    jobNo: 0,
  }));
  const t0 = now();
  const loop = async (tenant) => {
    while (now() < deadline && started < cfg.maxJobs) {
      started++;
      const jobNo = tenant.jobNo++;
      try {
        const rec = await runJob(base, tenant, jobNo);
        if (rec) jobs.push(rec);
      } catch (e) {
        failures.push(`tenant ${tenant.n} job ${jobNo}: ${e.message}`);
        problem(`tenant ${tenant.n} job ${jobNo}: ${e.message}`);
      }
    }
  };
  const progress = setInterval(() => {
    const done = jobs.length;
    process.stdout.write(
      `  [driver] ${Math.round((now() - t0) / 1000)} s: ${started} jobs started, ${done} verified, ${Object.values(stats.throttled).reduce((a, b) => a + b, 0)} × 429\n`,
    );
  }, 15_000);
  await Promise.all(tenants.flatMap((t) => Array.from({ length: cfg.inflight }, () => loop(t))));
  const submitMs = now() - t0;
  process.stdout.write(
    `  [driver] ${Math.round(submitMs / 1000)} s: traffic over, waiting for the last job.* webhooks\n`,
  );
  // Let the last job.* webhooks arrive: one distinct event per job generation reached.
  const expectedHooks = () =>
    jobs.every((j) => {
      const gens = new Set([...(hooks.get(j.job_id)?.values() ?? [])].map((e) => e.generation));
      return gens.size >= j.final.generation;
    });
  for (let i = 0; i < 60 && !expectedHooks(); i++) await sleep(1000);
  clearInterval(progress);
  process.stdout.write(`  [driver] ${Math.round((now() - t0) / 1000)} s: done\n`);
  receiver.close();
  const webhooks = {};
  for (const j of jobs) {
    const events = [...(hooks.get(j.job_id)?.entries() ?? [])].map(([id, e]) => ({ id, ...e }));
    webhooks[j.job_id] = events;
  }
  return {
    type: "result",
    jobs,
    failures,
    webhooks,
    stats: { ...stats, acceptP50: percentile(stats.accept, 50), acceptP99: percentile(stats.accept, 99) },
    submitMs,
    tenants: tenants.map((t) => ({ n: t.n, tenant_id: t.tenant_id, jobs: t.jobNo })),
  };
}

process.on("message", async (msg) => {
  if (msg?.type !== "start") return;
  try {
    const result = await run(msg.config);
    process.send(result, () => process.exit(0));
  } catch (e) {
    process.send({ type: "error", error: String(e.stack ?? e) }, () => process.exit(1));
  }
});
