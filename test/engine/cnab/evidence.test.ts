/**
 * What stands behind each supported bank × layout besides lote itself. The golden files
 * (`src/engine/cnab/golden.test.ts`) are regression only — lote wrote them — so every cell must
 * have independent evidence: its field positions diffed with a table lote did not write
 * (`@banco-br/cnab_yaml`, or a manual's tables transcribed in the banks' `manual/*.table.json`), reference
 * remessas of independent writers compared position by position (`corpus-remessa.test.ts`), and
 * banks' retornos read and checked against their publishers' values (`corpus-retorno.test.ts`).
 * Where the corpus has nothing for a cell, the gap is listed with what covers it instead. The
 * table below is computed from those sources, so a file added to the corpus or a table dropped
 * shows up here.
 *
 * Check digits are evidenced separately: each bank's `cnab.test.ts` writes the examples its
 * manual works through (Santander 3147578-7 and 4870184-0, Itaú 110/12345678-8, Bradesco 19 +
 * 00000000002-8 / -P / -0, Sicoob 21-8, Banrisul NC 22 and 38, Sicredi 07/200003-1).
 */

import { expect, test } from "vitest";
import type { Evidence } from "../../../src/engine/banks/evidence.fixtures";
import { cnabSpec, cnabSupport } from "../../../src/engine/cnab/registry";
import { bankEvidence } from "../bank-folders";
import { corpusFiles } from "./corpus";
import { REFUSED } from "./corpus-review";
import { EXCLUDED } from "./layout-review";
import { yamlGenericRecord, yamlRecord } from "./layout-table";
import { manualFiles } from "./manual-files";
import { ADAPTATIONS } from "./remessa-discretionary";

const remessas = corpusFiles("remessa").filter(
  (f) => f.meta.lote_input && cnabSpec(f.meta.bank_code, f.meta.layout) && !ADAPTATIONS[f.name]?.excluded,
);
const retornos = corpusFiles("retorno").filter(
  (f) => cnabSpec(f.meta.bank_code, f.meta.layout) && REFUSED[f.name] === undefined,
);

function evidence(): Record<string, Evidence> {
  const out: Record<string, Evidence> = {};
  for (const { bank_code, layout } of cnabSupport()) {
    const cell = `${bank_code} ${layout}`;
    const spec = cnabSpec(bank_code, layout)!;
    const inCell = (f: { meta: { bank_code: string; layout: string } }) =>
      f.meta.bank_code === bank_code && f.meta.layout === layout;
    out[cell] = {
      cnab_yaml:
        EXCLUDED[cell] !== undefined
          ? []
          : Object.keys(spec.records).filter((r) => yamlRecord(bank_code, layout, r, "remessa")),
      manual_table: manualFiles("table").some((f) => f.name === `${bank_code}-${layout}.json`),
      reference_remessas: remessas.filter(inCell).length,
      bank_retornos: retornos.filter(inCell).length,
    };
  }
  return out;
}

/** Cells where the corpus lacks a direction, and what covers it instead. */
const GAPS: Readonly<Record<string, string>> = bankEvidence("evidenceGaps");

test("the independent evidence of each bank × layout", () => {
  expect(evidence()).toEqual(bankEvidence("evidenceExpected"));
});

test("every cell has positions checked by an independent table or reference remessas, and every gap is listed", () => {
  const missing: string[] = [];
  const all = evidence();
  for (const [cell, e] of Object.entries(all)) {
    if (e.cnab_yaml.length === 0 && !e.manual_table && e.reference_remessas === 0)
      missing.push(`${cell} positions`);
    if (e.reference_remessas === 0 && GAPS[`${cell} remessa`] === undefined) missing.push(`${cell} remessa`);
    if (e.bank_retornos === 0 && GAPS[`${cell} retorno`] === undefined) missing.push(`${cell} retorno`);
  }
  expect(missing).toEqual([]);
  const stale = Object.keys(GAPS).filter((g) => {
    const [bank, layout, direction] = g.split(" ");
    const e = all[`${bank} ${layout}`];
    return !e || (direction === "remessa" ? e.reference_remessas > 0 : e.bank_retornos > 0);
  });
  expect(stale).toEqual([]);
});
const UNDIFFED: Readonly<Record<string, string>> = bankEvidence("evidenceUndiffed");

test("every record lote writes or reads is diffed with an independent table, or listed", () => {
  const manual = new Set(
    manualFiles("table").flatMap(({ name, doc }) => {
      const [bank, layout] = name.slice(0, -".json".length).split("-");
      return Object.keys((doc as { records: Record<string, unknown> }).records).map(
        (r) => `${bank} ${layout} ${r}`,
      );
    }),
  );
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const { bank_code, layout } of cnabSupport()) {
    const spec = cnabSpec(bank_code, layout)!;
    const names: string[] = Object.keys(spec.records);
    if (spec.layout !== "cnab240") {
      names.push(...Object.keys(spec.extraRecords));
      names.push(...[...spec.retDetailVariants.keys()].map((t) => `ret_detail_${t}`));
    } else {
      for (const s of spec.without ?? []) names.splice(names.indexOf(s), 1);
      if (spec.retBatchTrailer !== spec.records.batch_trailer) names.push("ret_batch_trailer");
    }
    for (const name of names) {
      const key = `${bank_code} ${layout} ${name}`;
      seen.add(key);
      const yaml =
        EXCLUDED[`${bank_code} ${layout}`] === undefined &&
        (yamlRecord(bank_code, layout, name) !== undefined ||
          (layout === "cnab240" && yamlGenericRecord(name) !== undefined));
      if (yaml || manual.has(key)) continue;
      if (UNDIFFED[key] === undefined) missing.push(key);
    }
  }
  expect(missing).toEqual([]);
  // A listed record lote no longer has (the FEBRABAN-base Y-03 the banks without a PIX Y-03 had).
  expect(Object.keys(UNDIFFED).filter((k) => !seen.has(k))).toEqual([]);
});
