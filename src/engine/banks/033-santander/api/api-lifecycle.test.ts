// Santander API de Cobrança against its simulator (node, memoryStore), (d): token → workspace →
// register → duplicate → query → due-date change → partial pay → webhook / query / settled list →
// write-off; protest and its cancel; the simulator's answers held to the published response schemas.
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { validateSchema } from "../../../connect/schema";
import type { ApiPayment, ApiRequest } from "../../../connect/types";
import { connector } from "./connector";
import { ACCOUNT, keyOf, req, title } from "./fixtures.test-helpers";
import {
  ERROR_BODY,
  QUERY_RESPONSE,
  REGISTER_RESPONSE,
  SETTLED_RESPONSE,
  TOKEN_FORM,
  WEBHOOK_PAYMENT,
} from "./published";
import { simulator } from "./simulator";
import { session, settings } from "./simulator-session.test-helpers";

describe("(d) lifecycle against the simulator", () => {
  it("token → workspace → register → duplicate → query → due-date change → partial pay → webhook/query/settled → write-off", async () => {
    const s = session();
    const { res, form } = await s.getToken();
    expect(validateSchema(TOKEN_FORM, form)).toEqual([]);
    expect(res.status).toBe(200);
    expect(
      (
        await s.createWorkspace(
          connector.registerWorkspace(ACCOUNT, "https://lote.example/hooks/santander/s3cr3t"),
        )
      ).status,
    ).toBe(201);

    const t = title({ pix: { key: "11222333000181" } });
    const reg = await s.send(req(connector.register(t)));
    expect(reg.status).toBe(201);
    expect(validateSchema(REGISTER_RESPONSE, reg.body)).toEqual([]);
    const out = connector.parseRegister(reg, t);
    expect(out).toMatchObject({
      kind: "ok",
      provider_ids: { bankNumber: "0000000012343", covenantCode: "3567206" },
    });
    // The simulator writes the barcode from the bankNumber it received: lote's boleto agrees.
    const mine = buildBoleto({ ...t.input, pix: undefined }, { today: t.today });
    expect(out.kind === "ok" && out.codes).toMatchObject({
      barcode: mine.barcode,
      digitable_line: mine.digitable_line,
      our_number: "000000001234",
    });
    expect(out.kind === "ok" && out.codes?.pix_emv).toMatch(/^000201/);

    const again = await s.send(req(connector.register(t)));
    expect(validateSchema(ERROR_BODY, again.body)).toEqual([]);
    expect(connector.parseRegister(again, t).kind).toBe("duplicate");

    const k = keyOf(t.input, out.kind === "ok" ? out.provider_ids : undefined);
    const q1 = await s.send(connector.query(k));
    expect(validateSchema(QUERY_RESPONSE, q1.body)).toEqual([]);
    expect(connector.parseQuery(q1, k)).toMatchObject({
      kind: "ok",
      state: "registered",
      due_date: "2026-03-20",
      amount_cents: 15000,
      payments: [],
    });

    const change = {
      type: "due_date_change",
      due_date: "2026-04-10",
      reference: "c1",
      today: "2026-03-10",
    } as const;
    for (const r of connector.instruct(k, change) ?? [])
      expect(connector.parseInstruct(await s.send(r), k, change)).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await s.send(connector.query(k)), k)).toMatchObject({
      state: "registered",
      due_date: "2026-04-10",
    });

    const p = await simulator.pay(
      s.ctx,
      { our_number: "1234" },
      { amount_cents: 5000, paid_on: "2026-03-11" },
      settings,
    );
    expect(p.found).toBe(true);
    const [hook] = p.webhooks;
    expect(validateSchema(WEBHOOK_PAYMENT, JSON.parse(hook?.body ?? "{}"))).toEqual([]);
    const expected = {
      payment_id: "liquidacao:0000000012343",
      our_number: "000000001234",
      amount_cents: 5000,
      paid_on: "2026-03-11",
    };
    expect(connector.parseWebhook({ headers: hook?.headers ?? {}, body: hook?.body ?? "" })).toMatchObject({
      payments: [{ ...expected, channel: "boleto" }],
    });
    expect(connector.parseQuery(await s.send(connector.query(k)), k)).toMatchObject({
      state: "paid",
      provider_state: "LIQUIDADO PARCIALMENTE",
      payments: [expected],
    });
    const settled = await s.send(
      req(connector.settled?.(k.account, "2026-03-08", "2026-03-13") as ApiRequest),
    );
    expect(validateSchema(SETTLED_RESPONSE, settled.body)).toEqual([]);
    const list = connector.parseSettled?.(settled, { from: "2026-03-08", to: "2026-03-13" });
    expect(list).toMatchObject({ kind: "ok", payments: [expected] });
    expect(list && "next" in list ? list.next : undefined).toBeUndefined();

    const b = title({ our_number: "1235", document_number: "NF-1002" }, "item-2");
    const regB = connector.parseRegister(await s.send(req(connector.register(b))), b);
    const kb = keyOf(b.input, regB.kind === "ok" ? regB.provider_ids : undefined);
    const off = { type: "write_off", reference: "w", today: "2026-03-10" } as const;
    expect(
      connector.parseInstruct(await s.send((connector.instruct(kb, off) ?? [])[0] as ApiRequest), kb, off),
    ).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await s.send(connector.query(kb)), kb)).toMatchObject({
      state: "written_off",
      provider_state: "BAIXADO",
    });
  });

  it("protest and its cancel on an overdue title; the settled list pages", async () => {
    const s = session();
    await s.getToken();
    await s.createWorkspace(connector.registerWorkspace(ACCOUNT));
    const c = title({ our_number: "300", due_date: "2026-03-05" });
    await s.send(req(connector.register(c)));
    const k = keyOf(c.input);
    const base = { reference: "p", today: "2026-03-10" };
    for (const type of ["protest", "protest_cancel"] as const) {
      const [r] = connector.instruct(k, { ...base, type }) ?? [];
      expect(connector.parseInstruct(await s.send(r as ApiRequest), k, { ...base, type }), type).toEqual({
        kind: "ok",
      });
    }
    const again = await s.send(
      (connector.instruct(k, { ...base, type: "protest_cancel" }) ?? [])[0] as ApiRequest,
    );
    expect(connector.parseInstruct(again, k, { ...base, type: "protest_cancel" })).toMatchObject({
      kind: "rejected",
      status: 400,
    });

    for (let n = 0; n < 53; n++) {
      const t = title({ our_number: String(1000 + n), document_number: `D${n}` }, `i${n}`);
      await s.send(req(connector.register(t)));
      await simulator.pay(
        s.ctx,
        { our_number: String(1000 + n) },
        { amount_cents: 15000, paid_on: "2026-03-09", channel: "pix" },
        settings,
      );
    }
    const payments: ApiPayment[] = [];
    let page: string | undefined;
    for (let i = 0; i < 5; i++) {
      const r = await s.send(
        req(connector.settled?.(k.account, "2026-03-09", "2026-03-09", page) as ApiRequest),
      );
      const out = connector.parseSettled?.(r, {
        from: "2026-03-09",
        to: "2026-03-09",
        ...(page ? { page } : {}),
      });
      if (out?.kind !== "ok") throw new Error(JSON.stringify(out));
      payments.push(...out.payments);
      page = out.next;
      if (!page) break;
    }
    expect(payments.length).toBe(53);
    expect(payments[0]).toMatchObject({ amount_cents: 15000, paid_on: "2026-03-09" });
  });

  it("the simulator refuses what the published schema refuses, in Santander's error body", async () => {
    const s = session();
    await s.getToken();
    await s.createWorkspace(connector.registerWorkspace(ACCOUNT));
    const body = (req(connector.register(title())).body as { json: Record<string, unknown> }).json;
    const bad = await s.send({
      method: "POST",
      host: "workspace",
      path: "/bank_slips",
      body: { json: { ...body, nominalValue: 150, payer: {} } },
    });
    expect(validateSchema(ERROR_BODY, bad.body)).toEqual([]);
    expect(connector.parseRegister(bad, title())).toMatchObject({
      kind: "rejected",
      code: "SIM_SCHEMA",
      status: 400,
    });
    const unknownWs = await s.send({
      method: "POST",
      path: "/workspaces/nope/bank_slips",
      body: { json: body },
    });
    expect(connector.parseRegister(unknownWs, title())).toMatchObject({ kind: "rejected", status: 404 });
  });
});
