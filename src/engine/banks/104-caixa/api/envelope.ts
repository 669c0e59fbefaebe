/**
 * The SOAP envelope every CAIXA SIGCB call shares: `SERVICO_ENTRADA` in the service's namespace,
 * the SIBAR `HEADER` (in XSD order: VERSAO, AUTENTICACAO, USUARIO_SERVICO, OPERACAO,
 * SISTEMA_ORIGEM, UNIDADE, DATA_HORA — the broker refuses other orders, mundipagg/boleto-api's
 * captured error "Element SISTEMA_ORIGEM is not one of the choices") and `DADOS`.
 *
 * Sources: CAIXA 38.239 v002 §3.1 (URLs, POST over HTTPS), §4.1/§4.5 (header), XSD
 * HEADER_BARRAMENTO_TYPE (mmitsunaga/projeto src/br/gov/caixa/jaxws/sibar/HEADERBARRAMENTOTYPE.java
 * @bca555895ece1c7822b65540b9fdc5bcc759a48a); ACBr ACBrBoletoW_Caixa.pas (SOAP 1.1 envelope,
 * SOAPAction = the operation, VERSAO 3.0 / 3.2 for the hybrid boleto).
 */
import { padDigits } from "../../../math/check-digits";
import type { CaixaFill, CaixaRequest } from "./fill";
import type { CaixaOperation } from "./format";
import { leaf, node, writeXml, type XmlOut } from "./xml";

/** The two services below the base URL (`https://barramento.caixa.gov.br/sibar`). */
export const PATHS = {
  manutencao: "/ManutencaoCobrancaBancaria/Boleto/Externo",
  consulta: "/ConsultaCobrancaBancaria/Boleto",
} as const;

const NS = {
  soap: "http://schemas.xmlsoap.org/soap/envelope/",
  sibar: "http://caixa.gov.br/sibar",
  manutencao: "http://caixa.gov.br/sibar/manutencao_cobranca_bancaria/boleto/externo",
  consulta: "http://caixa.gov.br/sibar/consulta_cobranca_bancaria/boleto",
} as const;

/** USUARIO_SERVICO: "Informar SGCBS02P" (38.239 v002 §4.1). */
export const SERVICE_USER = "SGCBS02P";

/**
 * VERSAO: ACBr sends 3.0, and 3.2 with the hybrid (Pix) boleto; the 2017 manual's examples say 1.0
 * (the later manual lote could not read; see docs/connectors/104-caixa.md).
 */
export const VERSION = { plain: "3.0", hybrid: "3.2" } as const;

/** What a call needs besides its DADOS. */
export interface EnvelopeParts {
  op: CaixaOperation;
  hybrid: boolean;
  /** The agency (UNIDADE, 4 digits without DV). */
  agency: string;
  /** The string the transport hashes into AUTENTICACAO (format.ts `authenticationInput`). */
  authentication: string;
  /** The operation's element inside DADOS (INCLUI_BOLETO, …). */
  dados: XmlOut;
}

/**
 * The request of one SIGCB call, ready but for the transport's fills.
 *
 * @example envelope({ op: "CONSULTA_BOLETO", hybrid: false, agency: "1679", authentication: "0200656…", dados })
 * // { method: "POST", path: "/ConsultaCobrancaBancaria/Boleto", headers: { soapaction: "CONSULTA_BOLETO", … }, … }
 */
export function envelope(p: EnvelopeParts): CaixaRequest {
  const service = p.op === "CONSULTA_BOLETO" ? "consulta" : "manutencao";
  const prefix = service === "consulta" ? "consultacobrancabancaria" : "manutencaocobrancabancaria";
  const header = node("sibar_base:HEADER", [
    leaf("VERSAO", p.hybrid ? VERSION.hybrid : VERSION.plain),
    { name: "AUTENTICACAO" },
    leaf("USUARIO_SERVICO", SERVICE_USER),
    leaf("OPERACAO", p.op),
    leaf("SISTEMA_ORIGEM", "SIGCB"),
    leaf("UNIDADE", padDigits(p.agency, 4).slice(-4)),
    { name: "DATA_HORA" },
  ]);
  const entrada: XmlOut = {
    name: `${prefix}:SERVICO_ENTRADA`,
    attrs: { [`xmlns:${prefix}`]: NS[service], "xmlns:sibar_base": NS.sibar },
    children: [header, node("DADOS", [p.dados])],
  };
  const soap: XmlOut = {
    name: "soapenv:Envelope",
    attrs: { "xmlns:soapenv": NS.soap },
    children: [node("soapenv:Header", []), node("soapenv:Body", [entrada])],
  };
  const fill: CaixaFill[] = [
    { element: "AUTENTICACAO", kind: "sha256_base64", input: p.authentication },
    { element: "DATA_HORA", kind: "timestamp", format: "yyyyMMddHHmmss", zone: "America/Sao_Paulo" },
  ];
  return {
    method: "POST",
    path: PATHS[service],
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: p.op },
    body: { xml: `<?xml version="1.0" encoding="UTF-8"?>${writeXml(soap)}` },
    fill,
  };
}
