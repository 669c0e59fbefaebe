/**
 * Cross-check, not regression: every field position lote declares is compared with an
 * independent layout table, `@banco-br/cnab_yaml` (YAML written from the banks' manuals by
 * others), wherever both describe the same record of the same bank and layout. Each difference
 * must be in the reviewed list (`layout-review.ts`) with its resolution; a reviewed difference that
 * no longer occurs fails too, so the list stays true.
 */

import { describe, expect, test } from "vitest";
import type { CompiledRecord } from "../../../src/engine/cnab/layout/fields";
import { cnabSpec, cnabSupport } from "../../../src/engine/cnab/registry";
import { bankEvidenceList } from "../bank-folders";
import { type Difference, diffRecord } from "./layout-diff";
import { EXCLUDED, REVIEWED } from "./layout-review";
import { CNAB_YAML_VERSION, hasRetornoView, yamlGenericRecord, yamlRecord } from "./layout-table";
import { manualFiles } from "./manual-files";

/** Records read, not written: compared as a reader (see `layout-diff.ts`). */
const READ = new Set(["T", "U", "ret_header", "ret_detail", "ret_trailer"]);

interface Compared {
  label: string;
  files: string[];
  compared: number;
  differences: Difference[];
}

/** `<bank> <record>` pairs a transcribed manual table covers (`manual-crosscheck.test.ts`). */
const MANUAL = new Set(
  manualFiles("table").flatMap(({ name, doc }) => {
    const [bank, layout] = name.slice(0, -".json".length).split("-");
    return Object.keys((doc as { records: Record<string, unknown> }).records).map(
      (r) => `${bank} ${layout} ${r}`,
    );
  }),
);

/**
 * Records of a 240 bank that neither a cnab_yaml file of the bank nor a manual table covers are
 * diffed with cnab_yaml's generic (FEBRABAN) layer alone, labelled `(generic)`: lote's table for
 * them is FEBRABAN's with the bank's changes, so every bank change shows up as a reviewed
 * difference. Records generic lacks (S, Y-01, Y-03) are not compared here.
 */
function genericCheck(): Compared[] {
  const out: Compared[] = [];
  for (const { bank_code, layout } of cnabSupport()) {
    const spec = cnabSpec(bank_code, layout)!;
    if (spec.layout !== "cnab240") continue;
    const known = { file_version: spec.versions.file, batch_version: spec.versions.batch };
    for (const [name, rec] of Object.entries(spec.records)) {
      if (MANUAL.has(`${bank_code} ${layout} ${name}`)) continue;
      if (
        EXCLUDED[`${bank_code} ${layout}`] === undefined &&
        yamlRecord(bank_code, layout, name) !== undefined
      )
        continue;
      if ((name === "S" || name === "R") && spec.without?.includes(name)) continue;
      const yaml = yamlGenericRecord(name);
      if (yaml === undefined) continue;
      const label = `${bank_code} ${layout} ${name} (generic)`;
      const r = diffRecord(label, yaml.fields, rec.table, known, READ.has(name));
      out.push({ label, files: yaml.files, ...r });
    }
  }
  return out;
}

function crossCheck(): Compared[] {
  const out: Compared[] = [];
  for (const { bank_code, layout } of cnabSupport()) {
    if (EXCLUDED[`${bank_code} ${layout}`] !== undefined) continue;
    const spec = cnabSpec(bank_code, layout)!;
    const records: [string, CompiledRecord][] = Object.entries(spec.records);
    if (spec.layout !== "cnab240") {
      for (const [name, rec] of Object.entries(spec.extraRecords)) if (rec) records.push([name, rec]);
    }
    const known: Record<string, string> =
      spec.layout === "cnab240"
        ? { file_version: spec.versions.file, batch_version: spec.versions.batch }
        : {};
    for (const [name, rec] of records) {
      for (const view of ["remessa", "retorno"] as const) {
        if (view === "retorno" && !(layout === "cnab240" && hasRetornoView(bank_code, name))) continue;
        const yaml = yamlRecord(bank_code, layout, name, view);
        if (yaml === undefined) continue;
        const label = `${bank_code} ${layout} ${name}${view === "retorno" ? " (retorno)" : ""}`;
        const r = diffRecord(label, yaml.fields, rec.table, known, READ.has(name) || view === "retorno");
        out.push({ label, files: yaml.files, ...r });
      }
    }
  }
  return out;
}

const results = [...crossCheck(), ...genericCheck()];
const differences = results.flatMap((r) => r.differences);

test(`the independent table is @banco-br/cnab_yaml ${CNAB_YAML_VERSION}, the version the review was made against`, () => {
  expect(CNAB_YAML_VERSION).toBe("2.1.0");
});

test("fields compared: every cnab_yaml field of every record both describe", () => {
  // 1,741 fields in 72 records of 13 bank × layouts against the banks' own cnab_yaml files (237
  // CNAB 240 has no cnab_yaml table, 341 CNAB 240 is excluded), and 261 fields in 16 records
  // against the generic (FEBRABAN) layer where neither a bank file nor a manual table covers the
  // record (BB R, T, U; Santander and Sicoob U; CAIXA Q; QI SCD T, U; BTG's trailers; the trailers de arquivo); a change in lote's
  // tables or in cnab_yaml moves these figures, and the review with them. The generic records are
  // listed in each bank's evidence (`layoutGenericRecords`).
  const bank = results.filter((r) => !r.label.endsWith("(generic)"));
  const generic = results.filter((r) => r.label.endsWith("(generic)"));
  const cells = new Set(bank.map((r) => r.label.split(" ").slice(0, 2).join(" ")));
  expect({
    cells: cells.size,
    records: bank.length,
    fields: bank.reduce((n, r) => n + r.compared, 0),
    generic_records: generic.map((r) => r.label.replace(" (generic)", "")),
    generic_fields: generic.reduce((n, r) => n + r.compared, 0),
  }).toEqual({
    cells: 13,
    records: 72,
    fields: 1741,
    generic_records: bankEvidenceList("layoutGenericRecords"),
    generic_fields: 261,
  });
});

describe.each(results.map((r) => [r.label, r] as const))("%s", (_label, r) => {
  test("every difference from cnab_yaml is reviewed", () => {
    const unreviewed = r.differences
      .filter((d) => REVIEWED[d.key] === undefined)
      .map((d) => `${d.key}\n  cnab_yaml: ${d.yaml}\n  lote: ${d.lote}`);
    expect(unreviewed.join("\n")).toBe("");
  });
});

test("every reviewed difference still occurs", () => {
  const seen = new Set(differences.map((d) => d.key));
  expect(Object.keys(REVIEWED).filter((k) => !seen.has(k))).toEqual([]);
});
