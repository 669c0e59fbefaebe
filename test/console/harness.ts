/**
 * The browser test's world: the Worker from wrangler.toml (local D1, R2, Queues, Durable Objects
 * and the console's static assets) served by wrangler's in-process test harness on a local port,
 * with its migrations applied and a tenant created straight in D1; and a headless Chromium from
 * the `@sparticuz/chromium` package driven by `puppeteer-core` (test/engine/render/browser.ts).
 * Nothing here needs the network.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "puppeteer-core";
import { createTestHarness, unstable_splitSqlQuery } from "wrangler";
import { shardNames } from "../../src/platform/config";
import { launchBrowser as launchSession } from "../engine/render/browser";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface Service {
  url: string;
  /** Creates a tenant (straight in D1, as `npm start` does for the demo tenant) and returns its key. */
  newTenant: () => Promise<string>;
  stop: () => Promise<void>;
}

/** Starts the Worker with fresh local storage and the real migrations applied. */
export async function startService(): Promise<Service> {
  process.env.WRANGLER_SEND_METRICS = "false";
  const server = createTestHarness({
    root: ROOT,
    workers: [
      {
        configPath: "./wrangler.toml",
        // Test-only values; a developer's .dev.vars is overridden.
        secrets: {
          ADMIN_TOKEN: randomBytes(16).toString("hex"),
          SIGNING_SECRET: randomBytes(32).toString("hex"),
        },
        vars: { ENVIRONMENT: "development", RETRY_BASE_DELAY_SECONDS: "0" },
      },
    ],
  });
  const { url } = await server.listen();
  const env = (await server.getWorker().getEnv()) as { DB: D1Like; DATA_SHARDS: string } & Record<
    string,
    unknown
  >;
  // The directory's migrations to DB, the shards' to every binding DATA_SHARDS names.
  const apply = async (db: D1Like, folder: string) => {
    for (const file of readdirSync(join(ROOT, "migrations", folder))
      .filter((f) => f.endsWith(".sql"))
      .sort()) {
      const sql = readFileSync(join(ROOT, "migrations", folder, file), "utf8");
      const statements = unstable_splitSqlQuery(sql).filter((q) => q.trim() !== "");
      await db.batch(statements.map((q) => db.prepare(q)));
    }
  };
  await apply(env.DB, "directory");
  for (const name of shardNames(env.DATA_SHARDS)) await apply(env[name] as D1Like, "shard");
  let n = 0;
  return {
    url: url.origin,
    newTenant: async () => {
      n++;
      const key = `lote_test_console_${randomBytes(12).toString("hex")}`;
      const hash = createHash("sha256").update(key).digest("hex");
      const now = Date.now();
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO tenants (id, name, status, max_concurrent_jobs, max_pending_jobs, max_items_per_job, rate_limit_per_minute, created_at) VALUES (?, ?, 'active', 4, 50, 1000, 100000, ?)",
        ).bind(`ten_console${n}`, "Console test", now),
        env.DB.prepare(
          "INSERT INTO api_keys (id, tenant_id, name, prefix, key_hash, created_at) VALUES (?, ?, 'console test', ?, ?, ?)",
        ).bind(`key_console${n}`, `ten_console${n}`, key.slice(0, 12), hash, now),
      ]);
      return key;
    },
    stop: () => server.close(),
  };
}

/** The part of a D1 binding the harness uses (the Worker types are not loaded in Node tests). */
interface D1Like {
  prepare(sql: string): { bind(...values: unknown[]): unknown };
  batch(statements: unknown[]): Promise<unknown>;
}

/**
 * The headless Chromium shipped inside the `@sparticuz/chromium` package, through the render
 * tests' launcher (it unpacks the browser once per machine, safely across concurrent test files).
 */
export async function launchBrowser(): Promise<Browser> {
  return (await launchSession()).browser;
}
