// Reads vitest's JSON report and fails unless every test ran and passed (none skipped, none
// todo) and every render test file under test/engine/render/ is in the report with passing
// tests: the decode and browser tests must really run in CI, not be skipped for a missing tool.
import { readdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";

const report = JSON.parse(readFileSync(process.argv[2], "utf8"));
const problems = [];
const passedByFile = new Map();
for (const file of report.testResults) {
  const path = relative(process.cwd(), file.name);
  let passed = 0;
  for (const t of file.assertionResults) {
    if (t.status === "passed") passed++;
    else problems.push(`${path}: "${t.fullName}" is ${t.status}`);
  }
  if (file.status !== "passed") problems.push(`${path}: file ${file.status} ${file.message ?? ""}`.trim());
  passedByFile.set(path, passed);
}
const renderDir = "test/engine/render";
for (const f of readdirSync(renderDir).filter((n) => n.endsWith(".test.ts"))) {
  const path = `${renderDir}/${f}`;
  if (!passedByFile.get(path)) problems.push(`${path}: no passing test in the report`);
}
// The console's browser test, the documents decoded through the API and the client's type sync
// must run too.
for (const path of [
  "test/console/console.browser.test.ts",
  "test/console/documents.api.test.ts",
  "clients/typescript/test/schema-sync.test.ts",
]) {
  if (!passedByFile.get(path)) problems.push(`${path}: no passing test in the report`);
}
if (problems.length > 0) {
  console.error(`::error::${problems.length} problem(s) in the test report:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`All ${report.numPassedTests} tests in ${report.testResults.length} files ran and passed.`);
