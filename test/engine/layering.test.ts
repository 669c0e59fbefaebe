// The service's layering, checked on the source like the engine's purity
// (architecture.test.ts): the HTTP layer sits on top — src/api and each job kind's `http/`
// folder (src/jobs/<kind>/http/), its routes — nothing below it imports it (nor hono), the
// platform is the bottom, and no file of src/ — service or engine — takes part in an import
// cycle, type-only imports included, since a type cycle is the first step of a runtime one and
// hides which module owns a concept.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}

/** Every import, re-export, side-effect import and dynamic import specifier of a file. */
function specifiersOf(file: string): string[] {
  const src = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
  return [
    ...src.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3]) as string);
}

/** The relative imports of a file, resolved to files. */
function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const spec of specifiersOf(file)) {
    if (!spec.startsWith(".")) continue;
    const base = join(dirname(file), spec);
    const hit = [base, `${base}.ts`, join(base, "index.ts")].find(
      (c) => existsSync(c) && statSync(c).isFile(),
    );
    if (hit) out.push(hit);
  }
  return out;
}

const rel = (f: string) => relative(ROOT, f);
const everything = files(join(ROOT, "src"));
const service = everything.filter((f) => !rel(f).startsWith("src/engine/"));
const graph = new Map(service.map((f) => [f, importsOf(f).filter((d) => !rel(d).startsWith("src/engine/"))]));
/** Every import of every file of src/, the engine's included (the cycle check covers them all). */
const whole = new Map(everything.map((f) => [f, importsOf(f)]));

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
function cycles(g: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || (g.get(v) ?? []).includes(v)) out.push(scc.map(rel).sort());
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** A job kind's HTTP routes (src/jobs/<kind>/http/…): the API layer, though they live with their kind. */
const KIND_HTTP = /^src\/jobs\/([^/]+)\/http\//;
/** The HTTP layer: the app (src/app), the HTTP kit (src/api) and every kind's `http/` folder. */
const isHttp = (f: string) => /^src\/(api|app)\//.test(rel(f)) || KIND_HTTP.test(rel(f));

describe("service layering", () => {
  const below = service.filter(
    (f) => /^src\/(jobs|storage|tenants|ops|webhooks|csv|platform|sandbox)\//.test(rel(f)) && !isHttp(f),
  );
  it.each(below.map((f) => [rel(f), f]))("%s does not import the HTTP layer (src/api)", (_name, file) => {
    const up = (graph.get(file) ?? []).map(rel).filter((d) => /^src\/(api|app)\//.test(d));
    expect(up, "raise a DomainError (src/platform/errors.ts); src/api/errors.ts maps it").toEqual([]);
  });

  // The HTTP kit (errors, schemas, admission, body limits) is below the kinds' routes, which use
  // it; the app (src/app: the routes' registration, the registry's kinds) is on top of them.
  const kit = service.filter((f) => rel(f).startsWith("src/api/"));
  it.each(kit.map((f) => [rel(f), f]))(
    "%s (the HTTP kit) imports neither the app nor the registry",
    (_n, file) => {
      const up = (graph.get(file) ?? [])
        .map(rel)
        .filter((d) => d.startsWith("src/app/") || d === "src/jobs/registry.ts");
      expect(up, "what needs every kind belongs in src/app").toEqual([]);
    },
  );

  it("only the worker imports the app", () => {
    const importers = service
      .filter((f) => !rel(f).startsWith("src/app/"))
      .filter((f) => (graph.get(f) ?? []).some((d) => rel(d).startsWith("src/app/")))
      .map(rel);
    expect(importers).toEqual(["src/worker.ts"]);
  });

  it.each(below.map((f) => [rel(f), f]))("%s does not import hono", (_name, file) => {
    const hono = specifiersOf(file).filter((s) => /^(hono|@hono\/)/.test(s));
    expect(hono, "HTTP code belongs in src/api or the kind's http/ folder").toEqual([]);
  });

  it.each(service.map((f) => [rel(f), f]))(
    "%s imports no kind's http/ file but its own kind's",
    (name, file) => {
      // A kind's routes reach the API through its module only: its index.ts assembles the module
      // from ./http/, and src/api registers them from the registry.
      const own = KIND_HTTP.exec(name)?.[1] ?? /^src\/jobs\/([^/]+)\/index\.ts$/.exec(name)?.[1];
      const http = (graph.get(file) ?? []).map(rel).filter((d) => KIND_HTTP.test(d));
      const foreign = http.filter((d) => KIND_HTTP.exec(d)?.[1] !== own);
      expect(foreign, "import the kind's module (src/jobs/registry.ts), not its routes").toEqual([]);
    },
  );

  /** The job kinds: each folder of src/jobs/ but `core` (shared by every kind) and `cnab` (the file kinds' issue helpers). */
  const KIND_DIR = /^src\/jobs\/([^/]+)\//;
  const SHARED = new Set(["core", "cnab"]);
  const kindOf = (f: string) => {
    const k = KIND_DIR.exec(rel(f))?.[1];
    return k && !SHARED.has(k) ? k : undefined;
  };
  const inKinds = service.filter((f) => kindOf(f));
  it.each(inKinds.map((f) => [rel(f), f]))("%s imports no other kind's folder", (_name, file) => {
    // Kinds are peers on the boleto ledger (src/ledger/) and the job core (src/jobs/core/); what
    // two kinds share moves down to one of those, never across.
    const own = kindOf(file);
    const foreign = (graph.get(file) ?? []).filter((d) => kindOf(d) && kindOf(d) !== own).map(rel);
    expect(foreign, "move what both kinds need to src/ledger/ or src/jobs/core/").toEqual([]);
  });

  it("only the Worker's entry imports the composition root (src/context.ts)", () => {
    // worker.ts builds the services once and hands them to the app, the queue router, the cron
    // and the Durable Object; everything below receives them (src/services.ts holds the types).
    const root = join(ROOT, "src/context.ts");
    const importers = service.filter((f) => f !== root && (graph.get(f) ?? []).includes(root)).map(rel);
    expect(importers, "take the services as a parameter; src/worker.ts passes them").toEqual([
      "src/worker.ts",
    ]);
  });

  const platform = service.filter((f) => rel(f).startsWith("src/platform/"));
  it.each(platform.map((f) => [rel(f), f]))("%s imports only the platform", (_name, file) => {
    const out = (graph.get(file) ?? []).map(rel).filter((d) => !d.startsWith("src/platform/"));
    expect(out).toEqual([]);
  });

  it("no file of src/, the engine's included, takes part in an import cycle (type-only imports included)", () => {
    expect(whole.size).toBeGreaterThan(service.length);
    expect(cycles(whole)).toEqual([]);
  });

  it("the cycle check sees a cycle: type-only, through a re-export, across folders", () => {
    const g = new Map([
      ["src/a/types.ts", ["src/b/spec.ts"]], // import type { Spec } from "../b/spec"
      ["src/b/spec.ts", ["src/c/title.ts"]], // export type { Title } from "../c/title"
      ["src/c/title.ts", ["src/a/types.ts"]],
      ["src/d/leaf.ts", []],
    ]);
    expect(cycles(g).map((c) => c.length)).toEqual([3]);
    expect(
      specifiersOf(join(ROOT, "src/engine/cnab/index.ts")).filter((s) => s === "./bank"),
      "type-only re-exports are edges too",
    ).toEqual(["./bank"]);
  });
});

/**
 * The order of src/engine/cnab/ (docs/architecture.md): a file imports its own folder and lower
 * ranks only, so the layout machinery never reaches a spec, a spec never a reader, a reader never
 * the simulator.
 */
const CNAB_RANKS: readonly [RegExp, number][] = [
  [/^layout\//, 0],
  [/^movements\.ts$/, 1],
  [/^types\.ts$/, 2],
  [/^spec\//, 3],
  [/^cnab(240|400)\//, 4],
  [/^(registry|bank)\.ts$/, 5],
  [/^retorno\//, 6],
  [/^remessa\//, 7],
  [/^simulate\//, 8],
  [/^index\.ts$/, 9],
];
const CNAB = "src/engine/cnab/";
const cnabPart = (f: string) => rel(f).slice(CNAB.length);
const cnabRank = (part: string) => CNAB_RANKS.find(([re]) => re.test(part))?.[1];
const folderOf = (part: string) => (part.includes("/") ? part.slice(0, part.indexOf("/")) : part);

describe("CNAB engine layering", () => {
  const cnab = everything.filter((f) => rel(f).startsWith(CNAB));
  it.each(cnab.map((f) => [rel(f), f]))(
    "%s has a rank and imports only its folder and lower ranks",
    (_name, file) => {
      const own = cnabPart(file);
      const rank = cnabRank(own);
      expect(rank, `give ${own} a rank in CNAB_RANKS (and docs/architecture.md)`).toBeDefined();
      const up = (whole.get(file) ?? [])
        .filter((d) => rel(d).startsWith(CNAB))
        .map(cnabPart)
        .filter((d) => folderOf(d) !== folderOf(own) && !((cnabRank(d) ?? 99) < (rank as number)));
      expect(up, "import downwards only (docs/architecture.md, the CNAB engine's ranks)").toEqual([]);
    },
  );
});

describe("typed stores", () => {
  /** Source without comments, so a rule is never tripped by the prose that explains it. */
  const code = (f: string) => readFileSync(f, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  const sources = service.map((f) => [rel(f), f] as const);

  it.each(sources)("%s casts no D1 row and selects no *", (_name, file) => {
    const src = code(file);
    // `.first<T>()` / `.all<T>()` / `.raw<T>()` declare a row type nothing checks; decode the row instead.
    expect(src, "decode D1 rows with src/storage/rows.ts, do not cast them").not.toMatch(
      /\.(first|all|raw)<[^>(]*>\(/,
    );
    expect(src, "a D1 result cast as a row type").not.toMatch(
      /\.results(\[\d+\])?\s*(\?\?\s*\[\]\s*\)?)?\s*as\s/,
    );
    expect(src, "name the columns (SELECT * follows schema drift silently)").not.toMatch(
      /SELECT\s+(\w+\.)?\*/i,
    );
  });

  it.each(sources)("%s reaches databases only through the handles the services give", (name, file) => {
    const src = code(file);
    expect(src, "svc.data(tenantId), svc.allData() or svc.directory").not.toMatch(/\bsvc\.(d1|db)\b/);
    if (name !== "src/context.ts")
      expect(src, "only the composition root reads bindings").not.toMatch(/\benv\.DB\b/);
  });

  it("the gate reads no clock of its own and no binding", () => {
    const src = code(join(ROOT, "src/tenants/gate.ts"));
    expect(src).not.toMatch(/Date\.now\(|new Date\(\s*\)|\benv\.DB\b/);
  });
});
