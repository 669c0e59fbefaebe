// Sicredi cobrança API against its simulator (node, memoryStore): the password grant, the
// lifecycle (register, duplicate, query, due-date change, webhook contract, partial payment seen
// in the webhook, the liquidados list and the query, write-off), every answer held to the
// published response schemas, and each harness fault as its typed outcome.
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  injectFaults,
  memoryStore,
  type SimContext,
  type SimSettings,
} from "../../../connect/sim";
import type { ApiInstruction, ApiRequest, ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { built, keyOf, MARCH_10, title } from "./fixtures.test-helpers";
import {
  ERROR_RESPONSE,
  INSTRUCTION_RESPONSE,
  QUERY_RESPONSE,
  REGISTER_RESPONSE,
  SETTLED_RESPONSE,
  TOKEN_RESPONSE,
  WEBHOOK_EVENT,
} from "./published-responses";
import { simulator } from "./simulator";
import { configureCredentials, expireTokens } from "./simulator-auth";

const CREDENTIALS = { beneficiary: "12345", cooperativa: "6789", accessCode: "teste123" };
const SETTINGS: SimSettings = { ...DEFAULT_SIM_SETTINGS, apiKey: "portal-key" };

type Sent = ApiResponse & { timeout?: boolean };

/** A simulator in memory with the sandbox's credentials, and a transport that adds the token and x-api-key. */
async function setup(settings: SimSettings = SETTINGS) {
  const ctx: SimContext = { now: MARCH_10, store: memoryStore() };
  await configureCredentials(ctx, { "123456789": "teste123" });
  const handle = harness(simulator, settings);
  let bearer: string | undefined;
  const send = async (req: ApiRequest | { issues: unknown }, apiKey = "portal-key"): Promise<Sent> => {
    const r = built(req);
    const body =
      r.body === undefined
        ? undefined
        : "json" in r.body
          ? r.body.json
          : "form" in r.body
            ? r.body.form
            : r.body.xml;
    const out = await handle(
      {
        method: r.method,
        path: r.path,
        query: { ...r.query },
        headers: {
          ...r.headers,
          "x-api-key": apiKey,
          ...(bearer && r.host !== "auth" ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body,
      },
      ctx,
    );
    return {
      status: out.response.status,
      headers: out.response.headers ?? {},
      body: out.response.body ?? null,
      ...(out.timeout ? { timeout: true } : {}),
    };
  };
  const login = async () => {
    const tok = connector.parseToken(await send(connector.tokenRequest(CREDENTIALS, "sandbox")));
    if (!tok) throw new Error("no token");
    bearer = tok.access_token;
    return tok;
  };
  return { ctx, send, login };
}

function conformsAnswer(schema: JsonSchema, r: ApiResponse): void {
  expect(validateSchema(schema, r.body), JSON.stringify(r.body)).toEqual([]);
}

const base = { reference: "r", today: "2026-03-10" };

describe("password grant", () => {
  it("issues a token for the beneficiário's código de acesso, refreshes it, refuses the rest", async () => {
    const { send, login } = await setup();
    const wrong = await send(connector.tokenRequest({ ...CREDENTIALS, accessCode: "nope" }, "sandbox"));
    expect(wrong.status).toBe(401);
    expect(connector.parseToken(wrong)).toBeNull();
    const noKey = await send(connector.tokenRequest(CREDENTIALS, "sandbox"), "other-key");
    expect(noKey.status).toBe(401);
    const tok = await login();
    expect(tok).toMatchObject({ expires_in: 300, refresh_expires_in: 900 });
    const refreshed = await send(connector.refreshRequest(tok.refresh_token as string, "production"));
    conformsAnswer(TOKEN_RESPONSE, refreshed);
    expect(connector.parseToken(refreshed)?.access_token).not.toBe(tok.access_token);
    // A refresh token is used once.
    expect((await send(connector.refreshRequest(tok.refresh_token as string, "sandbox"))).status).toBe(400);
  });

  it("refuses an API call without a live token, and another beneficiário's account", async () => {
    const { ctx, send, login } = await setup();
    const t = title();
    expect(connector.parseRegister(await send(connector.register(t)), t).kind).toBe("unauthorized");
    await login();
    const other = title({ agreement: "54321" });
    const r = await send(connector.register(other));
    expect(r.status).toBe(403);
    expect(connector.parseRegister(r, other).kind).toBe("unauthorized");
    await expireTokens(ctx);
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input)).kind).toBe(
      "unauthorized",
    );
  });
});

describe("lifecycle against the simulator", () => {
  it("register → duplicate → query → due-date change → webhook contract → partial pay → webhook, liquidados, query → write-off", async () => {
    const { ctx, send, login } = await setup();
    await login();
    const t = title();
    const reg = await send(connector.register(t));
    conformsAnswer(REGISTER_RESPONSE, reg);
    const out = connector.parseRegister(reg, t);
    const mine = buildBoleto(t.input, { today: t.today });
    expect(out).toMatchObject({
      kind: "ok",
      provider_ids: { nossoNumero: mine.our_number.replace(/\D/g, "") },
      codes: { barcode: mine.barcode, digitable_line: mine.digitable_line },
    });
    const ids = out.kind === "ok" ? out.provider_ids : {};

    const dup = await send(connector.register(t));
    conformsAnswer(ERROR_RESPONSE, dup);
    expect(connector.parseRegister(dup, t)).toMatchObject({ kind: "duplicate", status: 422 });

    const k = keyOf(t.input, ids);
    const q1 = await send(connector.query(k));
    conformsAnswer(QUERY_RESPONSE, q1);
    expect(connector.parseQuery(q1, k)).toMatchObject({
      kind: "ok",
      state: "registered",
      provider_state: "EM CARTEIRA",
      amount_cents: 15000,
      due_date: "2026-03-20",
      payments: [],
    });

    const change: ApiInstruction = { ...base, type: "due_date_change", due_date: "2026-04-10" };
    for (const req of connector.instruct(k, change) ?? []) {
      const r = await send(req);
      conformsAnswer(INSTRUCTION_RESPONSE, r);
      expect(connector.parseInstruct(r, k, change)).toEqual({ kind: "ok" });
    }
    expect(connector.parseQuery(await send(connector.query(k)), k)).toMatchObject({ due_date: "2026-04-10" });

    const contract = connector.registerWebhook(k.account, "https://lote.example/hooks/s3cr3t");
    expect((await send(contract)).status).toBe(201);
    const again = await send(contract);
    expect([again.status, (again.body as { message: string }).message]).toEqual([
      422,
      "Contrato já existente.",
    ]);

    const paid = await simulator.pay(
      ctx,
      { id: ids.nossoNumero },
      { amount_cents: 8000, paid_on: "2026-03-12" },
      SETTINGS,
    );
    expect(paid.found).toBe(true);
    expect(paid.webhooks).toHaveLength(1);
    const hook = paid.webhooks[0] as { body: string; headers: Record<string, string> };
    expect(validateSchema(WEBHOOK_EVENT, JSON.parse(hook.body))).toEqual([]);
    const fromHook = connector.parseWebhook({ headers: hook.headers, body: hook.body });
    expect(fromHook).toMatchObject({
      payments: [
        {
          payment_id: `liquidacao:${ids.nossoNumero}`,
          amount_cents: 8000,
          paid_on: "2026-03-12",
          channel: "boleto",
        },
      ],
    });

    const day = await send(connector.settled(k.account, "2026-03-12", "2026-03-12"));
    conformsAnswer(SETTLED_RESPONSE, day);
    const settled = connector.parseSettled(day, { from: "2026-03-12", to: "2026-03-12" });
    expect(settled).toMatchObject({
      kind: "ok",
      payments: [{ payment_id: `liquidacao:${ids.nossoNumero}`, amount_cents: 8000 }],
    });
    expect(settled.kind === "ok" && settled.next).toBeFalsy();

    const q3 = await send(connector.query(k));
    conformsAnswer(QUERY_RESPONSE, q3);
    expect(connector.parseQuery(q3, k)).toMatchObject({
      state: "paid",
      payments: [{ payment_id: `liquidacao:${ids.nossoNumero}`, amount_cents: 8000, paid_on: "2026-03-12" }],
    });

    // Write-off on another title, a HIBRIDO one.
    const t2 = title({ our_number: "17", pix: { key: "00732159000109" } }, "item-2");
    const reg2 = connector.parseRegister(await send(connector.register(t2)), t2);
    expect(reg2).toMatchObject({ kind: "ok", codes: { pix_emv: expect.stringMatching(/^000201/) } });
    const k2 = keyOf(t2.input, reg2.kind === "ok" ? reg2.provider_ids : undefined);
    const off: ApiInstruction = { ...base, type: "write_off" };
    const [offReq] = connector.instruct(k2, off) ?? [];
    expect(connector.parseInstruct(await send(offReq as ApiRequest), k2, off)).toEqual({ kind: "ok" });
    expect(connector.parseQuery(await send(connector.query(k2)), k2)).toMatchObject({
      state: "written_off",
      provider_state: "BAIXADO POR SOLICITACAO",
    });
    const late: ApiInstruction = { ...base, type: "rebate", rebate_cents: 100 };
    expect(
      connector.parseInstruct(await send((connector.instruct(k2, late) ?? [])[0] as ApiRequest), k2, late),
    ).toMatchObject({
      kind: "rejected",
      status: 422,
    });
  });

  it("the other instructions and the liquidados pages", async () => {
    const { ctx, send, login } = await setup();
    await login();
    await ctx.store.put("config:pageSize", 1);
    const keys = [];
    for (const n of ["21", "22"]) {
      const t = title({ our_number: n }, `item-${n}`);
      const out = connector.parseRegister(await send(connector.register(t)), t);
      keys.push(keyOf(t.input, out.kind === "ok" ? out.provider_ids : undefined));
    }
    const k = keys[0] as (typeof keys)[number];
    const steps: ApiInstruction[] = [
      { ...base, type: "discount_change", discount: { amount_cents: 700, until: "2026-03-15" } },
      { ...base, type: "interest_change", interest: { kind: "daily_amount", value: 5 } },
      { ...base, type: "rebate", rebate_cents: 1000 },
      { ...base, type: "rebate_cancel" },
      { ...base, type: "protest" },
      { ...base, type: "protest_cancel" },
    ];
    for (const i of steps)
      for (const req of connector.instruct(k, i) ?? [])
        expect(connector.parseInstruct(await send(req), k, i), `${i.type} ${req.path}`).toEqual({
          kind: "ok",
        });
    const cancelAgain: ApiInstruction = { ...base, type: "rebate_cancel" };
    expect(
      connector.parseInstruct(
        await send((connector.instruct(k, cancelAgain) ?? [])[0] as ApiRequest),
        k,
        cancelAgain,
      ).kind,
    ).toBe("rejected");

    for (const key of keys)
      await simulator.pay(
        ctx,
        { id: key.provider_ids?.nossoNumero },
        { amount_cents: 15000, paid_on: "2026-03-13", channel: "pix" },
        SETTINGS,
      );
    const ctxS = { from: "2026-03-13", to: "2026-03-14" };
    const seen: string[] = [];
    let page: string | undefined;
    for (let n = 0; n < 5; n++) {
      const out = connector.parseSettled(await send(connector.settled(k.account, ctxS.from, ctxS.to, page)), {
        ...ctxS,
        page,
      });
      if (out.kind !== "ok") throw new Error(out.kind);
      seen.push(...out.payments.map((p) => `${p.payment_id}:${p.channel}`));
      page = out.next;
      if (!page) break;
    }
    expect(seen).toEqual(keys.map((x) => `liquidacao:${x.provider_ids?.nossoNumero}:pix`));
  });

  it("sends no webhook without a contract or a webhook URL", async () => {
    const { ctx, send, login } = await setup();
    await login();
    const t = title();
    const out = connector.parseRegister(await send(connector.register(t)), t);
    const id = out.kind === "ok" ? out.provider_ids.nossoNumero : "";
    expect(
      (await simulator.pay(ctx, { id }, { amount_cents: 100, paid_on: "2026-03-12" }, SETTINGS)).webhooks,
    ).toEqual([]);
    expect(
      (
        await simulator.pay(
          ctx,
          { our_number: "99999" },
          { amount_cents: 100, paid_on: "2026-03-12" },
          SETTINGS,
        )
      ).found,
    ).toBe(false);
  });

  it("refuses a body that breaks the published schema with a 400", async () => {
    const { send, login } = await setup();
    await login();
    const req = built(connector.register(title()));
    const bad = {
      ...req,
      body: { json: { ...(req.body as { json: object }).json, especieDocumento: "XX", valor: -1 } },
    };
    const r = await send(bad);
    expect(r.status).toBe(400);
    expect(connector.parseRegister(r, title())).toMatchObject({ kind: "rejected", status: 400 });
  });
});

describe("harness faults", () => {
  it("5xx, 429 with Retry-After and an expired token give their outcome kinds", async () => {
    const { ctx, send, login } = await setup();
    await login();
    const t = title();
    await injectFaults(ctx, [{ kind: "5xx", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await send(connector.register(t)), t)).toMatchObject({
      kind: "transient",
      status: 503,
    });
    await injectFaults(ctx, [{ kind: "429", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await send(connector.register(t)), t)).toMatchObject({
      kind: "transient",
      status: 429,
      retryAfterSeconds: 1,
    });
    await injectFaults(ctx, [{ kind: "expired_token", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await send(connector.register(t)), t)).toMatchObject({
      kind: "unauthorized",
    });
    expect(connector.parseRegister(await send(connector.register(t)), t).kind).toBe("ok");
  });

  it("after a timeout_after_commit the query finds the title, and a retry is a duplicate", async () => {
    const { ctx, send, login } = await setup();
    await login();
    const t = title();
    await injectFaults(ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    const lost = await send(connector.register(t));
    expect(lost.timeout).toBe(true);
    // lote knows only its own key (no provider ids came back).
    const k = keyOf(t.input);
    expect(connector.parseQuery(await send(connector.query(k)), k)).toMatchObject({
      kind: "ok",
      state: "registered",
    });
    expect(connector.parseRegister(await send(connector.register(t)), t).kind).toBe("duplicate");
  });
});
