/**
 * Functions of at most ~80 lines in src/jobs and the CNAB readers (issue 25, item 5): read →
 * decide (a pure function, tested in node) → statements → effects. The functions still longer are
 * listed with their length, which may only shrink: a new long function, or a listed one that
 * grew, fails; a listed one that is now short must leave the list. `npx tsx
 * test/engine/function-lengths.ts` prints the longest.
 */
import { join } from "node:path";
import { expect, it } from "vitest";
import { functionLengths } from "./function-lengths";

const LIMIT = 80;

/** `<file> <function>` → its length in lines today. */
const LONGER: Readonly<Record<string, number>> = {
  "src/jobs/remessa/build.ts buildRemessaFile": 156,
  "src/jobs/instructions/process.ts checkInstructions": 152,
  "src/jobs/remessa/http/routes.ts registerRemessas": 89,
  "src/jobs/instructions/check.ts checkInstruction": 115,
  "src/jobs/instructions/process.ts (anonymous)": 102,
  "src/jobs/instructions/http/routes.ts registerInstructions": 95,
};

const lengths = functionLengths(join(import.meta.dirname, "..", ".."));

it(`no function in src/jobs or the CNAB readers is longer than ${LIMIT} lines but those listed, and none grew`, () => {
  const over = lengths
    .filter((f) => f.lines > LIMIT)
    .filter((f) => LONGER[`${f.file} ${f.name}`] === undefined || f.lines > LONGER[`${f.file} ${f.name}`]!)
    .map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
  expect(over).toEqual([]);
});

it("every listed function is still longer than the limit (a shortened one leaves the list)", () => {
  const long = new Set(lengths.filter((f) => f.lines > LIMIT).map((f) => `${f.file} ${f.name}`));
  expect(Object.keys(LONGER).filter((k) => !long.has(k))).toEqual([]);
});
