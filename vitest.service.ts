/**
 * Settings of the service test project (workerd via `@cloudflare/vitest-plugin`) that are derived
 * from the repository rather than written twice. Both exist only to make the suite fast; neither
 * changes what the Worker does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const ROOT = new URL(".", import.meta.url);

/** A Miniflare queue consumer (the subset lote configures). */
export interface QueueConsumer {
  maxBatchSize?: number;
  maxBatchTimeout: number;
  maxRetries?: number;
  deadLetterQueue?: string;
}

/**
 * The queue consumers of wrangler.toml (`[[queues.consumers]]`, the one source of their batch
 * sizes, retries and dead-letter queues) with `max_batch_timeout` set to 0: a local queue then
 * delivers as soon as a message arrives instead of waiting 1–5 s for a fuller batch, which was
 * most of the service suite's time. Messages that arrive together are still batched.
 */
export function testQueueConsumers(): Record<string, QueueConsumer> {
  const toml = readFileSync(new URL("wrangler.toml", ROOT), "utf8");
  const out: Record<string, QueueConsumer> = {};
  for (const block of toml.split(/^\[\[queues\.consumers\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\[/m)[0] ?? "";
    const value = (key: string) =>
      body.match(new RegExp(`^${key}\\s*=\\s*"?([^"#\\n]*?)"?\\s*(#.*)?$`, "m"))?.[1];
    const queue = value("queue");
    if (!queue) throw new Error("wrangler.toml: a [[queues.consumers]] block without queue");
    const num = (key: string) => (value(key) === undefined ? undefined : Number(value(key)));
    out[queue] = {
      maxBatchSize: num("max_batch_size"),
      maxBatchTimeout: 0,
      maxRetries: num("max_retries"),
      deadLetterQueue: value("dead_letter_queue"),
    };
  }
  if (Object.keys(out).length === 0) throw new Error("wrangler.toml: no [[queues.consumers]] found");
  return out;
}

/** Every `.ts` file under `dir` (relative to the repository root), recursively. */
function tsFiles(dir: string): string[] {
  return readdirSync(new URL(dir, ROOT), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(dir, f));
}

/**
 * The npm packages (with the subpaths used, e.g. `hono/http-exception`) that the service project
 * imports at run time, for Vite to pre-bundle. The plugin inlines every dependency,
 * so without this each test file's fresh runtime loads zod, hono, drizzle and pdf-lib as hundreds
 * of separate modules (seconds per file). The list is read from the sources so that a new import
 * is bundled too: a subpath left out would load a second copy of its package beside the bundle.
 */
export function serviceDepsToOptimize(): string[] {
  const pkg = JSON.parse(readFileSync(new URL("package.json", ROOT), "utf8"));
  const known = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
  const specifiers = new Set<string>();
  // What the service project loads: the Worker, its tests, and the TypeScript client with its
  // tests against the Worker (`*.service.test.ts`); not the engine's own Node tests.
  const files = [
    ...tsFiles("src").filter((f) => !(f.startsWith("src/engine/") && f.endsWith(".test.ts"))),
    ...tsFiles("test/service"),
    ...tsFiles("clients/typescript/src"),
    ...tsFiles("clients/typescript/test").filter((f) => f.endsWith(".service.test.ts")),
  ];
  const importRe =
    /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"'./][^"']*)["']/g;
  for (const file of files) {
    for (const m of readFileSync(new URL(file, ROOT), "utf8").matchAll(importRe)) {
      const spec = m[2] as string;
      const base = spec.startsWith("@")
        ? spec.split("/").slice(0, 2).join("/")
        : (spec.split("/")[0] as string);
      if (!m[1] && known.has(base) && base !== "vitest") specifiers.add(spec);
    }
  }
  return [...specifiers].sort();
}

/**
 * The service test files that get a runtime of their own (the `service-alone` project): those that
 * arm a fault (`armFault`: the next passes through a point fail, whichever work makes them, so work
 * another file left running could take the fault), run the housekeeping over every tenant, or
 * close a shard. Every other service file shares its lane's runtime with the files before it.
 */
export function serviceFilesAlone(): string[] {
  const needsOwn = /\barmFault\(|\brunHousekeeping\(|state: "closed"/;
  return [...tsFiles("test/service"), ...tsFiles("clients/typescript/test")]
    .filter(
      (f) => f.endsWith(".test.ts") && (f.startsWith("test/service/") || f.endsWith(".service.test.ts")),
    )
    .filter((f) => needsOwn.test(readFileSync(new URL(f, ROOT), "utf8")))
    .sort();
}

/** test/durations.json: seconds per `project:path`, from `scripts/test-durations.mjs`. */
function durationHints(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(new URL("test/durations.json", ROOT), "utf8"));
  } catch {
    return {};
  }
}

/**
 * The order test files start in, across all projects: longest first, so that the lanes end
 * together instead of the suite ending on one long file running alone (Vitest's default runs the
 * projects one after the other and sorts only within each). A file's length is the duration
 * Vitest cached from the last run here, else its entry in test/durations.json (a fresh clone has
 * no cache), else unknown: unknown files start first, service before engine, larger first.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const hints = durationHints();
    const info = (f: TestSpecification) => {
      const path = relative(config.root, f.moduleId);
      const key = `${f.project.name}:${path}`;
      // test/durations.json names both service projects `service`.
      const hint =
        hints[key] ?? (f.project.name.startsWith("service") ? hints[`service:${path}`] : undefined);
      return {
        ms: cache.getFileTestResults(key)?.duration ?? (hint === undefined ? undefined : hint * 1000),
        service: f.project.name.startsWith("service") ? 0 : 1,
        size: cache.getFileStats(key)?.size ?? 0,
      };
    };
    const by = new Map(files.map((f) => [f, info(f)]));
    return [...files].sort((a, b) => {
      const x = by.get(a) as ReturnType<typeof info>;
      const y = by.get(b) as ReturnType<typeof info>;
      if (x.ms === undefined || y.ms === undefined) {
        if (x.ms !== y.ms) return x.ms === undefined ? -1 : 1;
        return x.service - y.service || y.size - x.size;
      }
      return y.ms - x.ms;
    });
  }
}

/**
 * Test files run at once: at least 2, else one fewer than the cores (Vitest's default, which is 1
 * on a 2-core machine). Service files spend most of their time waiting on workerd, so two lanes
 * on two cores overlap that waiting with work.
 */
export function testWorkers(): number {
  return Math.max(2, availableParallelism() - 1);
}
