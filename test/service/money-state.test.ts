// Money state is always right (issue 24), through the real routes, queues and sandbox bank: a
// written-off boleto is never re-issued, conflicting and duplicate instructions never reach one
// file, an entry is sent once (unless a re-send is asked), and every payment is kept as its own
// row — a second one and an underpayment flagged as divergences with their event.
import { describe, expect, it } from "vitest";
import { allItems, boletoItem, call, json, newTenant, submit, type Tenant, waitForJob } from "./helpers";
import { bankAnswers, eventOf, instruct, instructionsOf, life, remessa, subscribe } from "./life-helpers";

interface Payment {
  seq: number;
  amount_cents: number;
  divergences: { kind: string; difference_cents?: number }[];
  source: { kind: string; line: number | null };
}

/** Issues `items` (no PDF) and returns them. */
async function issue(t: Tenant, items: Record<string, unknown>[]) {
  const jobId = await submit(t.key, { items, options: { pdf: false } });
  await waitForJob(t.key, jobId);
  return (await allItems(t.key, jobId)) as (Record<string, unknown> & {
    item_id: string;
    our_number: string;
  })[];
}

/** Issues boletos, sends their entries in one remessa of `layout` and has the bank register them. */
async function registered(t: Tenant, items: Record<string, unknown>[], layout: "cnab240" | "cnab400") {
  const boletos = await issue(t, items);
  const { files } = await remessa(t.key, { layout, titles: boletos.map((b) => ({ item_id: b.item_id })) });
  await bankAnswers(t.key, files[0]?.file_id as string);
  return { boletos, file: files[0] as NonNullable<(typeof files)[number]> };
}

const statusOf = async (t: Tenant, itemId: string) => (await life(t.key, itemId)).bank_status;

describe("money state", () => {
  it("a write-off supersedes a queued due-date change: one movement in the file, never re-issued", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    const { boletos } = await registered(t, [boletoItem(1)], "cnab400");
    const b = boletos[0] as (typeof boletos)[number];
    const due = await instruct(t.key, b.item_id, { type: "due_date_change", due_date: "2027-06-01" });
    const off = await instruct(t.key, b.item_id, { type: "write_off" });
    expect(off.item.status).toBe("completed");
    // Nothing may follow a write-off.
    const after = await instruct(t.key, b.item_id, { type: "due_date_change", due_date: "2027-07-01" });
    expect(after.item.errors[0]).toMatchObject({ code: "INSTRUCTION_AFTER_WRITE_OFF", path: "type" });
    const states = Object.fromEntries(
      (await instructionsOf(t.key, b.item_id)).map((x) => [x.instruction_id, x.state]),
    );
    expect(states[due.instruction_id]).toBe("cancelled");
    const { files } = await remessa(t.key, { titles: [] });
    expect(files.flatMap((f) => f.titles.map((x) => x.movement))).toEqual(["write_off"]);
    await bankAnswers(t.key, files[0]?.file_id as string);
    const l = await life(t.key, b.item_id);
    expect(l).toMatchObject({ bank_status: "written_off", attempt: 1 });
    expect((await events()).some((e) => e.type === "boleto.updated")).toBe(false);
  });

  it("a due-date change the bank accepts after a write-off is recorded, never printed", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    const { boletos } = await registered(t, [boletoItem(2)], "cnab400");
    const b = boletos[0] as (typeof boletos)[number];
    await instruct(t.key, b.item_id, { type: "due_date_change", due_date: "2027-06-01" });
    const dueFile = (await remessa(t.key, { titles: [] })).files[0] as { file_id: string };
    await instruct(t.key, b.item_id, { type: "write_off" });
    const offFile = (await remessa(t.key, { titles: [] })).files[0] as { file_id: string };
    // The bank answers the write-off first, then the due-date change it had before.
    await bankAnswers(t.key, offFile.file_id);
    await bankAnswers(t.key, dueFile.file_id);
    const l = (await life(t.key, b.item_id)) as unknown as Record<string, unknown> & {
      history: { kind: string }[];
      instructions: { type: string; state: string }[];
    };
    expect(l).toMatchObject({ bank_status: "written_off", attempt: 1, due_date: "2027-03-10" });
    expect(l.instructions.map((x) => [x.type, x.state])).toEqual([
      ["due_date_change", "accepted"],
      ["write_off", "accepted"],
    ]);
    expect(l.history.map((h) => h.kind)).toContain("reissue_skipped");
    expect((await events()).some((e) => e.type === "boleto.updated")).toBe(false);
  });

  it("1,000 due-date changes for one boleto leave one live instruction and one movement in the file", async () => {
    const t = await newTenant();
    const { boletos } = await registered(t, [boletoItem(3)], "cnab240");
    const b = boletos[0] as (typeof boletos)[number];
    const day = (i: number) =>
      new Date(Date.UTC(2027, 4, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10);
    const instructions = Array.from({ length: 1000 }, (_, i) => ({
      boleto: { item_id: b.item_id },
      type: "due_date_change",
      due_date: day(i),
    }));
    const res = await call("/v1/jobs/instructions", { method: "POST", key: t.key, json: { instructions } });
    expect(res.status).toBe(202);
    await waitForJob(t.key, (await json<{ job_id: string }>(res)).job_id);
    const all = await instructionsOf(t.key, b.item_id);
    expect(all.filter((x) => x.state === "queued")).toHaveLength(1);
    expect(all.every((x) => x.state === "queued" || x.state === "cancelled")).toBe(true);
    const { files } = await remessa(t.key, { titles: [] });
    expect(files).toHaveLength(1);
    expect(files[0]?.titles.map((x) => x.movement)).toEqual(["due_date_change"]);
    // header, lote header, P, Q (and R where the layout writes it), lote trailer, file trailer: far from 1,002.
    expect((files[0] as unknown as { record_count: number }).record_count).toBeLessThan(8);
  });

  it("an entry is sent once: a paid or registered boleto is refused unless a re-send is asked", async () => {
    const t = await newTenant();
    const { boletos, file } = await registered(t, [boletoItem(4), boletoItem(5)], "cnab240");
    const [paid, reg] = boletos as [(typeof boletos)[number], (typeof boletos)[number]];
    await bankAnswers(t.key, file.file_id, { outcomes: [{ our_number: paid.our_number, kind: "paid" }] });
    expect(await statusOf(t, paid.item_id)).toBe("paid");
    const again = await remessa(t.key, {
      layout: "cnab240",
      titles: [{ item_id: paid.item_id }, { item_id: reg.item_id }],
    });
    const refused = await json<{ rejected_titles: { errors: { code: string }[] }[] }>(
      await call(`/v1/jobs/cnab/remessas/${again.jobId}/files`, { key: t.key }),
    );
    expect(refused.rejected_titles.map((x) => x.errors[0]?.code).sort()).toEqual([
      "TITLE_ALREADY_REGISTERED",
      "TITLE_PAID",
    ]);
    expect(again.files).toHaveLength(0);
    const resend = await remessa(t.key, {
      layout: "cnab240",
      titles: [
        { item_id: paid.item_id, resend: true },
        { item_id: reg.item_id, resend: true },
      ],
    });
    expect(resend.files.flatMap((f) => f.titles.map((x) => x.reference))).toEqual([reg.item_id]);
    expect(await statusOf(t, reg.item_id)).toBe("registered");
  });

  it("a late payment with juros and multa inside the title's range is no divergence", async () => {
    const t = await newTenant();
    const { boletos, file } = await registered(
      t,
      [
        boletoItem(9, {
          amount_cents: 12_000,
          fine: { kind: "rate", value: 200 },
          interest: { kind: "daily_amount", value: 4 },
        }),
      ],
      "cnab400",
    );
    const b = boletos[0] as (typeof boletos)[number];
    // Ten days late: 2 % multa (2,40) and 0,04 a day of juros (0,40).
    await bankAnswers(t.key, file.file_id, {
      outcomes: [
        {
          our_number: b.our_number,
          kind: "paid",
          paid_cents: 12_280,
          interest_cents: 40,
          fine_cents: 240,
          paid_on: "2027-03-20",
        },
      ],
    });
    const l = (await life(t.key, b.item_id)) as unknown as Record<string, unknown> & { payments: Payment[] };
    expect(l).toMatchObject({ bank_status: "paid", paid_cents: 12_280, payment_divergence: null });
    expect(l.payments[0]).toMatchObject({ amount_cents: 12_280, interest_cents: 280, divergences: [] });
  });

  it("a boleto named twice in one remessa is written once", async () => {
    const t = await newTenant();
    const [b] = await issue(t, [boletoItem(8)]);
    const r = await remessa(t.key, {
      layout: "cnab240",
      titles: [{ item_id: b?.item_id }, { item_id: b?.item_id }],
    });
    expect(r.files).toHaveLength(1);
    expect(r.files[0]?.title_count).toBe(1);
    const view = await json<{ rejected_titles: { errors: { code: string }[] }[] }>(
      await call(`/v1/jobs/cnab/remessas/${r.jobId}/files`, { key: t.key }),
    );
    expect(view.rejected_titles.map((x) => x.errors[0]?.code)).toEqual(["TITLE_DUPLICATE"]);
  });

  it("every payment is a row of its own: a second one and an underpayment are divergences", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    const { boletos, file } = await registered(
      t,
      [boletoItem(6, { amount_cents: 150_000 }), boletoItem(7, { amount_cents: 12_000 })],
      "cnab240",
    );
    const [twice, under] = boletos as [(typeof boletos)[number], (typeof boletos)[number]];
    const pay = (our: string, cents: number) => ({ our_number: our, kind: "paid", paid_cents: cents });
    await bankAnswers(t.key, file.file_id, {
      outcomes: [pay(twice.our_number, 150_000), pay(under.our_number, 5_000)],
    });
    await bankAnswers(t.key, file.file_id, { outcomes: [pay(twice.our_number, 77_700)] });

    const first = (await life(t.key, twice.item_id)) as unknown as Record<string, unknown> & {
      payments: Payment[];
    };
    expect(first).toMatchObject({ bank_status: "paid", paid_cents: 227_700, payment_count: 2 });
    expect(first).toMatchObject({ payment_divergence: "duplicate_payment" });
    expect(first.payments[1]?.divergences[1]).toMatchObject({ kind: "overpaid", difference_cents: 77_700 });
    expect(first.payments.map((p) => [p.seq, p.amount_cents, p.divergences.map((d) => d.kind)])).toEqual([
      [1, 150_000, []],
      [2, 77_700, ["duplicate_payment", "overpaid"]],
    ]);
    expect(first.payments[0]?.source).toMatchObject({ kind: "retorno" });
    expect(first.payments[0]?.source.line).toBeGreaterThan(0);
    // The item keeps the first liquidation: the second never overwrites it.
    expect((first.payment as { amounts: { paid_cents: number } }).amounts.paid_cents).toBe(150_000);

    const short = (await life(t.key, under.item_id)) as unknown as Record<string, unknown> & {
      payments: Payment[];
    };
    expect(short).toMatchObject({ bank_status: "paid", paid_cents: 5_000, payment_divergence: "underpaid" });
    expect(short.payments[0]?.divergences).toEqual([
      {
        kind: "underpaid",
        paid_cents: 5_000,
        expected_min_cents: 12_000,
        expected_max_cents: 12_000,
        difference_cents: 7_000,
      },
    ]);
    const flagged = await eventOf(events, "boleto.payment_divergence", (d) => d.item_id === under.item_id);
    expect(flagged.data).toMatchObject({ divergences: [{ kind: "underpaid" }] });
    await eventOf(events, "boleto.payment_divergence", (d) => d.item_id === twice.item_id);
    // One boleto.paid each: the second payment is a divergence, not a second "paid".
    expect((await events()).filter((e) => e.type === "boleto.paid")).toHaveLength(2);
  });
});
