// Santander API de Cobrança against its simulator, (e): each harness fault (5xx, 429 with
// Retry-After, expired token, timeouts before and after commit) as its typed outcome, a query that
// finds the title after a committed timeout, and the certificate and X-Application-Key checks.
import { describe, expect, it } from "vitest";
import { injectFaults } from "../../../connect/sim";
import { connector } from "./connector";
import { ACCOUNT, keyOf, req, title } from "./fixtures.test-helpers";
import { CLIENT, session } from "./simulator-session.test-helpers";

describe("(e) harness faults as typed outcomes", () => {
  it("5xx and 429 are transient (Retry-After read); an expired token is unauthorized", async () => {
    const s = session();
    await s.getToken();
    await s.createWorkspace(connector.registerWorkspace(ACCOUNT));
    const t = title();
    await injectFaults(s.ctx, [{ kind: "5xx", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await s.send(req(connector.register(t))), t)).toMatchObject({
      kind: "transient",
      status: 503,
    });
    await injectFaults(s.ctx, [{ kind: "429", operation: "register", count: 1 }]);
    expect(connector.parseRegister(await s.send(req(connector.register(t))), t)).toMatchObject({
      kind: "transient",
      status: 429,
      retryAfterSeconds: 1,
    });
    const k = keyOf(t.input);
    await injectFaults(s.ctx, [{ kind: "expired_token", operation: "query", count: 1 }]);
    expect(connector.parseQuery(await s.send(connector.query(k)), k)).toMatchObject({
      kind: "unauthorized",
      status: 401,
    });
    s.ctx.now += 901_000;
    expect(connector.parseQuery(await s.send(connector.query(k)), k).kind).toBe("unauthorized");
    await s.getToken();
    expect(connector.parseQuery(await s.send(connector.query(k)), k).kind).toBe("not_found");
  });

  it("after a timeout that committed, the query finds the title; after one that did not, it does not", async () => {
    const s = session();
    await s.getToken();
    await s.createWorkspace(connector.registerWorkspace(ACCOUNT));
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

  it("without the client certificate or the X-Application-Key the simulator refuses", async () => {
    const s = session();
    await s.getToken();
    const k = keyOf(title().input);
    expect((await s.send(connector.query(k), { cert: false })).status).toBe(401);
    expect(connector.parseQuery(await s.send(connector.query(k), { key: `${CLIENT}x` }), k).kind).toBe(
      "unauthorized",
    );
  });
});
