// (c) Itaú's published error bodies (and the answers the sources describe) map to the right
// outcome kinds: rejected with the field, duplicate, transient with Retry-After, unauthorized, unknown.
import { describe, expect, it } from "vitest";
import type { ApiTitle, TitleKey } from "../../../connect/types";
import { connector } from "./connector";
import { ERROR_EXAMPLES } from "./examples-errors";
import { TODAY, titleOf } from "./fixtures";

const keyOf = (t: ApiTitle): TitleKey => ({
  our_number: t.input.our_number,
  account: t.input,
  beneficiary_document: "",
});

describe("(c) published error bodies map to outcome kinds", () => {
  const t = titleOf("plain");
  it.each(ERROR_EXAMPLES.map((e) => [e.source, e] as const))("%s", (_s, e) => {
    const out = connector.parseInstruct({ status: e.status, headers: {}, body: e.body }, keyOf(t), {
      type: "write_off",
      reference: "r",
      today: TODAY,
    });
    expect(out.kind).toBe(e.kind);
    if ("field" in e && out.kind === "rejected") expect(out.field).toBe(e.field);
  });
  it("a 422 naming the nosso número as in use is a duplicate registration", () => {
    const body = {
      codigo: "422",
      mensagem: "Erro semântico",
      campos: [{ campo: "numero_nosso_numero", mensagem: "Nosso número já utilizado", valor: "00001056" }],
    };
    expect(connector.parseRegister({ status: 422, headers: {}, body }, t).kind).toBe("duplicate");
    expect(
      connector.parseInstruct({ status: 422, headers: {}, body }, keyOf(t), {
        type: "write_off",
        reference: "r",
        today: TODAY,
      }).kind,
    ).toBe("rejected");
  });
  it("429 with Retry-After is transient with the delay; 202 is unknown", () => {
    expect(
      connector.parseRegister({ status: 429, headers: { "retry-after": "7" }, body: null }, t),
    ).toMatchObject({ kind: "transient", retryAfterSeconds: 7 });
    expect(connector.parseRegister({ status: 202, headers: {}, body: null }, t).kind).toBe("unknown");
  });
});
