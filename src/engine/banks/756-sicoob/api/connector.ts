/**
 * 756 — Sicoob, API Cobrança Bancária V3 connector: registration, query, instructions,
 * settled titles (movimentações) and payment webhooks, as data and pure functions.
 *
 * Auth: OAuth2 client credentials at auth.sicoob.com.br, the realm "cooperado", with the client
 * certificate (mTLS, ICP-Brasil A1) and only `client_id` in the form — no secret (Sicoob
 * Autenticação OpenAPI 1.0.0; ACBr `client_id=%s&scope=%s&grant_type=client_credentials`); every
 * call carries `Authorization: Bearer` and the `client_id` header (portal "Sandbox": "Os Headers
 * seguirão um padrão para todas as APIs"; ACBr GerarHeader). The sandbox takes the fixed access
 * token shown in the portal instead of a token call (Sicoob SDK SicoobClient.setSandboxToken).
 */
import type {
  ApiOperation,
  ApiRequest,
  ApiResponse,
  BankConnector,
  SettledOutcome,
  TitleKey,
} from "../../../connect/types";
import type { IsoDate } from "../../../types";
import { buildInstruction, INSTRUCTIONS, type SicoobInstruction } from "./instruct";
import { buildProbe, buildQuery, buildRegister } from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";
import { buildSettled, parseSettled, type SettledContext } from "./settled";
import { buildWebhookRegistration, parseWebhook } from "./webhook";

export const SOURCES = [
  "Sicoob, OpenAPI 'Cobrança Bancária' 3.0.8.0 (x-ibm-name cobranca-bancaria-v3), Sicoob-Cooperativa/sicoob_sdk_java cobrancav3/api/openapi.yaml @4cfe2c821fc011b9969f3374caa8e9430bb29c3f (same in sicoob_sdk_csharp @c321890a262c5e87601d5467c5f998999e142f1e; Swagger 2.0 in open-fidias/sicoob-cobranca-bancaria-api openapi.json @4d92a89d1052f61d0a1e90f0d5b70340a6193b1c)",
  "Sicoob, OpenAPI 'Sicoob Autenticação' 1.0.0, sicoob_sdk_java auth/api/openapi.yaml @4cfe2c821fc011b9969f3374caa8e9430bb29c3f",
  "Sicoob Developers portal (developers.sicoob.com.br): APIs › Cobrança Bancária V3 (Webhook, Movimentações, Rate Limit, Propriedades Opcionais, escopos), Sandbox, Autenticação, Certificado digital, Códigos de resposta HTTP",
  "ACBr, frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Sicoob_V3.pas @1dc1f9a512d031c8ebda286fc8abb3299f239464 and ACBrBoletoRet_Sicoob_V3.pas @185132139152ea4f80072b22d91c7de34759e0d6",
  "PyPI sicoob-sdk, sicoob/boleto.py (duplicate messages, 404 on POST /boletos)",
  "Sicoob-Cooperativa/sicoob_sdk_java SicoobClient.java @5a2cbda040bcf71eee0178b1a6a7e0cb92b962f5 (sandbox base URL, fixed sandbox token)",
  "Suporte-APIs-Sicoob/apis-python api-pix/requisicao_token.py @169eaa1b1feb8b49ac65deee4060a7d89170b166, api-conta-corrente/saldo/consulta_saldo_PF_PJ.py @1a2c3c2988052136eb4d6c00b461386a7922c797 (token form, client_id header)",
];

const SCOPES = [
  "boletos_inclusao",
  "boletos_consulta",
  "boletos_alteracao",
  "webhooks_alteracao",
  "webhooks_consulta",
  "webhooks_inclusao",
] as const;

const OPERATIONS: ApiOperation[] = [
  "register",
  "query",
  ...INSTRUCTIONS,
  "settled",
  "webhook",
  "webhook_register",
];

/**
 * A `BankConnector` with what lote's shared interface lacks (proposed in the report): the
 * request context for the multi-step settled flow, the values of discount/interest/fine changes,
 * and the webhook registration.
 */
export interface SicoobConnector extends BankConnector {
  instruct(k: TitleKey, i: SicoobInstruction): ApiRequest[] | null;
  settled(account: TitleKey["account"], from: IsoDate, to: IsoDate, page?: string): ApiRequest;
  parseSettled(res: ApiResponse, ctx?: SettledContext): SettledOutcome;
  parseWebhook: NonNullable<BankConnector["parseWebhook"]>;
  registerWebhook(url: string, email?: string): ApiRequest;
}

/** Sicoob's connector. */
export const connector: SicoobConnector = {
  provider: "756",
  name: "Sicoob — API Cobrança Bancária V3",
  sources: SOURCES,
  environments: {
    sandbox: {
      api: "https://sandbox.sicoob.com.br/sicoob/sandbox/cobranca-bancaria/v3",
      // The sandbox uses the portal's fixed token; ACBr keeps the production token host for it.
      auth: "https://auth.sicoob.com.br",
    },
    production: { api: "https://api.sicoob.com.br/cobranca-bancaria/v3", auth: "https://auth.sicoob.com.br" },
  },
  auth: {
    kind: "oauth2_client_credentials",
    tokenPath: "/auth/realms/cooperado/protocol/openid-connect/token",
    clientAuth: "client_id_only",
    scopes: {
      register: ["boletos_inclusao"],
      query: ["boletos_consulta"],
      due_date_change: ["boletos_alteracao"],
      amount_change: ["boletos_alteracao"],
      rebate: ["boletos_alteracao"],
      write_off: ["boletos_alteracao"],
      protest: ["boletos_alteracao"],
      protest_cancel: ["boletos_alteracao"],
      discount_change: ["boletos_alteracao"],
      interest_change: ["boletos_alteracao"],
      fine_change: ["boletos_alteracao"],
      // Which V3 scope covers movimentações is not published; consulta is lote's reading.
      settled: ["boletos_consulta"],
      webhook_register: ["webhooks_inclusao", "webhooks_consulta", "webhooks_alteracao"],
      all: SCOPES,
    },
    mtls: true,
    apiKey: { in: "header", name: "client_id" },
  },
  limits: {
    ratePerSecond: 5,
    concurrency: 5,
    source:
      "Sicoob portal, Cobrança Bancária V3 'Rate Limit': POST Incluir Boletos 5/s, PATCH Alterar 5/s, GET Consultar boleto 20/s, baixa/segunda via/pagadores/faixas 10/s, movimentações 10/s, others 20/s; lote keeps the strictest (5/s). Concurrency is not documented: 5 is lote's conservative guess.",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: buildRegister,
  parseRegister,
  query: buildQuery,
  parseQuery,
  instruct: buildInstruction,
  parseInstruct,
  settled: buildSettled,
  parseSettled,
  parseWebhook,
  registerWebhook: buildWebhookRegistration,
  probe: (account) => buildProbe(account),
};
