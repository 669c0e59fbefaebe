import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import {
  LongestFirstSequencer,
  serviceDepsToOptimize,
  serviceFilesAlone,
  testQueueConsumers,
  testWorkers,
} from "./vitest.service.ts";

/** Service test files that need a runtime to themselves (see the service-alone project). */
const SERVICE_ALONE = serviceFilesAlone();

// Five projects: the pure engine, the TypeScript client and the web console (in a headless
// browser) run in plain Node; the service runs inside workerd with the real local D1, R2, Queues
// and Durable Objects from wrangler.toml (miniflare). vitest.service.ts holds the settings that
// only make the suite fast.
export default defineConfig(async () => {
  // The directory's migrations go to DB, the shard migrations to every binding in DATA_SHARDS.
  const directoryMigrations = await readD1Migrations("migrations/directory");
  const shardMigrations = await readD1Migrations("migrations/shard");
  // One Worker set-up for both service projects (below).
  const workerd = () =>
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ENVIRONMENT: "test",
          RETRY_BASE_DELAY_SECONDS: "0",
          WEBHOOK_RETRY_SCHEDULE_SECONDS: "0,0,0,0,0,0,0,0",
          ADMIN_TOKEN: "test_admin_token",
          SIGNING_SECRET: "test_signing_secret_0123456789abcdef",
          // lote's own access line per request is for deployments, not test output.
          ACCESS_LOG: "off",
          // Tests send thousands of bad credentials from one (absent) client address.
          UNAUTHENTICATED_PER_MINUTE: "1000000",
          TEST_MIGRATIONS_DIRECTORY: directoryMigrations,
          TEST_MIGRATIONS_SHARD: shardMigrations,
          // Short enough for the move test's settle waits; the placement is still cached.
          PLACEMENT_CACHE_SECONDS: "1",
          MOVE_SETTLE_SECONDS: "1",
        },
        // Local queues deliver at once instead of after max_batch_timeout (see vitest.service.ts).
        queueConsumers: testQueueConsumers(),
        // Every outbound fetch of the worker (webhook deliveries) goes to the test receiver;
        // tests read what it received through the RECEIVER binding.
        outboundService: "receiver",
        serviceBindings: { RECEIVER: "receiver" },
        workers: [
          {
            name: "receiver",
            modules: true,
            scriptPath: "./test/service/receiver.mjs",
            compatibilityDate: "2026-11-01",
          },
        ],
      },
    });
  const serviceTest = {
    setupFiles: ["test/service/setup.ts"],
    // Pre-bundle the Worker's npm dependencies once instead of loading them per file.
    deps: { optimizer: { ssr: { enabled: true, include: serviceDepsToOptimize() } } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  };
  return {
    test: {
      maxWorkers: testWorkers(),
      // The service's JSON log lines are printed only for a failing test, where they help.
      silent: "passed-only" as const,
      sequence: { sequencer: LongestFirstSequencer },
      projects: [
        {
          test: {
            name: "engine",
            environment: "node",
            // Pure code and no module mocks: one module graph per lane instead of one per file
            // (the files' imports were most of the project's time).
            isolate: false,
            // …and the service's pure decisions (`*.node.test.ts`: no bindings).
            include: [
              "src/engine/**/*.test.ts",
              "src/ledger/**/*.test.ts",
              "src/jobs/**/*.node.test.ts",
              "test/engine/**/*.test.ts",
            ],
            testTimeout: 60_000,
          },
        },
        {
          test: {
            // The TypeScript client's own logic and its types' sync with /openapi.json, in Node.
            name: "client",
            environment: "node",
            include: ["clients/typescript/test/**/*.test.ts"],
            exclude: ["clients/typescript/test/**/*.service.test.ts"],
            testTimeout: 60_000,
          },
        },
        {
          test: {
            // The web console in a real headless browser against `wrangler dev` (test/console/harness.ts).
            name: "console",
            environment: "node",
            include: ["test/console/**/*.test.ts"],
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          plugins: [workerd()],
          test: {
            name: "service",
            // …and the TypeScript client against the same Worker.
            include: ["test/service/**/*.test.ts", "clients/typescript/test/**/*.service.test.ts"],
            exclude: SERVICE_ALONE,
            // Files share one runtime per lane, one after another: starting a fresh workerd per
            // file cost ~2.6 s of CPU each and half of the project's time. Each file makes its own
            // tenants and reads only what they own, so none depends on another's absence.
            isolate: false,
            ...serviceTest,
          },
        },
        {
          plugins: [workerd()],
          // The files that arm faults or act on the whole deployment (close a shard, run the
          // housekeeping over every tenant) get a runtime of their own (serviceFilesAlone).
          test: { name: "service-alone", include: SERVICE_ALONE, ...serviceTest },
        },
      ],
    },
  };
});
