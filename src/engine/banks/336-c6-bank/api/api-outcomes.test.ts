// (c) C6's answers and error bodies as outcomes; the bank-slip notification parsed.
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../../connect/schema";
import type { ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { ERROR_BODIES, PY_BOLEPIX_EXAMPLE } from "./examples";
import { INPUT, keyOf, title } from "./fixtures";
import { BOLEPIX, ERROR_BODY } from "./published";

const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers,
  body,
});
const t = title(INPUT);
const k = keyOf(INPUT);

describe("(c) answers and errors as outcomes", () => {
  it("the example's answer: ids and codes from payment_method", () => {
    const body = { ...PY_BOLEPIX_EXAMPLE.answer, id: "01J3NCKY6Q99QC4D7T733D35QD" };
    expect(validateSchema(BOLEPIX, body)).toEqual([]);
    expect(connector.parseRegister(res(201, body), t)).toEqual({
      kind: "ok",
      provider_ids: { id: "01J3NCKY6Q99QC4D7T733D35QD", external_reference_id: "AAAAAAAAAAAAAAAAAAAAAAAAAA" },
      // That test shortened the codes ("336x", "336y"); lote keeps the digits and checkC6Codes refuses them.
      codes: { barcode: "336", digitable_line: "336", pix_emv: "00020126..." },
    });
    expect(connector.parseRegister(res(201, PY_BOLEPIX_EXAMPLE.answer), t)).toMatchObject({
      kind: "unknown",
      code: "NO_BANK_SLIP_ID",
    });
  });

  it("states and the paid amount", () => {
    const slip = { id: "X", external_reference_id: "E", amount: 123.45, due_date: "2026-02-10" };
    expect(connector.parseQuery(res(200, { ...slip, status: "CREATED" }), k)).toMatchObject({
      state: "registered",
      amount_cents: 12345,
      due_date: "2026-02-10",
      payments: [],
    });
    expect(
      connector.parseQuery(
        res(200, { ...slip, status: "PAID", payment_amount: 100, payment_date: "2026-02-09" }),
        k,
      ),
    ).toMatchObject({
      state: "paid",
      payments: [{ payment_id: "X:paid", amount_cents: 10000, paid_on: "2026-02-09" }],
    });
    expect(connector.parseQuery(res(200, { ...slip, status: "PAID" }), k)).toMatchObject({
      payments: [{ amount_cents: 12345 }],
    });
    expect(connector.parseQuery(res(200, { ...slip, status: "CANCELLED" }), k)).toMatchObject({
      state: "written_off",
    });
    expect(connector.parseQuery(res(200, { ...slip, status: "EXPIRED" }), k)).toMatchObject({
      state: "other",
      provider_state: "EXPIRED",
    });
    expect(connector.parseQuery(res(404, ERROR_BODIES.validation), k)).toEqual({
      kind: "not_found",
      status: 404,
    });
  });

  it("error statuses, and the CIP's pending request as transient", () => {
    expect(validateSchema(ERROR_BODY, ERROR_BODIES.validation)).toEqual([]);
    expect(connector.parseRegister(res(400, ERROR_BODIES.validation), t)).toEqual({
      kind: "rejected",
      code: "HTTP_400",
      message: "Bad Request — due_date must be today or later",
      status: 400,
    });
    expect(connector.parseRegister(res(422, ERROR_BODIES.cipApproval), t)).toMatchObject({
      kind: "transient",
      code: "CIP_PENDING",
    });
    const off = { type: "write_off" as const, reference: "r", today: "2026-01-15" };
    expect(connector.parseInstruct(res(400, ERROR_BODIES.cipProcessing), k, off)).toMatchObject({
      kind: "transient",
      code: "CIP_PENDING",
    });
    expect(connector.parseInstruct(res(204, null), k, off)).toEqual({ kind: "ok" });
    expect(connector.parseRegister(res(409, { title: "Conflict" }), t)).toMatchObject({ kind: "duplicate" });
    expect(connector.parseRegister(res(401, { title: "Unauthorized" }), t)).toMatchObject({
      kind: "unauthorized",
    });
    expect(connector.parseRegister(res(429, null, { "retry-after": "3" }), t)).toMatchObject({
      kind: "transient",
      retryAfterSeconds: 3,
    });
    expect(connector.parseRegister(res(502, "<html>"), t)).toMatchObject({
      kind: "transient",
      code: "HTTP_502",
    });
    expect(connector.parseRegister(res(302, null), t)).toMatchObject({ kind: "unknown" });
  });

  it("the notification: a paid BolePix object is a payment notice; others and strangers are not", () => {
    const parse = connector.parseWebhook;
    if (!parse) throw new Error("C6 notifies bank slips");
    const paid = {
      id: "X",
      external_reference_id: "E",
      status: "PAID",
      amount: 10,
      payment_amount: 10,
      payment_date: "2026-02-09",
    };
    expect(parse({ headers: {}, body: JSON.stringify(paid) })).toMatchObject({
      payments: [{ provider_ids: { id: "X", external_reference_id: "E" }, amount_cents: 1000 }],
    });
    expect(parse({ headers: {}, body: JSON.stringify({ ...paid, status: "CREATED" }) })).toEqual({
      payments: [],
    });
    expect(parse({ headers: {}, body: "not json" })).toMatchObject({ issues: [{ path: "body" }] });
    expect(parse({ headers: {}, body: "{}" })).toMatchObject({ issues: [{ path: "body.id" }] });
  });
});
