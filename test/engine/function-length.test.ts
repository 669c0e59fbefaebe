/**
 * Functions of at most ~80 lines in src/jobs and the CNAB readers (issue 25, item 5): read →
 * decide (a pure function, tested in node) → statements → effects. Any function over the limit
 * fails. `npx tsx test/engine/function-lengths.ts` prints the longest.
 */
import { join } from "node:path";
import { expect, it } from "vitest";
import { functionLengths } from "./function-lengths";

const LIMIT = 80;

const lengths = functionLengths(join(import.meta.dirname, "..", ".."));

it(`no function in src/jobs or the CNAB readers is longer than ${LIMIT} lines`, () => {
  const over = lengths
    .filter((f) => f.lines > LIMIT)
    .map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
  expect(over, "split it: read → decide (pure) → statements → effects").toEqual([]);
});

it("the measure sees the folders (their longest function is quoted in docs/architecture.md)", () => {
  expect(lengths.length).toBeGreaterThan(100);
});
