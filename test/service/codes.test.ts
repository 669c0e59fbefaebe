// POST /v1/codes/parse: happy, error and security cases. The codes are published ones (see
// src/engine/boleto/parse-any.test.ts and the banks' vectors.fixtures.ts for their sources).
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, newTenant, type Tenant } from "./helpers";

let t: Tenant;
beforeAll(async () => {
  t = await newTenant();
});

const parse = (code: unknown, key = t.key) =>
  call("/v1/codes/parse", { method: "POST", key, json: { code } });

describe("POST /v1/codes/parse (happy)", () => {
  it("reads a boleto of a bank lote issues for, from its linha digitável", async () => {
    // kivanio/brcobranca itau_spec.rb, fator 2548 (2029).
    const res = await parse("34191.09008 01015.271248 80212.460002 4 25480000675787");
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      type: "boleto",
      bank_code: "341",
      bank_name: "Itaú",
      currency_code: "9",
      due_date: "2029-05-20",
      amount_cents: 675787,
      barcode: "34194254800006757871090001015271248021246000",
      free_field: "1090001015271248021246000",
    });
  });

  it("reads an arrecadação barcode: segment, amount, company", async () => {
    // @mrmgomes/boleto-utils test/test.js: an energy bill of R$ 509,60.
    const res = await parse("83860000005096000190000008017823000034306271");
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      type: "arrecadacao",
      segment: "3",
      segment_name: "energia elétrica e gás",
      value_kind: "amount",
      check_modulus: 11,
      amount_cents: 50960,
      company_id: "0019",
      digitable_line: "838600000050096000190009000801782309000343062712",
    });
  });
});

describe("POST /v1/codes/parse (errors)", () => {
  it("422 INVALID_PAYMENT_CODE lists every wrong check digit with its path", async () => {
    const res = await parse("34191.09008 01015.271248 80212.460003 5 25480000675787");
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = await json<{ code: string; errors: { code: string; path: string }[] }>(res);
    expect(body.code).toBe("INVALID_PAYMENT_CODE");
    expect(body.errors.map((e) => [e.code, e.path])).toEqual([
      ["INVALID_CHECK_DIGIT", "body.code.field_3"],
      ["INVALID_CHECK_DIGIT", "body.code.general_check_digit"],
    ]);
  });

  it("422 for other characters and lengths; VALIDATION_FAILED for a body without a code", async () => {
    const codes = async (code: unknown) =>
      await json<{ code: string; errors: { code: string }[] }>(await parse(code));
    expect((await codes("3419/1090")).errors[0]?.code).toBe("INVALID_CHARACTERS");
    expect((await codes("1234")).errors[0]?.code).toBe("INVALID_LENGTH");
    const missing = await call("/v1/codes/parse", { method: "POST", key: t.key, json: {} });
    expect(missing.status).toBe(422);
    expect((await json<{ code: string }>(missing)).code).toBe("VALIDATION_FAILED");
    const tooLong = await parse("1".repeat(101));
    expect(tooLong.status).toBe(422);
  });
});

describe("POST /v1/codes/parse (security)", () => {
  it("401 without a key or with a wrong one", async () => {
    const none = await call("/v1/codes/parse", { method: "POST", json: { code: "1" } });
    expect(none.status).toBe(401);
    const wrong = await parse("83860000005096000190000008017823000034306271", "lote_wrong_key");
    expect(wrong.status).toBe(401);
  });

  it("is in the OpenAPI document as a tenant route", async () => {
    const doc = await json<{ paths: Record<string, { post?: { security?: unknown[] } }> }>(
      await call("/openapi.json"),
    );
    expect(doc.paths["/v1/codes/parse"]?.post?.security).toEqual([{ apiKey: [] }]);
  });
});
