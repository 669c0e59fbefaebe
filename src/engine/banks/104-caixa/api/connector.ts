/**
 * 104 — CAIXA, SIGCB web service (SOAP/XML) connector: registration, query, changes and write-off
 * as data and pure functions. No OAuth and no client certificate: each call carries AUTENTICACAO,
 * a SHA-256 (Base64) over the beneficiary, the nosso número, due date, amount and the
 * beneficiary's CPF/CNPJ, which the transport computes (`CaixaRequest.fill`, fill.ts). CAIXA sends
 * no payment notification and the web service lists no settled titles: payments come from the
 * CNAB 240 retorno (../cnab240.ts); a query says only that a title is LIQUIDADO.
 */
import type { ApiOperation, ApiResponse, BankConnector, TitleKey } from "../../../connect/types";
import type { IsoDate } from "../../../types";
import type { CaixaRequest } from "./fill";
import { buildInstruction, INSTRUCTIONS } from "./instruct";
import { buildProbe, buildQuery, buildRegister } from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";

export const SOURCES = [
  "CAIXA, Leiaute de Arquivo Eletrônico — Webservice XML — Cobrança Bancária CAIXA, 38.239 v002 micro (julho/2017), in vmassuchetto/WebserviceCaixa doc/MO38239.pdf @94cd7d74b7b3986e744108fd5b70013aba8862c8",
  "CAIXA SIGCB WSDL/XSD as generated into JAXB classes (manutencao_cobranca_bancaria/boleto/externo, consulta_cobranca_bancaria/boleto, sibar), mmitsunaga/projeto src/br/gov/caixa/jaxws @bca555895ece1c7822b65540b9fdc5bcc759a48a",
  "ACBr, frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Caixa.pas (hybrid version) and ACBrBoletoRet_Caixa.pas @4253570a8ab1e91e2e2e3255f48e591ea04be5f4; ACBrBoletoWS.SOAP.pas (SHA-256, Base64)",
  "mundipagg/boleto-api caixa/ and mock/caixa.go @a3d7bbc9479c2babe311890a3f1c05d172af92fc (hash vector, captured answers)",
  "mmitsunaga/projeto src/br/gov/go/tj/projudi/ne/boletos (SituacaoBoleto.java, BoletoNeCaixaJaxWS.java): situations and the (38) duplicate",
];

/** The connector, with the CAIXA-specific request type and the probe's beneficiary document. */
export interface CaixaConnector extends BankConnector {
  register(t: Parameters<BankConnector["register"]>[0]): ReturnType<typeof buildRegister>;
  query(k: TitleKey): CaixaRequest;
  instruct: typeof buildInstruction;
  /** The probe needs the beneficiary's CPF/CNPJ for its hash (proposed: a third argument in the shared type). */
  probe(account: TitleKey["account"], today: IsoDate, beneficiaryDocument?: string): CaixaRequest;
}

const OPERATIONS: ApiOperation[] = ["register", "query", ...INSTRUCTIONS];

/** CAIXA's connector. */
export const connector: CaixaConnector = {
  provider: "104",
  name: "CAIXA — SIGCB web service (registro on-line)",
  sources: SOURCES,
  environments: {
    // Homologação as independent clients configure it (cassone200/wscaixa docs; vmassuchetto/
    // WebserviceCaixa notes it "parece ter sido desativada"): unconfirmed by CAIXA's manual.
    sandbox: { api: "https://des.barramento.caixa.gov.br/sibar" },
    production: { api: "https://barramento.caixa.gov.br/sibar" },
  },
  auth: { kind: "none", mtls: false },
  limits: {
    ratePerSecond: 2,
    concurrency: 2,
    source:
      "CAIXA documents no rate or concurrency limit for the SIGCB web service (38.239 v002); 2 per second and 2 in flight are lote's conservative guess.",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: buildRegister,
  parseRegister: (res: ApiResponse, t) => parseRegister(res, t),
  query: buildQuery,
  parseQuery: (res, k) => parseQuery(res, k),
  instruct: buildInstruction,
  parseInstruct: (res) => parseInstruct(res),
  probe: (account, _today, beneficiaryDocument = "") => buildProbe(account, beneficiaryDocument),
};
