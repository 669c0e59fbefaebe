// CAIXA SIGCB web service: lote's INCLUI against the manual's example field by field, every
// request lote builds against the published schema (lote's validator and Ajv, over the JSON form
// the simulator reads), lote's and the simulator's barcodes against CAIXA-made ones.
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildBoleto } from "../../../boleto";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import type { ApiInstruction, ApiRequest } from "../../../connect/types";
import { connector } from "./connector";
import { CAPTURED_SUCCESS, INCLUI_EXAMPLE, INCLUI_SUCCESS } from "./examples";
import { filled, input, keyOf, MARCH_10, title } from "./fixtures.test-helpers";
import { CONSULTA_REQUEST, MANUTENCAO_REQUEST } from "./published-requests";
import { codesOf } from "./simulator-titles";
import { type Form, readRequest } from "./simulator-xml";

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

function conforms(schema: JsonSchema, value: unknown): void {
  expect(validateSchema(schema, value), "lote's validator").toEqual([]);
  const check = ajv.compile(schema);
  expect(check(value), JSON.stringify(check.errors)).toBe(true);
}

/** The JSON form of the request lote sends (fills applied), as the simulator reads it. */
function formOf(req: ApiRequest | { issues: unknown }): { namespace: string; form: Record<string, Form> } {
  if ("issues" in req) throw new Error(`issues: ${JSON.stringify(req.issues)}`);
  const read = readRequest(filled(req, MARCH_10));
  if (!read.ok) throw new Error(read.problems.join("; "));
  return read;
}
const dados = (f: Record<string, Form>) => f.DADOS as Record<string, Record<string, Form>>;

describe("the manual's INCLUI_BOLETO example (38.239 v002 §6.1)", () => {
  const t = title(
    {
      agreement: "537588",
      agency: "1234",
      our_number: "91946802",
      document_number: "NF123456",
      due_date: "2017-02-21",
      issue_date: "2017-02-21",
      amount_cents: 100,
      document_kind: "OU",
      acceptance: "A",
      payer: {
        name: "EXEMPLO DE NOME DO PAGADOR",
        document: "00000000191",
        address: {
          street: "SAUS QUADRA 3",
          district: "BRASILIA",
          city: "BRASILIA",
          state: "DF",
          zip_code: "70070030",
        },
      },
      guarantor: { name: "EXEMPLO DE NOME DO SACADOR AVALISTA", document: "00360305000104" },
    },
    "item-1",
  );
  const { form } = formOf(connector.register(t));
  const inclui = dados(form).INCLUI_BOLETO as Record<string, Form>;
  const mine = inclui.TITULO as Record<string, Form>;
  const ex = INCLUI_EXAMPLE.dados.TITULO as Record<string, Form>;
  // Where lote's rule differs from the example, and why.
  const POLICY: Record<string, [Form, string]> = {
    JUROS_MORA: [{ TIPO: "ISENTO", VALOR: "0" }, "Nota 10: ISENTO sends no DATA (the example does)"],
    POS_VENCIMENTO: [
      { ACAO: "DEVOLVER", NUMERO_DIAS: "60" },
      "Nota 14: 00 is D+1; lote keeps 60 days (its CNAB 240 default)",
    ],
    IDENTIFICACAO_EMPRESA: ["item-1", "Nota 27: lote's item id, for reconciliation"],
  };
  const NOT_WRITTEN = ["PAGAMENTO"]; // lote has no payment-rule input; optional in the XSD.

  it("the example itself conforms to the transcribed schema", () =>
    conforms(MANUTENCAO_REQUEST, {
      HEADER: {
        ...INCLUI_EXAMPLE.header,
        AUTENTICACAO: "wIXyzrhD7HjlrpCP1xNnq8vFE7ggAGuz/srw1BOtxDY=",
        USUARIO_SERVICO: "SGCBS02P",
      },
      DADOS: { INCLUI_BOLETO: INCLUI_EXAMPLE.dados },
    }));
  it("CODIGO_BENEFICIARIO equals the example", () =>
    expect(inclui.CODIGO_BENEFICIARIO).toBe(INCLUI_EXAMPLE.dados.CODIGO_BENEFICIARIO));
  it.each(Object.keys(ex).filter((k) => !(k in POLICY) && !NOT_WRITTEN.includes(k)))(
    "%s equals the example",
    (k) => expect(mine[k]).toEqual(ex[k]),
  );
  it("differs only where lote's rule says, and writes nothing else the example lacks", () => {
    for (const [k, [want]] of Object.entries(POLICY)) expect(mine[k], k).toEqual(want);
    expect(Object.keys(mine).filter((k) => !(k in ex) && !(k in POLICY))).toEqual([]);
    expect(NOT_WRITTEN.filter((k) => k in mine)).toEqual([]);
  });
  it("the header: the example's OPERACAO and SISTEMA_ORIGEM, SGCBS02P (§4.1), ACBr's VERSAO 3.0", () => {
    expect(form.HEADER).toMatchObject({
      OPERACAO: "INCLUI_BOLETO",
      SISTEMA_ORIGEM: "SIGCB",
      USUARIO_SERVICO: "SGCBS02P",
      VERSAO: "3.0",
      UNIDADE: "1234",
    });
  });
});

describe("codes: lote's boleto and the simulator's agree with CAIXA's", () => {
  // §6.2 answers another request than §6.1's: its due factor 7066 is 2017-02-10, its value 1.00.
  it("the manual's §6.2 barcode (beneficiário 537588, nosso número 14000000000122902)", () => {
    const i = input({ agreement: "537588", our_number: "122902", due_date: "2017-02-10", amount_cents: 100 });
    expect(buildBoleto(i, { today: "2017-02-01" }).barcode).toBe(
      "10496706600000001005375886000100040001229024",
    );
    const sim = codesOf({
      beneficiary: "537588",
      nn: "14000000000122902",
      titulo: { DATA_VENCIMENTO: "2017-02-10", VALOR: "1.00" },
      situacao: "EM ABERTO",
      payments: [],
    });
    expect(sim.CODIGO_BARRAS).toBe("10496706600000001005375886000100040001229024");
    expect(sim.LINHA_DIGITAVEL).toBe("10495375808600010004900012290243670660000000100");
    expect(INCLUI_SUCCESS.xml).toContain(sim.LINHA_DIGITAVEL);
  });
  it("mundipagg/boleto-api's captured homologação answer (beneficiário 200656)", () => {
    const i = input({ our_number: "99222698", due_date: "2017-08-30", amount_cents: 1000 });
    const b = buildBoleto(i, { today: "2017-08-01" });
    expect([b.barcode, b.digitable_line]).toEqual([CAPTURED_SUCCESS.barcode, CAPTURED_SUCCESS.digitableLine]);
    expect(connector.register(title({ our_number: "99222698" }))).toMatchObject({
      body: { xml: expect.stringContaining(`<NOSSO_NUMERO>${CAPTURED_SUCCESS.ourNumber}</NOSSO_NUMERO>`) },
    });
  });
});

describe("every request lote builds conforms to the published schema", () => {
  const titles = {
    plain: title(),
    "interest per day, fine amount, discount, rebate, messages": title({
      interest: { kind: "daily_amount", value: 15 },
      fine: { kind: "amount", value: 300 },
      discount: { amount_cents: 500, until: "2026-03-15" },
      rebate_cents: 1000,
      instructions: ["Não receber após 30 dias", "Juros de R$ 0,15 ao dia", "third line is dropped"],
      description: ["Mensalidade março/2026"],
    }),
    "monthly rate, fine rate, CNPJ payer, CPF guarantor": title({
      interest: { kind: "monthly_rate", value: 100, start_date: "2026-03-25" },
      fine: { kind: "rate", value: 200, start_date: "2026-03-21" },
      payer: { ...input().payer, name: "Comércio & Filhos Ltda", document: "11222333000181" },
      guarantor: { name: "José Avalista", document: "11144477735" },
    }),
    "Pix (hybrid), CNPJ guarantor, a 7-digit beneficiário": title({
      pix: { key: "11222333000181" },
      agreement: "1242119",
      guarantor: { name: "Sacador Avalista SA", document: "00360305000104" },
    }),
  };
  it.each(Object.entries(titles))("register: %s", (_name, t) => {
    const { namespace, form } = formOf(connector.register(t));
    expect(namespace).toBe("http://caixa.gov.br/sibar/manutencao_cobranca_bancaria/boleto/externo");
    conforms(MANUTENCAO_REQUEST, form);
  });
  it("query, probe (consulta service)", () => {
    for (const req of [
      connector.query(keyOf(input())),
      connector.probe(keyOf(input()).account, "2026-03-10", "00732159000109"),
    ]) {
      const { namespace, form } = formOf(req);
      expect(namespace).toBe("http://caixa.gov.br/sibar/consulta_cobranca_bancaria/boleto");
      conforms(CONSULTA_REQUEST, form);
    }
  });
  const base = {
    reference: "r",
    today: "2026-03-10",
    current: { due_date: "2026-03-20", amount_cents: 15000 },
  };
  const instructions: ApiInstruction[] = [
    { ...base, type: "due_date_change", due_date: "2026-04-10" },
    { ...base, type: "amount_change", amount_cents: 12000 },
    { ...base, type: "rebate", rebate_cents: 500 },
    { ...base, type: "rebate_cancel" },
    { ...base, type: "write_off" },
    { ...base, type: "protest", protest: { days: 5 } },
    { ...base, type: "protest_cancel" },
    { ...base, type: "discount_change", discount: { amount_cents: 100, until: "2026-03-18" } },
    { ...base, type: "interest_change", interest: { kind: "daily_amount", value: 10 } },
    { ...base, type: "interest_change", interest: null },
    { ...base, type: "fine_change", fine: { kind: "rate", value: 200 } },
  ];
  it.each(instructions.map((i) => [`${i.type} ${JSON.stringify(i.interest ?? "")}`, i] as const))(
    "instruction %s",
    (_n, i) => {
      const reqs = connector.instruct(keyOf(input()), i);
      expect(reqs).toHaveLength(1);
      const { form } = formOf(reqs?.[0] as ApiRequest);
      conforms(MANUTENCAO_REQUEST, form);
    },
  );
  it("instructions it cannot express are null (no current title, a fine or discount removed, protest days out of 2–90)", () => {
    const k = keyOf(input());
    const { current: _c, ...noCurrent } = base;
    expect(connector.instruct(k, { ...noCurrent, type: "rebate", rebate_cents: 5 })).toBeNull();
    expect(connector.instruct(k, { ...base, type: "fine_change", fine: null })).toBeNull();
    expect(connector.instruct(k, { ...base, type: "discount_change", discount: null })).toBeNull();
    expect(connector.instruct(k, { ...base, type: "protest", protest: { days: 1 } })).toBeNull();
  });
  it("a title CAIXA cannot take is refused before sending, with paths", () => {
    const bad = connector.register(
      title({
        payer: { name: "X", document: "11144477735" },
        document_number: "123456789012",
        document_kind: "XX",
      }),
    );
    expect("issues" in bad && bad.issues.map((i) => i.path)).toEqual([
      "document_kind",
      "document_number",
      "payer.address",
    ]);
  });
});
