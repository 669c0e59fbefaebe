// (c) Cora's answers and the error bodies as outcomes; Cora's published notification parsed.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import {
  ERROR_BODIES,
  NOTIFICATION_EXAMPLE,
  STAGE_BOLETO_INVOICE,
  STAGE_PAID,
  STAGE_PIX_INVOICE,
} from "./examples";
import { INPUT, keyOf, title } from "./fixtures";
import { ERROR_BODY, INVOICE, WEBHOOK_HEADERS } from "./published";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

function conforms(schema: JsonSchema, value: unknown): void {
  expect(validateSchema(schema, value)).toEqual([]);
  expect(ajv.validate(schema as object, value), JSON.stringify(ajv.errors)).toBe(true);
}

const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers,
  body,
});

describe("(c) answers and errors as outcomes", () => {
  it("the stage boleto invoice: id and codes", () => {
    conforms(INVOICE, STAGE_BOLETO_INVOICE.body);
    expect(connector.parseRegister(res(200, STAGE_BOLETO_INVOICE.body), title(INPUT))).toEqual({
      kind: "ok",
      provider_ids: { id: "inv_C0ntANAVQUKtFnhzLt791Wg" },
      codes: {
        barcode: "40399157900000350000000090485367000022132101",
        digitable_line: "40390000079048536700800221321011915790000035000",
        our_number: "04853670000221321",
      },
    });
  });

  it("the stage Pix invoice: the copia e cola from the root, no slip codes", () => {
    conforms(INVOICE, STAGE_PIX_INVOICE.body);
    const out = connector.parseRegister(res(200, STAGE_PIX_INVOICE.body), title(INPUT));
    expect(out).toMatchObject({ kind: "ok", codes: { pix_emv: STAGE_PIX_INVOICE.body.pix.emv } });
    expect(out.kind === "ok" && out.codes?.barcode).toBeFalsy();
  });

  it("states and the paid amount", () => {
    const k = keyOf(INPUT, { id: "inv_x" });
    expect(connector.parseQuery(res(200, STAGE_PAID.body), k)).toMatchObject({
      kind: "ok",
      state: "paid",
      payments: [{ payment_id: "inv_x:paid", amount_cents: 15000 }],
    });
    expect(connector.parseQuery(res(200, STAGE_BOLETO_INVOICE.body), k)).toMatchObject({
      state: "registered",
      amount_cents: 35000,
      payments: [],
    });
    for (const [status, state] of [
      ["LATE", "registered"],
      ["CANCELLED", "written_off"],
      ["DRAFT", "other"],
      ["IN_PAYMENT", "other"],
    ] as const)
      expect(connector.parseQuery(res(200, { id: "inv_x", status }), k)).toMatchObject({
        state,
        provider_state: status,
      });
    expect(connector.parseQuery(res(404, ERROR_BODIES.invalid), k)).toEqual({
      kind: "not_found",
      status: 404,
    });
  });

  it("a list answer finds lote's code; none or two are not_found and unknown", () => {
    const k = keyOf(INPUT);
    const item = { id: "inv_a", status: "OPEN", code: "NF-1001" };
    expect(
      connector.parseQuery(
        res(200, { totalItems: 2, items: [item, { id: "inv_b", status: "OPEN", code: "X" }] }),
        k,
      ),
    ).toMatchObject({ provider_ids: { id: "inv_a" } });
    expect(connector.parseQuery(res(200, { totalItems: 0, items: [] }), k).kind).toBe("not_found");
    expect(
      connector.parseQuery(res(200, { totalItems: 2, items: [item, { ...item, id: "inv_c" }] }), k),
    ).toMatchObject({ kind: "unknown", code: "AMBIGUOUS" });
  });

  it("error statuses", () => {
    const t = title(INPUT);
    conforms(ERROR_BODY, ERROR_BODIES.invalid);
    conforms(ERROR_BODY, ERROR_BODIES.cancelPaid);
    expect(connector.parseRegister(res(400, ERROR_BODIES.invalid), t)).toEqual({
      kind: "rejected",
      code: "INVALID_DUE_DATE",
      message: "due_date must be today or later",
      status: 400,
    });
    expect(connector.parseRegister(res(401, ERROR_BODIES.oauth), t)).toMatchObject({
      kind: "unauthorized",
      message: "The access token expired",
    });
    expect(connector.parseRegister(res(429, null, { "retry-after": "7" }), t)).toMatchObject({
      kind: "transient",
      retryAfterSeconds: 7,
    });
    expect(connector.parseRegister(res(503, "<html>down</html>"), t)).toMatchObject({
      kind: "transient",
      code: "HTTP_503",
    });
    expect(connector.parseRegister(res(422, {}), t)).toMatchObject({ kind: "rejected", code: "HTTP_422" });
    expect(connector.parseRegister(res(302, null), t)).toMatchObject({ kind: "unknown" });
    expect(connector.parseRegister(res(200, {}), t)).toMatchObject({
      kind: "unknown",
      code: "NO_INVOICE_ID",
    });
    const k = keyOf(INPUT, { id: "inv_1" });
    const off = { type: "write_off" as const, reference: "r", today: "2026-01-15" };
    expect(connector.parseInstruct(res(204, null), k, off)).toEqual({ kind: "ok" });
    expect(connector.parseInstruct(res(422, ERROR_BODIES.cancelPaid), k, off)).toMatchObject({
      kind: "rejected",
      code: "INVOICE_PAID",
      status: 422,
    });
  });

  it("Cora's published notification is a notice of the invoice; other events and strangers are not payments", () => {
    conforms(WEBHOOK_HEADERS, NOTIFICATION_EXAMPLE.headers);
    const parse = connector.parseWebhook;
    if (!parse) throw new Error("Cora notifies payments");
    expect(parse(NOTIFICATION_EXAMPLE)).toEqual({
      payments: [
        {
          payment_id: "evt_lEhFeN5OQ90y4mIN1aj399CA",
          provider_ids: { id: "inv_zXmtr2n0RpmIwdjfnNokhA" },
          amount_cents: 0,
          channel: "unknown",
        },
      ],
    });
    expect(
      parse({
        ...NOTIFICATION_EXAMPLE,
        headers: { ...NOTIFICATION_EXAMPLE.headers, "webhook-event-type": "invoice.canceled" },
      }),
    ).toEqual({ payments: [] });
    expect(parse({ headers: {}, body: "{}" })).toMatchObject({
      issues: [{ path: "headers.webhook-event-id" }, {}, {}],
    });
  });
});
