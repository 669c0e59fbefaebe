/**
 * Cross-check, not regression: every bank × layout lote writes has its manual's movement and
 * occurrence code lists transcribed in the banks' `manual/<layout>.codes.json` (see `manual-codes.ts`), and lote's
 * tables must say what those lists say — each movement's code both ways, each occurrence's kind
 * and the movement it answers, every code lote reads accounted for — and an instruction must put
 * its code and the fields it changes where the manual's positions are. A cell without its codes
 * file fails: a new cell brings its manual's lists.
 */
import { describe, expect, test } from "vitest";
import { cnabSpec } from "../../../src/engine/cnab/registry";
import type { CnabLayout, RemessaMovement, RemessaTitle } from "../../../src/engine/cnab/types";
import { buildRemessa, cnabSupport, MOVEMENT_NEEDS, movementSupport } from "../../../src/engine/index";
import { sampleRemessa, sampleTitles } from "./fixtures";
import { CODES, type CodesDoc, FEBRABAN, positionsOf } from "./manual-codes";
import { manualFiles } from "./manual-files";

/** The transcribed position tables (`<bank folder>/manual/*.table.json`), by cell. */
const MANUAL_TABLES = new Map(
  manualFiles("table").map(({ name, doc }) => [
    name.slice(0, -".json".length),
    doc as { records: Record<string, { start: number; end: number }[]> },
  ]),
);

const cells = cnabSupport().map((s) => ({ ...s, key: `${s.bank_code}-${s.layout}` }));

test("every bank × layout lote writes has its manual's code lists, and no list is stale", () => {
  const keys = new Set(cells.map((c) => c.key));
  expect(
    cells.filter((c) => !CODES.has(c.key)).map((c) => c.key),
    "cells without <bank folder>/manual/<layout>.codes.json",
  ).toEqual([]);
  expect(
    [...CODES.keys()].filter((k) => k !== "febraban" && !keys.has(k)),
    "codes files of no cell",
  ).toEqual([]);
});

/**
 * The title an instruction test sends: sample title 1 (interest, fine, discount) with a new due
 * date and document number, and an abatimento when the movement needs one or `rebate` is asked
 * (Safra carries the multa in the abatimento field, so not every title can have both).
 */
function instructionTitle(
  bank: string,
  layout: CnabLayout,
  movement: RemessaMovement,
  rebate = movementSupport(bank, layout).get(movement)?.needs.includes("rebate_cents") ?? false,
): RemessaTitle {
  const t = sampleTitles(bank, layout)[0]!;
  const base = { ...t, movement, due_date: "2025-05-10", document_number: "NOVO12345" };
  if (!rebate) return base;
  // Safra's abatimento field is its multa's too (nota 6.1.8): an abatimento goes on a title without one.
  const { fine: _fine, ...noFine } = base;
  return { ...(bank === "422" ? noFine : base), rebate_cents: 1_234 };
}

/** The digits a field of `width` shows for `v`: a date as DDMMAAAA / DDMMAA, an amount zero-padded. */
function shown(name: string, v: RemessaTitle, width: number): string {
  const get = (path: string) =>
    path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], v);
  const value = get(name);
  if (typeof value === "number") return String(value).padStart(width, "0");
  const s = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    const [y, m, d] = s.split("-");
    return width === 8 ? `${d}${m}${y}` : `${d}${m}${y!.slice(2)}`;
  }
  return s.padEnd(width, " ");
}

/** The record of the first title in `content`: 240 its Segment P, 400 its detail. */
function titleRecord(content: string, layout: string, detailType: string): string {
  const lines = content.split("\r\n");
  const found =
    layout === "cnab240"
      ? lines.find((l) => l[7] === "3" && l[13] === "P")
      : lines.find((l) => l[0] === detailType);
  return found!;
}

describe.each(cells.filter((c) => CODES.has(c.key)))(
  "$key: lote's tables say what the manual says",
  (cell) => {
    const doc = CODES.get(cell.key) as CodesDoc;
    const spec = cnabSpec(cell.bank_code, cell.layout)!;
    const support = movementSupport(cell.bank_code, cell.layout);

    test("each movement's code is the manual's, both ways", () => {
      const manual = Object.fromEntries(
        doc.movements.filter((r) => r.movement).map((r) => [r.movement, r.code]),
      );
      const lote = Object.fromEntries([...support].map(([m, s]) => [m, s.code]));
      expect(lote).toEqual(manual);
    });

    test("needs, records and the manual's other demands", () => {
      for (const [m, s] of support) {
        expect(s.needs, `${m} needs`).toEqual(doc.needs?.[m] ?? MOVEMENT_NEEDS[m]);
        if (doc.records?.[m]) expect(s.records, `${m} records`).toEqual(doc.records[m]);
      }
      expect(spec.sparse_instructions === true, "sparse instructions").toBe(doc.sparse === true);
    });

    test("each occurrence of the manual is read with its kind and the movement it answers", () => {
      const codes = spec.occurrences.codes;
      const rows = [...doc.occurrences, ...(doc.extra ?? [])];
      const wrong = rows
        .map((r) => ({
          code: r.code,
          want: [r.kind, r.answers],
          got: [codes[r.code]?.kind, codes[r.code]?.answers],
        }))
        .filter((d) => d.want[0] !== d.got[0] || d.want[1] !== d.got[1]);
      expect(wrong).toEqual([]);
    });

    test("every code lote reads is in the manual's list (or the FEBRABAN base, or reviewed extra)", () => {
      const own = new Set([...doc.occurrences, ...(doc.extra ?? [])].map((r) => r.code));
      const base = new Map(FEBRABAN.occurrences.map((r) => [r.code, r]));
      const unaccounted = Object.entries(spec.occurrences.codes).filter(([code, def]) => {
        if (own.has(code)) return false;
        const b = doc.occurrences_base === "febraban" ? base.get(code) : undefined;
        return b === undefined || b.kind !== def.kind || b.answers !== def.answers;
      });
      expect(unaccounted.map(([code]) => code)).toEqual([]);
    });

    const table = MANUAL_TABLES.get(cell.key)?.records[cell.layout === "cnab240" ? "P" : "detail"];
    if (table !== undefined) {
      test("the positions instructions are checked at are fields of the bank's transcribed manual table", () => {
        const at = positionsOf(doc, cell.layout);
        const missing = Object.entries(at).filter(
          ([, [a, b]]) => !table.some((f) => f.start === a && f.end === b),
        );
        expect(missing).toEqual([]);
      });
    }

    const instructions = [...support.keys()].filter((m) => m !== "entry");
    test.each(instructions)("%s writes its code and fields at the manual's positions", (m) => {
      const input = sampleRemessa(cell.bank_code, cell.layout, [
        instructionTitle(cell.bank_code, cell.layout, m),
      ]);
      const r = buildRemessa(input);
      const detailType = spec.layout !== "cnab240" ? spec.detail_type : "";
      const rec = titleRecord(r.content, cell.layout, detailType);
      const f = doc.movement_field;
      expect(rec.slice(f.start - 1, f.end), "movement code").toBe(
        support.get(m)!.code.slice(-(f.end - f.start + 1)),
      );
      const at = positionsOf(doc, cell.layout);
      for (const need of support.get(m)!.needs) {
        const names = need === "discount" ? ["discount.until", "discount.amount_cents"] : [need];
        for (const name of names) {
          const pos = at[name];
          if (pos === undefined) continue;
          const [a, b] = pos;
          expect(rec.slice(a - 1, b), `${name} at ${a}-${b}`).toBe(shown(name, input.titles[0]!, b - a + 1));
        }
      }
      for (const [pos, value] of Object.entries(doc.values?.[m]?.P ?? {})) {
        expect(rec[Number(pos) - 1], `P ${pos}`).toBe(value);
      }
    });

    if (doc.sparse) {
      test("an instruction carries only what it changes (the others zeros or blanks)", () => {
        const input = sampleRemessa(cell.bank_code, cell.layout, [
          instructionTitle(cell.bank_code, cell.layout, "write_off", true),
        ]);
        const rec = titleRecord(buildRemessa(input).content, cell.layout, "1");
        const [a, b] = positionsOf(doc, cell.layout)["discount.amount_cents"]!;
        expect(rec.slice(a - 1, b)).toBe("0".repeat(b - a + 1));
        const [c, d] = positionsOf(doc, cell.layout).rebate_cents!;
        expect(rec.slice(c - 1, d)).toBe("0".repeat(d - c + 1));
      });
    }
  },
);
