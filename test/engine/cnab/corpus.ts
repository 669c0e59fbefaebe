/**
 * The independent CNAB corpus (`test/corpus/cnab/`, see its README): files lote did not write —
 * banks' retornos kept by open-source projects, reference remessas written by independent writers
 * — each with a JSON of provenance and the values its publisher asserts. This module lists and
 * reads them for the corpus tests. Test support only (reads files with `node:fs`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildRemessaInput, CnabLayout } from "../../../src/engine/cnab/types";

export const CORPUS = join(fileURLToPath(new URL(".", import.meta.url)), "../../corpus/cnab");

export interface CorpusMeta {
  source: { project: string; path: string; commit: string; licence: string; asserted_in?: string | null };
  bank_code: string;
  layout: CnabLayout;
  direction: "retorno" | "remessa";
  assertions: "publisher" | "manual-transcription" | "none";
  notes: string;
  expected?: {
    entries?: number;
    publisher_count?: number;
    paid_entries?: number;
    generated_on?: string | null;
    header?: Record<string, unknown>;
    entries_detail?: Record<string, unknown>[];
  } | null;
  inputs?: unknown;
  lote_input?: BuildRemessaInput | null;
  lote_input_notes?: string[];
}

export interface CorpusFile {
  /** Path relative to the corpus root, e.g. `237/cnab400/retorno/brcobranca-CNAB400BRADESCO.RET`. */
  name: string;
  /** The file's bytes as Latin-1 text (CNAB is ASCII; Latin-1 never fails on a stray byte). */
  content: string;
  meta: CorpusMeta;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Every corpus file of `direction` with its JSON, sorted by name. */
export function corpusFiles(direction: "retorno" | "remessa"): CorpusFile[] {
  return walk(CORPUS)
    .filter((p) => p.endsWith(".json") && p.includes(`/${direction}/`))
    .sort()
    .map((json) => {
      const data = json.slice(0, -".json".length);
      return {
        name: relative(CORPUS, data),
        content: readFileSync(data, "latin1"),
        meta: JSON.parse(readFileSync(json, "utf8")) as CorpusMeta,
      };
    });
}
