// C6's BolePix connector against the published material: (a) the published example, field by
// field; (b) every request lote builds validates against published.ts with lote's validator and
// with Ajv. Outcomes: api-outcomes.test.ts; lifecycle and faults: api-sim.test.ts.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiRequest } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { connector } from "./connector";
import { PY_BOLEPIX_EXAMPLE, ROTEIRO_TEMPLATES } from "./examples";
import { ADDRESS, EVP, INPUT, keyOf, title } from "./fixtures";
import { BOLEPIX_REQUEST, BOLEPIX_UPDATE, WEBHOOK_REQUEST } from "./published";
import { externalReferenceId, webhookRegister } from "./request";

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
  it("the Python provider's BolePix example is the body lote builds, field by field", () => {
    const ex = PY_BOLEPIX_EXAMPLE.input;
    const input: BoletoInput = {
      ...INPUT,
      amount_cents: ex.amount_cents,
      due_date: ex.due_date,
      description: [ex.description],
      payer: { ...ex.payer, address: { ...ex.payer.address } },
      wallet: ex.wallet,
      fine: undefined,
      interest: undefined,
      pix: { key: ex.pix_key },
    };
    const body = bodyOf(built(input));
    const { external_reference_id, ...rest } = body;
    expect(external_reference_id).toMatch(/^[A-Z0-9]{26}$/);
    expect(rest).toEqual(PY_BOLEPIX_EXAMPLE.sent);
  });

  it("the roteiro's templates name exactly the payer and payment fields lote sends", () => {
    const body = bodyOf(built(INPUT));
    const payer = body.payer as { address: Record<string, unknown> };
    const sent = [
      ...Object.keys(payer).filter((k) => k !== "address"),
      ...Object.keys(payer.address).map((k) => `address.${k}`),
    ];
    expect(ROTEIRO_TEMPLATES.payer.filter((f) => f !== "email")).toEqual(sent);
    expect(Object.keys((body.payment_method as { pix: object }).pix)).toEqual([
      ...ROTEIRO_TEMPLATES.payment_method.pix,
    ]);
  });
});

describe("(b) every built request conforms to the published schemas", () => {
  const variants: [string, BoletoInput][] = [
    ["the lifecycle title (fine rate, monthly interest, Pix)", INPUT],
    [
      "no charges, no Pix, CNPJ payer, production carteira 15",
      {
        ...INPUT,
        wallet: "15",
        fine: undefined,
        interest: undefined,
        pix: undefined,
        payer: { name: "ACME Ltda", document: "11222333000181", address: ADDRESS },
      },
    ],
    [
      "fixed fine from the 3rd day, daily interest",
      {
        ...INPUT,
        fine: { kind: "amount", value: 500, start_date: "2026-02-13" },
        interest: { kind: "daily_amount", value: 12 },
      },
    ],
    [
      "instructions and an address without number",
      {
        ...INPUT,
        instructions: ["Não receber após 30 dias", "Multa de 2%"],
        payer: { ...INPUT.payer, address: { ...ADDRESS, number: undefined } },
      },
    ],
  ];
  it.each(variants)("%s", (_name, input) => {
    const r = built(input);
    conforms(BOLEPIX_REQUEST, bodyOf(r));
    expect(r).toMatchObject({ method: "POST", path: "/v2/bank_slips/" });
  });

  it("fees: percent from basis points, reais from centavos, deadlines in days after the due date", () => {
    expect(bodyOf(built(variants[2]![1])).fees).toEqual({
      fine_type: "FIXED_VALUE",
      fine_value: 5,
      fine_deadline: 3,
      interest_type: "VALUE_PER_DAY",
      interest_value: 0.12,
      interest_deadline: 1,
    });
    expect(bodyOf(built(INPUT)).fees).toMatchObject({
      fine_type: "PERCENTAGE",
      fine_value: 2,
      interest_type: "MONTHLY_PERCENTAGE",
      interest_value: 1,
    });
    expect(bodyOf(built({ ...INPUT, amount_cents: 100000001 })).amount).toBe(1000000.01);
  });

  it("what C6 cannot carry is an issue, not a request", () => {
    const issues = (input: BoletoInput) => {
      const r = connector.register(title(input));
      return "issues" in r ? r.issues.map((i) => i.code) : [];
    };
    expect(issues({ ...INPUT, rebate_cents: 100 })).toEqual(["C6_NO_REBATE"]);
    expect(issues({ ...INPUT, guarantor: { name: "Avalista", document: "49467837846" } })).toEqual([
      "C6_NO_GUARANTOR",
    ]);
    expect(issues({ ...INPUT, discount: { amount_cents: 100, until: "2026-02-05" } })).toEqual([
      "C6_DISCOUNT_UNCONFIRMED",
    ]);
    expect(issues({ ...INPUT, pix: { key: "+5511999999999" } })).toEqual(["C6_PIX_KEY_NOT_EVP"]);
    expect(issues({ ...INPUT, payer: { name: "Ana", document: "49467837846" } })).toEqual([
      "C6_ADDRESS_REQUIRED",
    ]);
    expect(
      issues({ ...INPUT, payer: { ...INPUT.payer, address: { ...ADDRESS, district: undefined } } }),
    ).toEqual(["C6_DISTRICT_REQUIRED"]);
    expect(issues({ ...INPUT, instructions: ["a", "b", "c", "d", "e"] })).toEqual(["C6_INSTRUCTIONS"]);
    expect(issues({ ...INPUT, due_date: null })).toContain("C6_DUE_DATE_REQUIRED");
  });

  it("lote's key: a stable 26-character external_reference_id per reference", () => {
    const a = externalReferenceId("item-1");
    expect(a).toMatch(/^[A-Z0-9]{26}$/);
    expect(externalReferenceId("item-1")).toBe(a);
    expect(externalReferenceId("item-2")).not.toBe(a);
    expect(externalReferenceId("K7Q2M4N6P8R0T2V4X6Z8B0D2F4")).toBe("K7Q2M4N6P8R0T2V4X6Z8B0D2F4");
    expect(bodyOf(built(INPUT)).external_reference_id).toBe(a);
    expect(connector.query(keyOf(INPUT)).path).toBe(`/v2/bank_slips/${a}`);
  });

  it("the instructions, the probe and the webhook registration conform", () => {
    const k = keyOf(INPUT);
    const base = { reference: "r", today: "2026-01-15" };
    const [due] = connector.instruct(k, { ...base, type: "due_date_change", due_date: "2026-03-01" }) ?? [];
    const [amount] = connector.instruct(k, { ...base, type: "amount_change", amount_cents: 15050 }) ?? [];
    conforms(BOLEPIX_UPDATE, bodyOf(due as ApiRequest));
    expect(bodyOf(amount as ApiRequest)).toEqual({ amount: 150.5 });
    expect(connector.instruct(k, { ...base, type: "write_off" })).toEqual([
      {
        method: "PUT",
        path: `/v2/bank_slips/${externalReferenceId("item-1")}/cancel`,
        headers: { "partner-software-name": "lote" },
      },
    ]);
    expect(connector.instruct(k, { ...base, type: "rebate", rebate_cents: 1 })).toBeNull();
    conforms(WEBHOOK_REQUEST, bodyOf(webhookRegister("https://lote.example/h/1")));
    expect(connector.probe(INPUT, "2026-01-15")).toMatchObject({
      method: "GET",
      path: "/v1/webhooks/",
      query: { service: "BANK_SLIP" },
    });
    expect(EVP).toMatch(/^[0-9a-f-]{36}$/);
  });
});
