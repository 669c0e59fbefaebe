/**
 * Cross-check, not regression, for a bank × layout that neither the corpus nor cnab_yaml covers:
 * Bradesco CNAB 240. Its manual's field tables were transcribed into
 * `manual-tables/237-cnab240.json` (positions, Num/Alfa, the defaults the tables quote; the JSON
 * says how), and every field is diffed with lote's tables like the cnab_yaml cross-check. Each
 * difference is reviewed below; an unreviewed or stale one fails.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { cnabSpec } from "../../../src/engine/cnab/registry";
import { diffRecord } from "./layout-diff";
import type { YamlField } from "./layout-table";

interface ManualField {
  start: number;
  end: number;
  pic: "9" | "X";
  name: string;
  value?: string;
  filler?: boolean;
}

const doc = JSON.parse(
  readFileSync(new URL("./manual-tables/237-cnab240.json", import.meta.url), "utf8"),
) as {
  records: Record<string, ManualField[]>;
};

const REVIEWED: Readonly<Record<string, string>> = {
  "237 cnab240 file_header 33-52 picture":
    "código do convênio (G007: 'código adotado pelo Banco'), which Bradesco issues as digits: lote writes it zero-padded to 20, as laravel-boleto's Bradesco 240 writer does (33-52 and 34-53 as '9')",
  "237 cnab240 batch_header 34-53 picture": "as the header de arquivo's 33-52",
  "237 cnab240 file_header 167-171 unfilled":
    "densidade de gravação: G020's domain is 1600 or 6250 BPI; lote writes 01600 (laravel-boleto too)",
  "237 cnab240 P 101-105 unfilled":
    "agência encarregada da cobrança: lote leaves the bank to choose it (zeros, FEBRABAN C014)",
  "237 cnab240 R 66-66 picture":
    "código da multa: 0, 1 or 2 (C021-style domain) either way; lote writes the digit",
  "237 cnab240 S 18-18 unfilled":
    "tipo de impressão: lote always writes form 3 (messages of 40), which the table lists",
  "237 cnab240 T 38-57 picture":
    "identificação do título in the retorno: lote reads carteira, zeros, nosso número and DV as P's block (13.3P)",
  "237 cnab240 U 158-165 picture":
    "data da ocorrência do pagador: a date, read as digits (the table prints 'Alfa', against G-notes' DDMMAAAA)",
};

const spec = cnabSpec("237", "cnab240");

test("Bradesco CNAB 240: lote's tables against the manual's, every difference reviewed", () => {
  if (spec?.layout !== "cnab240") throw new Error("237 cnab240 spec expected");
  let compared = 0;
  const found = new Set<string>();
  const unreviewed: string[] = [];
  for (const [name, fields] of Object.entries(doc.records)) {
    const table = spec.records[name as keyof typeof spec.records];
    expect(table, name).toBeDefined();
    const yf: YamlField[] = fields.map((f) => ({
      name: f.name,
      start: f.start,
      end: f.end,
      pic: f.pic,
      value: f.value,
      filler: f.filler === true,
      file: "manual-tables/237-cnab240.json",
    }));
    const known = { file_version: spec.versions.file, batch_version: spec.versions.batch };
    const r = diffRecord(`237 cnab240 ${name}`, yf, table.table, known, name === "T" || name === "U");
    compared += r.compared;
    for (const d of r.differences) {
      found.add(d.key);
      if (REVIEWED[d.key] === undefined) unreviewed.push(`${d.key}\n  manual: ${d.yaml}\n  lote: ${d.lote}`);
    }
  }
  expect(unreviewed.join("\n")).toBe("");
  expect(Object.keys(REVIEWED).filter((k) => !found.has(k))).toEqual([]);
  expect(compared).toBe(243);
});
