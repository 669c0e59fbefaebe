/**
 * Conformance over every registered bank and layout: line lengths, CRLF, ASCII, sequence numbers,
 * trailer totals, and `parseRetorno(simulateRetorno(buildRemessa(x)))` returning every title.
 */
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ACCOUNTS, sampleRemessa, sampleTitles } from "../../../test/engine/cnab/fixtures";
import { remessaShape } from "./cnab400/spec";
import { field, hasField } from "./layout/fields";
import { parseDigits } from "./layout/format";
import { cnabSpec, cnabSupport, movementSupport } from "./registry";
import { buildRemessa } from "./remessa/remessa";
import { parseRetorno } from "./retorno/retorno";
import { simulateRetorno } from "./simulate/simulate";
import type { Remessa } from "./types";

const SUPPORT = cnabSupport();

function lines(content: string): string[] {
  expect(content.endsWith("\r\n")).toBe(true);
  const out = content.slice(0, -2).split("\r\n");
  for (const l of out) expect(l.includes("\n")).toBe(false);
  return out;
}

/** The layouts each bank's folder defines: its `cnab240.ts`, `cnab400.ts` and `cnab444.ts`. */
function foldersLayouts(): string[] {
  const banks = new URL("../banks/", import.meta.url);
  return readdirSync(banks)
    .filter((dir) => /^\d{3}-/.test(dir))
    .flatMap((dir) =>
      (["cnab240", "cnab400", "cnab444"] as const)
        .filter((layout) => existsSync(new URL(`${dir}/${layout}.ts`, banks)))
        .map((layout) => `${dir.slice(0, 3)}/${layout}`),
    )
    .sort();
}

test("the registry offers every layout a bank's folder defines, and no other", () => {
  expect(SUPPORT.map((s) => `${s.bank_code}/${s.layout}`)).toEqual(foldersLayouts());
  for (const s of SUPPORT) expect(s.manual.length).toBeGreaterThan(20);
});

describe.each(SUPPORT)("$bank_code $layout", ({ bank_code, layout }) => {
  const width = layout === "cnab240" ? 240 : 400;
  const remessa: Remessa = buildRemessa(sampleRemessa(bank_code, layout));
  const spec = cnabSpec(bank_code, layout)!;
  /** A line's width and where its sequence sits: a CNAB 444's by its record type. */
  const shape = (l: string) =>
    spec.layout === "cnab444" ? remessaShape(spec, l[0]!) : { width, seq0: 394, seqEnd: 400 };

  test("every line has the layout's width, printable upper-case ASCII, CRLF", () => {
    const ls = lines(remessa.content);
    expect(ls.length).toBe(remessa.line_count);
    for (const l of ls) {
      expect(l.length).toBe(shape(l).width);
      expect(l).toMatch(/^[\x20-\x7e]+$/);
      expect(l).toBe(l.toUpperCase());
    }
  });

  test("sequence numbers and trailer counts", () => {
    const ls = lines(remessa.content);
    if (layout !== "cnab240") {
      ls.forEach((l, i) => {
        expect(Number(l.slice(shape(l).seq0, shape(l).seqEnd))).toBe(i + 1);
      });
      return;
    }
    const details = ls.slice(2, -2);
    details.forEach((l, i) => {
      expect(Number(l.slice(8, 13))).toBe(i + 1);
    });
    expect(Number(ls.at(-2)!.slice(17, 23))).toBe(details.length + 2);
    expect(Number(ls.at(-1)!.slice(17, 23))).toBe(1);
    expect(Number(ls.at(-1)!.slice(23, 29))).toBe(ls.length);
  });

  test("trailer sums, where the layout has them, equal the titles", () => {
    const ls = lines(remessa.content);
    const trailer = layout === "cnab240" ? ls.at(-2)! : ls.at(-1)!;
    const rec = spec.layout === "cnab240" ? spec.records.batch_trailer : spec.records.trailer;
    // FEBRABAN C070/C071: a 240 remessa states its totals only where the bank's manual asks (CAIXA, Sicoob).
    const stated = spec.layout !== "cnab240" || spec.remessa_totals === true;
    if (!stated) {
      if (hasField(rec, "total_titles")) expect(parseDigits(field(rec, trailer, "total_titles"))).toBe(0);
    } else if (hasField(rec, "total_amount")) {
      expect(parseDigits(field(rec, trailer, "total_amount"))).toBe(remessa.totals.amount_cents);
    }
    if (stated && hasField(rec, "total_titles"))
      expect(parseDigits(field(rec, trailer, "total_titles"))).toBe(5);
    expect(remessa.totals).toEqual({ titles: 5, amount_cents: 15_075 * 3 + 1_234_567 + 99 });
  });

  test("the NSA given is the one written", () => {
    // 321 fits every header's NSA, Safra 400's three digits included.
    const r = buildRemessa({ ...sampleRemessa(bank_code, layout), file_sequence: 321 });
    const header = r.content.slice(0, width);
    const rec = spec.layout === "cnab240" ? spec.records.file_header : spec.records.header;
    if (hasField(rec, "file_sequence")) {
      expect(parseDigits(field(rec, header, "file_sequence"))).toBe(321);
      expect(r.content).not.toBe(remessa.content);
    } else {
      // Itaú, Santander and Banrisul 400 headers have no NSA: the file name carries it.
      expect(r.content).toBe(remessa.content);
      expect(r.file_name).not.toBe(remessa.file_name);
    }
  });

  test("parseRetorno(simulateRetorno(buildRemessa(x))) returns every title", () => {
    const ret = simulateRetorno(remessa.content, {
      generated_at: "2025-03-20T07:00:00",
      outcomes: [
        {
          our_number: "1",
          kind: "paid",
          paid_cents: 15_200,
          fee_cents: 180,
          interest_cents: 125,
          paid_on: "2025-03-19",
          credited_on: "2025-03-20",
        },
        { our_number: "3", kind: "rejected" },
      ],
    });
    for (const l of lines(ret.content)) expect(l.length).toBe(width);
    const parsed = parseRetorno(ret.content);
    // A CNAB 444 remessa is answered with the bank's CNAB 400 retorno.
    expect(parsed.layout).toBe(layout === "cnab444" ? "cnab400" : layout);
    expect(parsed.bank_code).toBe(bank_code);
    expect(parsed.warnings).toEqual([]);
    const titles = sampleTitles(bank_code);
    // A sparse bank's instruction (Itaú, notas A/B) carries only what it changes: the simulated
    // answer, copied from it, has no due date or document number unless the movement changes them.
    const left = (t: (typeof titles)[number], need: string) =>
      spec.sparse_instructions === true &&
      t.movement !== undefined &&
      t.movement !== "entry" &&
      !(movementSupport(bank_code, layout).get(t.movement)?.needs.includes(need) ?? false);
    expect(parsed.entries.map((e) => e.our_number)).toEqual(titles.map((t) => t.our_number));
    expect(parsed.entries.map((e) => e.amounts.title_cents)).toEqual(titles.map((t) => t.amount_cents));
    expect(parsed.entries.map((e) => e.due_date)).toEqual(
      titles.map((t) => (left(t, "due_date") ? null : t.due_date)),
    );
    expect(parsed.entries.map((e) => e.document_number)).toEqual(
      titles.map((t) => (left(t, "document_number") ? "" : t.document_number!.toUpperCase().slice(0, 10))),
    );
    expect(parsed.entries.map((e) => e.occurrence.kind)).toEqual([
      "paid",
      "registered",
      "rejected",
      "written_off",
      "due_date_changed",
    ]);
    const paid = parsed.entries[0]!;
    expect(paid.amounts.paid_cents).toBe(15_200);
    expect(paid.amounts.fee_cents).toBe(180);
    expect(paid.amounts.interest_cents).toBe(125);
    if (paid.amounts.credited_cents !== null) expect(paid.amounts.credited_cents).toBe(15_020);
    expect(paid.occurrence_date).toBe("2025-03-19");
    if (paid.credit_date !== null) expect(paid.credit_date).toBe("2025-03-20");
    expect(parsed.totals.entries).toBe(5);
    expect(parsed.totals.title_amount_cents).toBe(remessa.totals.amount_cents);
    expect(parsed.totals.by_kind.paid).toBe(1);
    expect(parsed.generated_on).toBe("2025-03-20");
  });

  test("titles of another account are refused, never mixed into the file", () => {
    const other = { ...ACCOUNTS[bank_code]!, agency: "9999" };
    const titles = sampleTitles(bank_code, layout);
    titles[1] = { ...titles[1]!, ...other };
    expect(() => buildRemessa(sampleRemessa(bank_code, layout, titles))).toThrowError(
      expect.objectContaining({
        code: "CNAB_TITLE_ACCOUNT_MISMATCH",
        issues: [expect.objectContaining({ path: ["titles", 1] })],
      }),
    );
  });
});
