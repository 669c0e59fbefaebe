// Banco do Brasil's API Cobrança v2 connector against published material: (a) BB's published
// request examples, (b) every built request against the transcribed published schema (this
// engine's validator and Ajv) — (c) is outcomes.test.ts — plus the codes BB
// computed in its sandbox answers → lote's boleto math and nosso número.
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../../connect/schema";
import type { ApiRequest, ApiTitle } from "../../../connect/types";
import type { BoletoInput } from "../../../types";
import { boleto } from "../boleto";
import { connector } from "./connector";
import {
  BB_CODE_VECTORS,
  POSTMAN_DUE_DATE_CHANGE,
  POSTMAN_WRITE_OFF,
  REGISTER_DOC_EXAMPLE,
  REGISTER_WRAPPER_EXAMPLE,
  type RegisterExample,
} from "./examples";
import { REGISTER_ANSWER_PIX, REGISTER_ANSWER_PIX_REFUSED } from "./examples-answers";
import { ajvErrors, bbInput, bbKey, bbTitle } from "./fixtures";
import { REGISTER_BODY } from "./published";
import { REGISTER_ANSWER } from "./published-reads";

function body(req: ReturnType<typeof connector.register>): Record<string, unknown> {
  if ("issues" in req) throw new Error(JSON.stringify(req.issues));
  return (req.body as { json: Record<string, unknown> }).json;
}

/** The JSON body of a request. */
const jsonOf = (req: ApiRequest | undefined) => (req?.body as { json?: unknown } | undefined)?.json;

/** What lote sends for a field its input has no word for (absent: lote sends nothing). */
const LOTE_DEFAULTS: Record<string, unknown> = { indicadorPermissaoRecebimentoParcial: "N" };

/** `built` without the example's inexpressible fields, after checking lote sends its default there. */
function comparable(ex: RegisterExample, built: Record<string, unknown>): Record<string, unknown> {
  const out = structuredClone(built);
  for (const f of Object.keys(ex.inexpressible)) {
    if (f.startsWith("pagador.")) continue; // lote's Party has no such field: nothing sent
    expect(out[f], f).toEqual(LOTE_DEFAULTS[f]);
    delete out[f];
  }
  return out;
}

/** The example's body without what lote cannot say, its mistyped fields in BB's schema types. */
function expressible(ex: RegisterExample): Record<string, unknown> {
  const out = structuredClone(ex.body);
  const pagador = out.pagador as Record<string, unknown>;
  for (const f of Object.keys(ex.inexpressible))
    if (f.startsWith("pagador.")) delete pagador[f.slice(8)];
    else delete out[f];
  for (const [f, type] of Object.entries(ex.typed))
    if (type === "integer") pagador[f.slice(8)] = Number(pagador[f.slice(8)]);
  return out;
}

describe("(a) BB's published examples → lote's request, field by field", () => {
  it("the documentation example", () => {
    const input = bbInput({
      issue_date: "2024-02-15",
      due_date: "2024-03-31",
      amount_cents: 12345,
      rebate_cents: 1234,
      acceptance: "N",
      document_kind: "DM",
      document_number: "2A584SDGTE8JN2G",
      our_number: "0689531552",
      interest: { kind: "monthly_rate", value: 100 },
      fine: { kind: "amount", value: 1000, start_date: "2024-04-01" },
      payer: {
        name: "Odorico Paraguassu",
        document: "97965940132",
        address: {
          street: "Avenida Dias Gomes 1970",
          district: "Centro",
          city: "Sucupira",
          state: "TO",
          zip_code: "77458000",
        },
      },
      guarantor: { name: "Dirceu Borboleta", document: "74910037000193" },
    });
    const built = body(connector.register(bbTitle(input, "2024-02-15")));
    expect(comparable(REGISTER_DOC_EXAMPLE, built)).toEqual(expressible(REGISTER_DOC_EXAMPLE));
  });

  it("bb-wrapper's request BB's homologação accepted (with its codes in the answer)", () => {
    const input = bbInput({
      issue_date: "2024-12-27",
      due_date: "2024-12-27",
      amount_cents: 310,
      acceptance: "N",
      document_kind: "DS",
      document_number: "9999999984",
      our_number: "9999999984",
      pix: { key: "74910037000193" },
      payer: {
        name: "Nome",
        document: "71128590182",
        address: {
          street: "Rua Prudente de morais",
          district: "Tirol",
          city: "Natal",
          state: "RN",
          zip_code: "59150000",
        },
      },
    });
    const built = body(connector.register(bbTitle(input, "2024-12-27")));
    expect(comparable(REGISTER_WRAPPER_EXAMPLE, { ...built, descricaoTipoTitulo: undefined })).toEqual(
      expressible(REGISTER_WRAPPER_EXAMPLE),
    );
    expect(built.descricaoTipoTitulo).toBe("DS");
  });

  it("BB's Postman examples: due-date change and write-off bodies", () => {
    const key = bbKey(bbInput({ our_number: "1" }));
    const [change] =
      connector.instruct(key, {
        type: "due_date_change",
        due_date: "2019-11-30",
        reference: "r",
        today: "2019-11-01",
      }) ?? [];
    expect(change?.method).toBe("PATCH");
    expect(change?.path).toBe("/cobrancas/v2/boletos/00031285570000000001");
    expect(jsonOf(change)).toEqual(POSTMAN_DUE_DATE_CHANGE.body);
    const [off] = connector.instruct(key, { type: "write_off", reference: "r", today: "2019-11-01" }) ?? [];
    expect(off?.path).toBe("/cobrancas/v2/boletos/00031285570000000001/baixar");
    expect(jsonOf(off)).toEqual(POSTMAN_WRITE_OFF.body);
  });
});

describe("nosso número and codes: lote's boleto rules agree with BB", () => {
  it.each(BB_CODE_VECTORS.map((v) => [v.numero, v] as const))("%s", (_n, v) => {
    const input = bbInput({
      our_number: v.our_number,
      due_date: v.due_date,
      amount_cents: v.amount_cents,
      issue_date: v.due_date,
    });
    const t = bbTitle(input, v.due_date);
    expect(body(connector.register(t)).numeroTituloCliente).toBe(v.numero);
    // lote prints convênio + sequencial with a DV; BB's 20 digits are "000" + those 17.
    expect(`000${boleto.ourNumber(input).split("-")[0]}`).toBe(v.numero);
    expect(t.boleto?.barcode).toBe(v.barcode);
    expect(t.boleto?.digitable_line).toBe(v.digitable_line);
  });

  it("BB's registration answer gives lote BB's codes and Pix; a refused Pix gives none", () => {
    expect(ajvErrors(REGISTER_ANSWER, REGISTER_ANSWER_PIX.body)).toEqual([]);
    const res = connector.parseRegister(
      { status: 200, headers: {}, body: REGISTER_ANSWER_PIX.body },
      {} as ApiTitle,
    );
    expect(res).toMatchObject({
      kind: "ok",
      provider_ids: { numero: "00031285579999999984", numeroContratoCobranca: "19581316" },
      codes: {
        barcode: BB_CODE_VECTORS[0].barcode,
        digitable_line: BB_CODE_VECTORS[0].digitable_line,
        pix_txid: "BOLETO31285579999999984DATA27122024",
      },
    });
    const refused = connector.parseRegister(
      { status: 200, headers: {}, body: REGISTER_ANSWER_PIX_REFUSED.body },
      {} as ApiTitle,
    );
    expect(refused.kind === "ok" && refused.codes?.pix_emv).toBe(undefined);
  });
});

const variants: [string, Partial<BoletoInput>][] = [
  ["plain, CPF payer", {}],
  ["CNPJ payer, no address", { payer: { name: "Livraria Cunha da Cunha", document: "98959112000179" } }],
  ["daily interest", { interest: { kind: "daily_amount", value: 33 } }],
  [
    "monthly interest and rate fine",
    { interest: { kind: "monthly_rate", value: 199 }, fine: { kind: "rate", value: 200 } },
  ],
  ["amount fine with date", { fine: { kind: "amount", value: 1000, start_date: "2025-04-15" } }],
  ["discount", { discount: { amount_cents: 500, until: "2025-04-01" } }],
  ["rebate", { rebate_cents: 1234 }],
  ["Pix", { pix: { key: "74910037000193" } }],
  ["guarantor", { guarantor: { name: "Dirceu Borboleta", document: "66779051870" } }],
  [
    "instructions and seu número",
    {
      instructions: ["Não receber após 30 dias", "Juros de 1% ao mês"],
      document_number: "nf-123/2025".replace("/", "-"),
    },
  ],
  ["other espécie, aceite", { document_kind: "NP", acceptance: "A" }],
];

describe("(b) every request lote builds validates against BB's published schema", () => {
  it.each(variants)("%s", (_name, over) => {
    const json = body(connector.register(bbTitle(bbInput(over))));
    expect(validateSchema(REGISTER_BODY, json)).toEqual([]);
    expect(ajvErrors(REGISTER_BODY, json)).toEqual([]);
  });

  it("the schema refuses what BB refuses (it is no rubber stamp)", () => {
    const json = body(connector.register(bbTitle(bbInput())));
    for (const bad of [
      { ...json, numeroTituloCliente: "3128557000000000001" },
      { ...json, dataVencimento: "2025-04-10" },
      { ...json, pagador: { ...(json.pagador as object), numeroInscricao: "97965940132" } },
      { ...json, indicadorPix: "X" },
    ]) {
      expect(validateSchema(REGISTER_BODY, bad).length).toBeGreaterThan(0);
      expect(ajvErrors(REGISTER_BODY, bad).length).toBeGreaterThan(0);
    }
  });

  it("titles BB's API cannot carry are issues, not requests", () => {
    const issues = (over: Partial<BoletoInput>) => {
      const r = connector.register(bbTitle(bbInput(over)));
      return "issues" in r ? r.issues.map((i) => i.code) : [];
    };
    expect(issues({ bank_fields: {} })).toEqual(["REQUIRED"]);
    expect(issues({ agreement: "123456", our_number: "1" })).toContain("BB_API_AGREEMENT");
    expect(issues({ interest: { kind: "daily_amount", value: 10, start_date: "2025-04-20" } })).toEqual([
      "BB_API_INTEREST_START",
    ]);
    expect(issues({ instructions: Array.from({ length: 4 }, () => "x".repeat(50)) })).toEqual([
      "BB_API_TOO_LONG",
    ]);
  });
});
