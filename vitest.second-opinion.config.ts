import { defineConfig } from "vitest/config";

// `npm run test:second-opinion`: the render output read by the Debian tools (poppler, zbar,
// Chromium) as an independent check. Not part of `npm test`, which needs no system tools.
export default defineConfig({
  test: {
    name: "second-opinion",
    environment: "node",
    include: ["test/engine/**/*.second-opinion.ts"],
    testTimeout: 60_000,
  },
});
