// Instructions about issued boletos (issue 17): what a check refuses (each instruction alone, with
// its code and path), another tenant's boleto, a rejection with the bank's motivo (the boleto
// stays registered), a cancelled instruction, and two remessas racing for one instruction.
import { afterEach, describe, expect, it } from "vitest";
import { armFault, disarmAllFaults } from "../../src/platform/faults";
import { sampleTitles } from "../engine/cnab/fixtures";
import {
  allItems,
  boletoItem,
  call,
  json,
  newTenant,
  runQueue,
  startFailed,
  submit,
  type Tenant,
  tenantDb,
  waitForJob,
} from "./helpers";
import { bankAnswers, eventOf, instruct, instructionsOf, life, remessa, subscribe } from "./life-helpers";

/** Issues `items` (no PDF) and returns them as the API lists them. */
async function issue(t: Tenant, items: Record<string, unknown>[]) {
  const jobId = await submit(t.key, { items, options: { pdf: false } });
  await waitForJob(t.key, jobId);
  return allItems(t.key, jobId);
}

/** An issued Itaú boleto whose entry a CNAB 240 remessa carried and the bank registered. */
async function registered(t: Tenant, i: number) {
  const [b] = await issue(t, [boletoItem(i)]);
  const { files } = await remessa(t.key, { layout: "cnab240", titles: [{ item_id: b?.item_id }] });
  await bankAnswers(t.key, files[0]?.file_id as string);
  return b as Record<string, unknown> & { item_id: string; our_number: string };
}

async function instructionsJob(t: Tenant, instructions: Record<string, unknown>[]) {
  const res = await call("/v1/jobs/instructions", { method: "POST", key: t.key, json: { instructions } });
  expect(res.status).toBe(202);
  const jobId = (await json<{ job_id: string }>(res)).job_id;
  await waitForJob(t.key, jobId);
  return (
    await json<{
      data: { status: string; errors: { code: string; path: string }[]; instruction: unknown }[];
    }>(await call(`/v1/jobs/instructions/${jobId}/items`, { key: t.key }))
  ).data;
}

afterEach(() => disarmAllFaults());

describe("instructions", () => {
  it("each instruction is checked alone: code and path for what is wrong, queued when right", async () => {
    const t = await newTenant();
    const { movement: _m, ...santander } = sampleTitles("033")[2] as unknown as Record<string, unknown>;
    const [itau, bsan] = await issue(t, [boletoItem(1), { ...santander, external_id: "san-1" }]);
    const sent = await registered(t, 2);
    const ref = { item_id: itau?.item_id };
    const reg = { item_id: sent.item_id };
    const items = await instructionsJob(t, [
      { boleto: reg, type: "due_date_change", due_date: "2027-05-01" },
      { boleto: ref, type: "due_date_change", due_date: "2027-05-01" },
      { boleto: ref, type: "due_date_change", layout: "cnab240" },
      { boleto: reg, type: "rebate", rebate_cents: 100, due_date: "2020-01-01" },
      { boleto: reg, type: "rebate", rebate_cents: 100, layout: "cnab240" },
      { boleto: ref, type: "teleport", layout: "cnab240" },
      { boleto: reg, type: "protest_cancel" },
      { boleto: ref, type: "write_off", layout: "cnab240", amount_cents: 5 },
      { boleto: { external_id: "san-1" }, type: "change_data", layout: "cnab400", document_number: "X" },
      { boleto: { external_id: "nobody" }, type: "write_off" },
      { boleto: ref, type: "due_date_change", due_date: "2027-05-01", layout: "cnab240" },
    ]);
    expect(items.map((i) => (i.errors[0] ? `${i.errors[0].code} ${i.errors[0].path}` : i.status))).toEqual([
      "completed",
      "INSTRUCTION_LAYOUT_REQUIRED layout",
      "INSTRUCTION_FIELD_REQUIRED due_date",
      "UNKNOWN_FIELD due_date",
      "completed",
      "INSTRUCTION_UNKNOWN_TYPE type",
      "INSTRUCTION_NOT_ALLOWED type",
      "UNKNOWN_FIELD amount_cents",
      "INSTRUCTION_UNSUPPORTED type",
      "INSTRUCTION_BOLETO_NOT_FOUND boleto.external_id",
      // The bank does not hold a boleto whose entry was never sent.
      "INSTRUCTION_ENTRY_NOT_SENT type",
    ]);
    expect(bsan?.bank_code).toBe("033");
    // Both were queued by one chunk (one created_at): in id order, which is random.
    expect((await instructionsOf(t.key, sent.item_id)).map((x) => [x.type, x.state]).sort()).toEqual([
      ["due_date_change", "queued"],
      ["rebate", "queued"],
    ]);
    expect(await instructionsOf(t.key, itau?.item_id as string)).toEqual([]);
    // A due date in the past is refused on a boleto the bank holds.
    const [past] = await instructionsJob(t, [
      { boleto: reg, type: "due_date_change", due_date: "2020-01-01" },
    ]);
    expect(past?.errors[0]).toMatchObject({ code: "INSTRUCTION_DUE_DATE_PAST", path: "due_date" });
  });

  it("a protest's days are checked when the instruction is: a whole number from 1 to 99", async () => {
    const t = await newTenant();
    const itau = await registered(t, 2);
    const ref = { item_id: itau.item_id };
    const protest = (p: unknown) => ({ boleto: ref, type: "protest", layout: "cnab240", protest: p });
    const items = await instructionsJob(t, [
      protest({ days: -1 }),
      protest({ days: 99999 }),
      protest({ days: "5" }),
      protest({ days: 0 }),
      protest({ days: 100 }),
      protest({ days: 5.5 }),
      protest({ days: 5, business_days: "yes" }),
      protest({ days: 5, when: "now" }),
      protest(5),
      protest({ days: 5, business_days: true }),
    ]);
    expect(items.map((i) => (i.errors[0] ? `${i.errors[0].code} ${i.errors[0].path}` : i.status))).toEqual([
      "INVALID_PROTEST protest.days",
      "INVALID_PROTEST protest.days",
      "INVALID_PROTEST protest.days",
      "INVALID_PROTEST protest.days",
      "INVALID_PROTEST protest.days",
      "INVALID_PROTEST protest.days",
      "INVALID_PROTEST protest.business_days",
      "INVALID_PROTEST protest.when",
      "INVALID_PROTEST protest",
      "completed",
    ]);
  });

  it("another tenant's boleto does not exist: 404 on its routes, a failed item in a job", async () => {
    const owner = await newTenant();
    const [b] = await issue(owner, [boletoItem(1)]);
    const other = await newTenant();
    const path = `/v1/boletos/${b?.item_id}`;
    expect((await call(path, { key: other.key })).status).toBe(404);
    expect((await call(`${path}/instructions`, { key: other.key })).status).toBe(404);
    const post = await call(`${path}/instructions`, {
      method: "POST",
      key: other.key,
      json: { type: "write_off", layout: "cnab240" },
    });
    expect(post.status).toBe(404);
    const [item] = await instructionsJob(other, [
      { boleto: { item_id: b?.item_id }, type: "write_off", layout: "cnab240" },
    ]);
    expect(item?.errors).toMatchObject([{ code: "INSTRUCTION_BOLETO_NOT_FOUND", path: "boleto.item_id" }]);
    expect(await instructionsOf(owner.key, b?.item_id as string)).toEqual([]);
  });

  it("the bank rejects an instruction with its motivo: the instruction is rejected, the boleto stays registered", async () => {
    const t = await newTenant();
    const events = await subscribe(t.key);
    const b = await registered(t, 3);
    const ins = await instruct(t.key, b.item_id, { type: "write_off" }); // layout: its entry's file's
    const { files } = await remessa(t.key, { titles: [] });
    expect(files[0]?.titles[0]).toMatchObject({ movement: "write_off", reference: b.item_id });
    const ret = await bankAnswers(t.key, files[0]?.file_id as string, {
      outcomes: [{ our_number: b.our_number, kind: "instruction_rejected", reasons: ["08"] }],
    });
    expect(ret.summary).toMatchObject({ kind: "instructions", instructions: { accepted: 0, rejected: 1 } });
    const [x] = await instructionsOf(t.key, b.item_id);
    expect(x).toMatchObject({
      instruction_id: ins.instruction_id,
      state: "rejected",
      resolution: { source: "bank" },
    });
    expect(x?.resolution?.reasons?.[0]?.code).toBe("08");
    expect((await eventOf(events, "boleto.instruction.rejected")).data).toMatchObject({ state: "rejected" });
    const whole = await life(t.key, b.item_id);
    expect(whole).toMatchObject({ bank_status: "registered", payment_status: "registered" });
    expect(whole.history.at(-1)).toMatchObject({ kind: "instruction.rejected", to: null });

    // Paid, the bank no longer holds it: no instruction is allowed any more.
    await bankAnswers(t.key, files[0]?.file_id as string, { paid: "all" });
    const late = await instruct(t.key, b.item_id, { type: "due_date_change", due_date: "2027-06-01" });
    expect(late.item.errors).toMatchObject([{ code: "INSTRUCTION_NOT_ALLOWED", path: "type" }]);
  });

  it("a rejected entry keeps the bank's motivo; a rejected boleto takes no instruction", async () => {
    const t = await newTenant();
    const [b] = await issue(t, [boletoItem(4)]);
    const { files } = await remessa(t.key, { layout: "cnab240", titles: [{ item_id: b?.item_id }] });
    await bankAnswers(t.key, files[0]?.file_id as string, { rejected: [String(b?.our_number)] });
    const whole = await life(t.key, b?.item_id as string);
    expect(whole).toMatchObject({
      bank_status: "rejected",
      bank_reason: { occurrence: { kind: "rejected" } },
    });
    const late = await instruct(t.key, b?.item_id as string, { type: "write_off" });
    expect(late.item.errors).toMatchObject([{ code: "INSTRUCTION_NOT_ALLOWED", path: "type" }]);
  });

  it("a queued instruction can be cancelled; a sent one cannot", async () => {
    const t = await newTenant();
    const b = await registered(t, 5);
    const first = await instruct(t.key, b.item_id, { type: "write_off" });
    const del = await call(`/v1/instructions/${first.instruction_id}`, { method: "DELETE", key: t.key });
    expect(del.status).toBe(200);
    expect(await json(del)).toMatchObject({ state: "cancelled", resolution: { source: "client" } });
    const again = await call(`/v1/instructions/${first.instruction_id}`, { method: "DELETE", key: t.key });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: "INSTRUCTION_NOT_CANCELLABLE" });
    expect((await call("/v1/instructions/ins_nope", { method: "DELETE", key: t.key })).status).toBe(404);
    const other = await newTenant();
    expect(
      (await call(`/v1/instructions/${first.instruction_id}`, { method: "DELETE", key: other.key })).status,
    ).toBe(404);
    // Nothing queued: a remessa of instructions only has nothing to send.
    const empty = await call("/v1/jobs/cnab/remessas", { method: "POST", key: t.key, json: { titles: [] } });
    expect(empty.status).toBe(409);
    expect(await json(empty)).toMatchObject({ code: "NO_QUEUED_INSTRUCTIONS" });
    const none = await call("/v1/jobs/cnab/remessas", {
      method: "POST",
      key: t.key,
      json: { titles: [], instructions: "none" },
    });
    expect(none.status).toBe(422);
    const second = await instruct(t.key, b.item_id, { type: "write_off" });
    await remessa(t.key, { titles: [] });
    const sent = await call(`/v1/instructions/${second.instruction_id}`, { method: "DELETE", key: t.key });
    expect(sent.status).toBe(409);
  });

  it("two remessas at once never send one instruction twice", async () => {
    const t = await newTenant();
    const b = await registered(t, 6);
    const ins = await instruct(t.key, b.item_id, { type: "due_date_change", due_date: "2027-07-01" });
    const [r1, r2] = await Promise.all([remessa(t.key, { titles: [] }), remessa(t.key, { titles: [] })]);
    const carried = [...r1.files, ...r2.files].flatMap((f) => f.titles);
    expect(carried).toHaveLength(1);
    expect(r1.job.status).toBe("completed");
    expect(r2.job.status).toBe("completed");
    const [x] = await instructionsOf(t.key, b.item_id);
    expect(x).toMatchObject({ instruction_id: ins.instruction_id, state: "sent" });
    const file = [...r1.files, ...r2.files][0];
    expect(x?.remessa?.file_id).toBe(file?.file_id);
    // A remessa carrying the boleto's entry again does not carry its instructions in the same file.
    const next = await instruct(t.key, b.item_id, { type: "write_off" });
    const withEntry = await remessa(t.key, {
      layout: "cnab240",
      titles: [{ item_id: b.item_id, resend: true }],
    });
    expect(withEntry.files[0]?.titles.map((x) => x.movement)).toEqual(["entry"]);
    expect(
      (await instructionsOf(t.key, b.item_id)).find((x) => x.instruction_id === next.instruction_id)?.state,
    ).toBe("queued");
  });

  it("a file that fails puts its instructions back in the queue; the next remessa carries them", async () => {
    const t = await newTenant();
    const b = await registered(t, 7);
    const ins = await instruct(t.key, b.item_id, { type: "write_off" });
    // The remessa's plan runs, then its build message cannot be sent: the file waits, pending.
    armFault("queue.send", 1);
    const res = await call("/v1/jobs/cnab/remessas", { method: "POST", key: t.key, json: { titles: [] } });
    expect(res.status).toBe(202);
    const jobId = (await json<{ job_id: string }>(res)).job_id;
    await startFailed();
    armFault("queue.send", 1);
    await runQueue("lote-jobs", [{ type: "remessa.plan", job_id: jobId, tenant_id: t.tenant_id }]);
    const file = await (await tenantDb(t.tenant_id))
      .prepare("SELECT id, attempt FROM cnab_files WHERE job_id = ?")
      .bind(jobId)
      .first();
    expect((await instructionsOf(t.key, b.item_id))[0]).toMatchObject({ state: "queued", claimed: true });
    // Claimed: it can no longer be cancelled.
    const del = await call(`/v1/instructions/${ins.instruction_id}`, { method: "DELETE", key: t.key });
    expect(del.status).toBe(409);
    const body = {
      type: "remessa.build" as const,
      job_id: jobId,
      tenant_id: t.tenant_id,
      file_id: String(file?.id),
      attempt: Number(file?.attempt),
    };
    await runQueue("lote-jobs-dlq", [body], { attempts: 6 });
    expect((await waitForJob(t.key, jobId)).status).toBe("failed");
    expect((await instructionsOf(t.key, b.item_id))[0]).toMatchObject({
      state: "queued",
      claimed: false,
      remessa: null,
    });
    // A carrier is not retried with its file: the instruction is queued for the next remessa instead.
    const retry = await call(`/v1/jobs/cnab/remessas/${jobId}/files/${file?.id}/retry`, {
      method: "POST",
      key: t.key,
    });
    expect(retry.status).toBe(409);
    const next = await remessa(t.key, { titles: [] });
    expect(next.files[0]?.titles).toHaveLength(1);
    expect((await instructionsOf(t.key, b.item_id))[0]).toMatchObject({ state: "sent" });
  });
});
