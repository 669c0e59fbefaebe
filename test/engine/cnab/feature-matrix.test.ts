// docs/cnab.md's bank × layout × feature matrix is what the engine does: the table there is
// regenerated from round trips through the writer, the simulator and the reader (feature-matrix.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { featureMatrix } from "./feature-matrix";

const DOC = readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "cnab.md"), "utf8");

test("docs/cnab.md prints the feature matrix the engine measures", () => {
  const start = DOC.indexOf("## Bank × layout × feature matrix");
  expect(start, "docs/cnab.md has no feature matrix section").toBeGreaterThan(-1);
  const lines = DOC.slice(start).split("\n");
  const first = lines.findIndex((l) => l.startsWith("| bank |"));
  const table: string[] = [];
  for (const l of lines.slice(first)) {
    if (!l.startsWith("|")) break;
    table.push(l);
  }
  expect(table.join("\n")).toBe(featureMatrix());
});
