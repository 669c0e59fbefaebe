// The project stands alone (issue 13): no committed file may point at a folder of the machine it
// was built on. Tests read their data from the repository and docs cite published sources, so a
// fresh clone anywhere runs and reads the same.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
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

/** A relative path that climbs (`../x`, `../../x/y`), as written in code, docs and configs. */
const CLIMB = /(?:^|[^\w./-])((?:\.\.\/)+[\w@.-][^\s'"`)\]>,;]*)/g;
/** The folder beside a checkout that helpers shared: named from anywhere, it is outside the project. */
const SHARED_FOLDER = /^(?:\.\.\/)+shared(?:\/|$)/;

/**
 * The relative paths on `line` of `file` that leave the project: resolved from the file's own
 * folder they land outside the repository, or they name the shared folder beside it (written
 * relative to the repository root, e.g. a script's working directory, they would escape too).
 */
function escapes(file: string, line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(CLIMB)) {
    const target = m[1] as string;
    const from = relative(ROOT, join(dirname(file), target));
    if (from === ".." || from.startsWith(`..${sep}`) || SHARED_FOLDER.test(target)) out.push(target);
  }
  return out;
}

describe("the project stands alone", () => {
  it.each(committed().map((f) => [relative(ROOT, f), f]))("%s names no build-machine path", (_name, file) => {
    const lines = readFileSync(file, "utf8").split("\n");
    const hits = lines.flatMap((l, i) => (MACHINE_PATH.test(l) ? [`${i + 1}: ${l.trim()}`] : []));
    expect(hits).toEqual([]);
  });

  it.each(committed().map((f) => [relative(ROOT, f), f]))(
    "%s climbs out of the project by no relative path",
    (_name, file) => {
      const lines = readFileSync(file, "utf8").split("\n");
      const hits = lines.flatMap((l, i) => escapes(file, l).map((t) => `${i + 1}: ${t}`));
      expect(hits).toEqual([]);
    },
  );

  it("the relative-path check catches what it is for, and lets in-project paths through", () => {
    const up = "..";
    const at = (f: string) => join(ROOT, f);
    // The shared folder, whichever way it is reached.
    expect(escapes(at("docs/scaling.md"), `see ${up}/shared/bench.md`)).toEqual([`${up}/shared/bench.md`]);
    expect(escapes(at("src/engine/math/x.ts"), `from "${up}/${up}/${up}/${up}/shared/v.json"`)).toHaveLength(
      1,
    );
    expect(escapes(at("README.md"), `(${up}/shared)`)).toEqual([`${up}/shared`]);
    // Any folder above the repository.
    expect(escapes(at("test/engine/x.ts"), `readFileSync("${up}/${up}/${up}/corpus/a.ret")`)).toHaveLength(1);
    // Inside the project: fine.
    expect(escapes(at("src/engine/cnab/docs.test.ts"), `"${up}/${up}/${up}/docs/cnab.md"`)).toEqual([]);
    expect(escapes(at("docs/api.md"), `[readme](${up}/README.md)`)).toEqual([]);
  });
});
