// The connectors' import rule (AGENTS.md): a provider's simulator and its published schema never
// import the request builders, and the builders never import them, so a field that is wrong in a
// builder cannot be wrong in the check the simulator makes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = join(import.meta.dirname, "..");
const ROOT = join(ENGINE, "..", "..");

const apiFolders = [
  ...readdirSync(join(ENGINE, "banks"))
    .map((b) => join(ENGINE, "banks", b, "api"))
    .filter((d) => existsSync(d) && statSync(d).isDirectory()),
  ...(existsSync(join(ENGINE, "pix", "api")) ? [join(ENGINE, "pix", "api")] : []),
];

const isCheck = (f: string) => /^(published|simulator)/.test(basename(f));

function relImports(file: string): string[] {
  const src = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
  return [...src.matchAll(/(?:import|export)[^'"]*?from\s+["'](\.[^"']+)["']/g)].map((m) => {
    const base = join(dirname(file), m[1] as string);
    return [`${base}.ts`, join(base, "index.ts"), base].find((c) => existsSync(c)) ?? base;
  });
}

describe("connector folders", () => {
  const cases = apiFolders.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => [relative(ROOT, join(dir, f)), join(dir, f)] as const),
  );
  it("finds the provider folders", () => expect(Array.isArray(apiFolders)).toBe(true));
  if (cases.length > 0)
    it.each(cases)("%s keeps builders and checks apart", (_name, file) => {
      for (const target of relImports(file)) {
        const sameFolder = dirname(target) === dirname(file);
        if (basename(file) === "index.ts") continue;
        if (isCheck(file))
          expect(
            !sameFolder || isCheck(target),
            `${relative(ROOT, file)} imports the builder ${relative(ROOT, target)}`,
          ).toBe(true);
        else
          expect(
            !(sameFolder && isCheck(target)),
            `${relative(ROOT, file)} imports ${relative(ROOT, target)}`,
          ).toBe(true);
      }
    });
});
