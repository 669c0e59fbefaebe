/**
 * The bank manuals' tables and code lists transcribed apart from lote's own tables, kept in each
 * bank's folder: `src/engine/banks/<code>-<name>/manual/<layout>[-<part>].table.json` (field
 * positions, `manual-crosscheck.test.ts`) and `<layout>.codes.json` (movement and occurrence
 * codes, `manual-codes.ts`). Each file names the manual, the copy read and how it was
 * transcribed. Listed here under the cell's name, `<code>-<layout>[-<part>].json`. Test support
 * only (reads files with `node:fs`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

const BANKS = new URL("../../../src/engine/banks/", import.meta.url);

export interface ManualFile {
  /** The cell's name: `<code>-<layout>[-<part>].json`, e.g. `033-cnab240-y03.json`. */
  name: string;
  /** Where it is, relative to the repository, for messages. */
  path: string;
  /** Its parsed JSON. */
  doc: unknown;
}

const read = new Map<string, ManualFile[]>();

/** Every bank's transcribed `kind` files, sorted by name (read once per run). */
export function manualFiles(kind: "table" | "codes"): ManualFile[] {
  const known = read.get(kind);
  if (known) return known;
  const out: ManualFile[] = [];
  for (const folder of readdirSync(BANKS).filter((d) => /^\d{3}-/.test(d))) {
    const dir = new URL(`${folder}/manual/`, BANKS);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((n) => n.endsWith(`.${kind}.json`))) {
      out.push({
        name: `${folder.slice(0, 3)}-${file.slice(0, -`.${kind}.json`.length)}.json`,
        path: `src/engine/banks/${folder}/manual/${file}`,
        doc: JSON.parse(readFileSync(new URL(file, dir), "utf8")),
      });
    }
  }
  out.sort((a, b) => a.name.localeCompare(b.name));
  read.set(kind, out);
  return out;
}
