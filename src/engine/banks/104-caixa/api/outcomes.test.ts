// CAIXA SIGCB web service: published and reported answers (the manual's success and error, an
// independent client's captured answer, broker errors CAIXA sent, Nota 39's SIGCB codes) mapped
// to lote's outcome kinds.
import { describe, expect, it } from "vitest";
import type { ApiResponse } from "../../../connect/types";
import { connector } from "./connector";
import { BROKER_ERRORS, CAPTURED_SUCCESS, INCLUI_ERROR, INCLUI_SUCCESS, SIGCB_ERRORS } from "./examples";
import { input, keyOf, title } from "./fixtures.test-helpers";

const ok = (body: string, status = 200): ApiResponse => ({ status, headers: {}, body });

/** A SERVICO_SAIDA with the given layers (the shape of 38.239 v002 §8's example). */
function saida(p: { sibar?: [string, string]; sigcb?: [string, string]; data?: string }): string {
  const [code, msg] = p.sibar ?? ["00", ""];
  const control = p.sigcb
    ? `<CONTROLE_NEGOCIAL><ORIGEM_RETORNO>SIGCB</ORIGEM_RETORNO><COD_RETORNO>${p.sigcb[0]}</COD_RETORNO><MENSAGENS><RETORNO>${p.sigcb[1]}</RETORNO></MENSAGENS></CONTROLE_NEGOCIAL>`
    : "";
  return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><m:SERVICO_SAIDA xmlns:m="http://caixa.gov.br/sibar/manutencao_cobranca_bancaria/boleto/externo" xmlns:sibar_base="http://caixa.gov.br/sibar"><sibar_base:HEADER><VERSAO>3.0</VERSAO></sibar_base:HEADER><COD_RETORNO>${code}</COD_RETORNO><ORIGEM_RETORNO>X</ORIGEM_RETORNO><MSG_RETORNO>${msg}</MSG_RETORNO><DADOS>${control}${p.data ?? ""}</DADOS></m:SERVICO_SAIDA></soapenv:Body></soapenv:Envelope>`;
}

describe("registration answers", () => {
  const t = title();
  it("the manual's success (§6.2): ok with CAIXA's nosso número, codes and URL", () => {
    expect(connector.parseRegister(ok(INCLUI_SUCCESS.xml), t)).toEqual({
      kind: "ok",
      provider_ids: {
        NOSSO_NUMERO: "14000000000122902",
        URL: "https://boletoonline.caixa.gov.br/ecobranca/SIGCB/imprimir/0345950/14000000000122902",
      },
      codes: {
        our_number: "000000000122902",
        barcode: "10496706600000001005375886000100040001229024",
        digitable_line: "10495375808600010004900012290243670660000000100",
      },
    });
  });
  it("the answer mundipagg/boleto-api captured (COD_RETORNO 0, '(0) OPERACAO EFETUADA')", () => {
    const c = CAPTURED_SUCCESS;
    const body = saida({
      sigcb: ["0", c.retorno],
      data: `<INCLUI_BOLETO><CODIGO_BARRAS>${c.barcode}</CODIGO_BARRAS><LINHA_DIGITAVEL>${c.digitableLine}</LINHA_DIGITAVEL><NOSSO_NUMERO>${c.ourNumber}</NOSSO_NUMERO><URL>${c.url}</URL></INCLUI_BOLETO>`,
    });
    expect(connector.parseRegister(ok(body), t)).toMatchObject({
      kind: "ok",
      provider_ids: { NOSSO_NUMERO: c.ourNumber },
      codes: { barcode: c.barcode, our_number: "000000099222698" },
    });
  });
  it("the manual's error (§6.3): (54) HASH DIVERGENTE is rejected with its code", () => {
    expect(connector.parseRegister(ok(INCLUI_ERROR.xml), t)).toMatchObject({
      kind: "rejected",
      code: "54",
      message: "(54) OPERACAO NAO PERMITIDA - HASH DIVERGENTE",
    });
  });
  it("(38) NOSSO NUMERO JA CADASTRADO is a duplicate; a field-naming code carries lote's field", () => {
    expect(connector.parseRegister(ok(saida({ sigcb: ["1", SIGCB_ERRORS.duplicate] })), t)).toMatchObject({
      kind: "duplicate",
      code: "38",
    });
    expect(connector.parseRegister(ok(saida({ sigcb: ["1", SIGCB_ERRORS.dueDate] })), t)).toMatchObject({
      kind: "rejected",
      code: "4",
      field: "due_date",
    });
  });
  it("SIGCB 2 (sistema indisponível) is transient", () => {
    expect(connector.parseRegister(ok(saida({ sigcb: ["2", SIGCB_ERRORS.unavailable] })), t)).toMatchObject({
      kind: "transient",
      code: "9999",
    });
  });
  it.each([
    ["ra03", "unauthorized", "RA03"],
    ["bk76", "rejected", "BK76"],
    ["bk01", "transient", "BK01"],
    ["bk78", "unknown", "BK78"],
  ] as const)("the broker's %s is %s", (name, kind, code) => {
    const e = BROKER_ERRORS[name];
    expect(connector.parseRegister(ok(saida({ sibar: [e.code, e.message] })), t)).toMatchObject({
      kind,
      code,
    });
  });
  it("a body that is no SERVICO_SAIDA goes by its status (Retry-After read)", () => {
    expect(
      connector.parseRegister({ status: 503, headers: { "retry-after": "7" }, body: "<html>busy</html>" }, t),
    ).toMatchObject({
      kind: "transient",
      status: 503,
      retryAfterSeconds: 7,
    });
    expect(connector.parseRegister({ status: 200, headers: {}, body: "" }, t).kind).toBe("unknown");
    expect(connector.parseRegister({ status: 403, headers: {}, body: null }, t).kind).toBe("unauthorized");
  });
});

describe("query and instruction answers", () => {
  const k = keyOf(input());
  it("(47) NAO CADASTRADO is not_found; the situation of the message is the state", () => {
    expect(connector.parseQuery(ok(saida({ sigcb: ["1", SIGCB_ERRORS.notFound] })), k)).toEqual({
      kind: "not_found",
      status: 200,
    });
    const titulo = `<CONSULTA_BOLETO><TITULO><NUMERO_DOCUMENTO>NF-1001</NUMERO_DOCUMENTO><DATA_VENCIMENTO>2026-03-20</DATA_VENCIMENTO><VALOR>150.00</VALOR><CODIGO_BARRAS>${"1".repeat(44)}</CODIGO_BARRAS><LINHA_DIGITAVEL>${"2".repeat(47)}</LINHA_DIGITAVEL></TITULO></CONSULTA_BOLETO>`;
    for (const [situation, state] of [
      ["EM ABERTO", "registered"],
      ["LIQUIDADO", "paid"],
      ["TITULO JA PAGO NO DIA", "paid"],
      ["BAIXA POR DEVOLUCAO", "written_off"],
      ["BAIXA POR PROTESTO", "protested"],
      ["ENVIADO AO CARTORIO", "protested"],
      ["SUSTADO CARTORIO", "other"],
    ]) {
      const body = saida({
        sigcb: ["0", `(0) OPERACAO EFETUADA - SITUACAO DO TITULO = ${situation}`],
        data: titulo,
      });
      expect(connector.parseQuery(ok(body), k), situation).toMatchObject({
        kind: "ok",
        state,
        provider_state: situation,
        amount_cents: 15000,
        due_date: "2026-03-20",
        payments: [],
      });
    }
  });
  it("an ALTERA of a title no longer open is rejected (0048); an answer 0 is ok", () => {
    const i = { type: "write_off", reference: "r", today: "2026-03-10" } as const;
    expect(connector.parseInstruct(ok(saida({ sigcb: ["1", SIGCB_ERRORS.notOpen] })), k, i)).toMatchObject({
      kind: "rejected",
      code: "48",
    });
    expect(connector.parseInstruct(ok(saida({ sigcb: ["0", "(0) OPERACAO EFETUADA"] })), k, i)).toEqual({
      kind: "ok",
    });
  });
});
