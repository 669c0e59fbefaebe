// (d) A title's life against the Banco do Brasil simulator (memoryStore): token → register →
// duplicate → query → due-date change → query shows it → partial payment → webhook → the rest →
// settled list; every change the connector builds is accepted; write-off of another title.
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../../connect/schema";
import type { ApiInstruction, ApiRequest } from "../../../connect/types";
import { connector } from "./connector";
import { WEBHOOK_EXAMPLE } from "./examples-answers";
import { ajvErrors, bbInput, bbKey, bbTitle, TODAY } from "./fixtures";
import type { BbInstruction } from "./instruct";
import { ALTER_BODY } from "./published-alter";
import { LIST_ANSWER, QUERY_ANSWER, REGISTER_ANSWER, WEBHOOK_ITEM } from "./published-reads";
import { simulator as spec } from "./simulator";
import { bench, settings } from "./simulator-bench";

const input = bbInput({ our_number: "1", amount_cents: 12345, pix: { key: "74910037000193" } });
const key = bbKey(input);
const title = bbTitle(input);
const instruction = (i: Partial<BbInstruction> & Pick<ApiInstruction, "type">): BbInstruction => ({
  reference: "r",
  today: TODAY,
  ...i,
});

describe("(d) lifecycle against the simulator", () => {
  it("token, register, duplicate, query, change, pay, webhook, settled, write-off", async () => {
    const b = bench();
    await b.authorize();
    const reg = connector.register(title);
    if ("issues" in reg) throw new Error("not expressible");
    const first = await b.send(reg);
    expect(ajvErrors(REGISTER_ANSWER, first.res.body)).toEqual([]);
    const registered = connector.parseRegister(first.res, title);
    expect(registered).toMatchObject({
      kind: "ok",
      provider_ids: { numero: "00031285570000000001" },
      codes: { barcode: title.boleto?.barcode, digitable_line: title.boleto?.digitable_line },
    });
    expect(registered.kind === "ok" && registered.codes?.pix_emv?.startsWith("000201")).toBe(true);
    expect(connector.parseRegister((await b.send(reg)).res, title)).toMatchObject({
      kind: "duplicate",
      code: "4874915",
    });

    const q1 = await b.send(connector.query(key));
    expect(validateSchema(QUERY_ANSWER, q1.res.body)).toEqual([]);
    expect(connector.parseQuery(q1.res, key)).toMatchObject({
      kind: "ok",
      state: "registered",
      due_date: "2025-04-10",
      amount_cents: 12345,
      payments: [],
    });

    const [change] =
      connector.instruct(key, instruction({ type: "due_date_change", due_date: "2025-04-30" })) ?? [];
    expect(
      connector.parseInstruct(
        (await b.send(change as ApiRequest)).res,
        key,
        instruction({ type: "due_date_change" }),
      ).kind,
    ).toBe("ok");
    const moved = connector.parseQuery((await b.send(connector.query(key))).res, key);
    const rebuilt = bbTitle({ ...input, due_date: "2025-04-30" });
    expect(moved).toMatchObject({
      kind: "ok",
      due_date: "2025-04-30",
      codes: { barcode: rebuilt.boleto?.barcode },
    });

    const partial = await spec.pay(
      b.ctx,
      { id: "00031285570000000001" },
      { amount_cents: 5000, paid_on: TODAY, channel: "pix" },
      settings,
    );
    expect(partial.found).toBe(true);
    const delivered = JSON.parse(partial.webhooks[0]?.body ?? "[]") as unknown[];
    for (const item of delivered) expect(ajvErrors(WEBHOOK_ITEM, item)).toEqual([]);
    const hook = connector.parseWebhook?.({ headers: {}, body: partial.webhooks[0]?.body ?? "" });
    expect(hook).toEqual({
      payments: [
        {
          payment_id: "00031285570000000001:2025-03-10:5000",
          our_number: "1",
          provider_ids: { numero: "00031285570000000001" },
          amount_cents: 5000,
          paid_on: TODAY,
          channel: "pix",
        },
      ],
    });
    const afterPartial = connector.parseQuery((await b.send(connector.query(key))).res, key);
    expect(afterPartial).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "18 PAGO PARCIALMENTE",
      payments: [{ amount_cents: 5000 }],
    });

    await spec.pay(b.ctx, { our_number: "1" }, { amount_cents: 7345, paid_on: TODAY }, settings);
    expect(connector.parseQuery((await b.send(connector.query(key))).res, key)).toMatchObject({
      kind: "ok",
      state: "paid",
    });
    const settled = await b.send(connector.settled?.(key.account, "2025-03-01", TODAY) as ApiRequest);
    expect(ajvErrors(LIST_ANSWER, settled.res.body)).toEqual([]);
    expect(connector.parseSettled?.(settled.res)).toMatchObject({
      kind: "ok",
      payments: [{ our_number: "1", amount_cents: 12345, paid_on: TODAY }],
    });

    const other = bbInput({ our_number: "2" });
    const otherKey = bbKey(other);
    await b.send(connector.register(bbTitle(other)) as ApiRequest);
    const [off] = connector.instruct(otherKey, instruction({ type: "write_off" })) ?? [];
    expect(
      connector.parseInstruct(
        (await b.send(off as ApiRequest)).res,
        otherKey,
        instruction({ type: "write_off" }),
      ).kind,
    ).toBe("ok");
    expect(connector.parseQuery((await b.send(connector.query(otherKey))).res, otherKey)).toMatchObject({
      kind: "ok",
      state: "written_off",
    });
    expect(
      connector.parseInstruct(
        (await b.send(off as ApiRequest)).res,
        otherKey,
        instruction({ type: "write_off" }),
      ).kind,
    ).toBe("rejected");
  });

  it("every change the connector offers is built, matches BB's schema and is accepted", async () => {
    const b = bench();
    await b.authorize();
    const k = bbKey(bbInput({ our_number: "3" }));
    await b.send(connector.register(bbTitle(bbInput({ our_number: "3" }))) as ApiRequest);
    const changes: BbInstruction[] = [
      instruction({ type: "amount_change", amount_cents: 20050 }),
      instruction({ type: "rebate", rebate_cents: 1000 }),
      instruction({ type: "rebate_cancel" }),
      instruction({ type: "protest", protest: { days: 5 } }),
      instruction({ type: "protest_cancel" }),
      instruction({ type: "discount_change", discount: { amount_cents: 300, until: "2025-04-01" } }),
      instruction({ type: "interest_change", interest: { kind: "monthly_rate", value: 100 } }),
      instruction({ type: "interest_change", interest: { kind: "daily_amount", value: 0 } }),
      instruction({ type: "fine_change", fine: { kind: "rate", value: 200, start_date: "2025-04-11" } }),
    ];
    for (const i of changes) {
      const reqs = connector.instruct(k, i);
      expect(reqs, i.type).not.toBeNull();
      for (const req of reqs ?? []) {
        const json = (req.body as { json: unknown }).json;
        expect(validateSchema(ALTER_BODY, json), i.type).toEqual([]);
        expect(ajvErrors(ALTER_BODY, json), i.type).toEqual([]);
        expect(connector.parseInstruct((await b.send(req)).res, k, i).kind, i.type).toBe("ok");
      }
    }
    expect(connector.parseQuery((await b.send(connector.query(k))).res, k)).toMatchObject({
      amount_cents: 20050,
    });
    expect(
      connector.instruct(k, instruction({ type: "fine_change", fine: { kind: "rate", value: 200 } })),
    ).toBeNull();
  });

  it("reads BB's published webhook example; a cancelled baixa operacional is no payment", () => {
    expect(ajvErrors(WEBHOOK_ITEM, WEBHOOK_EXAMPLE.body[0])).toEqual([]);
    const read = connector.parseWebhook?.({ headers: {}, body: JSON.stringify(WEBHOOK_EXAMPLE.body) });
    expect(read).toMatchObject({
      payments: [{ amount_cents: 100000, paid_on: "2025-06-12", channel: "pix", our_number: "104055" }],
    });
    const cancelled = { ...WEBHOOK_EXAMPLE.body[0], codigoEstadoBaixaOperacional: 10 };
    expect(connector.parseWebhook?.({ headers: {}, body: JSON.stringify(cancelled) })).toEqual({
      payments: [],
    });
    expect(connector.parseWebhook?.({ headers: {}, body: "not json" })).toMatchObject({
      issues: [{ path: "body" }],
    });
  });
});
