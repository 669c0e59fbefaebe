#!/usr/bin/env node
// Writes test/durations.json from a vitest JSON report: how long each test file took, in
// seconds. The test sequencer (vitest.service.ts) uses it to start the longest files first on a
// fresh clone, where Vitest has no timings of its own yet. A stale entry only changes the order.
//
//   npm test -- --reporter=default --reporter=json --outputFile.json=/tmp/vitest.json
//   node scripts/test-durations.mjs /tmp/vitest.json
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sep } from "node:path";

/** The file's path in this checkout (the report may come from another clone of the repository). */
function repoPath(abs) {
  const parts = abs.split(sep);
  for (let i = 1; i < parts.length; i++) {
    const rel = parts.slice(i).join("/");
    if (/^(src|test|clients)\//.test(rel) && existsSync(rel)) return rel;
  }
  throw new Error(`not in this checkout: ${abs}`);
}

const report = JSON.parse(readFileSync(process.argv[2], "utf8"));
const out = {};
for (const f of report.testResults) {
  const path = repoPath(f.name);
  // The project each file belongs to, as vitest.config.ts includes them.
  const project =
    path.startsWith("test/service/") || path.endsWith(".service.test.ts")
      ? "service"
      : path.startsWith("clients/")
        ? "client"
        : path.startsWith("test/console/")
          ? "console"
          : "engine";
  out[`${project}:${path}`] = Math.max(0.1, Math.round((f.endTime - f.startTime) / 100) / 10);
}
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync("test/durations.json", `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(sorted).length} files`);
