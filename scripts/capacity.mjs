#!/usr/bin/env node
// Back-of-the-envelope capacity of one lote deployment (one D1, one set of queues, one Durable
// Object per tenant), as used in docs/scaling.md. Pure arithmetic: the per-item statement counts
// are read off the consumers' code, the engine figures come from `npm run bench`, the platform
// limits from Cloudflare's documentation. Override any input with an environment variable:
//
//   node scripts/capacity.mjs
//   BYTES_PER_ITEM=4000 RETENTION_DAYS=30 TARGET_ITEMS_PER_DAY=1000000 node scripts/capacity.mjs

const num = (name, def) => (process.env[name] === undefined ? def : Number(process.env[name]));

// Service configuration (wrangler.toml [vars] defaults).
const ITEMS_PER_JOB = num("ITEMS_PER_JOB", 1000);
const ITEMS_PER_MESSAGE = num("ITEMS_PER_MESSAGE", 50);
const ITEMS_PER_RENDER_MESSAGE = num("ITEMS_PER_RENDER_MESSAGE", 25);
const RETENTION_DAYS = num("RETENTION_DAYS", 90);
const JOBS_BATCH = 10; // lote-jobs max_batch_size
const RENDER_BATCH = 4; // lote-render max_batch_size

// Platform limits.
const D1_MAX_PARAMS = 100;
const D1_MAX_BYTES = 10e9; // 10 GB per database
const QUEUE_MSGS_PER_S = num("QUEUE_MSGS_PER_S", 5000); // per queue (Cloudflare's published figure)
const QUEUE_MAX_MSG_BYTES = 128 * 1024;
const DO_REQ_PER_S = num("DO_REQ_PER_S", 1000); // soft limit of one Durable Object

// Measured (npm run bench, local bench:e2e database): the slowest of three runs on a shared machine.
const VALIDATE_US = num("VALIDATE_US", 25); // validateBoletoInput per item (39k–117k/s)
const BUILD_US = num("BUILD_US", 9); // buildBoleto per item (109k–277k/s)
const PDF_MS = num("PDF_MS", 0.53); // one Bolepix PDF page (plain: 0.16–0.26 ms)
const BYTES_PER_ITEM = num("BYTES_PER_ITEM", 2800); // D1 bytes per issued boleto, indexes included
const TARGET_ITEMS_PER_DAY = num("TARGET_ITEMS_PER_DAY", 1_000_000);

// D1 statements per item, from the code (see docs/scaling.md for the list).
const rowsPerInsert = Math.floor(D1_MAX_PARAMS / 11); // createBoletoJob: 11 columns per item row
const perJob = 1 + 1 + 3 + 1 + 15; // job insert, auth, start (3), finalize at start, final effects
const create = 1 / rowsPerInsert;
const process_ = 2 + (2 + 1 + 2 + 1 + 1) / ITEMS_PER_MESSAGE; // per item: attempt upsert + item update
const render = 3 + 3 / ITEMS_PER_RENDER_MESSAGE; // per item: artifact insert + attempt upsert + item update
const withPdf = create + process_ + render + perJob / ITEMS_PER_JOB;
const withoutPdf = create + process_ + perJob / ITEMS_PER_JOB;

const fmt = (n, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
const rows = [];
const row = (what, value, basis) => rows.push([what, value, basis]);

row("D1 statements per item, PDFs on", fmt(withPdf, 2), "derived from the consumers");
row("D1 statements per item, PDFs off", fmt(withoutPdf, 2), "derived from the consumers");
for (const ms of [0.1, 0.25, 0.5, 1]) {
  row(
    `D1 ceiling at ${ms} ms per statement`,
    `${fmt(1000 / ms / withPdf)} items/s (${fmt((1000 / ms / withPdf) * 3600)} /h)`,
    "one database executes one statement at a time",
  );
}
const retained = D1_MAX_BYTES / BYTES_PER_ITEM;
row("items that fit in 10 GB", fmt(retained), `${fmt(BYTES_PER_ITEM)} bytes per item`);
row(
  `sustained items/day with ${RETENTION_DAYS}-day retention`,
  fmt(retained / Math.max(RETENTION_DAYS, 1)),
  "10 GB ÷ bytes per item ÷ retention",
);
const shards = Math.ceil((TARGET_ITEMS_PER_DAY * RETENTION_DAYS * BYTES_PER_ITEM) / (D1_MAX_BYTES * 0.7));
row(`D1 shards for ${fmt(TARGET_ITEMS_PER_DAY)} items/day`, fmt(shards), "filled to 70 %");

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
