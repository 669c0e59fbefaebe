import { applyD1Migrations, env } from "cloudflare:test";
import type { D1Migration } from "@cloudflare/vitest-plugin";

// Apply the real migrations (the same folder wrangler uses) to the test D1 before each file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS as D1Migration[]);
