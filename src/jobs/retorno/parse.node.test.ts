// The retorno job's decision, in node: what a file's entries do to the boletos they match.
import { describe, expect, it } from "vitest";
import type { OccurrenceKind, RetornoEntry } from "../../engine/index";
import { decideEntries } from "./parse";

const entry = (
  our_number: string,
  kind: OccurrenceKind,
  extra: Partial<RetornoEntry> = {},
): RetornoEntry => ({
  line: 2,
  our_number,
  our_number_raw: our_number,
  document_number: "NF1",
  occurrence: { code: "06", kind, description: kind, reasons: [] } as unknown as RetornoEntry["occurrence"],
  amounts: {
    title_cents: 1000,
    paid_cents: kind === "paid" ? 1000 : null,
    credited_cents: null,
    fee_cents: null,
    interest_cents: null,
    discount_cents: null,
    rebate_cents: null,
    iof_cents: null,
  },
  due_date: "2025-03-10",
  occurrence_date: "2025-03-11",
  credit_date: null,
  ...extra,
});

describe("decideEntries", () => {
  it("keeps one row per entry, matched or not", () => {
    const matches = new Map([["1", { id: "itm_a", paymentStatus: null }]]);
    const d = decideEntries("job_1", [entry("1", "registered"), entry("2", "paid")], matches, new Set());
    expect(d.rows.map((r) => [r[0], r[1], r[7]])).toEqual([
      [0, "1", "itm_a"],
      [1, "2", null],
    ]);
  });

  it("sets the strongest occurrence of the file, the latest among equals", () => {
    const matches = new Map([["1", { id: "itm_a", paymentStatus: null }]]);
    const d = decideEntries(
      "job_1",
      [entry("1", "registered"), entry("1", "paid"), entry("1", "registered")],
      matches,
      new Set(),
    );
    expect(d.payments.map((p) => [p.i, p.s, JSON.parse(p.p).entry_index])).toEqual([["itm_a", "paid", 1]]);
  });

  it("never takes a second payment nor an entry that answered an instruction", () => {
    const paid = new Map([["1", { id: "itm_a", paymentStatus: "paid" }]]);
    expect(decideEntries("job_1", [entry("1", "paid")], paid, new Set()).payments).toEqual([]);
    const open = new Map([["1", { id: "itm_a", paymentStatus: null }]]);
    expect(decideEntries("job_1", [entry("1", "written_off")], open, new Set([0])).payments).toEqual([]);
  });

  it("keeps the PIX data of the boleto's latest entry that carries any", () => {
    const matches = new Map([["1", { id: "itm_a", paymentStatus: null }]]);
    const d = decideEntries(
      "job_1",
      [entry("1", "registered", { pix: { txid: "a" } }), entry("1", "fee", { pix: { txid: "b" } })],
      matches,
      new Set(),
    );
    expect(d.pix.map((p) => [p.i, JSON.parse(p.x).txid, JSON.parse(p.x).entry_index])).toEqual([
      ["itm_a", "b", 1],
    ]);
  });
});
