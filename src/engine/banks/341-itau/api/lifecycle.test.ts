// Itaú connector against its simulator (memoryStore): (d) a title's life — token, registration,
// duplicate, query, due-date change, a partial payment by webhook and by the query, write-off of
// another title, the francesa. (e) the harness faults are in faults.test.ts.
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../../connect/schema";
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { connector } from "./connector";
import { TODAY, titleOf } from "./fixtures";
import { ERROR_BODY, REGISTER_RESPONSE, WEBHOOK_NOTIFICATION } from "./published-instructions";
import { parseSettledResponse, settledRequest, webhookRegisterRequest } from "./settled";
import { kit } from "./simulator-kit";

const keyOf = (t: ApiTitle, ids?: Record<string, string>): TitleKey => ({
  our_number: t.input.our_number,
  account: t.input,
  beneficiary_document: t.input.beneficiary.document,
  ...(ids ? { provider_ids: ids } : {}),
});
const req = (r: ApiRequest | { issues: unknown[] }): ApiRequest => {
  if ("issues" in r) throw new Error(JSON.stringify(r.issues));
  return r;
};

describe("(d) lifecycle against the simulator", () => {
  it("token → register → duplicate → query → change → pay → webhook → write-off", async () => {
    const sim = kit();
    expect((await sim.authenticate()).status).toBe(200);
    const t = titleOf("charges");
    const reg = await sim.send(req(connector.register(t)));
    expect(validateSchema(REGISTER_RESPONSE, reg.body)).toEqual([]);
    const out = connector.parseRegister(reg, t);
    expect(out.kind).toBe("ok");
    if (out.kind !== "ok") return;
    // The simulator computes Itaú's codes apart from lote's rules: they must agree.
    expect(out.codes).toEqual({
      our_number: t.boleto?.our_number,
      barcode: t.boleto?.barcode,
      digitable_line: t.boleto?.digitable_line,
    });

    const again = await sim.send(req(connector.register(t)));
    expect(validateSchema(ERROR_BODY, again.body)).toEqual([]);
    expect(connector.parseRegister(again, t).kind).toBe("duplicate");

    const k = keyOf(t, out.provider_ids);
    const q1 = connector.parseQuery(await sim.send(connector.query(k)), k);
    expect(q1).toMatchObject({
      kind: "ok",
      state: "registered",
      amount_cents: 10001,
      due_date: "2025-07-10",
      payments: [],
    });

    const [change] =
      connector.instruct(k, {
        type: "due_date_change",
        due_date: "2025-07-20",
        reference: "c1",
        today: TODAY,
      }) ?? [];
    expect(
      connector.parseInstruct(await sim.send(change as never), k, {
        type: "due_date_change",
        reference: "c1",
        today: TODAY,
      }).kind,
    ).toBe("ok");
    const q2 = connector.parseQuery(await sim.send(connector.query(k)), k);
    expect(q2).toMatchObject({ kind: "ok", due_date: "2025-07-20" });
    if (q2.kind === "ok") expect(q2.codes?.barcode).not.toBe(t.boleto?.barcode); // a new fator de vencimento

    const paid = await sim.pay(
      { our_number: t.input.our_number },
      { amount_cents: 4000, paid_on: "2025-06-05" },
    );
    expect(paid.found).toBe(true);
    const hook = paid.webhooks[0];
    expect(validateSchema(WEBHOOK_NOTIFICATION, JSON.parse(hook?.body ?? "{}"))).toEqual([]);
    const parsed = connector.parseWebhook?.({ headers: hook?.headers ?? {}, body: hook?.body ?? "" });
    expect(parsed).toMatchObject({
      payments: [{ our_number: "00002001", amount_cents: 4000, paid_on: "2025-06-05", channel: "boleto" }],
    });
    const q3 = connector.parseQuery(await sim.send(connector.query(k)), k);
    expect(q3).toMatchObject({
      kind: "ok",
      state: "registered",
      payments: [{ amount_cents: 4000, paid_on: "2025-06-05" }],
    });
    // The webhook's payment and the query's are the same payment (one dedupe key).
    if (q3.kind === "ok" && parsed && "payments" in parsed)
      expect(q3.payments[0]?.payment_id).toBe(parsed.payments[0]?.payment_id);

    const other = titleOf("amounts");
    expect(connector.parseRegister(await sim.send(req(connector.register(other))), other).kind).toBe("ok");
    const ko = keyOf(other);
    const [baixa] = connector.instruct(ko, { type: "write_off", reference: "w1", today: TODAY }) ?? [];
    expect(
      connector.parseInstruct(await sim.send(baixa as never), ko, {
        type: "write_off",
        reference: "w1",
        today: TODAY,
      }).kind,
    ).toBe("ok");
    expect(connector.parseQuery(await sim.send(connector.query(ko)), ko)).toMatchObject({
      kind: "ok",
      state: "written_off",
    });
    // An instruction on a written-off title is Itaú's 422.
    const [late] =
      connector.instruct(ko, { type: "rebate", rebate_cents: 100, reference: "w2", today: TODAY }) ?? [];
    expect(
      connector.parseInstruct(await sim.send(late as never), ko, {
        type: "rebate",
        reference: "w2",
        today: TODAY,
      }).kind,
    ).toBe("rejected");
  });

  it("a full Pix payment settles the title; the francesa lists it", async () => {
    const sim = kit();
    const t = titleOf("wallet157");
    expect(connector.parseRegister(await sim.send(req(connector.register(t))), t).kind).toBe("ok");
    await sim.pay({ our_number: "7965" }, { amount_cents: 30000, paid_on: "2025-06-02", channel: "pix" });
    expect(connector.parseQuery(await sim.send(connector.query(keyOf(t))), keyOf(t))).toMatchObject({
      kind: "ok",
      state: "paid",
    });
    const r = settledRequest(t.input, "2025-06-02", "2025-06-03");
    const res = await sim.send({ ...r, host: "api" });
    const s = parseSettledResponse(res, "2025-06-02", "2025-06-03");
    expect(s).toMatchObject({
      kind: "ok",
      next: "2025-06-03:0",
      payments: [{ our_number: "00007965", amount_cents: 30000, channel: "pix" }],
    });
    const empty = parseSettledResponse(
      await sim.send({ ...settledRequest(t.input, "2025-06-03", "2025-06-03"), host: "api" }),
      "2025-06-03",
      "2025-06-03",
    );
    expect(empty).toEqual({ kind: "ok", payments: [] });
  });

  it("registers the boleto notifications; rejects a bad body with Itaú's error shape", async () => {
    const sim = kit();
    const w = webhookRegisterRequest(titleOf("plain").input, {
      url: "https://lote.example/hooks/341",
      oauthUrl: "https://lote.example/oauth",
      clientId: "c",
      clientSecret: "s",
    });
    expect((await sim.send({ ...w, host: "api" })).status).toBe(201);
    const bad = await sim.send({
      method: "POST",
      path: "/boletos",
      body: { json: { etapa_processo_boleto: "efetivacao" } },
    });
    expect(bad.status).toBe(400);
    expect(validateSchema(ERROR_BODY, bad.body)).toEqual([]);
    expect(connector.parseRegister(bad, titleOf("plain")).kind).toBe("rejected");
  });

  it("refuses what Itaú's API cannot carry: Pix (Bolecode) and no due date", () => {
    const t = titleOf("plain");
    const pix = connector.register({ ...t, input: { ...t.input, pix: { key: "lote@example.com" } } });
    const none = connector.register({ ...t, input: { ...t.input, due_date: null } });
    expect("issues" in pix && pix.issues.map((i) => i.code)).toEqual(["ITAU_API_PIX"]);
    expect("issues" in none && none.issues.map((i) => i.code)).toEqual(["ITAU_API_NO_DUE_DATE"]);
  });

  it("every instruction lote sends is accepted by the simulator and shows in the query", async () => {
    const sim = kit();
    const t = titleOf("plain");
    expect(connector.parseRegister(await sim.send(req(connector.register(t))), t).kind).toBe("ok");
    const k = keyOf(t);
    const steps = [
      { type: "amount_change", amount_cents: 12345 },
      { type: "rebate", rebate_cents: 345 },
      { type: "rebate_cancel" },
      {
        type: "interest_change",
        interest: { kind: "monthly_rate", value: 150 },
        current_due_date: "2025-07-10",
      },
      { type: "fine_change", fine: { kind: "amount", value: 990 } },
      { type: "discount_change", discount: { amount_cents: 300, until: "2025-07-01" } },
      { type: "protest", protest: { days: 5 } },
      { type: "protest_cancel" },
    ];
    for (const step of steps) {
      const i = { reference: step.type, today: TODAY, ...step } as never;
      const [r] = connector.instruct(k, i) ?? [];
      expect(r, step.type).toBeDefined();
      expect(connector.parseInstruct(await sim.send(r as never), k, i).kind, step.type).toBe("ok");
    }
    expect(connector.parseQuery(await sim.send(connector.query(k)), k)).toMatchObject({
      kind: "ok",
      amount_cents: 12345,
    });
  });

  it("returns no request when lote did not say the new terms", () => {
    const k = keyOf(titleOf("plain"));
    for (const type of [
      "protest",
      "interest_change",
      "fine_change",
      "discount_change",
      "due_date_change",
      "amount_change",
      "rebate",
    ])
      expect(connector.instruct(k, { type, reference: "r", today: TODAY } as never), type).toBeNull();
  });

  it("says what a title needs that Itaú's API asks for", () => {
    const t = titleOf("guarantor");
    const codes = (r: ReturnType<typeof connector.register>) =>
      "issues" in r ? r.issues.map((i) => i.code) : [];
    expect(codes(connector.register({ ...t, input: { ...t.input, document_kind: "XX" } }))).toEqual([
      "ITAU_API_DOCUMENT_KIND",
    ]);
    expect(
      codes(connector.register({ ...t, input: { ...t.input, document_number: "12345678901" } })),
    ).toEqual(["ITAU_API_SEU_NUMERO"]);
    const { address: _a, ...payer } = t.input.payer;
    expect(codes(connector.register({ ...t, input: { ...t.input, payer } }))).toEqual([
      "ITAU_API_ADDRESS_REQUIRED",
    ]);
    expect(
      codes(
        connector.register({
          ...t,
          input: { ...t.input, fine: { kind: "rate", value: 200, start_date: "2025-07-10" } },
        }),
      ),
    ).toEqual(["ITAU_API_START_DATE"]);
  });

  it("probe is a harmless query that proves the credentials", async () => {
    const sim = kit();
    const res = await sim.send(connector.probe(titleOf("plain").input, TODAY));
    expect(res.status).toBe(204);
    expect(connector.parseQuery(res, keyOf(titleOf("plain"))).kind).toBe("not_found");
  });
});
