// Cora's connector against Cora's published material: (a) the published registration example,
// field by field; (b) every request lote builds validates against published.ts with lote's
// validator and with Ajv. The outcomes are in api-outcomes.test.ts, the lifecycle in api-sim.test.ts.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiRequest } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { connector } from "./connector";
import { CONTACORA_EXAMPLE } from "./examples";
import { ADDRESS, INPUT, keyOf, title } from "./fixtures";
import { ENDPOINT_REQUEST, IDEMPOTENT_HEADERS, INVOICE_REQUEST, LIST_QUERY } from "./published";
import { idempotencyKey, webhookRegister } from "./request";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

function conforms(schema: JsonSchema, value: unknown): void {
  expect(validateSchema(schema, value)).toEqual([]);
  expect(ajv.validate(schema as object, value), JSON.stringify(ajv.errors)).toBe(true);
}

const built = (input: BoletoInput, reference = "item-1") =>
  connector.register(title(input, reference)) as ApiRequest;
const bodyOf = (r: ApiRequest) => (r.body as { json: Record<string, unknown> }).json;
describe("(a) the published example", () => {
  it("contacora-api's README example is the body lote builds, field by field (code aside)", () => {
    const ex = CONTACORA_EXAMPLE.input;
    const input: BoletoInput = {
      ...INPUT,
      amount_cents: ex.amount_cents,
      due_date: ex.due_date,
      payer: { ...ex.payer },
      description: [ex.service.name, ex.service.description],
      fine: { kind: "amount", value: ex.fine_cents },
      interest: { kind: "monthly_rate", value: 50 },
    };
    const body = bodyOf(built(input));
    const { code, ...rest } = body;
    expect(code).toBe("NF-1001");
    expect(rest).toEqual(CONTACORA_EXAMPLE.body);
  });
});

describe("(b) every built request conforms to the published schemas", () => {
  const variants: [string, BoletoInput][] = [
    ["the lifecycle title (fine rate, interest, Pix)", INPUT],
    [
      "no charges, no Pix, CNPJ payer",
      {
        ...INPUT,
        fine: undefined,
        interest: undefined,
        pix: undefined,
        payer: { name: "ACME Ltda", document: "11222333000181", address: ADDRESS },
      },
    ],
    [
      "fixed fine and a discount to the due date",
      {
        ...INPUT,
        fine: { kind: "amount", value: 500 },
        discount: { amount_cents: 1000, until: "2026-02-10" },
      },
    ],
    [
      "no address, no document number",
      { ...INPUT, document_number: undefined, payer: { name: "Ana", document: "49467837846" } },
    ],
    [
      "an address without number or complement",
      {
        ...INPUT,
        payer: { name: "Ana", document: "49467837846", address: { ...ADDRESS, number: undefined } },
      },
    ],
  ];
  it.each(variants)("%s", (_name, input) => {
    const r = built(input);
    conforms(INVOICE_REQUEST, bodyOf(r));
    conforms(IDEMPOTENT_HEADERS, r.headers);
    expect(r).toMatchObject({ method: "POST", path: "/v2/invoices/" });
    expect(r.idempotencyKey).toBe(r.headers?.["idempotency-key"]);
  });

  it("the number-less address goes as S/N; the payer without address goes without", () => {
    const noNumber = bodyOf(built(variants[4]![1]));
    expect((noNumber.customer as { address: { number: string } }).address.number).toBe("S/N");
    expect(bodyOf(built(variants[3]![1])).customer).toEqual({
      name: "Ana",
      document: { identity: "49467837846", type: "CPF" },
    });
  });

  it("what Cora cannot carry is an issue, not a request", () => {
    const issues = (input: BoletoInput) => {
      const r = connector.register(title(input));
      return "issues" in r ? r.issues.map((i) => i.code) : [];
    };
    expect(issues({ ...INPUT, rebate_cents: 100 })).toEqual(["CORA_NO_REBATE"]);
    expect(issues({ ...INPUT, guarantor: { name: "Avalista", document: "49467837846" } })).toEqual([
      "CORA_NO_GUARANTOR",
    ]);
    expect(issues({ ...INPUT, interest: { kind: "daily_amount", value: 10 } })).toEqual([
      "CORA_INTEREST_KIND",
    ]);
    expect(issues({ ...INPUT, discount: { amount_cents: 100, until: "2026-02-01" } })).toEqual([
      "CORA_DISCOUNT_DATE",
    ]);
    expect(issues({ ...INPUT, due_date: null })).toEqual(["CORA_DUE_DATE_REQUIRED"]);
    expect(
      issues({
        ...INPUT,
        payer: { name: "Ana", document: "49467837846", address: { ...ADDRESS, district: undefined } },
      }),
    ).toEqual(["CORA_DISTRICT_REQUIRED"]);
  });

  it("the idempotency key is a stable UUID per reference; a UUID reference is kept", () => {
    const a = idempotencyKey("item-1");
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKey("item-1")).toBe(a);
    expect(idempotencyKey("item-2")).not.toBe(a);
    expect(idempotencyKey("5D19CD7F-0000-4000-8000-000000000001")).toBe(
      "5d19cd7f-0000-4000-8000-000000000001",
    );
  });

  it("queries, the probe and the endpoint registration conform", () => {
    conforms(LIST_QUERY, connector.query(keyOf(INPUT)).query);
    conforms(LIST_QUERY, connector.probe(INPUT, "2026-01-15").query);
    expect(connector.query(keyOf(INPUT, { id: "inv_1" }))).toEqual({
      method: "GET",
      path: "/v2/invoices/inv_1",
    });
    const hook = webhookRegister("https://lote.example/h/1");
    conforms(ENDPOINT_REQUEST, bodyOf(hook));
    conforms(IDEMPOTENT_HEADERS, hook.headers);
    expect(hook.path).toBe("/endpoints/");
  });

  it("the only instruction is the write-off; the others are not offered", () => {
    const k = keyOf(INPUT, { id: "inv_1" });
    const base = { reference: "r", today: "2026-01-15" };
    expect(connector.instruct(k, { ...base, type: "write_off" })).toEqual([
      { method: "DELETE", path: "/v2/invoices/inv_1" },
    ]);
    expect(connector.instruct(k, { ...base, type: "due_date_change", due_date: "2026-03-01" })).toBeNull();
    expect(connector.instruct(k, { ...base, type: "amount_change", amount_cents: 1 })).toBeNull();
    expect(connector.instruct(keyOf(INPUT), { ...base, type: "write_off" })).toBeNull();
  });
});
