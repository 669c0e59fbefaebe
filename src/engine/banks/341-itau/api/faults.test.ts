// (e) Each harness fault against the Itaú simulator yields the typed outcome, and after a
// timeout_after_commit a query finds the title (so the service can reconcile).
import { describe, expect, it } from "vitest";
import { injectFaults } from "../../../connect/sim";
import type { ApiRequest, ApiTitle, TitleKey } from "../../../connect/types";
import { connector } from "./connector";
import { titleOf } from "./fixtures";
import { kit } from "./simulator-kit";

const keyOf = (t: ApiTitle): TitleKey => ({
  our_number: t.input.our_number,
  account: t.input,
  beneficiary_document: "",
});
const req = (r: ApiRequest | { issues: unknown[] }): ApiRequest => {
  if ("issues" in r) throw new Error(JSON.stringify(r.issues));
  return r;
};

describe("(e) harness faults", () => {
  const t = titleOf("plain");
  it.each([
    ["5xx", "transient"],
    ["429", "transient"],
    ["expired_token", "unauthorized"],
  ] as const)("%s on register → %s", async (fault, kind) => {
    const sim = kit();
    await sim.authenticate();
    await injectFaults(sim.ctx, [{ kind: fault, operation: "register", count: 1 }]);
    const res = await sim.send(req(connector.register(t)));
    const out = connector.parseRegister(res, t);
    expect(out.kind).toBe(kind);
    if (fault === "429" && out.kind === "transient") expect(out.retryAfterSeconds).toBe(1);
  });
  it("timeout_after_commit: the client sees a timeout, a query then finds the title", async () => {
    const sim = kit();
    await sim.authenticate();
    await injectFaults(sim.ctx, [{ kind: "timeout_after_commit", operation: "register", count: 1 }]);
    const res = await sim.send(req(connector.register(t)));
    expect(sim.last()?.committed).toBe(true);
    expect(connector.parseRegister(res, t).kind).toBe("transient");
    expect(connector.parseQuery(await sim.send(connector.query(keyOf(t))), keyOf(t))).toMatchObject({
      kind: "ok",
      state: "registered",
    });
    expect(connector.parseRegister(await sim.send(req(connector.register(t))), t).kind).toBe("duplicate");
  });
  it("a call without the client certificate or with a wrong API key is unauthorized", async () => {
    const sim = kit();
    await sim.authenticate();
    const noCert = await sim.raw({
      method: "GET",
      path: "/boletos",
      query: { id_beneficiario: "150000052061" },
      cert: false,
    });
    expect(connector.parseQuery(noCert, keyOf(t)).kind).toBe("unauthorized");
    const q = connector.query(keyOf(t));
    const wrongKey = await sim.raw({
      ...q,
      headers: { authorization: "Bearer x", "x-itau-apikey": "other" },
    });
    expect(connector.parseQuery(wrongKey, keyOf(t)).kind).toBe("unauthorized");
  });
});
