/**
 * 341 — Itaú's cobrança API as a `BankConnector`: "API Boletos - Emissão e Instrução"
 * (cash_management v2, OpenAPI 2.75.147) for registration, query and instructions, with OAuth2
 * client credentials at Itaú's STS over the dynamic client certificate (mTLS) and the
 * `x-itau-apikey` header. Payments arrive as boleto notifications (webhook.ts) and show in the
 * query's `pagamentos_cobranca`. Every choice is cited in docs/connectors/341-itau.md.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import { instruct } from "./instruct";
import { probe, query, register } from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";
import { parseWebhook } from "./webhook";

/** The documents the connector follows. */
export const SOURCES = [
  "Itaú, API Boletos - Emissão e Instrução (cash_management v2), OpenAPI 2.75.147, devportal.itau.com.br — verbatim copy in leonardolermen/payment-gateway@ee0a6645, gateway-providers/src/test/resources/itau/boleto/instruction.openapi.json",
  "Itaú, API Boletos - Consulta de detalhe do Boleto (boletoscash v2), OpenAPI 1.2.9 — leonardolermen/payment-gateway@b037e849, docs/providers/itau/itau-ep9-gtw-boletoscash-boletoscash-v2-ext-aws.openapi.json",
  "Itaú, API Boletos (v3): francesas and notificações de boletos, OpenAPI 1.34.1 — leonardolermen/payment-gateway@f1d3b366, docs/providers/itau/itau-ep9-gtw-boletos-boletos-v3-ext-aws.openapi.json",
  "ACBr, Fontes/ACBrBoleto/WS/ACBrBoletoW_Itau_API.pas and ACBrBoletoRet_Itau_API.pas — ProjetoACBr/ACBr@9d6a3c39 / @1a6a096b, frones/ACBr@0db9bf73",
] as const;

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
  "webhook",
];

/** Itaú's connector. */
export const connector: BankConnector = {
  provider: "341",
  name: "Itaú — API Boletos (cash_management v2)",
  sources: SOURCES,
  environments: {
    // The OpenAPI 2.75.147 `servers` entry; ACBr still uses https://api.itau.com.br/cash_management/v2,
    // the host Itaú is moving from (see the docs page). The query OpenAPI's own host is
    // secure.api.cloud.itau.com.br/boletoscash/v2; lote queries cash_management v2's GET /boletos.
    production: {
      api: "https://api.gateway.itau.com.br/cash_management/v2",
      auth: "https://sts.itau.com.br",
    },
    // ACBr's sandbox constants. The sandbox token is at a different path (/api/jwt): see the docs page.
    sandbox: {
      api: "https://sandbox.devportal.itau.com.br/itau-ep9-gtw-cash-management-ext-v2/v2",
      auth: "https://devportal.itau.com.br",
    },
  },
  auth: {
    kind: "oauth2_client_credentials",
    // securitySchemes.oauth2.flows.clientCredentials.tokenUrl = https://sts.itau.com.br/api/oauth/token
    tokenPath: "/api/oauth/token",
    // ACBr posts grant_type, client_id and client_secret in the form.
    clientAuth: "form",
    mtls: true,
    // "x-itau-apikey: Client_id gerado pela autenticação Oauth2" (boletos v3 OpenAPI); required on every path.
    apiKey: { in: "header", name: "x-itau-apikey" },
  },
  limits: {
    ratePerSecond: 5,
    concurrency: 2,
    source:
      "lote's conservative default: none of Itaú's OpenAPIs nor ACBr states a rate or concurrency limit",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register,
  parseRegister,
  query,
  parseQuery,
  instruct,
  parseInstruct,
  parseWebhook,
  probe,
};
