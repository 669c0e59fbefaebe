// The engine's house rules (src/engine/AGENTS.md), checked on the source: no platform imports,
// no hidden clock or randomness in non-test engine code, and the service reaches the engine only
// through its public entry.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

const engine = files(join(ROOT, "src/engine")).filter(
  (f) =>
    !f.endsWith(".test.ts") &&
    !f.endsWith(".fixtures.ts") &&
    !f.includes("/fixtures") &&
    !f.endsWith("samples.ts"),
);
const service = files(join(ROOT, "src")).filter((f) => !f.includes("/src/engine/"));
const ALLOWED = new Set(["pdf-lib", "fflate", "zod", "qr"]);

function imports(src: string): string[] {
  return [
    ...src.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => (m[1] ?? m[2]) as string);
}

describe("engine purity", () => {
  it.each(engine.map((f) => [relative(ROOT, f), f]))(
    "%s imports only the engine and its allowed packages",
    (_name, file) => {
      for (const spec of imports(readFileSync(file, "utf8"))) {
        if (spec.startsWith(".")) {
          const target = join(file, "..", spec);
          expect(target.startsWith(join(ROOT, "src/engine")), `${spec} leaves src/engine`).toBe(true);
        } else {
          const pkg = spec.startsWith("@")
            ? spec.split("/").slice(0, 2).join("/")
            : (spec.split("/")[0] as string);
          expect(ALLOWED.has(pkg), `${spec} is not an allowed engine dependency`).toBe(true);
        }
      }
    },
  );

  it.each(engine.map((f) => [relative(ROOT, f), f]))("%s reads no clock and no randomness", (_name, file) => {
    const src = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(src).not.toMatch(
      /Date\.now\(|new Date\(\s*\)|Math\.random\(|randomUUID\(|getRandomValues\(|performance\.now\(/,
    );
  });
});

describe("layering", () => {
  it.each(service.map((f) => [relative(ROOT, f), f]))(
    "%s uses the engine only through src/engine/index.ts",
    (_name, file) => {
      for (const spec of imports(readFileSync(file, "utf8"))) {
        if (!spec.includes("engine/")) continue;
        expect(spec, `${relative(ROOT, file)} imports ${spec}`).toMatch(/engine\/index$/);
      }
    },
  );
});
