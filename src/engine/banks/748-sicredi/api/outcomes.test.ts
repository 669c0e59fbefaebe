// Sicredi cobrança API: error bodies (published shapes, plausible messages) to outcome kinds, the
// query's states and not-found answers, the liquidados paging tokens and the webhook's edge cases.
import { describe, expect, it } from "vitest";
import type { ApiInstruction } from "../../../connect/types";
import { connector } from "./connector";
import { ERROR_EXAMPLES } from "./examples";
import { input, keyOf, res, title } from "./fixtures.test-helpers";
import { stateOf } from "./response";

const t = title();
const k = keyOf(input());
const wo: ApiInstruction = { type: "write_off", reference: "r", today: "2026-03-10" };

describe("error bodies", () => {
  it("map the examples to their kinds", () => {
    for (const e of ERROR_EXAMPLES)
      expect(connector.parseRegister(res(e.status, e.body), t).kind, e.source).toBe(e.kind);
  });

  it("carry the provider's code and message", () => {
    expect(
      connector.parseRegister(res(400, { status: 400, error: "Bad Request", message: "valor inválido" }), t),
    ).toEqual({ kind: "rejected", code: "400", message: "valor inválido", status: 400 });
    expect(
      connector.parseInstruct(res(400, { errors: [{ status: "400", message: "Título já baixado" }] }), k, wo),
    ).toEqual({ kind: "rejected", code: "400", message: "Título já baixado", status: 400 });
    expect(connector.parseRegister(res(422, { message: "m", code: "E123" }), t)).toMatchObject({
      code: "E123",
    });
  });

  it("token and key refusals are unauthorized", () => {
    expect(connector.parseQuery(res(401, { message: "UNAUTHORIZED" }), k).kind).toBe("unauthorized");
    expect(
      connector.parseInstruct(res(403, { status: 403, error: "Forbidden", message: "x" }), k, wo).kind,
    ).toBe("unauthorized");
  });

  it("429 and 5xx are transient, with Retry-After", () => {
    expect(connector.parseRegister(res(429, { message: "Too many" }, { "retry-after": "3" }), t)).toEqual({
      kind: "transient",
      code: "429",
      message: "Too many",
      status: 429,
      retryAfterSeconds: 3,
    });
    expect(connector.parseRegister(res(500, "<html>boom</html>"), t)).toMatchObject({
      kind: "transient",
      status: 500,
    });
    expect(connector.parseSettled?.(res(502, null))).toMatchObject({ kind: "transient" });
  });

  it("a duplicate is told by its message on a registration only", () => {
    for (const message of [
      "Título já cadastrado",
      "Nosso número já existe",
      "Registro duplicado",
      "Boleto existente",
    ])
      expect(connector.parseRegister(res(422, { message }), t).kind, message).toBe("duplicate");
    expect(connector.parseRegister(res(409, { message: "conflict" }), t).kind).toBe("duplicate");
    expect(connector.parseRegister(res(422, { message: "Título inexistente" }), t).kind).toBe("rejected");
    expect(connector.parseInstruct(res(422, { message: "Título já cadastrado" }), k, wo).kind).toBe(
      "rejected",
    );
  });

  it("a success without the nosso número is unknown", () => {
    expect(connector.parseRegister(res(201, { linhaDigitavel: "x" }), t)).toMatchObject({ kind: "unknown" });
    expect(connector.parseRegister(res(201, "not json"), t)).toMatchObject({ kind: "unknown" });
    expect(connector.parseSettled?.(res(200, { foo: 1 }))).toMatchObject({ kind: "unknown" });
  });
});

describe("query", () => {
  it("not found: 404 (no body), 204, a 200 without a title, a not-found message", () => {
    expect(connector.parseQuery(res(404, null), k)).toEqual({ kind: "not_found", status: 404 });
    expect(connector.parseQuery(res(204, null), k)).toEqual({ kind: "not_found", status: 204 });
    expect(connector.parseQuery(res(200, {}), k)).toEqual({ kind: "not_found", status: 200 });
    expect(connector.parseQuery(res(422, { message: "Boleto não encontrado" }), k)).toEqual({
      kind: "not_found",
      status: 422,
    });
  });

  it("states in lote's words", () => {
    expect(stateOf("EM CARTEIRA")).toBe("registered");
    expect(stateOf("vencido")).toBe("registered");
    expect(stateOf("LIQUIDADO PIX")).toBe("paid");
    expect(stateOf("BAIXADO POR SOLICITACAO")).toBe("written_off");
    expect(stateOf("PROTESTADO")).toBe("protested");
    expect(stateOf("EM CARTORIO")).toBe("protested");
    expect(stateOf("REJEITADO")).toBe("rejected");
    expect(stateOf("NEGATIVADO")).toBe("other");
  });

  it("an open title has no payments", () => {
    const out = connector.parseQuery(
      res(200, {
        nossoNumero: "262000160",
        situacao: "EM CARTEIRA",
        valorNominal: 150,
        dataVencimento: "2026-03-20",
      }),
      k,
    );
    expect(out).toMatchObject({ kind: "ok", state: "registered", amount_cents: 15000, payments: [] });
  });
});

describe("liquidados paging", () => {
  const page = (hasNext: boolean) => res(200, { items: [], hasNext });
  it("follows hasNext, then the next day, and stops after the window", () => {
    const ctx = { from: "2026-03-01", to: "2026-03-02" };
    expect(connector.parseSettled(page(true), ctx)).toMatchObject({ next: "2026-03-01:2" });
    expect(connector.parseSettled(page(false), { ...ctx, page: "2026-03-01:2" })).toMatchObject({
      next: "2026-03-02:1",
    });
    expect(connector.parseSettled(page(false), { ...ctx, page: "2026-03-02:1" })).toEqual({
      kind: "ok",
      payments: [],
    });
  });
  it("asks for the page's day and number", () => {
    const r = connector.settled(k.account, "2026-03-01", "2026-03-02", "2026-03-02:3");
    expect(r.query).toEqual({ codigoBeneficiario: "12345", dia: "02/03/2026", pagina: "3" });
  });
});

describe("webhook", () => {
  const deliver = (body: unknown) =>
    connector.parseWebhook({ headers: {}, body: typeof body === "string" ? body : JSON.stringify(body) });
  const event = {
    agencia: "6789",
    posto: "03",
    beneficiario: "12345",
    nossoNumero: "262000160",
    dataEvento: [2026, 3, 12, 9, 0, 0, 0],
    movimento: "LIQUIDACAO_REDE",
    valorLiquidacao: "80.00",
    valorJuros: "1.50",
    idEventoWebhook: "N1",
  };
  it("a boleto liquidation, with its juros", () => {
    expect(deliver(event)).toMatchObject({
      payments: [{ amount_cents: 8000, interest_cents: 150, channel: "boleto", paid_on: "2026-03-12" }],
    });
  });
  it("events without a payment, arrays of events, bad bodies", () => {
    expect(deliver({ ...event, movimento: "AVISO_PAGAMENTO_COMPE" })).toEqual({ payments: [] });
    expect(deliver([event, { ...event, nossoNumero: "262000171" }])).toMatchObject({ payments: [{}, {}] });
    expect(deliver("{oops")).toEqual({ issues: [{ path: "body", message: "not JSON" }] });
    expect(deliver({ ...event, valorLiquidacao: "abc" })).toMatchObject({
      issues: [{ path: "body.valorLiquidacao" }],
    });
  });
});
