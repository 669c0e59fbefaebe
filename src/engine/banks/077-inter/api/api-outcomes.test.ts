// (c) Inter's published answers and error bodies as typed outcomes; the published answer examples
// and a real callback held to the transcribed response schemas.
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiResponse, TitleKey } from "../../../connect/types";
import { connector } from "./connector";
import {
  EDITAR_RESPONSE,
  EMITIR_RESPONSE,
  ERRORS,
  LISTA_RESPONSE,
  REAL_CODES,
  RECUPERAR_RESPONSE,
} from "./examples";
import { CALLBACK, COBRANCA_DETALHADA, LISTA_COBRANCAS, PROBLEMA } from "./published";

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
function conforms(schema: JsonSchema, value: unknown) {
  expect(validateSchema(schema, value)).toEqual([]);
  expect(ajv.validate(schema as object, value), JSON.stringify(ajv.errors)).toBe(true);
}

const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers,
  body,
});
const key: TitleKey = {
  our_number: "1",
  document_number: "123456",
  account: { agency: "0001", account: "1234567", wallet: "112" },
  beneficiary_document: "62474761000132",
  provider_ids: { codigoSolicitacao: "183e982a-34e5-4bc0-9643-def5432a" },
};
const writeOff = { type: "write_off", reference: "i", today: "2026-01-01" } as const;
const real = REAL_CODES[0] as NonNullable<(typeof REAL_CODES)[0]>;
const REAL_CALLBACK = {
  codigoSolicitacao: "8f8ad139-fbcc-4bad-8e16-58080f4a6016",
  seuNumero: "FAT-001704",
  situacao: "A_RECEBER",
  dataHoraSituacao: "2024-09-30T19:29:22.684Z",
  nossoNumero: real.our_number,
  codigoBarras: real.barcode,
  linhaDigitavel: real.digitable_line,
  txid: real.pix_txid,
  pixCopiaECola: real.pix_emv,
};

describe("(c) error bodies → outcome kinds", () => {
  it("the published error examples conform to Problema", () => {
    for (const e of Object.values(ERRORS)) conforms(PROBLEMA, e.body);
  });

  it("400 is rejected with the violated property; the duplicate guard's 400 is a duplicate", () => {
    expect(connector.parseRegister(res(400, ERRORS.invalid.body), {} as never)).toMatchObject({
      kind: "rejected",
      code: "HTTP_400",
      field: "dataInicial",
    });
    const dup = connector.parseRegister(res(400, ERRORS.duplicate.body), {} as never);
    expect(dup).toMatchObject({ kind: "duplicate", status: 400 });
    expect(dup.kind === "duplicate" && dup.message).toContain("4d188f59");
    // The phrase is found in detail too (one client reads it there), accents or not.
    const inDetail = {
      title: "Erro",
      detail: "Existe uma cobranca emitida ha poucos minutos com os mesmos dados",
    };
    expect(connector.parseRegister(res(400, inDetail), {} as never).kind).toBe("duplicate");
    // An instruction's 400 is never a duplicate.
    expect(connector.parseInstruct(res(400, ERRORS.duplicate.body), key, writeOff).kind).toBe("rejected");
  });

  it("403 rejected, 404 not found on a query and rejected on an instruction", () => {
    expect(connector.parseInstruct(res(403, ERRORS.forbidden.body), key, writeOff)).toMatchObject({
      kind: "rejected",
      message: expect.stringContaining("Acesso Negado"),
    });
    expect(connector.parseQuery(res(404, ERRORS.notFound.body), key)).toEqual({
      kind: "not_found",
      status: 404,
    });
    expect(connector.parseInstruct(res(404, ERRORS.notFound.body), key, writeOff).kind).toBe("rejected");
  });

  it("500, 503 and 429 are transient (Retry-After read); 401 unauthorized; the rest unknown", () => {
    expect(connector.parseRegister(res(500, ERRORS.internal.body), {} as never).kind).toBe("transient");
    expect(connector.parseQuery(res(503, ERRORS.unavailable.body), key).kind).toBe("transient");
    expect(connector.parseRegister(res(429, null, { "retry-after": "7" }), {} as never)).toMatchObject({
      kind: "transient",
      retryAfterSeconds: 7,
    });
    expect(connector.parseQuery(res(401, null), key).kind).toBe("unauthorized");
    expect(connector.parseRegister(res(302, "<html>"), {} as never)).toMatchObject({
      kind: "unknown",
      status: 302,
    });
    expect(connector.parseRegister(res(200, {}), {} as never).kind).toBe("unknown");
  });
});

describe("(c) published answers", () => {
  it("Emitir cobrança: the codigoSolicitacao is the provider id", () => {
    expect(connector.parseRegister(res(200, EMITIR_RESPONSE.body), {} as never)).toEqual({
      kind: "ok",
      provider_ids: { codigoSolicitacao: "183e982a-34e5-4bc0-9643-def5432a" },
    });
  });

  it("Recuperar cobrança: a RECEBIDO example is paid, with its payment and codes", () => {
    conforms(COBRANCA_DETALHADA, RECUPERAR_RESPONSE.body);
    const q = connector.parseQuery(res(200, RECUPERAR_RESPONSE.body), key);
    expect(q).toMatchObject({
      kind: "ok",
      state: "paid",
      provider_state: "RECEBIDO",
      amount_cents: 123456,
      due_date: "2023-10-15",
      codes: { our_number: "12345678", barcode: "01234567890123456789012345678901234567890123" },
      payments: [
        {
          payment_id: "183e982a-34e5-4bc0-9643-def5432a:RECEBIDO",
          amount_cents: 123456,
          paid_on: "2023-09-26",
          channel: "boleto",
        },
      ],
    });
  });

  it("Recuperar coleção: the item with lote's seuNumero; none is not found", () => {
    conforms(LISTA_COBRANCAS, LISTA_RESPONSE.body);
    const { provider_ids: _p, ...byList } = key;
    expect(connector.parseQuery(res(200, LISTA_RESPONSE.body), byList)).toMatchObject({
      kind: "ok",
      state: "registered",
      amount_cents: 12345,
      provider_ids: { codigoSolicitacao: "183e982a-34e5-4bc0-9643-def5432a", seuNumero: "123456" },
    });
    expect(
      connector.parseQuery(res(200, LISTA_RESPONSE.body), { ...byList, document_number: "999" }).kind,
    ).toBe("not_found");
  });

  it("Editar cobrança: PROCESSANDO accepted, FALHA refused", () => {
    const due = {
      type: "due_date_change",
      due_date: "2026-02-01",
      reference: "i",
      today: "2026-01-01",
    } as const;
    expect(connector.parseInstruct(res(200, EDITAR_RESPONSE.body), key, due).kind).toBe("ok");
    expect(connector.parseInstruct(res(200, { status: "FALHA", mensagem: "x" }), key, due)).toMatchObject({
      kind: "rejected",
      code: "FALHA",
    });
    expect(connector.parseInstruct(res(202, null), key, writeOff).kind).toBe("ok");
  });

  it("a real callback conforms; its A_RECEBER carries no payment, a RECEBIDO one does (São Paulo date)", () => {
    conforms(CALLBACK, [REAL_CALLBACK]);
    const parse = (body: unknown) => connector.parseWebhook?.({ headers: {}, body: JSON.stringify(body) });
    expect(parse(REAL_CALLBACK)).toEqual({ payments: [] });
    const paid = {
      ...REAL_CALLBACK,
      situacao: "RECEBIDO",
      valorTotalRecebido: "9.50",
      origemRecebimento: "PIX",
      dataHoraSituacao: "2024-10-02T01:30:00Z",
    };
    expect(parse([paid])).toEqual({
      payments: [
        {
          payment_id: "8f8ad139-fbcc-4bad-8e16-58080f4a6016:RECEBIDO",
          provider_ids: { codigoSolicitacao: "8f8ad139-fbcc-4bad-8e16-58080f4a6016" },
          our_number: "90071264603",
          txid: "131665491727713762000U35jsDoeGaqVIa",
          amount_cents: 950,
          paid_on: "2024-10-01",
          channel: "pix",
        },
      ],
    });
    expect(parse("not a list")).toMatchObject({ issues: [{ path: "0" }] });
    expect(connector.parseWebhook?.({ headers: {}, body: "{" })).toMatchObject({ issues: [{ path: "" }] });
  });
});
