// Bradesco API Cobrança against its simulator (node, memoryStore): (d) the JWT-bearer token and
// signed calls (RSA keys of node:crypto stand for the certificate: the service signs the same texts
// with WebCrypto) → register → duplicate → query → partial pay → query shows it → write-off of
// another title; (e) each harness fault as its typed outcome, and the query after a committed timeout.
import { generateKeyPairSync, sign as rsaSign, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { validateSchema } from "../../../connect/schema";
import { injectFaults, type SimContext } from "../../../connect/sim";
import type { ApiRequest } from "../../../connect/types";
import { connector } from "./connector";
import { keyOf, req, title } from "./fixtures.test-helpers";
import { ERROR_BODY, QUERY_RESPONSE, REGISTER_RESPONSE } from "./published";
import { simulator } from "./simulator";
import { CLIENT, MARCH_10, session, settings } from "./simulator-session.test-helpers";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const b64url = (b: Buffer) => b.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The service's part: the signed assertion, the token, and the signed headers of each call. */
function transport() {
  let token: string | undefined;
  let nonce = "0";
  const signed: { text: string; signature: string }[] = [];
  const sign = (r: ApiRequest, ctx: SimContext): Record<string, string> => {
    if (r.host === "auth" || !token) return {};
    const ts = connector.signing.timestamp(ctx.now);
    const text = connector.signing.canonicalString(r, token, nonce, ts);
    const signature = rsaSign("sha256", Buffer.from(text), privateKey).toString("base64");
    signed.push({ text, signature });
    return {
      authorization: `Bearer ${token}`,
      ...connector.signing.signedHeaders(signature, nonce, ts, CLIENT),
    };
  };
  const assertion = (nowMs: number) => {
    const claims = connector.signing.assertionClaims(
      CLIENT,
      connector.environments.sandbox.auth ?? "",
      nowMs,
    );
    const input = connector.signing.assertionSigningInput(claims);
    nonce = String(claims.payload.jti);
    return `${input}.${b64url(rsaSign("sha256", Buffer.from(input), privateKey))}`;
  };
  return { sign, assertion, signed, setToken: (t: string | undefined) => (token = t) };
}

async function start() {
  const tr = transport();
  const s = await session(tr.sign);
  const login = async () => {
    const r = await s.send(connector.signing.tokenRequest(tr.assertion(s.ctx.now)));
    tr.setToken((r.body as { access_token?: string }).access_token);
    return r;
  };
  return { ...s, tr, login };
}

describe("(d) lifecycle against the simulator", () => {
  it("token → register → duplicate → query → partial pay → query → write-off", async () => {
    const s = await start();
    expect((await s.login()).status).toBe(200);
    const t = title();
    const reg = await s.send(req(connector.register(t)));
    expect(reg.status).toBe(200);
    expect(validateSchema(REGISTER_RESPONSE, reg.body)).toEqual([]);
    const out = connector.parseRegister(reg, t);
    expect(out).toMatchObject({ kind: "ok", provider_ids: { nuTituloGerado: "1234" } });
    // The simulator builds the barcode from the layout's fields: lote's boleto agrees.
    const mine = buildBoleto(t.input, { today: t.today });
    expect(out.kind === "ok" && out.codes).toEqual({
      barcode: mine.barcode,
      digitable_line: mine.digitable_line,
    });
    // Every signature the transport made verifies with the certificate's public key.
    for (const x of s.tr.signed)
      expect(verify("sha256", Buffer.from(x.text), publicKey, Buffer.from(x.signature, "base64"))).toBe(true);

    const again = await s.send(req(connector.register(t)));
    expect(validateSchema(ERROR_BODY, again.body)).toEqual([]);
    expect(connector.parseRegister(again, t).kind).toBe("duplicate");

    const k = keyOf(t.input, out.kind === "ok" ? out.provider_ids : undefined);
    const q1 = await s.send(connector.query(k));
    expect(validateSchema(QUERY_RESPONSE, q1.body)).toEqual([]);
    expect(connector.parseQuery(q1, k)).toMatchObject({
      kind: "ok",
      state: "registered",
      amount_cents: 15000,
      due_date: "2026-03-20",
      payments: [],
    });

    expect(
      (
        await simulator.pay(
          s.ctx,
          { our_number: "1234" },
          { amount_cents: 5000, paid_on: "2026-03-11" },
          settings,
        )
      ).webhooks,
    ).toEqual([]);
    expect(connector.parseQuery(await s.send(connector.query(k)), k)).toMatchObject({
      state: "paid",
      payments: [{ payment_id: "liquidacao:1234", amount_cents: 5000, paid_on: "2026-03-11" }],
    });

    const b = title({ our_number: "1235", document_number: "NF1002" }, "item-2");
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
    const twice = await s.send((connector.instruct(kb, off) ?? [])[0] as ApiRequest);
    expect(connector.parseInstruct(twice, kb, off)).toMatchObject({ kind: "rejected", status: 422 });
    // The probe needs the token and the signature; its unknown title is not_found.
    expect(connector.parseQuery(await s.send(connector.probe(k.account, "2026-03-10")), k).kind).toBe(
      "not_found",
    );
  });

  it("refuses an unsigned call, a bad assertion and a layout violation", async () => {
    const s = await start();
    await s.login();
    const k = keyOf(title().input);
    expect(
      connector.parseQuery(await s.send(connector.query(k), { headers: { "x-brad-signature": "" } }), k).kind,
    ).toBe("unauthorized");
    const bad = await s.send(connector.signing.tokenRequest("e30.e30.c2ln"));
    expect(bad.status).toBe(400);
    const body = (req(connector.register(title())).body as { json: Record<string, unknown> }).json;
    const res = await s.send({
      method: "POST",
      path: "/v1/boleto/registrarBoleto",
      body: { json: { ...body, vlNominalTitulo: 150 } },
    });
    expect(connector.parseRegister(res, title())).toMatchObject({
      kind: "rejected",
      code: "SIM_SCHEMA",
      field: "vlNominalTitulo",
    });
  });
});

describe("(e) harness faults as typed outcomes", () => {
  it("5xx and 429 are transient (Retry-After read); an expired token is unauthorized", async () => {
    const s = await start();
    await s.login();
    const t = title();
    const k = keyOf(t.input);
    await injectFaults(s.ctx, [{ kind: "5xx", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await s.send(req(connector.register(t))), t)).toMatchObject({
      kind: "transient",
      status: 503,
    });
    await injectFaults(s.ctx, [{ kind: "429", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await s.send(req(connector.register(t))), t)).toMatchObject({
      kind: "transient",
      retryAfterSeconds: 1,
    });
    await injectFaults(s.ctx, [{ kind: "expired_token", operation: "query", count: 1 }]);
    expect(connector.parseQuery(await s.send(connector.query(k)), k)).toMatchObject({
      kind: "unauthorized",
      status: 401,
    });
    s.ctx.now = MARCH_10 + 3601_000;
    expect(connector.parseQuery(await s.send(connector.query(k)), k).kind).toBe("unauthorized");
    await s.login();
    expect(connector.parseQuery(await s.send(connector.query(k)), k).kind).toBe("not_found");
  });

  it("after a timeout that committed, the query finds the title; after one that did not, it does not", async () => {
    const s = await start();
    await s.login();
    const t = title();
    const k = keyOf(t.input);
    await injectFaults(s.ctx, [{ kind: "timeout_before_commit", operation: "register", count: 1 }]);
    expect((await s.send(req(connector.register(t)))).timeout).toBe(true);
    expect(connector.parseQuery(await s.send(connector.query(k)), k).kind).toBe("not_found");
    await injectFaults(s.ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    expect((await s.send(req(connector.register(t)))).timeout).toBe(true);
    expect(connector.parseQuery(await s.send(connector.query(k)), k)).toMatchObject({
      kind: "ok",
      state: "registered",
    });
    expect(connector.parseRegister(await s.send(req(connector.register(t))), t).kind).toBe("duplicate");
  });

  it("without the client certificate or the access-token header the simulator refuses", async () => {
    const s = await start();
    await s.login();
    const k = keyOf(title().input);
    expect((await s.send(connector.query(k), { cert: false })).status).toBe(401);
    expect(
      connector.parseQuery(await s.send(connector.query(k), { headers: { "access-token": "other" } }), k)
        .kind,
    ).toBe("unauthorized");
  });
});
