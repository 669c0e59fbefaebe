import { applyD1Migrations, env } from "cloudflare:test";
import type { D1Migration } from "@cloudflare/vitest-plugin";
import { shardNames } from "../../src/platform/config";

// Apply the real migrations (the folders wrangler uses) before each file: the directory's to DB,
// the shards' to every data shard DATA_SHARDS names.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS_DIRECTORY as D1Migration[]);
for (const name of shardNames(env.DATA_SHARDS)) {
  const shard = (env as unknown as Record<string, D1Database>)[name];
  if (!shard) throw new Error(`DATA_SHARDS names ${name}, which is not a D1 binding`);
  await applyD1Migrations(shard, env.TEST_MIGRATIONS_SHARD as D1Migration[]);
}
