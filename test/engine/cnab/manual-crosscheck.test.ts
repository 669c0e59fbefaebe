/**
 * Cross-check, not regression, against the banks' own manuals: each `manual/*.table.json` of a bank's folder
 * (`<bank>-<layout>.json`) holds a manual's field tables transcribed by hand or by pattern from
 * the PDF's text (positions, Num/Alfa, the constants the tables quote; each JSON says which
 * manual, which copy was read and how). Every field is diffed with lote's tables like the
 * cnab_yaml cross-check; each difference is reviewed in `manual-review.ts`, and an unreviewed or
 * stale one fails. Used where cnab_yaml lacks a bank × layout (Bradesco 240), describes another
 * product (Itaú 240: SISPAG) or covers a few records only (Sicredi 240: T), and for records
 * cnab_yaml has no bank file for.
 */

import { describe, expect, test } from "vitest";
import type { CompiledRecord } from "../../../src/engine/cnab/layout/fields";
import { cnabSpec } from "../../../src/engine/cnab/registry";
import type { CnabLayout } from "../../../src/engine/cnab/types";
import { bankEvidence } from "../bank-folders";
import { diffRecord } from "./layout-diff";
import type { YamlField } from "./layout-table";
import { manualFiles } from "./manual-files";
import { REVIEWED } from "./manual-review";

interface ManualField {
  start: number;
  end: number;
  pic: "9" | "X";
  name: string;
  value?: string;
  filler?: boolean;
}

interface ManualTable {
  manual: string;
  copy_read: Record<string, string>;
  method: string;
  records: Record<string, ManualField[]>;
}

const tables = manualFiles("table").map(({ name, path, doc }) => {
  const [bank, layout] = name.slice(0, -".json".length).split("-") as [string, CnabLayout];
  return { file: name, path, bank, layout, doc: doc as ManualTable };
});

/** Records read, not written: compared as a reader (see `layout-diff.ts`). */
const READ = new Set(["T", "U", "ret_header", "ret_detail", "ret_trailer", "ret_pix", "ret_batch_trailer"]);

/** Fields compared per table: a change in lote's tables or a table moves these, and the review with them. */
const COMPARED: Readonly<Record<string, number>> = bankEvidence("manualCompared");

function loteRecord(bank: string, layout: CnabLayout, name: string): CompiledRecord | undefined {
  const spec = cnabSpec(bank, layout);
  if (spec === undefined) return undefined;
  if (spec.layout === "cnab240") {
    if (name === "ret_batch_trailer") return spec.retBatchTrailer;
    return spec.records[name as keyof typeof spec.records];
  }
  if (name.startsWith("ret_detail_"))
    return spec.retDetailVariants.get(name.slice("ret_detail_".length))?.record;
  return (
    spec.records[name as keyof typeof spec.records] ??
    spec.extraRecords[name as keyof typeof spec.extraRecords]
  );
}

const found = new Set<string>();

describe.each(tables.map((t) => [t.file, t] as const))("%s", (file, t) => {
  test("every table has its provenance", () => {
    expect(t.doc.manual.length).toBeGreaterThan(20);
    expect(t.doc.copy_read.project).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(t.doc.copy_read.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(t.doc.method.length).toBeGreaterThan(20);
  });

  test("lote's tables against the manual's, every difference reviewed", () => {
    const spec = cnabSpec(t.bank, t.layout);
    const known: Record<string, string> =
      spec?.layout === "cnab240"
        ? { file_version: spec.versions.file, batch_version: spec.versions.batch }
        : {};
    let compared = 0;
    const unreviewed: string[] = [];
    for (const [name, fields] of Object.entries(t.doc.records)) {
      const rec = loteRecord(t.bank, t.layout, name);
      expect(rec, `${file}: lote has no record ${name}`).toBeDefined();
      const yf: YamlField[] = fields.map((f) => ({
        name: f.name,
        start: f.start,
        end: f.end,
        pic: f.pic,
        value: f.value,
        filler: f.filler === true,
        file: t.path,
      }));
      const r = diffRecord(`${t.bank} ${t.layout} ${name}`, yf, rec!.table, known, READ.has(name));
      compared += r.compared;
      for (const d of r.differences) {
        found.add(d.key);
        if (REVIEWED[d.key] === undefined)
          unreviewed.push(`${d.key}\n  manual: ${d.yaml}\n  lote: ${d.lote}`);
      }
    }
    expect(unreviewed.join("\n")).toBe("");
    expect(compared).toBe(COMPARED[file]);
  });
});

test("every reviewed difference still occurs", () => {
  expect(Object.keys(REVIEWED).filter((k) => !found.has(k))).toEqual([]);
});

test("every table's figure is listed", () => {
  expect(Object.keys(COMPARED).sort()).toEqual(tables.map((t) => t.file));
});
