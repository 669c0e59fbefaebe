#!/usr/bin/env node
// Back-of-the-envelope capacity of a lote deployment: one directory database, N data shards (D1),
// one set of queues, one Durable Object per tenant. Used by docs/scaling.md. The per-item bytes
// and statements are measured on a shard (`npm run measure:shard`: D1's own size of the database
// and the statements the Worker sent it, before and after 3,000 boletos), the engine figures come
// from `npm run bench`, the platform limits from Cloudflare's documentation. Override any input
// with an environment variable:
//
//   node scripts/capacity.mjs
//   TARGET_ITEMS_PER_DAY=20000000 RETENTION_DAYS=30 node scripts/capacity.mjs

const num = (name, def) => (process.env[name] === undefined ? def : Number(process.env[name]));

// Service configuration (wrangler.toml [vars] defaults).
const ITEMS_PER_JOB = num("ITEMS_PER_JOB", 1000);
const ITEMS_PER_MESSAGE = num("ITEMS_PER_MESSAGE", 50);
const ITEMS_PER_RENDER_MESSAGE = num("ITEMS_PER_RENDER_MESSAGE", 25);
const RETENTION_DAYS = num("RETENTION_DAYS", 90);
const JOBS_BATCH = 10; // lote-jobs max_batch_size
const RENDER_BATCH = 4; // lote-render max_batch_size

// Platform limits.
const D1_MAX_BYTES = 10e9; // 10 GB per database
const D1_BINDINGS_PER_WORKER = 5000; // ≈ 1 MB of script metadata at ≈ 150 bytes a binding
const D1_STORAGE_PER_ACCOUNT = 1e12; // 1 TB on Workers Paid, raised on request
const VAR_MAX_BYTES = 5 * 1024; // one environment variable (DATA_SHARDS)
const QUEUE_MSGS_PER_S = num("QUEUE_MSGS_PER_S", 5000); // per queue (Cloudflare's published figure)
const QUEUE_MAX_MSG_BYTES = 128 * 1024;
const DO_REQ_PER_S = num("DO_REQ_PER_S", 1000); // soft limit of one Durable Object

// Measured by `npm run bench` (engine CPU): the slowest of three runs on a shared machine.
const VALIDATE_US = num("VALIDATE_US", 25); // validateBoletoInput per item (39k–117k/s)
const BUILD_US = num("BUILD_US", 9); // buildBoleto per item (109k–277k/s)
const PDF_MS = num("PDF_MS", 0.53); // one Bolepix PDF page (plain: 0.16–0.26 ms)

// Measured by `npm run measure:shard` on one data shard (2026-12-01): the change in D1's
// meta.size_after and in the statements the Worker sent, over 3,000 boletos with PDFs, 1,000
// without, 1,000 remessa titles and 1,000 retorno entries. Statements and round trips: measured
// again after issue 15's bulk statements (bytes per boleto unchanged: 2,758 / 2,032; a remessa
// title and a retorno entry then measured 2,454 / 1,782 with issue 17's history rows).
const BYTES_PER_ITEM = num("BYTES_PER_ITEM", 2753); // issued boleto with its PDF, indexes included
const BYTES_PER_ITEM_NO_PDF = num("BYTES_PER_ITEM_NO_PDF", 2036);
const BYTES_PER_REMESSA_TITLE = num("BYTES_PER_REMESSA_TITLE", 2003);
const BYTES_PER_RETORNO_ENTRY = num("BYTES_PER_RETORNO_ENTRY", 1311);
const STATEMENTS_PER_ITEM = num("STATEMENTS_PER_ITEM", 0.47); // PDFs on; bulk statements (json_each)
const STATEMENTS_PER_ITEM_NO_PDF = num("STATEMENTS_PER_ITEM_NO_PDF", 0.21);
const ROUND_TRIPS_PER_ITEM = num("ROUND_TRIPS_PER_ITEM", 0.18);
const DIRECTORY_STATEMENTS_PER_ITEM = num("DIRECTORY_STATEMENTS_PER_ITEM", 0.015);
// The write ceiling counts the work, not the statements: a bulk statement does the work of the
// up to 200 single-row statements it replaced (the same rows written), less their per-statement
// overhead. 5.44 per boleto with its PDF is what measure:shard counted before the bulk statements,
// when nearly every statement wrote one row: the ceiling below stays a conservative bound.
const ROW_WRITES_PER_ITEM = num("ROW_WRITES_PER_ITEM", 5.44);

// Targets (issue 15): the deployment and one tenant, sustained; shards filled to FILL of 10 GB.
const TARGET_ITEMS_PER_DAY = num("TARGET_ITEMS_PER_DAY", 10_000_000);
const TENANT_ITEMS_PER_DAY = num("TENANT_ITEMS_PER_DAY", 1_000_000);
const FILL = num("FILL", 0.7);

const fmt = (n, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
const rows = [];
const row = (what, value, basis) => rows.push([what, value, basis]);

const retention = Math.max(RETENTION_DAYS, 1);
const perShard = D1_MAX_BYTES * FILL;
const withCycle = BYTES_PER_ITEM + BYTES_PER_REMESSA_TITLE + BYTES_PER_RETORNO_ENTRY;
const shardsFor = (perDay, bytes) => Math.ceil((perDay * retention * bytes) / perShard);

row(
  "shard bytes per boleto, PDF on / off",
  `${fmt(BYTES_PER_ITEM)} / ${fmt(BYTES_PER_ITEM_NO_PDF)}`,
  "measured (measure:shard)",
);
row(
  "… per remessa title / retorno entry",
  `${fmt(BYTES_PER_REMESSA_TITLE)} / ${fmt(BYTES_PER_RETORNO_ENTRY)}`,
  "measured (measure:shard)",
);
row(
  "shard statements per boleto, PDF on / off",
  `${fmt(STATEMENTS_PER_ITEM, 2)} / ${fmt(STATEMENTS_PER_ITEM_NO_PDF, 2)}`,
  `measured; ${fmt(ROUND_TRIPS_PER_ITEM, 2)} round trips; directory ${fmt(DIRECTORY_STATEMENTS_PER_ITEM, 3)}`,
);
row(`boletos one shard holds at ${fmt(FILL * 100)} % of 10 GB`, fmt(perShard / BYTES_PER_ITEM), "PDF on");
row(
  `sustained boletos/day per shard, ${RETENTION_DAYS}-day retention`,
  fmt(perShard / BYTES_PER_ITEM / retention),
  "fill ÷ bytes ÷ retention",
);
const shards = shardsFor(TARGET_ITEMS_PER_DAY, BYTES_PER_ITEM);
const shardsCycle = shardsFor(TARGET_ITEMS_PER_DAY, withCycle);
row(
  `data shards for ${fmt(TARGET_ITEMS_PER_DAY)} boletos/day`,
  fmt(shards),
  `${RETENTION_DAYS} days retained, ${fmt(FILL * 100)} % fill`,
);
row(
  "… if every boleto also goes through a remessa and a retorno",
  fmt(shardsCycle),
  `${fmt(withCycle)} bytes each`,
);
row(
  "D1 storage of the deployment",
  `${fmt((TARGET_ITEMS_PER_DAY * retention * BYTES_PER_ITEM) / 1e12, 2)} TB (${fmt((TARGET_ITEMS_PER_DAY * retention * withCycle) / 1e12, 2)} TB with the cycle)`,
  `account limit ${fmt(D1_STORAGE_PER_ACCOUNT / 1e12)} TB, raised on request`,
);
row(
  "D1 bindings on the Worker",
  `${fmt(shardsCycle + 1)} of ≈ ${fmt(D1_BINDINGS_PER_WORKER)}`,
  "shards + directory",
);
const listed = Array.from({ length: shardsCycle }, (_, i) => `SHARD_${i}`).join(",").length;
row(
  "DATA_SHARDS var",
  `${fmt(listed)} bytes listed, ${`SHARD_0..${shardsCycle - 1}`.length} as a range`,
  `one var ≤ ${fmt(VAR_MAX_BYTES)} bytes`,
);
const tenantSlots = shardsFor(TENANT_ITEMS_PER_DAY, BYTES_PER_ITEM);
row(
  `slots of a ${fmt(TENANT_ITEMS_PER_DAY)} boletos/day tenant`,
  fmt(tenantSlots),
  `${RETENTION_DAYS} days retained, ${fmt(FILL * 100)} % fill each`,
);
row(
  "… a new write slot every",
  `${fmt(perShard / BYTES_PER_ITEM / TENANT_ITEMS_PER_DAY, 1)} days`,
  "POST /v1/admin/tenants/{id}/slots",
);
for (const ms of [0.1, 0.25, 0.5, 1]) {
  const perSecond = 1000 / ms / ROW_WRITES_PER_ITEM;
  row(
    `write ceiling at ${ms} ms per statement's work`,
    `${fmt(perSecond)} boletos/s per shard (${fmt(perSecond * 3600)} /h), ${fmt(perSecond * shards)} /s over ${fmt(shards)}`,
    `one statement at a time per database; ${fmt(ROW_WRITES_PER_ITEM, 2)} single-row statements' work per boleto`,
  );
}
const avg = TARGET_ITEMS_PER_DAY / 86_400;
row(
  "average write rate of the target",
  `${fmt(avg)} boletos/s (${fmt(avg / shards, 2)} per shard)`,
  "× 10 at month start",
);
row(
  "directory statements from the work",
  `${fmt(avg * DIRECTORY_STATEMENTS_PER_ITEM, 1)} /s at the target`,
  "+ one key lookup per API request",
);

const refBytes = JSON.stringify({ id: "itm_01m8kanapa3whftx96d2nx86c3", attempt: 1 }).length + 1;
row("lote-jobs message size", `${fmt((ITEMS_PER_MESSAGE * refBytes + 120) / 1024, 1)} KB`, "ids only");
row("items per message before 128 KB", fmt(Math.floor((QUEUE_MAX_MSG_BYTES - 120) / refBytes)), "");
const msgsPerItem = 1 / ITEMS_PER_MESSAGE + 1 / ITEMS_PER_RENDER_MESSAGE;
row("queue messages per item", fmt(msgsPerItem, 3), "process + render");
row("lote-jobs ceiling", `${fmt(QUEUE_MSGS_PER_S * ITEMS_PER_MESSAGE)} items/s`, "messages/s × items");
row(
  "lote-render ceiling",
  `${fmt(QUEUE_MSGS_PER_S * ITEMS_PER_RENDER_MESSAGE)} items/s`,
  "messages/s × items",
);

const jobsBatchMs = (JOBS_BATCH * ITEMS_PER_MESSAGE * (VALIDATE_US + BUILD_US)) / 1000;
const renderBatchMs = RENDER_BATCH * ITEMS_PER_RENDER_MESSAGE * (PDF_MS + (VALIDATE_US + BUILD_US) / 1000);
row("engine CPU per lote-jobs batch", `${fmt(jobsBatchMs, 1)} ms`, `${JOBS_BATCH * ITEMS_PER_MESSAGE} items`);
row(
  "engine CPU per lote-render batch",
  `${fmt(renderBatchMs, 1)} ms`,
  `${RENDER_BATCH * ITEMS_PER_RENDER_MESSAGE} Bolepix PDFs`,
);
row(
  "engine CPU per 1,000-item job",
  `${fmt(ITEMS_PER_JOB * ((2 * (VALIDATE_US + BUILD_US)) / 1000 + PDF_MS))} ms`,
  "validate twice + one PDF",
);

row("gate calls per job", "3 + 1 per request", "begin, complete, finished; rateCheck per GET");
row("one tenant's API ceiling", `~${fmt(DO_REQ_PER_S)} requests/s`, "Durable Object soft limit");

const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i]).length), 8));
for (const r of rows)
  console.log(
    r
      .map((c, i) => String(c).padEnd(width[i]))
      .join("  ")
      .trimEnd(),
  );
