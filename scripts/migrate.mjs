#!/usr/bin/env node
// `npm run db:migrate:local` / the first step of `npm run deploy`: applies D1 migrations to every
// database of the deployment — migrations/directory to the directory (DB), migrations/shard to
// each data shard DATA_SHARDS names in wrangler.toml. `--local` or `--remote` passes through.
import { configuredShards, wrangler } from "./lib.mjs";

const where = process.argv.includes("--remote") ? "--remote" : "--local";
const databases = ["DB", ...configuredShards()];
for (const binding of databases) {
  console.log(`lote: d1 migrations apply ${binding} ${where}`);
  wrangler(["d1", "migrations", "apply", binding, where]);
}
