// CAIXA SIGCB: the connector's XML writer and tolerant reader (the manual's own malformed
// examples), and the simulator's strict reader (order, repeats, well-formedness).
import { describe, expect, it } from "vitest";
import { INCLUI_ERROR, INCLUI_SUCCESS } from "./examples";
import { readAnswer, readRequest, writeForm } from "./simulator-xml";
import { child, findFirst, leaf, node, readXml, textAt, writeXml } from "./xml";

describe("the connector's XML", () => {
  it("writes compact XML, escaped, absent children left out, empty elements self-closed", () => {
    expect(writeXml(node("A", [leaf("B", `x & <y> "z"`), undefined, { name: "C" }]))).toBe(
      "<A><B>x &amp; &lt;y&gt; &quot;z&quot;</B><C/></A>",
    );
  });
  it("reads by local name in any case, entities and CDATA decoded", () => {
    const n =
      readXml(
        `<?xml version="1.0"?><!-- c --><p:Root xmlns:p="u"><a:Item>1 &amp; 2</a:Item><x><![CDATA[<raw>]]></x></p:Root>`,
      ) ?? undefined;
    expect(n?.name).toBe("ROOT");
    expect(textAt(n, "item")).toBe("1 & 2");
    expect(textAt(n, "X")).toBe("<raw>");
  });
  it("reads the manual's success example although <URL> is never closed", () => {
    const saida = findFirst(readXml(INCLUI_SUCCESS.xml) ?? undefined, "SERVICO_SAIDA");
    const inclui = child(child(saida, "DADOS"), "INCLUI_BOLETO");
    expect(textAt(inclui, "NOSSO_NUMERO")).toBe("14000000000122902");
    expect(textAt(inclui, "URL")).toBe(
      "https://boletoonline.caixa.gov.br/ecobranca/SIGCB/imprimir/0345950/14000000000122902",
    );
  });
  it("reads the manual's error example despite <SIBAR_BASE:HEADER> and </…:servico_saida>", () => {
    const saida = findFirst(readXml(INCLUI_ERROR.xml) ?? undefined, "SERVICO_SAIDA");
    expect(textAt(saida, "HEADER", "USUARIO_SERVICO")).toBe("SGCBS01D");
    expect(textAt(saida, "DADOS", "CONTROLE_NEGOCIAL", "MENSAGENS", "RETORNO")).toBe(
      "(54) OPERACAO NAO PERMITIDA - HASH DIVERGENTE",
    );
  });
  it("returns null for a body without elements", () => {
    expect(readXml("Service Unavailable")).toBeNull();
    expect(readXml("")).toBeNull();
  });
});

describe("the simulator's XML", () => {
  const wrap = (inner: string) =>
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><c:SERVICO_ENTRADA xmlns:c="urn:x">${inner}</c:SERVICO_ENTRADA></soapenv:Body></soapenv:Envelope>`;
  it("reads the JSON form and the namespace, repeated elements as arrays", () => {
    const r = readRequest(
      wrap(
        "<HEADER><VERSAO>3.0</VERSAO></HEADER><DADOS><X><MENSAGENS><MENSAGEM>a</MENSAGEM></MENSAGENS></X></DADOS>",
      ),
    );
    expect(r).toEqual({
      ok: true,
      namespace: "urn:x",
      form: { HEADER: { VERSAO: "3.0" }, DADOS: { X: { MENSAGENS: { MENSAGEM: ["a"] } } } },
    });
  });
  it("refuses mismatched tags, repeats and the XSD order", () => {
    expect(readRequest(wrap("<HEADER><VERSAO>1</versao></HEADER>"))).toMatchObject({ ok: false });
    expect(readRequest(wrap("<HEADER><VERSAO>1</VERSAO><VERSAO>2</VERSAO></HEADER>"))).toMatchObject({
      ok: false,
      problems: ["HEADER: VERSAO occurs more than once"],
    });
    expect(
      readRequest(wrap("<HEADER><SISTEMA_ORIGEM>SIGCB</SISTEMA_ORIGEM><OPERACAO>X</OPERACAO></HEADER>")),
    ).toMatchObject({
      ok: false,
    });
    expect(readRequest("not xml <")).toMatchObject({ ok: false });
  });
  it("writes a form back to XML that reads the same", () => {
    const form = { DADOS: { CONTROLE_NEGOCIAL: [{ COD_RETORNO: "0" }], EXCECAO: "" } };
    const xml = `<s:Envelope xmlns:s="x"><s:Body><p:SERVICO_SAIDA xmlns:p="y">${writeForm("DADOS", form.DADOS)}</p:SERVICO_SAIDA></s:Body></s:Envelope>`;
    expect(readAnswer(xml)).toEqual(form);
  });
});
