// The project stands alone (issue 13): no committed file may point at a folder of the machine it
// was built on. Tests read their data from the repository and docs cite published sources, so a
// fresh clone anywhere runs and reads the same.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SKIP = new Set([
  "node_modules",
  ".git",
  ".wrangler",
  ".bench",
  "tmp",
  "dist",
  ".dev.vars",
  "package-lock.json",
]);
const TEXT = /\.(ts|mjs|js|json|md|toml|sql|yml|yaml|txt|html)$/;

/** The committed files (build output and other ignored folders are not the project's). */
function committed(): string[] {
  try {
    const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
    return out
      .split("\0")
      .filter((f) => f && TEXT.test(f) && !SKIP.has(f.split("/").pop() as string))
      .map((f) => join(ROOT, f));
  } catch {
    return files(ROOT); // not a git checkout: every file beside the ignored folders
  }
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : TEXT.test(name) ? [p] : [];
  });
}

/** An absolute path into a user's or a build machine's folders (`/work/…`, `/home/…`, `/Users/…`). */
const MACHINE_PATH = /(?:^|[^\w.~-])\/(?:work|home|root|Users|mnt|opt)\/[\w.-]+/;

describe("the project stands alone", () => {
  it.each(committed().map((f) => [relative(ROOT, f), f]))("%s names no build-machine path", (_name, file) => {
    const lines = readFileSync(file, "utf8").split("\n");
    const hits = lines.flatMap((l, i) => (MACHINE_PATH.test(l) ? [`${i + 1}: ${l.trim()}`] : []));
    expect(hits).toEqual([]);
  });
});
