#!/usr/bin/env node
// `npm run measure:shard [-- --jobs N]`: what issued boletos, remessa titles and retorno
// entries cost one data shard, measured — not read off the code. Starts lote locally (own state in
// .bench/measure-state, wiped) with COUNT_D1_STATEMENTS=on, puts one tenant on SHARD_0, and for
// each phase reads GET /v1/admin/shards before and after: the shard's size as D1 reports it
// (`meta.size_after`, the SQLite file's pages) and the statements and round trips the Worker sent
// it (and the directory). The inputs docs/scaling.md and scripts/capacity.mjs use.
import { parseArgs } from "node:util";
import {
  allItems,
  api,
  boletoJob,
  createTenant,
  loadAverage,
  sleep,
  startService,
  table,
  waitForJob,
} from "./e2e-client.mjs";
import { configuredShards, DEV_ADMIN_TOKEN, queryLocalD1 } from "./lib.mjs";

const { values: args } = parseArgs({ options: { jobs: { type: "string", default: "3" } } });
const JOBS = Number(args.jobs);
const SHARD = configuredShards()[0];
const print = (s = "") => console.log(s);

let snapshots = 0;

/** The shard's size and counts, and the directory's counts (each call is counted: it costs statements too). */
async function snapshot(url) {
  const r = await api(url, "/v1/admin/shards", { key: DEV_ADMIN_TOKEN });
  snapshots++;
  const s = r.body.data.find((x) => x.name === SHARD);
  return {
    at: snapshots,
    size: s.size_bytes,
    shard: s.d1.statements,
    trips: s.d1.round_trips,
    directory: r.body.directory.d1.statements,
  };
}

/** What one snapshot itself costs (its size probe on the shard, the catalogue reads on the directory). */
let cost = { shard: 0, trips: 0, directory: 0 };

/** Waits until nothing but the snapshots moves (final effects, manifests and webhooks done). */
async function settled(url) {
  let last = await snapshot(url);
  for (let quiet = 0; quiet < 3; ) {
    await sleep(1000);
    const now = await snapshot(url);
    const still =
      now.size === last.size &&
      now.shard - last.shard === cost.shard &&
      now.trips - last.trips === cost.trips &&
      now.directory - last.directory === cost.directory;
    quiet = still ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

async function phase(url, name, n, work) {
  const before = await settled(url);
  await work();
  const after = await settled(url);
  // The snapshots taken in between counted their own statements: taken out.
  const k = after.at - before.at;
  const per = (key) => (after[key] - before[key] - k * (cost[key] ?? 0)) / n;
  return {
    name,
    n,
    bytes: (after.size - before.size) / n,
    statements: per("shard"),
    roundTrips: per("trips"),
    directory: per("directory"),
  };
}

async function main() {
  print(
    `lote measure-shard — ${new Date().toISOString()} · ${JOBS} × 1,000 boletos with PDFs · loadavg ${loadAverage()}`,
  );
  const svc = await startService({
    name: "measure",
    persistDir: ".bench/measure-state",
    log: print,
    vars: { COUNT_D1_STATEMENTS: "on" },
  });
  const results = [];
  try {
    // A snapshot's own cost, from two in a row on an idle service.
    const a = await snapshot(svc.url);
    const b = await snapshot(svc.url);
    cost = { shard: b.shard - a.shard, trips: b.trips - a.trips, directory: b.directory - a.directory };
    const t = await createTenant(svc.url, "measure", { rate_limit_per_minute: 100_000 }, SHARD);
    const jobs = [];
    const submit = async (body) => {
      const r = await api(svc.url, "/v1/jobs/boletos", { method: "POST", key: t.key, json: body });
      if (r.status !== 202) throw new Error(`POST: ${r.status} ${JSON.stringify(r.body)}`);
      await waitForJob(svc.url, t.key, r.body.job_id);
      return r.body.job_id;
    };
    results.push(
      await phase(svc.url, "issued boleto, PDF on", JOBS * 1000, async () => {
        for (let j = 0; j < JOBS; j++) jobs.push(await submit(boletoJob(10_000 + j * 1000, 1000)));
      }),
    );
    results.push(
      await phase(svc.url, "issued boleto, PDF off", 1000, async () => {
        await submit(boletoJob(90_000, 1000, { pdf: false }));
      }),
    );
    const issued = await allItems(svc.url, t.key, jobs[0]);
    let remessaFile;
    results.push(
      await phase(svc.url, "remessa title (by external_id)", 1000, async () => {
        const r = await api(svc.url, "/v1/jobs/cnab/remessas", {
          method: "POST",
          key: t.key,
          json: { layout: "cnab240", titles: issued.map((i) => ({ external_id: i.external_id })) },
        });
        await waitForJob(svc.url, t.key, r.body.job_id);
        const files = await api(svc.url, `/v1/jobs/cnab/remessas/${r.body.job_id}/files`, { key: t.key });
        remessaFile = files.body.files[0].file_id;
      }),
    );
    results.push(
      await phase(svc.url, "retorno entry (paid, reconciled)", 1000, async () => {
        const sim = await api(svc.url, "/v1/sandbox/bank/retornos", {
          method: "POST",
          key: t.key,
          json: { file_id: remessaFile, paid: "all" },
        });
        const up = await api(svc.url, "/v1/jobs/cnab/retornos", {
          method: "POST",
          key: t.key,
          body: sim.body,
          headers: { "content-type": "text/plain" },
        });
        await waitForJob(svc.url, t.key, up.body.job_id);
      }),
    );
  } finally {
    await svc.stop();
  }
  // Rows per table and bytes per row, from the stopped shard (SQLite's dbstat is not in D1).
  const [rows] = queryLocalD1(
    `SELECT 'items' AS t, COUNT(*) AS n, SUM(length(input) + length(COALESCE(result, '')) + length(id) * 3) AS b FROM items
     UNION ALL SELECT 'item_attempts', COUNT(*), SUM(length(COALESCE(errors, '')) + length(item_id) + length(job_id)) FROM item_attempts
     UNION ALL SELECT 'artifacts', COUNT(*), SUM(length(id) + length(COALESCE(r2_key, '')) + length(file_name)) FROM artifacts
     UNION ALL SELECT 'external_ids', COUNT(*), SUM(length(external_id) + length(item_id) + length(job_id)) FROM external_ids
     UNION ALL SELECT 'retorno_entries', COUNT(*), SUM(length(entry)) FROM retorno_entries;`,
    { persistTo: svc.persistTo, binding: SHARD },
  );
  print("");
  table(
    ["per unit, on one shard", "n", "bytes", "statements", "round trips", "directory statements"],
    results.map((r) => [
      r.name,
      String(r.n),
      r.bytes.toFixed(0),
      r.statements.toFixed(2),
      r.roundTrips.toFixed(2),
      r.directory.toFixed(3),
    ]),
    print,
  );
  print("");
  table(
    ["table", "rows", "text bytes per row (largest columns)"],
    rows.map((r) => [r.t, String(r.n), r.n ? (r.b / r.n).toFixed(0) : "—"]),
    print,
  );
  print(`loadavg at the end ${loadAverage()}`);
}

main().catch((e) => {
  console.error(`measure failed: ${e.stack ?? e}`);
  process.exitCode = 1;
});
