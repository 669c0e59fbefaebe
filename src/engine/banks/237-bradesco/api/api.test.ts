// Bradesco API Cobrança: (a) lote's registration against the manual's example field by field, the
// charge fields against a published payload, the signing texts against the published clients'
// constructions; (b) every built request against the transcribed layout (lote's validator and Ajv);
// (c) published and plausible answers as outcome kinds.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { CHARGES_EXAMPLE, ERROR_EXAMPLES, MANUAL_EXAMPLE, SIGNING_EXAMPLES } from "./examples";
import { input, json, keyOf, title } from "./fixtures.test-helpers";
import * as P from "./published";
import { base64url } from "./signing";

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

describe("(a) the manual's registration example", () => {
  const ex = MANUAL_EXAMPLE.body;
  const t = {
    input: input({
      agency: "1234",
      account: "1234567",
      wallet: "09",
      our_number: "1234",
      amount_cents: 100,
      issue_date: "2017-05-25",
      due_date: "2017-06-20",
      document_number: "123456",
      document_kind: "DS",
      payer: {
        name: "Cliente Teste",
        document: "12345648901234",
        address: {
          street: "rua Teste",
          number: "90",
          district: "bairro Teste",
          city: "Teste",
          state: "SP",
          zip_code: "12345500",
        },
      },
    }),
    reference: "",
    today: "2017-05-25",
  };
  const body = json(connector.register(t));
  // Where the example holds placeholders no real title yields, lote's own rule decides.
  const POLICY: Record<string, string> = {
    nuCPFCNPJ: "011222333", // the beneficiary's CNPJ root in 9 positions (the example's 123456789 + 0001 + 39 is 15 digits)
    filialCPFCNPJ: "0001",
    ctrlCPFCNPJ: "81",
    nuTitulo: "1234", // lote numbers its titles (the example's "0" asks the bank to)
    cdIndCpfcnpjPagador: "2", // from the document's length (the example's 1 goes with a 14-digit number)
  };
  it("the example itself conforms to the transcribed layout", () => conforms(P.REGISTER_BODY, ex));
  it.each(Object.keys(ex).filter((k) => !(k in POLICY)))("%s equals the example", (k) =>
    expect(body[k]).toEqual((ex as Record<string, string>)[k]),
  );
  it("differs only where lote's rule says, and writes nothing the example lacks", () => {
    expect(Object.fromEntries(Object.keys(POLICY).map((k) => [k, body[k]]))).toEqual(POLICY);
    expect(Object.keys(body).filter((k) => !(k in ex))).toEqual([]);
  });
  it("juros and multa as the published payload writes them (0.40 % and 2 %, two days after the due date)", () => {
    const c = json(
      connector.register(
        title({
          due_date: "2022-03-12",
          issue_date: "2022-02-11",
          interest: { kind: "monthly_rate", value: 40, start_date: "2022-03-14" },
          fine: { kind: "rate", value: 200, start_date: "2022-03-14" },
        }),
      ),
    );
    expect(Object.fromEntries(Object.keys(CHARGES_EXAMPLE.fields).map((k) => [k, c[k]]))).toEqual(
      CHARGES_EXAMPLE.fields,
    );
    expect(c.dtVencimentoTitulo).toBe(CHARGES_EXAMPLE.dueDate);
  });
});

describe("(a) the signing texts the published clients build", () => {
  const r = connector.register(title());
  if ("issues" in r) throw new Error("issues");
  const body = connector.signing.bodyText(r);
  it("equal BoletoNetCore's and the Postman collection's construction", () => {
    const mine = connector.signing.canonicalString(r, "tok123", "1694530000000", "2023-09-12T15:04:05-00:00");
    expect(mine).toBe(
      SIGNING_EXAMPLES.boletoNetCore.lines(body, "tok123", "1694530000000", "2023-09-12T15:04:05-00:00"),
    );
    expect(mine).toBe(
      SIGNING_EXAMPLES.postman.lines(
        "POST",
        r.path,
        "",
        body,
        "tok123",
        "1694530000000",
        "2023-09-12T15:04:05-00:00",
      ),
    );
    expect(JSON.parse(body)).toEqual(json(r));
  });
  it("the assertion: RS256/JWT header, aud at the token URL, sub the client, one hour, ver 1.1", () => {
    const now = Date.UTC(2023, 8, 12, 15, 4, 5, 123);
    const c = connector.signing.assertionClaims("client-1", connector.environments.sandbox.auth ?? "", now);
    expect(c.header).toEqual(SIGNING_EXAMPLES.assertion.header);
    expect(Object.keys(c.payload)).toEqual(SIGNING_EXAMPLES.assertion.payloadKeys);
    expect(c.payload).toEqual({
      aud: "https://proxy.api.prebanco.com.br/auth/server/v1.1/token",
      sub: "client-1",
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + SIGNING_EXAMPLES.assertion.lifetimeSeconds,
      jti: now,
      ver: "1.1",
    });
    conforms(P.ASSERTION_PAYLOAD, c.payload);
    const input = connector.signing.assertionSigningInput(c);
    expect(input).toBe(`${base64url(JSON.stringify(c.header))}.${base64url(JSON.stringify(c.payload))}`);
    expect(input.split(".")[0]).toBe("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9");
    const tokenReq = connector.signing.tokenRequest(`${input}.c2ln`);
    conforms(P.TOKEN_FORM, (tokenReq.body as { form: Record<string, string> }).form);
    expect([tokenReq.method, tokenReq.host, tokenReq.path]).toEqual([
      "POST",
      "auth",
      "/auth/server/v1.1/token",
    ]);
  });
  it("the signed headers and the timestamp", () => {
    const h = connector.signing.signedHeaders(
      "c2ln",
      "1",
      connector.signing.timestamp(Date.UTC(2023, 8, 12, 15, 4, 5)),
      "client-1",
    );
    conforms(P.SIGNED_HEADERS, { authorization: "Bearer t", ...h });
    expect(h["x-brad-timestamp"]).toBe("2023-09-12T15:04:05-00:00");
  });
});

describe("(b) every request lote builds conforms to the published layout", () => {
  const variants = {
    plain: title(),
    charges: title({
      interest: { kind: "daily_amount", value: 15 },
      fine: { kind: "amount", value: 500, start_date: "2026-03-25" },
      discount: { amount_cents: 500, until: "2026-03-15" },
      rebate_cents: 250,
    }),
    monthly: title({ interest: { kind: "monthly_rate", value: 100 }, fine: { kind: "rate", value: 200 } }),
    guarantor: title({
      guarantor: {
        name: "Sacador Avalista de Nome Muito Comprido Ltda Epp",
        document: "11222333000181",
        address: {
          street: "Av. Paulista",
          number: "1000A",
          city: "São Paulo",
          state: "SP",
          zip_code: "01310100",
        },
      },
    }),
    cnpjPayer: title({ payer: { ...input().payer, name: "Pagadora Comercial", document: "11222333000181" } }),
    cpfBeneficiary: title({ beneficiary: { name: "Pessoa", document: "11144477735" } }),
  };
  it.each(Object.entries(variants))("%s", (_n, t) => conforms(P.REGISTER_BODY, json(connector.register(t))));
  it("the query, the write-off and the probe conform", () => {
    const k = keyOf(input(), { nuTituloGerado: "1234" });
    conforms(P.QUERY_BODY, json(connector.query(k)));
    conforms(
      P.WRITE_OFF_BODY,
      json(
        (connector.instruct(k, { type: "write_off", reference: "r", today: "2026-03-10" }) ?? [])[0] as never,
      ),
    );
    conforms(P.QUERY_BODY, json(connector.probe(k.account, "2026-03-10")));
    expect(json(connector.query(k))).toEqual({
      cpfCnpj: { cpfCnpj: 11222333, filial: 1, controle: 81 },
      produto: 9,
      negociacao: "123400000001234567",
      nossoNumero: 1234,
      sequencia: 0,
    });
  });
  it("what Bradesco cannot carry is an issue; instructions it lacks are null", () => {
    const codes = (t: ReturnType<typeof title>) => {
      const r = connector.register(t);
      return "issues" in r ? r.issues.map((i) => i.code) : [];
    };
    expect(codes(title({ pix: { key: "11222333000181" } }))).toEqual(["BRADESCO_API_PIX"]);
    expect(codes(title({ due_date: null }))).toEqual(["BRADESCO_API_DUE_DATE"]);
    expect(codes(title({ document_number: "NF-000001234" }))).toEqual(["BRADESCO_API_SEU_NUMERO"]);
    expect(codes(title({ fine: { kind: "rate", value: 200, start_date: "2026-03-20" } }))).toEqual([
      "BRADESCO_API_CHARGE_DAYS",
    ]);
    const k = keyOf(input());
    for (const type of ["due_date_change", "protest", "rebate", "amount_change"] as const)
      expect(connector.instruct(k, { type, reference: "r", today: "2026-03-10" })).toBeNull();
  });
});

describe("(c) answers as outcome kinds", () => {
  const t = title();
  const k = keyOf(t.input);
  it("gateway and API errors", () => {
    conforms(P.ERROR_BODY, ERROR_EXAMPLES.gateway.body);
    conforms(P.ERROR_BODY, ERROR_EXAMPLES.acbr.body);
    expect(connector.parseRegister(res(401, ERROR_EXAMPLES.gateway.body), t).kind).toBe("unauthorized");
    expect(connector.parseRegister(res(400, ERROR_EXAMPLES.acbr.body), t)).toMatchObject({
      kind: "rejected",
      message: "Data de vencimento inválida",
      field: "dtVencimentoTitulo",
    });
    expect(connector.parseRegister(res(422, { codigo: "X", mensagem: "Título já registrado" }), t).kind).toBe(
      "duplicate",
    );
    expect(connector.parseRegister(res(400, { codigo: "69", mensagem: "erro" }), t).kind).toBe("duplicate");
    expect(
      connector.parseRegister(res(200, { codigoRetorno: "69", mensagemRetorno: "BOLETO JA REGISTRADO" }), t)
        .kind,
    ).toBe("duplicate");
    expect(connector.parseRegister(res(429, null, { "retry-after": "3" }), t)).toMatchObject({
      kind: "transient",
      retryAfterSeconds: 3,
    });
    expect(connector.parseRegister(res(502, "<html/>"), t).kind).toBe("transient");
    expect(connector.parseRegister(res(200, {}), t).kind).toBe("unknown");
  });
  it("the query: a title, a paid title, an unknown one", () => {
    const titulo = {
      CODSTATUS: 1,
      STATUS: "A VENCER",
      VALMOEDA: 15000,
      DATAVENCTO: "20.03.2026",
      CODBARRAS: "1",
      LINHADIG: "2",
    };
    expect(connector.parseQuery(res(200, { STATUS: 0, MENSAGEM: "OK", TITULO: titulo }), k)).toMatchObject({
      kind: "ok",
      state: "registered",
      amount_cents: 15000,
      due_date: "2026-03-20",
      payments: [],
    });
    const paid = { ...titulo, STATUS: "LIQUIDADO", DTPAGTO: 11032026, VLRPAGTO: 50.5 };
    expect(connector.parseQuery(res(200, { STATUS: 0, MENSAGEM: "OK", TITULO: paid }), k)).toMatchObject({
      state: "paid",
      payments: [{ payment_id: "liquidacao:1234", amount_cents: 5050, paid_on: "2026-03-11" }],
    });
    expect(connector.parseQuery(res(200, { STATUS: 8, MENSAGEM: "TITULO NAO ENCONTRADO" }), k).kind).toBe(
      "not_found",
    );
    expect(connector.parseQuery(res(200, { STATUS: 9, MENSAGEM: "SISTEMA INDISPONIVEL" }), k).kind).toBe(
      "unknown",
    );
  });
});
