// Sicoob API Cobrança Bancária V3 against its simulator: each harness fault (5xx, 429 with
// Retry-After, expired token, timeouts before and after commit) as its typed outcome, and the
// certificate and client_id checks.
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../../connect/schema";
import {
  DEFAULT_SIM_SETTINGS,
  simulator as harness,
  injectFaults,
  memoryStore,
  type SimContext,
} from "../../../connect/sim";
import { type ApiRequest, type ApiResponse, tokenPathOf } from "../../../connect/types";
import { connector } from "./connector";
import { input, keyOf, title, toApi, toSim } from "./fixtures.test-helpers";
import { TOKEN_FORM } from "./published";
import { simulator } from "./simulator";

const CLIENT = "9b5e603e428cc477a2841e2683c92d21";
const settings = { ...DEFAULT_SIM_SETTINGS, clients: { [CLIENT]: "" }, apiKey: CLIENT, tokenSeconds: 300 };
const MARCH_10 = Date.UTC(2026, 2, 10, 15);

function setup() {
  const ctx: SimContext = { now: MARCH_10, store: memoryStore() };
  const handle = harness(simulator, settings);
  let token: string | undefined;
  const getToken = async () => {
    const form = {
      grant_type: "client_credentials",
      client_id: CLIENT,
      scope: (connector.auth.scopes?.all ?? []).join(" "),
    };
    expect(validateSchema(TOKEN_FORM, form)).toEqual([]);
    const r = await handle(
      toSim(
        { method: "POST", path: tokenPathOf(connector.auth, "sandbox") ?? "", body: { form } },
        undefined,
        CLIENT,
      ),
      ctx,
    );
    token = (r.response.body as { access_token: string }).access_token;
    return r;
  };
  const send = async (req: ApiRequest): Promise<ApiResponse & { timeout?: boolean }> => {
    const r = await handle(toSim(req, token, CLIENT), ctx);
    return { ...toApi(r), ...(r.timeout ? { timeout: true } : {}) };
  };
  return { ctx, getToken, send };
}

describe("harness faults as typed outcomes", () => {
  it("5xx and 429 are transient (Retry-After read); an expired token is unauthorized", async () => {
    const { ctx, getToken, send } = setup();
    await getToken();
    const t = title();
    await injectFaults(ctx, [{ kind: "5xx", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await send(connector.register(t) as ApiRequest), t)).toMatchObject({
      kind: "transient",
      status: 503,
    });
    await injectFaults(ctx, [{ kind: "429", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await send(connector.register(t) as ApiRequest), t)).toMatchObject({
      kind: "transient",
      status: 429,
      retryAfterSeconds: 1,
    });
    await injectFaults(ctx, [{ kind: "expired_token", operation: "query", count: 1 }]);
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input))).toMatchObject({
      kind: "unauthorized",
      status: 401,
    });
    ctx.now += 301_000;
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input)).kind).toBe(
      "unauthorized",
    );
    await getToken();
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input)).kind).toBe(
      "not_found",
    );
  });

  it("after a timeout that committed, the query finds the title; after one that did not, it does not", async () => {
    const { ctx, getToken, send } = setup();
    await getToken();
    const t = title();
    await injectFaults(ctx, [{ kind: "timeout_before_commit", operation: "register", count: 1 }]);
    expect((await send(connector.register(t) as ApiRequest)).timeout).toBe(true);
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input)).kind).toBe(
      "not_found",
    );
    await injectFaults(ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    expect((await send(connector.register(t) as ApiRequest)).timeout).toBe(true);
    expect(connector.parseQuery(await send(connector.query(keyOf(t.input))), keyOf(t.input))).toMatchObject({
      kind: "ok",
      state: "registered",
    });
    expect(connector.parseRegister(await send(connector.register(t) as ApiRequest), t).kind).toBe(
      "duplicate",
    );
  });

  it("without the client certificate or the client_id header the simulator refuses", async () => {
    const { ctx, getToken } = setup();
    await getToken();
    const handle = harness(simulator, settings);
    const req = toSim(connector.query(keyOf(input())), "x", CLIENT);
    const { clientCertificate: _c, ...noCert } = req;
    expect((await handle(noCert, ctx)).response.status).toBe(401);
    const token = (await ctx.store.list<unknown>("token:"))[0]?.[0].slice(6);
    const noKey = {
      ...toSim(connector.query(keyOf(input())), token, CLIENT),
      headers: { authorization: `Bearer ${token}` },
    };
    expect(connector.parseQuery(toApi(await handle(noKey, ctx)), keyOf(input())).kind).toBe("unauthorized");
  });
});
