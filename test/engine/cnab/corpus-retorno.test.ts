/**
 * Evidence, not regression: every retorno of the independent corpus (`test/corpus/cnab/`) whose
 * bank × layout lote supports is read — none refused, none with a trailer disagreement that the
 * review below does not explain — and each entry is checked against the values its publisher
 * asserts in its own tests (or a bank manual read by hand), never against values lote computes.
 */

import { describe, expect, test } from "vitest";
import { cnabSpec } from "../../../src/engine/cnab/registry";
import { parseRetorno } from "../../../src/engine/cnab/retorno/retorno";
import type { RetornoEntry } from "../../../src/engine/cnab/types";
import { EngineError } from "../../../src/engine/errors";
import { bankEvidence } from "../bank-folders";
import { corpusFiles } from "./corpus";
import { NO_ENTRIES, NOT_COMPARED, NOT_IN_LOTE, REFUSED, REVIEWED_WARNINGS } from "./corpus-review";

const alnum = (s: string) => s.toUpperCase().replace(/[^0-9A-Z]/g, "");
const stripZeros = (s: string) => s.replace(/^0+(?=.)/, "");

/** How each publisher key is read off lote's entry; publisher spellings are normalised first. */
const COMPARED: Record<string, (e: RetornoEntry, expected: unknown) => [unknown, unknown]> = {
  title_cents: (e, x) => [e.amounts.title_cents, x],
  paid_cents: (e, x) => [e.amounts.paid_cents, x],
  credited_cents: (e, x) => [e.amounts.credited_cents, x],
  fee_cents: (e, x) => [e.amounts.fee_cents, x],
  interest_cents: (e, x) => [e.amounts.interest_cents, x],
  discount_cents: (e, x) => [e.amounts.discount_cents, x],
  rebate_cents: (e, x) => [e.amounts.rebate_cents, x],
  iof_cents: (e, x) => [e.amounts.iof_cents, x],
  due_date: (e, x) => [e.due_date, x],
  occurrence_date: (e, x) => [e.occurrence_date, x],
  credit_date: (e, x) => [e.credit_date, x],
  line: (e, x) => [e.line, x],
  occurrence_code: (e, x) => [e.occurrence.code, x],
  // Publishers trim both ends and may write an empty field (blanks or zeros) as null.
  document_number: (e, x) => [
    /^[0 ]*$/.test(e.document_number) ? "" : e.document_number.trim(),
    String(x ?? "").trim(),
  ],
  // lote lists the reasons present: blank and all-zero slots are not reasons.
  reason_codes: (e, x) => [
    e.occurrence.reasons.map((r) => r.code),
    (x as string[]).filter((c) => c.trim() !== "" && !/^0+$/.test(c)),
  ],
  // The publisher's nosso número (its own positions) is lote's sequential part, or the field as
  // lote read it, with or without its last character (the check digit): exactly, zeros aside.
  nosso_numero: (e, x) => [nossoNumeroAgrees(e, String(x)), true],
  nosso_numero_without_dv: (e, x) => [nossoNumeroAgrees(e, String(x)), true],
  // Publishers keep the field's trailing blanks; null means no PIX record.
  pix: (e, x) => [
    e.pix ?? null,
    x === null
      ? null
      : Object.fromEntries(Object.entries(x as Record<string, string>).map(([k, v]) => [k, v.trim()])),
  ],
  pix_present: (e, x) =>
    typeof x === "object" && x !== null
      ? [Object.fromEntries(Object.keys(x).map((k) => [k, Boolean(e.pix?.[k as keyof typeof e.pix])])), x]
      : [e.pix !== undefined, x],
};

function nossoNumeroAgrees(e: RetornoEntry, publisher: string): boolean {
  const p = stripZeros(alnum(publisher));
  const raw = alnum(e.our_number_raw);
  return [e.our_number, raw, raw.slice(0, -1)].some((x) => stripZeros(x) === p);
}

const readable = corpusFiles("retorno").filter((f) => cnabSpec(f.meta.bank_code, f.meta.layout));
const supported = readable.filter((f) => REFUSED[f.name] === undefined);

test.each(Object.keys(REFUSED))("%s is refused as unreadable, with the line, never a crash", (name) => {
  const f = readable.find((x) => x.name === name);
  expect(f, `${name} is not a corpus retorno of a supported cell`).toBeDefined();
  let error: unknown;
  try {
    parseRetorno(f!.content);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).issues[0]?.line).toBeGreaterThan(0);
});

test("the corpus has retornos of every bank × layout lote reads that public sources offer", () => {
  const cells = new Set(supported.map((f) => `${f.meta.bank_code} ${f.meta.layout}`));
  // 237 CNAB 240: no public retorno was found (test/corpus/cnab/SOURCES.md lists the searches).
  // Each bank's evidence pins how many retornos each of its cells has (`evidenceExpected`).
  const pinned = Object.entries(bankEvidence("evidenceExpected"))
    .filter(([, e]) => e.bank_retornos > 0)
    .map(([cell]) => cell);
  expect([...cells].sort()).toEqual(pinned.sort());
});

test("every review names a corpus retorno lote reads", () => {
  const names = new Set(supported.map((f) => f.name));
  for (const n of [
    ...Object.keys(REVIEWED_WARNINGS),
    ...Object.keys(NO_ENTRIES),
    ...Object.keys(NOT_COMPARED),
  ])
    expect(names.has(n), n).toBe(true);
});

describe.each(supported.map((f) => [f.name, f] as const))("%s", (name, f) => {
  const r = parseRetorno(f.content);
  const expected = f.meta.expected ?? {};

  test("is read, and every warning it carries is one the review explains", () => {
    const reviewed = REVIEWED_WARNINGS[name] ?? {};
    const seen = new Set<string>();
    for (const w of r.warnings) {
      const key = `${w.code}@${w.line}`;
      seen.add(key);
      expect(reviewed[key], `${name}: ${key} ${w.message} is not in corpus-review.ts`).toBeDefined();
    }
    for (const key of Object.keys(reviewed))
      expect(seen.has(key), `${name}: reviewed ${key} no longer occurs`).toBe(true);
  });

  test("reads entries, or the review says why the file has none", () => {
    if (r.entries.length > 0) expect(NO_ENTRIES[name], `${name} reads entries now`).toBeUndefined();
    else expect(NO_ENTRIES[name], `${name} reads no entry and NO_ENTRIES does not say why`).toBeDefined();
  });

  if (expected.entries !== undefined) {
    test("has the publisher's number of entries", () => {
      expect(r.entries).toHaveLength(expected.entries!);
    });
  }

  const details = expected.entries_detail ?? [];
  if (details.length > 0) {
    test.each(details.map((d) => [d.index as number, d] as const))(
      "entry %i has the asserted values",
      (i, d) => {
        const e = r.entries[i];
        expect(e, `entry ${i}`).toBeDefined();
        for (const [key, value] of Object.entries(d)) {
          if (key === "index" || NOT_IN_LOTE[key] !== undefined) continue;
          if (NOT_COMPARED[name]?.[key] !== undefined) continue;
          const read = COMPARED[key];
          expect(
            read,
            `${name}: publisher key "${key}" is neither compared nor listed in NOT_IN_LOTE`,
          ).toBeDefined();
          const [got, want] = read!(e!, value);
          expect(got, `${name} entry ${i} ${key}`).toEqual(want);
        }
      },
    );
  }
});
