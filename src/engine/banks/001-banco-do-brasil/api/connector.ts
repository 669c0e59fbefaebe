/**
 * Banco do Brasil's API Cobrança v2 as a lote connector.
 *
 * Hosts: production `https://api.bb.com.br`, token `https://oauth.bb.com.br/oauth/token`;
 * homologação `https://api.hm.bb.com.br`, token `https://oauth.hm.bb.com.br/oauth/token` (BB's v1
 * manuals "Homologação: https://api.hm.bb.com.br / Produção: https://api.bb.com.br" and BB's
 * Postman collection `oauth.hm.bb.com.br/oauth/token`, in imobanco/bb-wrapper `docs/bb/`; ACBr and
 * bb-wrapper use `api.hm.bb.com.br/cobrancas/v2`). `api.sandbox.bb.com.br` and
 * `oauth.sandbox.bb.com.br` appear in older clients; a connection may set them.
 * Token: OAuth2 client credentials, `Authorization: Basic` of client_id:client_secret, form
 * `grant_type=client_credentials&scope=cobrancas.boletos-info cobrancas.boletos-requisicao`
 * (BB's Postman collection "Geração de Token"). Application key: query `gw-dev-app-key` on every
 * call (BB's v1 manuals name it for both environments; BB's PHP SDK sample says `gw-app-key` in
 * production; public clients also send the header `X-Developer-Application-Key`). No source
 * documents a client certificate for `/cobrancas/v2` on `api.bb.com.br` (mTLS is documented for
 * BB's webhook delivery and for its Pix, extratos and pagamentos hosts): `mtls` is false and the
 * transport may present one anyway.
 * Limits: BB documents none for the API; lote's conservative default.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import {
  type BbInstruction,
  instructRequests,
  keyNumber,
  probeRequest,
  queryRequest,
  settledRequest,
} from "./instruct";
import { registerRequest } from "./register";
import {
  parseInstructResponse,
  parseQueryResponse,
  parseRegisterResponse,
  parseSettledResponse,
} from "./response";
import { parseBbWebhook } from "./webhook";

const READ = ["cobrancas.boletos-info"] as const;
const WRITE = ["cobrancas.boletos-requisicao"] as const;

const OPERATIONS: readonly ApiOperation[] = [
  "register",
  "query",
  "due_date_change",
  "amount_change",
  "rebate",
  "rebate_cancel",
  "write_off",
  "protest",
  "protest_cancel",
  "discount_change",
  "interest_change",
  "fine_change",
  "settled",
  "webhook",
];

/** The sources the connector follows, as cited in this folder and in docs/connectors. */
export const BB_SOURCES = [
  "Banco do Brasil, API Cobranças v2 (developers.bb.com.br), documentation as transcribed in higorocha/SistemaWebAlencarFrutas backend/src/cobranca/DOCUMENTACAO_BB_COBRANCA.md @780930e",
  "Banco do Brasil, Manual API de Cobrança Bancária v1 (Geração, Alteração, Listagem, Jul-Aug/2020) and Postman collection API Cobrança, in imobanco/bb-wrapper docs/bb/ @88f3074",
  "frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_BancoBrasil_API.pas @f0def97 and ACBrBoletoRet_BancoBrasil_API.pas @0adf3eb",
  "imobanco/bb-wrapper bb_wrapper/wrapper/cobrancas.py, bb_wrapper/models/boleto.py and examples/cobranças/data/*.json (BB sandbox answers) @88f3074",
  "Accordous/bb-client README-endpoint-*.md, README-webhook*.md (BB's v2 schema and webhook as transcribed) @5c7916e",
] as const;

export const connector: BankConnector = {
  provider: "001",
  name: "Banco do Brasil — API Cobrança v2",
  sources: BB_SOURCES,
  environments: {
    sandbox: { api: "https://api.hm.bb.com.br", auth: "https://oauth.hm.bb.com.br" },
    production: { api: "https://api.bb.com.br", auth: "https://oauth.bb.com.br" },
  },
  auth: {
    kind: "oauth2_client_credentials",
    tokenPath: "/oauth/token",
    clientAuth: "basic",
    scopes: {
      all: [...READ, ...WRITE],
      register: WRITE,
      query: READ,
      settled: READ,
      due_date_change: WRITE,
      amount_change: WRITE,
      rebate: WRITE,
      rebate_cancel: WRITE,
      write_off: WRITE,
      protest: WRITE,
      protest_cancel: WRITE,
      discount_change: WRITE,
      interest_change: WRITE,
      fine_change: WRITE,
    },
    mtls: false,
    apiKey: { in: "query", name: "gw-dev-app-key" },
    // bb-wrapper renews at 9.5 of 10 minutes (TOKEN_EXPIRE_TIME); the answer's expires_in wins.
    tokenSeconds: 600,
  },
  limits: {
    ratePerSecond: 5,
    concurrency: 4,
    source:
      "lote's conservative default: Banco do Brasil documents no rate or concurrency limit for the API Cobrança; it answers a query of the same title repeated within 30 s from cache",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: registerRequest,
  parseRegister: (res) => parseRegisterResponse(res),
  query: queryRequest,
  parseQuery: (res, k) => parseQueryResponse(res, keyNumber(k)),
  instruct: (k, i) => instructRequests(k, i as BbInstruction),
  parseInstruct: (res) => parseInstructResponse(res),
  settled: settledRequest,
  parseSettled: parseSettledResponse,
  parseWebhook: parseBbWebhook,
  probe: probeRequest,
};
