// A remessa file's decision for its boletos, in node: which move to `sent` and what each history says.
import { describe, expect, it } from "vitest";
import type { PlannedTitle } from "./instructions";
import { decideBoletoChanges } from "./sent";

const file = { jobId: "job_r", fileId: "fil_1", nsa: 7, fileName: "CB140301.REM" };
const entry = (id: string): PlannedTitle => ({
  title: { our_number: "123" },
  group_key: "g",
  layout: "cnab400",
  boleto_item_id: id,
});

describe("decideBoletoChanges", () => {
  it("moves an issued boleto whose entry the file carried to sent, with the file and its NSA", () => {
    const { changes, sent } = decideBoletoChanges(
      file,
      [entry("itm_a")],
      [],
      new Map([["itm_a", { bankStatus: "issued" }]]),
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      itemId: "itm_a",
      guard: "issued",
      status: { to: "sent" },
      remessa: { fileId: "fil_1", nsa: 7 },
    });
    expect(changes[0]?.history[0]).toMatchObject({
      key: "sent:fil_1",
      kind: "bank_status",
      from: "issued",
      to: "sent",
    });
    expect([...sent]).toEqual([["itm_a", { from: "issued", our_number: "123" }]]);
  });

  it("changes nothing for a boleto it did not find", () => {
    const { changes, sent } = decideBoletoChanges(file, [entry("itm_gone")], [], new Map());
    expect(changes).toEqual([]);
    expect(sent.size).toBe(0);
  });

  it("tells a carried instruction in the boleto's history without moving it", () => {
    const carrier = { ...entry("itm_a"), instruction_id: "ins_1", title: { movement: "write_off" } };
    const { changes, sent } = decideBoletoChanges(
      file,
      [carrier],
      [],
      new Map([["itm_a", { bankStatus: "registered" }]]),
    );
    expect(changes[0]?.status).toBeUndefined();
    expect(changes[0]?.history).toHaveLength(1);
    expect(sent.size).toBe(0);
  });
});
