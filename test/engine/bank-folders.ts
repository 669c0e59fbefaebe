/**
 * The test data that lives in each bank's folder (`src/engine/banks/<code>-<slug>/*.fixtures.ts`),
 * collected over the registry: a new bank's folder is found without a central list naming it.
 * Under vitest (the engine and service projects) the files are found by Vite's
 * `import.meta.glob`; under plain Node (`tsx`, the bench) by reading the folder. Each file must sit
 * in the folder of a registered bank (`<code>-<name>`).
 */

import type { BankEvidence } from "../../src/engine/banks/evidence.fixtures";
import { BANKS } from "../../src/engine/banks/registry";
import type { BankSamples } from "../../src/engine/banks/samples.fixtures";
import type { RenderVector, SourcedVector } from "../../src/engine/banks/vectors.fixtures";

/** Vite's eager glob, typed here so the service's tsconfig needs no Vite types. */
interface GlobMeta {
  glob(pattern: string, options: { eager: true }): Record<string, unknown>;
}

/** The same files read from disk, for Node without Vite (tsx). */
function nodeGlob(file: string): Record<string, unknown> {
  type Builtins = { getBuiltinModule(id: string): unknown };
  const proc = (globalThis as unknown as { process?: Builtins }).process;
  if (proc === undefined)
    throw new Error("bank folders: neither Vite's import.meta.glob nor Node is available");
  const fs = proc.getBuiltinModule("node:fs") as {
    readdirSync(p: URL): string[];
    existsSync(p: URL): boolean;
  };
  const { createRequire } = proc.getBuiltinModule("node:module") as {
    createRequire(from: string): (id: string) => unknown;
  };
  const require = createRequire(import.meta.url);
  const root = new URL("../../src/engine/banks/", import.meta.url);
  const out: Record<string, unknown> = {};
  for (const dir of fs.readdirSync(root)) {
    const url = new URL(`${dir}/${file}`, root);
    if (fs.existsSync(url)) out[`../../src/engine/banks/${dir}/${file}`] = require(url.pathname);
  }
  return out;
}

/** The bank code of a globbed path, checked against the registry: `<code>-<slug>` of a bank. */
function byBank<T>(modules: Record<string, unknown>, name: string, optional = false): Map<string, T> {
  const out = new Map<string, T>();
  for (const [path, mod] of Object.entries(modules)) {
    const folder = path.split("/").at(-2) ?? "";
    const code = folder.slice(0, 3);
    if (!/^\d{3}-[a-z0-9-]+$/.test(folder) || BANKS[code] === undefined) {
      throw new Error(`${path}: not the folder of a registered bank (<code>-<slug>)`);
    }
    const value = (mod as Record<string, unknown>)[name];
    if (value === undefined && !optional) throw new Error(`${path} exports no ${name}`);
    if (value !== undefined) out.set(code, value as T);
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

function samplesModules(): Record<string, unknown> {
  try {
    return (import.meta as unknown as GlobMeta).glob("../../src/engine/banks/*/samples.fixtures.ts", {
      eager: true,
    });
  } catch {
    return nodeGlob("samples.fixtures.ts");
  }
}

/** Every bank's `samples` (`<folder>/samples.fixtures.ts`), by bank code. */
export const BANK_SAMPLES: ReadonlyMap<string, BankSamples> = byBank(samplesModules(), "samples");

function vectorsModules(): Record<string, unknown> {
  try {
    return (import.meta as unknown as GlobMeta).glob("../../src/engine/banks/*/vectors.fixtures.ts", {
      eager: true,
    });
  } catch {
    return nodeGlob("vectors.fixtures.ts");
  }
}

/** Every bank's published boleto vectors (`<folder>/vectors.fixtures.ts`), by bank code. */
export const BANK_VECTORS: ReadonlyMap<string, readonly SourcedVector[]> = byBank(
  vectorsModules(),
  "vectors",
);

/** The published slip each bank's folder dresses for the renderer tests (`renderVector`), by bank code. */
export const BANK_RENDER_VECTORS: ReadonlyMap<string, RenderVector> = byBank(
  vectorsModules(),
  "renderVector",
  true,
);

function evidenceModules(): Record<string, unknown> {
  try {
    return (import.meta as unknown as GlobMeta).glob("../../src/engine/banks/*/evidence.fixtures.ts", {
      eager: true,
    });
  } catch {
    return nodeGlob("evidence.fixtures.ts");
  }
}

/** Every bank's review of its CNAB evidence (`<folder>/evidence.fixtures.ts`), by bank code. */
export const BANK_EVIDENCE: ReadonlyMap<string, BankEvidence> = byBank(evidenceModules(), "evidence");

/** A list part of every bank's review, the banks' lists one after another (by bank code). */
export function bankEvidenceList(part: "layoutGenericRecords"): readonly string[] {
  return [...BANK_EVIDENCE.values()].flatMap((e) => e[part] ?? []);
}

/** One part of every bank's review, merged into one map (each key starts with its bank's code). */
export function bankEvidence<K extends Exclude<keyof BankEvidence, "layoutGenericRecords">>(
  part: K,
): NonNullable<BankEvidence[K]> {
  const out: Record<string, unknown> = {};
  for (const [code, evidence] of BANK_EVIDENCE) {
    for (const [key, value] of Object.entries(evidence[part] ?? {})) {
      if (!key.startsWith(code)) throw new Error(`bank ${code}'s ${part} has a key of another bank: ${key}`);
      out[key] = value;
    }
  }
  return out as NonNullable<BankEvidence[K]>;
}
