/**
 * The independent layout table: `@banco-br/cnab_yaml` (MIT, npm), per-bank CNAB layouts written
 * as YAML from the banks' manuals by people who are not lote. This module reads its files and
 * assembles, for one bank × layout × record, the field list cnab_yaml gives.
 *
 * cnab_yaml splits a record into layers: `cnab240/generic/<record>.yml` (FEBRABAN as its authors
 * read it), `cnab240/<bank>/<record>.yml` (what the bank changes) and, for some banks,
 * `cnab240/<bank>/<remessa|retorno>/<record>.yml`. A later layer wins: a field of an earlier layer
 * that overlaps a later field is dropped (the same rule as lote's `override`). A record is only
 * compared when the bank has a file of its own for it; generic alone describes no bank.
 *
 * Test support only (reads files with `node:fs`).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import type { CnabLayout } from "../../../src/engine/cnab/types";

const ROOT = dirname(createRequire(import.meta.url).resolve("@banco-br/cnab_yaml/package.json"));

/** The package version the reviewed list was made against (a new version may move fields). */
export const CNAB_YAML_VERSION = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    version: string;
  }
).version;

export interface YamlField {
  name: string;
  start: number;
  end: number;
  pic: "9" | "X";
  /** The `default` cnab_yaml gives, as text (`undefined` when none). */
  value: string | undefined;
  /** Names like `brancos`, `uso_exclusivo_*`, `reservado_*`, `zeros`: fillers, not data. */
  filler: boolean;
  /** The file (relative to the package) the field came from. */
  file: string;
}

const FILLER = /^(brancos?|zeros?|uso_|reservado|exclusivo|filler|complemento_registro|zero_complemento)/;

function readLayer(file: string): YamlField[] {
  const doc = parse(readFileSync(join(ROOT, file), "utf8")) as Record<
    string,
    { pos?: [number, number]; picture?: string; default?: unknown }
  >;
  const out: YamlField[] = [];
  for (const [name, v] of Object.entries(doc ?? {})) {
    if (!v || !Array.isArray(v.pos)) continue;
    const [start, end] = v.pos;
    const picture = String(v.picture ?? "");
    out.push({
      name,
      start,
      end,
      pic: picture.trim().startsWith("9") ? "9" : "X",
      value: v.default === undefined || v.default === null ? undefined : String(v.default),
      filler: FILLER.test(name),
      file,
    });
  }
  return out;
}

/** Layers applied in order: later fields replace the earlier fields they overlap. */
function merge(layers: YamlField[][]): YamlField[] {
  let fields: YamlField[] = [];
  for (const layer of layers) {
    fields = fields.filter((f) => !layer.some((g) => g.start <= f.end && f.start <= g.end));
    fields.push(...layer);
  }
  return fields.sort((a, b) => a.start - b.start);
}

/** Which cnab_yaml record file names describe each lote record (240 and 400). */
const FILES_240: Record<string, { name: string; dir?: "remessa" | "retorno" }> = {
  file_header: { name: "header_arquivo" },
  batch_header: { name: "header_lote" },
  P: { name: "detalhe_segmento_p", dir: "remessa" },
  Q: { name: "detalhe_segmento_q", dir: "remessa" },
  R: { name: "detalhe_segmento_r", dir: "remessa" },
  S: { name: "detalhe_segmento_s", dir: "remessa" },
  T: { name: "detalhe_segmento_t", dir: "retorno" },
  U: { name: "detalhe_segmento_u", dir: "retorno" },
  batch_trailer: { name: "trailer_lote" },
  file_trailer: { name: "trailer_arquivo" },
};

const FILES_400: Record<string, { name: string; dir: "remessa" | "retorno" }> = {
  header: { name: "header_arquivo", dir: "remessa" },
  detail: { name: "detalhe", dir: "remessa" },
  trailer: { name: "trailer_arquivo", dir: "remessa" },
  fine: { name: "detalhe_multa", dir: "remessa" },
  ret_header: { name: "header_arquivo", dir: "retorno" },
  ret_detail: { name: "detalhe", dir: "retorno" },
  ret_trailer: { name: "trailer_arquivo", dir: "retorno" },
};

/**
 * The folder cnab_yaml keeps a bank's layout in. Caixa has two: the old SICOB at `104/` and the
 * SIGCB at `104/sigcb/`; lote writes SIGCB.
 */
function bankDir(layout: CnabLayout, bank: string): string {
  return bank === "104" && existsSync(join(ROOT, layout, "104", "sigcb")) ? "104/sigcb" : bank;
}

const exists = (f: string) => existsSync(join(ROOT, f));

export interface YamlRecord {
  fields: YamlField[];
  /** The files that were layered, generic first. */
  files: string[];
}

/**
 * cnab_yaml's view of `record` for `bank` × `layout`, or `undefined` when the bank has no file of
 * its own for it. 240 headers and trailers are read in the remessa's view (the bank's
 * `remessa/` file on top), and again in the retorno's when the bank has a `retorno/` file.
 *
 * @example yamlRecord("033", "cnab240", "P")?.fields.find((f) => f.name === "nosso_numero")
 */
export function yamlRecord(
  bank: string,
  layout: CnabLayout,
  record: string,
  view: "remessa" | "retorno" = "remessa",
): YamlRecord | undefined {
  // cnab_yaml has no CNAB 444: a 444 cell's 400-wide records are its CNAB 400's, diffed there.
  if (layout === "cnab444") return undefined;
  const dir = bankDir(layout, bank);
  let files: string[];
  if (layout === "cnab240") {
    const spec = FILES_240[record];
    if (spec === undefined) return undefined;
    const sub = spec.dir ?? view;
    files = [
      `cnab240/generic/${spec.name}.yml`,
      `cnab240/generic/${sub}/${spec.name}.yml`,
      `cnab240/${dir}/${spec.name}.yml`,
      `cnab240/${dir}/${sub}/${spec.name}.yml`,
    ].filter(exists);
  } else {
    const spec = FILES_400[record];
    if (spec === undefined) return undefined;
    files = [
      `cnab400/generic/${spec.dir}/${spec.name}.yml`,
      `cnab400/${dir}/${spec.dir}/${spec.name}.yml`,
    ].filter(exists);
  }
  const own = files.filter((f) => !f.includes("/generic/"));
  if (own.length === 0) return undefined;
  // A bank file that tiles the whole line needs nothing from generic (CNAB 400 files mostly do).
  const width = layout === "cnab240" ? 240 : 400;
  const ownFields = merge(own.map(readLayer));
  const used = tiles(ownFields, width) ? own : files;
  return { fields: merge(used.map(readLayer)), files: used };
}

function tiles(fields: YamlField[], width: number): boolean {
  let next = 1;
  for (const f of fields) {
    if (f.start !== next) return false;
    next = f.end + 1;
  }
  return next === width + 1;
}

/** Whether a retorno-only 240 file exists for a header/trailer of `bank`. */
export function hasRetornoView(bank: string, record: string): boolean {
  const spec = FILES_240[record];
  if (spec === undefined || spec.dir !== undefined) return false;
  return exists(`cnab240/${bankDir("cnab240", bank)}/retorno/${spec.name}.yml`);
}

/**
 * cnab_yaml's generic (FEBRABAN) layer alone for a 240 record, for the records a bank has no
 * file of its own for: what its authors read FEBRABAN as, against which lote's FEBRABAN-based
 * record is diffed. `undefined` when generic has no file for the record (S, Y-01, Y-03).
 *
 * @example yamlGenericRecord("U")?.files // ["cnab240/generic/retorno/detalhe_segmento_u.yml"]
 */
export function yamlGenericRecord(record: string): YamlRecord | undefined {
  const spec = FILES_240[record];
  if (spec === undefined) return undefined;
  const files = [
    `cnab240/generic/${spec.name}.yml`,
    `cnab240/generic/${spec.dir ?? "retorno"}/${spec.name}.yml`,
  ].filter(exists);
  if (files.length === 0) return undefined;
  return { fields: merge(files.map(readLayer)), files };
}
