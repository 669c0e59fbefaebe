// (e) Each harness fault against the Banco do Brasil simulator yields the typed outcome; after a
// timeout past commit a query finds the title (so the service can reconcile).
import { describe, expect, it } from "vitest";
import { injectFaults, type SimFault } from "../../../connect/sim";
import type { ApiRequest } from "../../../connect/types";
import { connector } from "./connector";
import { bbInput, bbKey, bbTitle } from "./fixtures";
import { bench } from "./simulator-bench";

const input = bbInput({ our_number: "1" });
const key = bbKey(input);
const title = bbTitle(input);

describe("(e) harness faults → typed outcomes", () => {
  async function faulted(kind: SimFault["kind"]) {
    const b = bench();
    await b.authorize();
    await injectFaults(b.ctx, [{ kind, operation: "register", count: 1, retryAfterSeconds: 1 }]);
    const { res, result } = await b.send(connector.register(title) as ApiRequest);
    return { b, res, result, outcome: connector.parseRegister(res, title) };
  }

  it("5xx → transient", async () => expect((await faulted("5xx")).outcome.kind).toBe("transient"));
  it("429 + Retry-After → transient with the seconds", async () =>
    expect((await faulted("429")).outcome).toMatchObject({
      kind: "transient",
      status: 429,
      retryAfterSeconds: 1,
    }));
  it("expired token → unauthorized", async () =>
    expect((await faulted("expired_token")).outcome.kind).toBe("unauthorized"));
  it("timeout after commit → the client sees a timeout, a query finds the title", async () => {
    const { b, result } = await faulted("timeout_after_commit");
    expect(result.timeout).toBe(true);
    expect(connector.parseQuery((await b.send(connector.query(key))).res, key)).toMatchObject({
      kind: "ok",
      state: "registered",
    });
  });
  it("timeout before commit → a query finds nothing", async () => {
    const { b, result } = await faulted("timeout_before_commit");
    expect(result.timeout).toBe(true);
    expect(connector.parseQuery((await b.send(connector.query(key))).res, key).kind).toBe("not_found");
  });
  it("a request off BB's schema is BB's 400 with erros[] → rejected", async () => {
    const b = bench();
    await b.authorize();
    const reg = connector.register(title) as ApiRequest;
    const broken = {
      ...reg,
      body: { json: { ...(reg.body as { json: object }).json, numeroTituloCliente: "1" } },
    };
    const { res } = await b.send(broken);
    expect(connector.parseRegister(res, title)).toMatchObject({
      kind: "rejected",
      code: "SIM0001",
      status: 400,
    });
  });
});
