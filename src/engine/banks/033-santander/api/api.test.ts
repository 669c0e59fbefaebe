// Santander API de Cobrança: lote's requests against the published examples (field by field),
// every built request against the transcribed schemas (lote's validator and Ajv), the nosso número
// as bankNumber, and the published/plausible answers against the outcome kinds.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { barcodeToDigitableLine, expectedGeneralDigit } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiInstruction, ApiResponse } from "../../../connect/types";
import { connector, withWorkspace } from "./connector";
import {
  BANK_NUMBER_EXAMPLE,
  BANK_SLIP_ID_EXAMPLES,
  FLYCORP_WRITE_OFF,
  INSTRUCTION_EXAMPLES,
  REGISTER_EXAMPLE,
  WORKSPACE_EXAMPLE,
} from "./examples";
import { input, json, keyOf, req, title } from "./fixtures.test-helpers";
import { bankNumberOf, bankSlipId } from "./format";
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

describe("(a) the published registration example", () => {
  const ex = REGISTER_EXAMPLE.body;
  const t = {
    ...title({
      agreement: "3567206",
      our_number: "1",
      amount_cents: 10000,
      due_date: "2026-09-25",
      issue_date: "2026-08-25",
      document_number: "SOULTEST001",
      document_kind: "DM",
      instructions: [...ex.messages],
      payer: {
        name: "Cliente Teste Sandbox",
        document: "94620639079",
        address: {
          street: "Rua Teste, 100",
          district: "Centro",
          city: "Gaspar",
          state: "SC",
          zip_code: "89111000",
        },
      },
    }),
    today: "2026-08-25",
  };
  const body = json(connector.register(t));
  // lote's own rule for these, each with the reason (the example is a sandbox test).
  const POLICY: Record<string, unknown> = {
    environment: "PRODUCAO", // ACBr: PRODUCAO in every environment, per Santander's support
    nsuCode: "0000000000019", // the nosso número is unique per convênio and day
    bankNumber: "0000000000019", // 12 digits + DV (the example's "1" has none)
  };
  const NOT_WRITTEN = ["writeOffQuantityDays"]; // lote has no automatic write-off term
  const ADDED = ["participantCode", "protestType"]; // lote's item id; no protest unless instructed

  it("the example itself conforms to the transcribed schema", () => conforms(P.REGISTER_BODY, ex));
  it.each(Object.keys(ex).filter((k) => !NOT_WRITTEN.includes(k) && !(k in POLICY)))(
    "%s equals the example",
    (k) => expect(body[k]).toEqual((ex as Record<string, unknown>)[k]),
  );
  it("differs only where lote's rule says", () => {
    expect(Object.fromEntries(Object.keys(POLICY).map((k) => [k, body[k]]))).toEqual(POLICY);
    expect(Object.keys(body).filter((k) => !(k in ex))).toEqual(ADDED);
    expect(body.protestType).toBe("SEM_PROTESTO");
  });
  it("the published answer parses to its codes, and they are a consistent barcode", () => {
    const out = connector.parseRegister(res(201, REGISTER_EXAMPLE.response), t);
    expect(out).toMatchObject({
      kind: "ok",
      provider_ids: {
        bankNumber: "1",
        covenantCode: "3567206",
        nsuCode: "TST00000000000000001",
        bankSlipId: "TST00000000000000001.2026-08-25.T.3567206.1",
      },
      codes: {
        barcode: REGISTER_EXAMPLE.response.barcode,
        digitable_line: REGISTER_EXAMPLE.response.digitableLine,
        pix_emv: REGISTER_EXAMPLE.response.qrCodePix,
      },
    });
    const bc = REGISTER_EXAMPLE.response.barcode;
    expect(expectedGeneralDigit(bc)).toBe(bc[4]);
    expect(barcodeToDigitableLine(bc)).toBe(REGISTER_EXAMPLE.response.digitableLine);
    // The campo livre reads 9 · 3567206 · 0000000012345 · 0 · 101 — a canned sandbox nosso número.
    expect(bc.slice(19)).toBe("9356720600000000123450101");
  });
});

describe("(a) the published instruction, workspace and key examples", () => {
  const k = keyOf(input({ agreement: "0028697" }), { bankNumber: "1" });
  const base = { reference: "r", today: "2026-09-01" };
  const cases: [string, ApiInstruction, Record<string, unknown>][] = [
    ["dueDate", { ...base, type: "due_date_change", due_date: "2026-10-15" }, INSTRUCTION_EXAMPLES.dueDate],
    ["BAIXAR", { ...base, type: "write_off" }, INSTRUCTION_EXAMPLES.writeOff],
    ["PROTESTAR", { ...base, type: "protest" }, INSTRUCTION_EXAMPLES.protest],
    ["CANCELAR_PROTESTO", { ...base, type: "protest_cancel" }, INSTRUCTION_EXAMPLES.protestCancel],
  ];
  it.each(cases)("%s: PATCH …/bank_slips with the example's body", (_n, i, want) => {
    const [r, ...rest] = connector.instruct(k, i) ?? [];
    expect(rest).toEqual([]);
    expect([r?.method, r?.host, r?.path]).toEqual(["PATCH", "workspace", "/bank_slips"]);
    expect(json(req(r as never))).toEqual(want);
    conforms(P.INSTRUCTION_BODY, want);
  });
  it("flycorp's write-off", () => {
    const kf = keyOf(input({ agreement: "0000001" }), { bankNumber: "123" });
    expect(json(req((connector.instruct(kf, { ...base, type: "write_off" }) ?? [])[0] as never))).toEqual(
      FLYCORP_WRITE_OFF.body,
    );
  });
  it("the workspace the sandbox created", () => {
    conforms(P.WORKSPACE_BODY, WORKSPACE_EXAMPLE.body);
    const w = json(connector.registerWorkspace(input(), "https://teste", "Teste Soul Sandbox"));
    expect(w).toEqual(WORKSPACE_EXAMPLE.body);
    expect(connector.parseWorkspace(res(201, WORKSPACE_EXAMPLE.response))).toEqual({
      kind: "ok",
      workspace_id: WORKSPACE_EXAMPLE.response.id,
    });
    expect(
      withWorkspace(connector.environments.production, WORKSPACE_EXAMPLE.response.id).extra?.workspace,
    ).toBe(
      "https://trust-open.api.santander.com.br/collection_bill_management/v2/workspaces/92446ad6-d52a-4141-bee4-58a019358faa",
    );
  });
  it("the sonda keys", () => {
    for (const e of [BANK_SLIP_ID_EXAMPLES.production, BANK_SLIP_ID_EXAMPLES.test])
      expect(bankSlipId(e.nsu, e.date, e.env, e.covenant, e.bankNumber)).toBe(e.id);
  });
  it("the nosso número is sent with its DV, as TOTVS's example and lote's boleto print it", () => {
    expect(bankNumberOf(BANK_NUMBER_EXAMPLE.sequence)).toBe(BANK_NUMBER_EXAMPLE.bankNumber);
    const b = buildBoleto(input({ our_number: BANK_NUMBER_EXAMPLE.sequence }), { today: "2026-03-02" });
    expect(b.our_number.replace("-", "")).toBe(BANK_NUMBER_EXAMPLE.bankNumber);
    expect(json(connector.register(title({ our_number: BANK_NUMBER_EXAMPLE.sequence }))).bankNumber).toBe(
      "9999999999996",
    );
  });
});
