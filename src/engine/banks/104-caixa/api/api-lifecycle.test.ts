// CAIXA SIGCB web service against its simulator (node, memoryStore): the lifecycle (register,
// duplicate, query, due-date change, partial payment seen as LIQUIDADO, write-off), the hash and
// schema checks, every answer held to the published response schema, and each harness fault as
// its typed outcome.
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { validateSchema } from "../../../connect/schema";
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  injectFaults,
  memoryStore,
  type SimContext,
} from "../../../connect/sim";
import type { ApiRequest, ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { filled, keyOf, MARCH_10, title } from "./fixtures.test-helpers";
import { RESPONSE } from "./published-responses";
import { simulator } from "./simulator";
import { configureBeneficiary } from "./simulator-titles";
import { readAnswer } from "./simulator-xml";

/** A simulator in memory with the beneficiary configured, and a `send` that fills and posts. */
async function setup() {
  const ctx: SimContext = { now: MARCH_10, store: memoryStore() };
  await configureBeneficiary(ctx, "200656", "00732159000109");
  const handle = harness(simulator, DEFAULT_SIM_SETTINGS);
  const send = async (
    req: ApiRequest | { issues: unknown },
  ): Promise<ApiResponse & { timeout?: boolean }> => {
    if ("issues" in req) throw new Error(`issues: ${JSON.stringify(req.issues)}`);
    const r = await handle(
      {
        method: req.method,
        path: req.path,
        query: {},
        headers: { ...req.headers },
        body: filled(req, ctx.now),
      },
      ctx,
    );
    return {
      status: r.response.status,
      headers: r.response.headers ?? {},
      body: r.response.body ?? null,
      ...(r.timeout ? { timeout: true } : {}),
    };
  };
  return { ctx, send };
}

/** The simulator's answer conforms to the published SERVICO_SAIDA. */
function conformsAnswer(res: ApiResponse): void {
  const form = readAnswer(String(res.body));
  expect(typeof form, String(form)).toBe("object");
  expect(validateSchema(RESPONSE, form)).toEqual([]);
}

describe("lifecycle against the simulator", () => {
  it("register → duplicate → query → due-date change → partial pay → query LIQUIDADO → write-off", async () => {
    const { ctx, send } = await setup();
    const t = title();
    const reg = await send(connector.register(t));
    conformsAnswer(reg);
    const out = connector.parseRegister(reg, t);
    const mine = buildBoleto(t.input, { today: t.today });
    expect(out).toMatchObject({
      kind: "ok",
      provider_ids: { NOSSO_NUMERO: "14000000099222698" },
      codes: { barcode: mine.barcode, digitable_line: mine.digitable_line, our_number: "000000099222698" },
    });

    expect(connector.parseRegister(await send(connector.register(t)), t)).toMatchObject({
      kind: "duplicate",
      code: "38",
    });

    const k = keyOf(t.input, out.kind === "ok" ? out.provider_ids : undefined);
    const q1 = await send(connector.query(k));
    conformsAnswer(q1);
    expect(connector.parseQuery(q1, k)).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "EM ABERTO",
      amount_cents: 15000,
      due_date: "2026-03-20",
      codes: { barcode: mine.barcode },
    });

    const change = {
      type: "due_date_change",
      due_date: "2026-04-10",
      reference: "c1",
      today: "2026-03-10",
      current: { due_date: "2026-03-20", amount_cents: 15000 },
    } as const;
    const [req, ...rest] = connector.instruct(k, change) ?? [];
    expect(rest).toEqual([]);
    const alt = await send(req as ApiRequest);
    conformsAnswer(alt);
    expect(connector.parseInstruct(alt, k, change)).toEqual({ kind: "ok" });
    const moved = buildBoleto({ ...t.input, due_date: "2026-04-10" }, { today: t.today });
    expect(connector.parseQuery(await send(connector.query(k)), k)).toMatchObject({
      state: "registered",
      due_date: "2026-04-10",
      codes: { barcode: moved.barcode },
    });

    expect(
      (
        await simulator.pay(
          ctx,
          { our_number: "99222698" },
          { amount_cents: 5000, paid_on: "2026-03-11" },
          {} as never,
        )
      ).webhooks,
    ).toEqual([]);
    // CAIXA's query reports the situation, no amount: the payment itself comes from the CNAB retorno.
    expect(connector.parseQuery(await send(connector.query(k)), k)).toMatchObject({
      state: "paid",
      provider_state: "LIQUIDADO",
      payments: [],
    });
    const late = { ...change, type: "amount_change", amount_cents: 1 } as const;
    expect(
      connector.parseInstruct(await send(connector.instruct(k, late)?.[0] as ApiRequest), k, late),
    ).toMatchObject({
      kind: "rejected",
      code: "48",
    });

    const b = title({ our_number: "99222699", document_number: "NF-1002" }, "item-2");
    const kb = keyOf(b.input);
    expect(connector.parseRegister(await send(connector.register(b)), b).kind).toBe("ok");
    const off = { type: "write_off", reference: "w", today: "2026-03-10" } as const;
    const baixa = await send(connector.instruct(kb, off)?.[0] as ApiRequest);
    conformsAnswer(baixa);
    expect(connector.parseInstruct(baixa, kb, off)).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await send(connector.query(kb)), kb)).toMatchObject({
      state: "written_off",
      provider_state: "BAIXA POR DEVOLUCAO",
    });
    expect(
      connector.parseInstruct(await send(connector.instruct(kb, off)?.[0] as ApiRequest), kb, off),
    ).toMatchObject({
      kind: "rejected",
      code: "60",
    });
  });

  it("a hybrid title gets the Pix QR; an unknown title is not_found; the probe works", async () => {
    const { send } = await setup();
    const t = title({ pix: { key: "00732159000109" } });
    const out = connector.parseRegister(await send(connector.register(t)), t);
    expect(out).toMatchObject({
      kind: "ok",
      provider_ids: { TIPO: "HIBRIDO" },
      codes: { pix_emv: expect.stringMatching(/^000201/) },
    });
    const other = keyOf(title({ our_number: "1" }).input);
    expect(connector.parseQuery(await send(connector.query(other)), other).kind).toBe("not_found");
    const probe = await send(connector.probe(other.account, "2026-03-10", "00732159000109"));
    expect(connector.parseQuery(probe, other).kind).toBe("not_found");
  });

  it("a wrong hash is (54), an unknown beneficiary (RA03), a schema violation (BK76) with its reasons", async () => {
    const { send } = await setup();
    const t = title();
    const wrongDoc = title({ beneficiary: { name: "Outra", document: "11222333000181" } });
    expect(connector.parseRegister(await send(connector.register(wrongDoc)), wrongDoc)).toMatchObject({
      kind: "rejected",
      code: "54",
    });
    const stranger = title({ agreement: "537588" });
    expect(connector.parseRegister(await send(connector.register(stranger)), stranger)).toMatchObject({
      kind: "unauthorized",
      code: "RA03",
    });
    const req = connector.register(t) as ApiRequest & { body: { xml: string } };
    const broken = {
      ...req,
      body: { xml: req.body.xml.replace("<VALOR>150.00</VALOR>", "<VALOR>150,00</VALOR>") },
    };
    const res = await send(broken);
    expect(connector.parseRegister(res, t)).toMatchObject({ kind: "rejected", code: "BK76" });
    expect(String(res.body)).toContain("DADOS.INCLUI_BOLETO.TITULO.VALOR");
  });
});

describe("harness faults as typed outcomes", () => {
  it("5xx and 429 are transient (Retry-After read); an expired credential is unauthorized", async () => {
    const { ctx, send } = await setup();
    const t = title();
    await injectFaults(ctx, [{ kind: "5xx", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await send(connector.register(t)), t)).toMatchObject({
      kind: "transient",
      status: 503,
      code: "BK01",
    });
    await injectFaults(ctx, [{ kind: "429", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await send(connector.register(t)), t)).toMatchObject({
      kind: "transient",
      status: 429,
      retryAfterSeconds: 1,
    });
    await injectFaults(ctx, [{ kind: "expired_token", operation: "query", count: 1 }]);
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input))).toMatchObject({
      kind: "unauthorized",
      status: 401,
    });
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input)).kind).toBe(
      "not_found",
    );
  });

  it("after a timeout that committed, the query finds the title; after one that did not, it does not", async () => {
    const { ctx, send } = await setup();
    const t = title();
    const k = keyOf(t.input);
    await injectFaults(ctx, [{ kind: "timeout_before_commit", operation: "register", count: 1 }]);
    const lost = await send(connector.register(t));
    expect(lost.timeout).toBe(true);
    expect(connector.parseRegister(lost, t)).toMatchObject({ kind: "transient", status: 504 });
    expect(connector.parseQuery(await send(connector.query(k)), k).kind).toBe("not_found");
    await injectFaults(ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    expect((await send(connector.register(t))).timeout).toBe(true);
    expect(connector.parseQuery(await send(connector.query(k)), k)).toMatchObject({
      kind: "ok",
      state: "registered",
    });
    expect(connector.parseRegister(await send(connector.register(t)), t).kind).toBe("duplicate");
  });
});
