// (c) Banco do Brasil's published (and plausible) error bodies → lote's outcome kinds; the
// requests of the query, settled list and probe against BB's published parameters.
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../../connect/schema";
import type { ApiRequest, ApiTitle } from "../../../connect/types";
import { connector } from "./connector";
import { ERROR_EXAMPLES } from "./examples-answers";
import { ajvErrors, bbInput, bbKey } from "./fixtures";

describe("(c) BB's error bodies → outcome kinds", () => {
  it.each(ERROR_EXAMPLES.map((e) => [`${e.status} ${e.kind}: ${e.source}`, e] as const))("%s", (_n, e) => {
    const res = { status: e.status, headers: {}, body: e.body };
    expect(connector.parseRegister(res, {} as ApiTitle).kind).toBe(e.kind);
    expect(
      connector.parseInstruct(res, bbKey(bbInput()), {
        type: "write_off",
        reference: "r",
        today: "2025-01-01",
      }).kind,
    ).toBe(e.kind);
  });

  it("keeps BB's code and message; reads Retry-After; a 404 query is not_found", () => {
    const dup = connector.parseRegister(
      { status: 400, headers: {}, body: ERROR_EXAMPLES[0].body },
      {} as ApiTitle,
    );
    expect(dup).toMatchObject({
      kind: "duplicate",
      code: "4874915",
      message: "Nosso Número já incluído anteriormente.",
    });
    const limited = connector.parseRegister(
      { status: 429, headers: { "retry-after": "7" }, body: null },
      {} as ApiTitle,
    );
    expect(limited).toMatchObject({ kind: "transient", retryAfterSeconds: 7 });
    const key = bbKey(bbInput());
    expect(connector.parseQuery({ status: 404, headers: {}, body: null }, key).kind).toBe("not_found");
    expect(connector.parseQuery({ status: 302, headers: {}, body: null }, key).kind).toBe("unknown");
  });
});

describe("requests of the other operations validate against the published parameters", () => {
  it("query, settled, probe", async () => {
    const { QUERY_PARAMS, LIST_PARAMS } = await import("./published-reads");
    const key = bbKey(bbInput());
    const check = (schema: typeof QUERY_PARAMS, req: ApiRequest) => {
      expect(validateSchema(schema, req.query)).toEqual([]);
      expect(ajvErrors(schema, req.query)).toEqual([]);
    };
    check(QUERY_PARAMS, connector.query(key));
    check(LIST_PARAMS, connector.settled?.(key.account, "2025-03-01", "2025-03-10", "300") as ApiRequest);
    check(LIST_PARAMS, connector.probe(key.account, "2025-03-10"));
  });
});
