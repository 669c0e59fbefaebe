/**
 * 041 — Banrisul, cobrança API (`api.banrisul.com.br/cobranca/v1`, homologação
 * `apidev.banrisul.com.br`) connector: registration, query by nosso número and baixa as data and
 * pure functions. Auth: OAuth2 client credentials at `/auth/oauth/v2/token` on the same host. No
 * client certificate by default: ACBr, BoletoNetCore's client and a JavaScript app use the host
 * above without one; an integrator's notes name `mtls-api.banrisul.com.br` (homologação
 * `mtls-api-h.banrisul.com.br`) with mTLS — unconfirmed, reachable by the connection's
 * `base_urls` (and its `mtls_binding`). Every call carries `bergs-beneficiario`, the connection
 * account's 13-digit `beneficiary_code`. No payment notification in any source: a paid title shows
 * in its query (`situacao_banrisul` L or B), asked title by title by the service.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import {
  adaptRequest,
  buildInstruction,
  buildProbe,
  buildQuery,
  buildRegister,
  INSTRUCTIONS,
} from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";

export const SOURCES = [
  "frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Banrisul.pas @0d707c9d134ad92e4cd8bd6dc0a27955ab594a7c (hosts, token grant, bergs-beneficiario/bergs-ambiente, POST /boletos body, GET /boletos/{nn}, POST /boletos/{nn}/baixar) and ACBrBoletoRet_Banrisul.pas (answers, situacao_banrisul, ocorrencias)",
  "BoletoNetCore's BancoBanrisul online client (C#, code index id 52663306605): the same hosts and paths, client credentials by HTTP Basic, bergs-beneficiario and bergs-ambiente on every call",
  "A JavaScript e-commerce app's Banrisul module (code index ids 44396557161, 44815640886): POST /boletos with bergs-beneficiario, titulo.linha_digitavel / nosso_numero, the test beneficiary 0010000001088",
  "A PHP integration (code index ids 3391403374, 2612296747): the body's instrucoes and pagador, bergs-beneficiario from the contract number",
  "UNCONFIRMED host: an integrator's certificate notes (code index id 54949474369): mtls-api.banrisul.com.br / mtls-api-h.banrisul.com.br with OAuth2 + mTLS",
];

const OPERATIONS: ApiOperation[] = ["register", "query", ...INSTRUCTIONS];

export const TOKEN_PATH = "/auth/oauth/v2/token";

/** Banrisul's connector. */
export const connector: BankConnector = {
  provider: "041",
  name: "Banrisul — API de cobrança",
  sources: SOURCES,
  environments: {
    sandbox: { api: "https://apidev.banrisul.com.br/cobranca/v1", auth: "https://apidev.banrisul.com.br" },
    production: { api: "https://api.banrisul.com.br/cobranca/v1", auth: "https://api.banrisul.com.br" },
  },
  auth: {
    kind: "oauth2_client_credentials",
    tokenPath: TOKEN_PATH,
    // ACBr sends the client in the form (OAuth.Payload); BoletoNetCore by HTTP Basic: unconfirmed.
    clientAuth: "form",
    mtls: false,
  },
  limits: {
    ratePerSecond: 2,
    concurrency: 1,
    source:
      "Banrisul publishes no limit in the sources found: one in flight and 2 per second are lote's conservative guess.",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: buildRegister,
  parseRegister: (res) => parseRegister(res),
  query: buildQuery,
  parseQuery: (res) => parseQuery(res),
  instruct: buildInstruction,
  parseInstruct: (res) => parseInstruct(res),
  probe: (account) => buildProbe(account),
  adapt: adaptRequest,
};
