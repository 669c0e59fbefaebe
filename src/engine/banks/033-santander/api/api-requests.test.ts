// Santander API de Cobrança: (b) every request lote builds — varied titles, the instructions, the
// reads — conforms to the transcribed schemas (lote's validator and Ajv), and what the API cannot
// carry is an issue; (c) published and plausible answers as outcome kinds.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiInstruction, ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { ERROR_EXAMPLES } from "./examples";
import { input, json, keyOf, title } from "./fixtures.test-helpers";
import * as P from "./published";

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
function conforms(schema: JsonSchema, value: unknown): void {
  expect(validateSchema(schema, value), "lote's validator").toEqual([]);
  const check = ajv.compile(schema);
  expect(check(value), JSON.stringify(check.errors)).toBe(true);
}
const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers,
  body,
});

describe("(b) every request lote builds conforms to the published schema", () => {
  const variants = {
    plain: title(),
    charges: title({
      interest: { kind: "monthly_rate", value: 100 },
      fine: { kind: "rate", value: 200, start_date: "2026-03-23" },
      discount: { amount_cents: 500, until: "2026-03-15" },
      rebate_cents: 250,
      instructions: ["Não receber após 30 dias", "x".repeat(120), "três", "quatro", "cinco"],
    }),
    pix: title({ pix: { key: "11222333000181", txid: "YKP123456789000000000000217032025" } }),
    pixEmail: title({ pix: { key: "pix@empresa.com.br" } }),
    guarantor: title({ guarantor: { name: "Sacador Avalista SA", document: "11222333000181" } }),
    cnpjPayer: title({
      payer: {
        ...input().payer,
        name: "Pagadora Comercial de Produtos Longos do Brasil Ltda",
        document: "11222333000181",
      },
    }),
  };
  it.each(Object.entries(variants))("%s", (_n, t) => conforms(P.REGISTER_BODY, json(connector.register(t))));
  it("a long name and city are cut to the API's maxima; messages keep 4 of 100", () => {
    const b = json(connector.register(variants.charges));
    expect((b.messages as string[]).length).toBe(4);
    expect((b.messages as string[])[1]?.length).toBe(100);
    expect(
      (json(connector.register(variants.cnpjPayer)).payer as { name: string }).name.length,
    ).toBeLessThanOrEqual(40);
    expect(b.fineQuantityDays).toBe("3");
    expect(b).toMatchObject({ interestPercentage: "1.00", finePercentage: "2.00", deductionValue: "2.50" });
  });
  it("the instructions, query, settled list, probe and token form conform", () => {
    const k = keyOf(input());
    const base = {
      reference: "r",
      today: "2026-03-10",
      current: { due_date: "2026-03-20", amount_cents: 15000 },
    };
    const all: ApiInstruction[] = [
      { ...base, type: "due_date_change", due_date: "2026-04-10" },
      { ...base, type: "rebate", rebate_cents: 100 },
      { ...base, type: "rebate_cancel" },
      { ...base, type: "write_off" },
      { ...base, type: "protest" },
      { ...base, type: "protest_cancel" },
      { ...base, type: "discount_change", discount: { amount_cents: 300, until: "2026-03-18" } },
      { ...base, type: "discount_change", discount: null },
      { ...base, type: "interest_change", interest: { kind: "monthly_rate", value: 150 } },
      { ...base, type: "interest_change", interest: null },
      { ...base, type: "fine_change", fine: { kind: "rate", value: 200, start_date: "2026-03-22" } },
      { ...base, type: "fine_change", fine: null },
    ];
    for (const i of all)
      for (const r of connector.instruct(k, i) ?? []) conforms(P.INSTRUCTION_BODY, json(r));
    conforms(P.QUERY_PARAMS, connector.query(k).query);
    conforms(P.SETTLED_PARAMS, connector.settled?.(k.account, "2026-03-01", "2026-03-31").query);
    conforms(P.TOKEN_FORM, { grant_type: "client_credentials", client_id: "a", client_secret: "b" });
    expect(connector.probe(k.account, "2026-03-10")).toEqual({ method: "GET", path: "/workspaces" });
  });
  it("what Santander cannot carry is an issue, not a silent change", () => {
    const codes = (t: ReturnType<typeof title>) => {
      const r = connector.register(t);
      return "issues" in r ? r.issues.map((i) => i.code) : [];
    };
    expect(codes(title({ fine: { kind: "amount", value: 500 } }))).toEqual(["SANTANDER_API_FINE_KIND"]);
    expect(codes(title({ interest: { kind: "daily_amount", value: 10 } }))).toEqual([
      "SANTANDER_API_INTEREST_KIND",
    ]);
    expect(codes(title({ pix: { emv: "000201" } }))).toEqual(["SANTANDER_API_PIX_EMV"]);
    expect(codes(title({ pix: { key: "pix@empresa.com.br", txid: "curto" } }))).toEqual([
      "SANTANDER_API_TXID",
    ]);
    expect(codes(title({ document_kind: "XX" }))).toEqual(["SANTANDER_API_DOCUMENT_KIND"]);
    expect(codes(title({ due_date: null }))).toEqual(["SANTANDER_API_DUE_DATE"]);
    expect(codes(title({ payer: { ...input().payer, document: "12ABC34501DE35" } }))).toEqual([
      "SANTANDER_API_DOCUMENT",
    ]);
    const k = keyOf(input());
    const base = { reference: "r", today: "2026-03-10" };
    expect(connector.instruct(k, { ...base, type: "amount_change", amount_cents: 1 })).toBeNull();
    expect(
      connector.instruct(k, { ...base, type: "fine_change", fine: { kind: "amount", value: 1 } }),
    ).toBeNull();
  });
});

describe("(c) answers as outcome kinds", () => {
  const t = title();
  it("the production 400 and the reference's 422 are rejections with the code and field", () => {
    conforms(P.ERROR_BODY, ERROR_EXAMPLES.validation.body);
    conforms(P.ERROR_BODY, ERROR_EXAMPLES.unprocessable.body);
    expect(connector.parseRegister(res(400, ERROR_EXAMPLES.validation.body), t)).toEqual({
      kind: "rejected",
      code: "2084",
      message: "Formato da chave bankslip_id inválido",
      field: "bankslip_id",
      status: 400,
    });
    expect(connector.parseRegister(res(422, ERROR_EXAMPLES.unprocessable.body), t)).toMatchObject({
      kind: "rejected",
      code: "40100",
      field: "bankNumber",
    });
  });
  it("409, or a message that the title exists, is a duplicate registration", () => {
    const dup = {
      _errorCode: 409,
      _message: "Conflict",
      _errors: [{ _code: "X", _message: "Título já existente" }],
    };
    expect(connector.parseRegister(res(409, dup), t).kind).toBe("duplicate");
    expect(connector.parseRegister(res(400, { ...dup, _errorCode: 400 }), t).kind).toBe("duplicate");
    expect(
      connector.parseInstruct(res(409, dup), keyOf(t.input), {
        type: "write_off",
        reference: "r",
        today: "x",
      }).kind,
    ).toBe("rejected");
  });
  it("401/403 unauthorized; 429 (Retry-After) and 5xx transient; an odd status unknown", () => {
    expect(
      connector.parseRegister(res(401, { fault: { faultstring: "Invalid Access Token" } }), t).kind,
    ).toBe("unauthorized");
    expect(connector.parseRegister(res(403, null), t).kind).toBe("unauthorized");
    expect(connector.parseRegister(res(429, null, { "retry-after": "7" }), t)).toMatchObject({
      kind: "transient",
      retryAfterSeconds: 7,
    });
    expect(connector.parseRegister(res(500, { _errorCode: 500, _message: "Erro de Servidor" }), t).kind).toBe(
      "transient",
    );
    expect(connector.parseRegister(res(503, "<html>gateway</html>"), t).kind).toBe("transient");
    expect(connector.parseRegister(res(302, null), t).kind).toBe("unknown");
    expect(connector.parseRegister(res(201, {}), t).kind).toBe("unknown");
  });
  it("a query of an unknown title is not_found (404 or an empty _content)", () => {
    const k = keyOf(t.input);
    expect(connector.parseQuery(res(404, ERROR_EXAMPLES.validation.body), k).kind).toBe("not_found");
    expect(connector.parseQuery(res(200, { _content: [], _pageable: {} }), k).kind).toBe("not_found");
    expect(
      connector.parseQuery(
        res(200, {
          _content: [
            {
              bankNumber: "1",
              status: "BAIXADO",
              nominalValue: "1.00",
              dueDate: "2026-01-01",
              paidValue: "1.00",
            },
          ],
        }),
        k,
      ),
    ).toMatchObject({
      kind: "ok",
      state: "paid",
      payments: [{ amount_cents: 100 }],
    });
  });
});
