// Instructions answered in the bank's own dialect (issue 17): the sandbox bank confirms each
// movement with the code its manual gives (Itaú 240: 19 protest, 20 sustação, 12 abatimento), the
// engine reads it as `instruction_accepted` with the movement it `answers`, and the service resolves
// the instruction of that type and moves the boleto as the instruction says.
import { describe, expect, it } from "vitest";
import { allItems, boletoItem, newTenant, submit, waitForJob } from "./helpers";
import { bankAnswers, instruct, instructionsOf, life, remessa } from "./life-helpers";

/** Queues `body` for the boleto, sends it in a remessa of instructions and has the bank answer it. */
async function answered(key: string, itemId: string, body: Record<string, unknown>, answer = {}) {
  const ins = await instruct(key, itemId, body);
  expect(ins.item.status).toBe("completed");
  const { files } = await remessa(key, { titles: [] });
  expect(files[0]?.titles[0]).toMatchObject({ movement: body.type, reference: itemId });
  const ret = await bankAnswers(key, files[0]?.file_id as string, answer);
  const mine = (await instructionsOf(key, itemId)).find((x) => x.instruction_id === ins.instruction_id);
  return { ret, mine };
}

describe("instructions answered in the bank's dialect", () => {
  it("a protest confirmed (19), its sustação (20), an abatimento (12): each instruction accepted by its own code", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: [boletoItem(7)] });
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [issued] = await allItems(t.key, jobId);
    const itemId = issued?.item_id as string;
    const first = await remessa(t.key, { layout: "cnab240", titles: [{ item_id: itemId }] });
    await bankAnswers(t.key, first.files[0]?.file_id as string);
    expect(await life(t.key, itemId)).toMatchObject({ bank_status: "registered" });

    const protest = await answered(t.key, itemId, { type: "protest" });
    expect(protest.ret.summary).toMatchObject({ kind: "instructions", instructions: { accepted: 1 } });
    expect(protest.mine).toMatchObject({ state: "accepted", resolution: { occurrence: { code: "19" } } });
    expect(await life(t.key, itemId)).toMatchObject({ bank_status: "protested" });

    const sustar = await answered(t.key, itemId, { type: "protest_cancel" });
    expect(sustar.mine).toMatchObject({ state: "accepted", resolution: { occurrence: { code: "20" } } });
    expect(await life(t.key, itemId)).toMatchObject({ bank_status: "registered" });

    const rebate = await answered(t.key, itemId, { type: "rebate", rebate_cents: 500 });
    expect(rebate.mine).toMatchObject({ state: "accepted", resolution: { occurrence: { code: "12" } } });
    const whole = await life(t.key, itemId);
    expect(whole.history.filter((h) => h.kind === "bank_status").map((h) => h.to)).toEqual([
      "issued",
      "sent",
      "registered",
      "protested",
      "registered",
    ]);
  });

  it("a protest step the bank reports on its own (23, sent to the cartório) puts the boleto under protest", async () => {
    const t = await newTenant();
    const jobId = await submit(t.key, { items: [boletoItem(8)] });
    expect((await waitForJob(t.key, jobId)).status).toBe("completed");
    const [issued] = await allItems(t.key, jobId);
    const itemId = issued?.item_id as string;
    const first = await remessa(t.key, { layout: "cnab240", titles: [{ item_id: itemId }] });
    const fileId = first.files[0]?.file_id as string;
    await bankAnswers(t.key, fileId);
    const ret = await bankAnswers(t.key, fileId, {
      outcomes: [{ our_number: String(issued?.our_number), kind: "protest" }],
    });
    expect(ret.summary).toMatchObject({ by_kind: { protest: 1 } });
    expect(await life(t.key, itemId)).toMatchObject({ bank_status: "protested" });
  });
});
