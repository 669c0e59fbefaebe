// The whole life of a boleto after issue, offline through the real queues, D1, R2 and the sandbox
// bank (issue 17): issue → remessa → registered → new due date → remessa → confirmed (re-issued:
// new codes, PDF generation 2, manifest generation 2) → paid by PIX → reconciled; and a hybrid
// boleto whose bank registers its own PIX QR, re-rendered with it.
import { describe, expect, it } from "vitest";
import { buildPixPayload } from "../../src/engine/index";
import { allItems, boletoItem, call, json, newTenant, submit, waitFor, waitForJob } from "./helpers";
import { bankAnswers, eventOf, instruct, instructionsOf, life, remessa, subscribe } from "./life-helpers";

const bankEmv = (txid: string) =>
  buildPixPayload({
    key: "11222333000181",
    merchant_name: "ACME COBRANCAS",
    merchant_city: "SAO PAULO",
    txid,
  });

describe("a boleto's life through the sandbox bank", () => {
  it("issue → remessa → registered → new due date → remessa → confirmed → paid by PIX → reconciled", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    const jobId = await submit(t.key, { items: [boletoItem(1)] });
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [issued] = await allItems(t.key, jobId);
    const itemId = issued?.item_id as string;
    expect(issued).toMatchObject({ bank_status: "issued", remessa: null, due_date: "2027-03-10" });

    // 1. The entry goes in a remessa: sent, with the file and its NSA.
    const first = await remessa(t.key, { layout: "cnab240", titles: [{ item_id: itemId }] });
    const entryFile = first.files[0] as (typeof first.files)[number];
    expect(entryFile).toMatchObject({ status: "completed", file_sequence: 1, title_count: 1 });
    expect(await eventOf(events, "boleto.sent")).toMatchObject({ type: "boleto.sent" });
    let [item] = await allItems(t.key, jobId);
    expect(item).toMatchObject({
      bank_status: "sent",
      remessa: { file_id: entryFile.file_id, file_sequence: 1 },
    });

    // 2. The bank registers it: a registration retorno.
    const reg = await bankAnswers(t.key, entryFile.file_id);
    expect(reg.summary).toMatchObject({ kind: "registration", by_kind: { registered: 1 }, matched: 1 });
    expect((await eventOf(events, "boleto.registered")).data).toMatchObject({
      item_id: itemId,
      bank_status: "registered",
      previous_bank_status: "sent",
    });
    const filtered = await json<{ data: unknown[] }>(
      await call(`/v1/jobs/boletos/${jobId}/items?bank_status=registered`, { key: t.key }),
    );
    expect(filtered.data).toHaveLength(1);

    // 3. A new due date, queued for the next remessa of its group.
    const ins = await instruct(t.key, itemId, { type: "due_date_change", due_date: "2027-04-12" });
    expect(ins.item.status).toBe("completed");
    expect((await instructionsOf(t.key, itemId))[0]).toMatchObject({
      type: "due_date_change",
      state: "queued",
    });

    // 4. A remessa of instructions only: one file, the instruction sent with its NSA.
    const second = await remessa(t.key, { titles: [] });
    expect(second.job.status).toBe("completed");
    const insFile = second.files[0] as (typeof second.files)[number];
    expect(second.files).toHaveLength(1);
    expect(insFile).toMatchObject({ status: "completed", file_sequence: 2, title_count: 1 });
    expect(insFile.titles[0]).toMatchObject({ movement: "due_date_change", reference: itemId });
    expect((await instructionsOf(t.key, itemId))[0]).toMatchObject({
      state: "sent",
      remessa: { file_id: insFile.file_id, file_sequence: 2 },
    });

    // 5. The bank confirms it: the instruction is accepted and the boleto re-issued.
    const conf = await bankAnswers(t.key, insFile.file_id);
    expect(conf.summary).toMatchObject({ kind: "instructions", instructions: { accepted: 1, rejected: 0 } });
    expect((await eventOf(events, "boleto.instruction.accepted")).data).toMatchObject({
      instruction_id: ins.instruction_id,
      state: "accepted",
    });
    const updated = await eventOf(events, "boleto.updated");
    expect(updated.data).toMatchObject({ item_id: itemId, attempt: 2, due_date: "2027-04-12" });
    expect(updated.data.digitable_line).not.toBe(issued?.digitable_line);
    expect((updated.data.artifacts as { type: string }[]).map((a) => a.type)).toEqual(["pdf"]);
    [item] = await allItems(t.key, jobId);
    expect(item).toMatchObject({
      attempt: 2,
      status: "completed",
      due_date: "2027-04-12",
      bank_status: "registered",
    });
    const job = await waitForJob(t.key, jobId);
    expect(job.generation).toBe(2);
    const manifest = await json<{ generation: number; items: { attempt: number; due_date: string }[] }>(
      await call(`/v1/jobs/boletos/${jobId}/artifacts`, { key: t.key }),
    );
    expect(manifest).toMatchObject({ generation: 2, items: [{ attempt: 2, due_date: "2027-04-12" }] });

    // 6. Paid by its PIX QR: reconciled like a boleto payment. Itaú 240's retorno has no PIX record
    // (no source makes its Segment Y-03 PIX; docs/cnab.md), so the sandbox bank leaves the
    // outcome's PIX out and the payment carries none (Santander 240's does: cnab.test.ts).
    const paid = await bankAnswers(t.key, insFile.file_id, {
      outcomes: [
        {
          our_number: String(issued?.our_number),
          kind: "paid",
          pix: { txid: "PAIDBYPIX01", emv: bankEmv("PAIDBYPIX01") },
        },
      ],
    });
    expect(paid.summary).toMatchObject({ kind: "payment", by_kind: { paid: 1 } });
    expect((await eventOf(events, "boleto.paid")).data).toMatchObject({
      bank_status: "paid",
      previous_bank_status: "registered",
    });
    [item] = await allItems(t.key, jobId);
    expect(item).toMatchObject({ bank_status: "paid", payment_status: "paid", attempt: 2 });
    expect((item?.payment as { pix?: unknown } | undefined)?.pix).toBeUndefined();
    expect(item?.bank_pix).toBeNull();

    const csv = await (
      await call(`/v1/jobs/boletos/${jobId}/items?format=csv&dialect=intl&bank_status=paid`, { key: t.key })
    ).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const cols = (header as string).split(",");
    const cells = (row as string).split(",");
    expect(cells[cols.indexOf("bank_status")]).toBe("paid");
    expect(cells[cols.indexOf("remessa_file_sequence")]).toBe("1");

    // The whole life in one read, and the webhooks in the order it happened.
    const whole = await life(t.key, itemId);
    expect(whole.history.filter((h) => h.kind === "bank_status").map((h) => h.to)).toEqual([
      "issued",
      "sent",
      "registered",
      "paid",
    ]);
    expect(whole.history.map((h) => h.kind)).toEqual(
      expect.arrayContaining(["instruction.queued", "instruction.sent", "instruction.accepted", "reissued"]),
    );
    const attempts = whole.attempts as {
      attempt: number;
      codes: { due_date: string };
      artifacts: unknown[];
    }[];
    expect(attempts.map((a) => [a.attempt, a.codes.due_date, a.artifacts.length])).toEqual([
      [1, "2027-03-10", 1],
      [2, "2027-04-12", 1],
    ]);
    const order = (await events()).map((e) => e.type).filter((x) => x.startsWith("boleto."));
    expect(order).toEqual([
      "boleto.sent",
      "boleto.registered",
      "boleto.instruction.accepted",
      "boleto.updated",
      "boleto.paid",
    ]);
  });

  it("a hybrid boleto: the bank's own PIX QR is stored and the PDF re-rendered with it", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    const jobId = await submit(t.key, {
      items: [boletoItem(2, { pix: { key: "11222333000181", txid: "LOTEPIX2" } })],
    });
    await waitForJob(t.key, jobId);
    const [issued] = await allItems(t.key, jobId);
    const itemId = issued?.item_id as string;
    // Itaú's CNAB 400 retorno returns the EMV (its PIX record 3).
    const { files } = await remessa(t.key, { layout: "cnab400", titles: [{ item_id: itemId }] });
    const emv = bankEmv("BANKQR0000000000000000001");
    expect(emv).not.toBe(issued?.pix_payload);
    await bankAnswers(t.key, files[0]?.file_id as string, {
      outcomes: [
        {
          our_number: String(issued?.our_number),
          kind: "registered",
          pix: { txid: "BANKQR0000000000000000001", emv },
        },
      ],
    });
    const updated = await eventOf(events, "boleto.updated");
    expect(updated.data).toMatchObject({ attempt: 2, pix_payload: emv, reissue: { kind: "bank_pix" } });
    const item = await waitFor(async () => {
      const [x] = await allItems(t.key, jobId);
      return x?.status === "completed" && x.attempt === 2 ? x : null;
    });
    expect(item).toMatchObject({ bank_status: "registered", pix_payload: emv, bank_pix: { emv } });
    // The barcode did not change (same due date and amount); the first PDF is kept.
    expect(item.barcode).toBe(issued?.barcode);
    const whole = await life(t.key, itemId);
    expect((whole.attempts as { artifacts: unknown[] }[]).map((a) => a.artifacts.length)).toEqual([1, 1]);
  });
});
