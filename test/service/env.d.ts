// Bindings that exist only in the service tests (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    /** D1 migrations handed to `applyD1Migrations`. */
    TEST_MIGRATIONS: unknown;
    /** The webhook receiver auxiliary worker. */
    RECEIVER: Fetcher;
  }
}
