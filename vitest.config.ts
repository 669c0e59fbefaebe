import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two projects: the pure engine runs in plain Node; the service runs inside workerd with the real
// local D1, R2, Queues and Durable Objects from wrangler.toml (miniflare).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    test: {
      projects: [
        {
          test: {
            name: "engine",
            environment: "node",
            include: ["src/engine/**/*.test.ts", "test/engine/**/*.test.ts"],
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
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  ENVIRONMENT: "test",
                  RETRY_BASE_DELAY_SECONDS: "0",
                  WEBHOOK_RETRY_SCHEDULE_SECONDS: "0,0,0,0,0,0,0,0",
                  ADMIN_TOKEN: "test_admin_token",
                  SIGNING_SECRET: "test_signing_secret_0123456789abcdef",
                  TEST_MIGRATIONS: migrations,
                },
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
            }),
          ],
          test: {
            name: "service",
            // …and the TypeScript client against the same Worker.
            include: ["test/service/**/*.test.ts", "clients/typescript/test/**/*.service.test.ts"],
            setupFiles: ["test/service/setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
