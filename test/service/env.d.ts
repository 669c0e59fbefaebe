// Bindings that exist only in the service tests (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    /** D1 migrations handed to `applyD1Migrations`: the directory's (DB) and the shards'. */
    TEST_MIGRATIONS_DIRECTORY: unknown;
    TEST_MIGRATIONS_SHARD: unknown;
    /** The webhook receiver auxiliary worker. */
    RECEIVER: Fetcher;
  }
}

/** Vite's `?raw` imports of repository files (e.g. wrangler.toml, to keep a constant in step). */
declare module "*.toml?raw" {
  const text: string;
  export default text;
}
