// Shared helpers for the project's Node scripts (start, bench:e2e, load).
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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

/** Applies the D1 migrations locally and upserts the demo tenant + API key. */
export function prepareLocalDatabase({ persistTo } = {}) {
  wrangler(["d1", "migrations", "apply", "DB", "--local"], { quiet: true, persistTo });
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
