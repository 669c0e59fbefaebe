/**
 * Evidence, not regression: each reference remessa of the corpus — written by an independent,
 * widely used writer for inputs its own test states — is compared with lote's file for the same
 * inputs, position by position. They may differ only in fields documented as discretionary for
 * the bank (dates, NSA, free-use areas: `remessa-discretionary.ts`) or in a difference reviewed
 * for that file, where the bank's manual (cited) says what lote writes. A reviewed difference
 * that no longer occurs fails too.
 */

import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { cnabSpec } from "../../../src/engine/cnab/registry";
import { buildRemessa } from "../../../src/engine/cnab/remessa/remessa";
import type { BuildRemessaInput } from "../../../src/engine/cnab/types";
import { corpusFiles } from "./corpus";
import {
  ADAPTATIONS,
  type Allowed,
  DEFAULT,
  DEPARTURE,
  DISCRETIONARY,
  REVIEWED,
} from "./remessa-discretionary";

/** A record's key: 240 `0`, `1`, `3P`, `3Q`…, `5`, `9`; 400 the record type. */
function key(layout: string, line: string): string {
  if (layout !== "cnab240") return line[0] ?? "";
  return line[7] === "3" ? `3${line[13]}` : (line[7] ?? "");
}

const splitLines = (s: string) => s.split(/\r?\n/).filter((l) => l.trim() !== "");

interface Difference {
  record: string;
  start: number;
  end: number;
  ref: string;
  lote: string;
}

/** Runs of differing positions between two records (1-based, inclusive). */
function differences(record: string, ref: string, lote: string): Difference[] {
  const out: Difference[] = [];
  const width = Math.max(ref.length, lote.length);
  let start = -1;
  for (let k = 0; k <= width; k++) {
    const differs = k < width && ref[k] !== lote[k];
    if (differs && start < 0) start = k;
    if (!differs && start >= 0) {
      out.push({ record, start: start + 1, end: k, ref: ref.slice(start, k), lote: lote.slice(start, k) });
      start = -1;
    }
  }
  return out;
}

const covers = (a: Allowed, d: Difference) => a.record === d.record && a.start <= d.start && d.end <= a.end;

const files = corpusFiles("remessa").filter(
  (f) => f.meta.lote_input && cnabSpec(f.meta.bank_code, f.meta.layout) && !ADAPTATIONS[f.name]?.excluded,
);

describe.each(files.map((f) => [f.name, f] as const))("%s", (name, f) => {
  test("differs from lote's file only in discretionary or reviewed fields", () => {
    const adapt = ADAPTATIONS[name];
    const base = structuredClone(f.meta.lote_input!) as BuildRemessaInput;
    const input = adapt?.input ? adapt.input(base) : base;
    const lote = splitLines(buildRemessa(input).content);
    const ref = splitLines(f.content);
    const cell = `${f.meta.bank_code} ${f.meta.layout}`;
    const allowed = DISCRETIONARY[cell] ?? [];
    const reviewed = REVIEWED[name] ?? [];
    const used = new Set<Allowed>();
    const unexplained: string[] = [];
    let i = 0;
    let j = 0;
    while (i < ref.length || j < lote.length) {
      const rk = i < ref.length ? key(f.meta.layout, ref[i]!) : "";
      const lk = j < lote.length ? key(f.meta.layout, lote[j]!) : "";
      if (rk === lk) {
        for (const d of differences(rk, ref[i]!, lote[j]!)) {
          // Every differing position must fall in a reviewed or discretionary field.
          let explained = true;
          for (let p = d.start; p <= d.end; p++) {
            const why = [...reviewed, ...allowed].find((x) => covers(x, { ...d, start: p, end: p }));
            if (why) used.add(why);
            else explained = false;
          }
          if (!explained)
            unexplained.push(
              `line ${j + 1} ${d.record} ${d.start}-${d.end}: ref "${d.ref}" lote "${d.lote}"`,
            );
        }
        i++;
        j++;
        continue;
      }
      // Records only one side has: lote's extra segment, or the reference's.
      const extra =
        lk !== "" && !ref.slice(i).some((l) => key(f.meta.layout, l) === lk) ? `lote:${lk}` : `ref:${rk}`;
      const why = reviewed.find((a) => a.record === extra);
      if (why) used.add(why);
      else unexplained.push(`record ${extra} only on one side`);
      if (extra.startsWith("lote:")) j++;
      else i++;
    }
    expect(unexplained.join("\n"), `${name}: differences neither discretionary nor reviewed`).toBe("");
    const stale = reviewed.filter((a) => !used.has(a)).map((a) => `${a.record} ${a.start}-${a.end}`);
    expect(stale, `${name}: reviewed differences that no longer occur`).toEqual([]);
  });
});

test("every corpus remessa with inputs of a bank × layout lote writes is compared, or its exclusion is reviewed", () => {
  const candidates = corpusFiles("remessa").filter(
    (f) => f.meta.lote_input && cnabSpec(f.meta.bank_code, f.meta.layout),
  );
  const compared = new Set(files.map((f) => f.name));
  for (const f of candidates) expect(f.name in ADAPTATIONS || compared.has(f.name), f.name).toBe(true);
  expect(files.length).toBeGreaterThan(0);
});

test("every reviewed difference is the reference's departure from a manual, a documented default or departure of lote, or an adaptation", () => {
  const docs = readFileSync(new URL("../../../docs/cnab.md", import.meta.url), "utf8");
  const labels = { default: Object.values(DEFAULT), departure: Object.values(DEPARTURE) } as const;
  const wrong: string[] = [];
  for (const [name, list] of Object.entries(REVIEWED)) {
    for (const r of list) {
      const where = `${name} ${r.record} ${r.start}-${r.end}`;
      if (r.kind === undefined) wrong.push(`${where}: no kind`);
      else if (r.kind === "default" || r.kind === "departure") {
        if (!(labels[r.kind] as readonly string[]).includes(r.label ?? ""))
          wrong.push(`${where}: unknown label`);
      }
    }
  }
  expect(wrong).toEqual([]);
  // Each label is an item of docs/cnab.md's lists, in bold.
  for (const label of [...labels.default, ...labels.departure]) expect(docs, label).toContain(`**${label}**`);
});
