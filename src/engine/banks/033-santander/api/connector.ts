/**
 * 033 — Santander, API de Cobrança ("Hub de Cobrança", collection_bill_management v2) connector:
 * registration, query, instructions, settled titles and payment webhooks, as data and pure
 * functions.
 *
 * Auth: OAuth2 client credentials at `/auth/oauth/v2/token` on the trust-* host, `client_id` and
 * `client_secret` in the form, with the client certificate (mTLS) on the token call and every API
 * call; every call carries `X-Application-Key: <client_id>` (ACBr DefinirParamOAuth/
 * DefinirIdentificador; hyperswitch build_headers; TOTVS TDN 653588365). Titles live in a
 * "workspace" of type BILLING created once per convênio (`POST /workspaces`); its id is connection
 * configuration: `withWorkspace(environment, id)` fills the `workspace` host the title requests use.
 */
import type {
  ApiEnvironment,
  ApiOperation,
  ApiRequest,
  ApiResponse,
  BankConnector,
  TitleKey,
} from "../../../connect/types";
import { buildInstruction, INSTRUCTIONS } from "./instruct";
import { buildRegister } from "./request";
import { buildProbe, buildQuery, buildWorkspace } from "./request-reads";
import { parseInstruct, parseQuery, parseRegister, parseWorkspace } from "./response";
import { buildSettled, parseSettled } from "./settled";
import { parseWebhook } from "./webhook";

export const SOURCES = [
  "Santander, 'Hub de Cobrança – API User Guide' V2.0 (2023-05) / 'Collection Hub – API User Guide' V2.1 (2024-04), developer.santander.com.br (only its table of contents is publicly readable: pt.scribd.com/document/720323785, scribd 850574185)",
  "ACBr, frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Santander_API.pas @0ec4b368f14978b53930d28fc056f2e2b2d58e60 (and @8397e8d0dcc2adb137200db6fe890c43ce45baec), ACBrBoletoRet_Santander_API.pas @19121f1be5edf6f4562510dba9463b212753e753",
  "juspay/hyperswitch crates/hyperswitch_connectors/src/connectors/santander.rs @000d6c188ba3ddbec690afca9d743b7fc412d192, santander/requests.rs @01d225717f9ad7f0f1dc1a849354aaefb93c459d, santander/responses.rs @026db4d53dc651e96c893abd52cf155e765ae446 (and earlier versions with SantanderWebhookBody)",
  "Public reference 'API de Cobrança Santander — Referência técnica' (a GitHub Markdown file of an integrator, validated against the sandbox; code index id 65718256549)",
  "TOTVS TDN 'Santander - Bank Slip Configuration - FINA710' (tdn.totvs.com/display/LMPING) and TDN pageId 653588365 (hosts, mTLS)",
  "arinellipar/arrighiMonoRepoOfficial backend/BOLETO_PDF_BANKSLIP_ID_FIX.md (a production error body)",
  "flycorp/santander-billet README (endpoint list, workspace body; code index id 66253195992)",
];

const OPERATIONS: ApiOperation[] = [
  "register",
  "query",
  ...INSTRUCTIONS,
  "settled",
  "webhook",
  "webhook_register",
];

/** The placeholder of the `workspace` host until the connection's workspace id is filled in. */
export const WORKSPACE_PLACEHOLDER = "{workspace_id}";

const env = (host: string): ApiEnvironment => {
  const api = `https://${host}/collection_bill_management/v2`;
  return { api, auth: `https://${host}`, extra: { workspace: `${api}/workspaces/${WORKSPACE_PLACEHOLDER}` } };
};

/**
 * The environment with the connection's workspace: the `workspace` host becomes
 * `<api>/workspaces/<id>` (the id is percent-encoded as a path segment).
 *
 * @example withWorkspace(connector.environments.production, "92446ad6-d52a-4141-bee4-58a019358faa").extra?.workspace
 * // "https://trust-open.api.santander.com.br/collection_bill_management/v2/workspaces/92446ad6-d52a-4141-bee4-58a019358faa"
 */
export function withWorkspace(e: ApiEnvironment, workspaceId: string): ApiEnvironment {
  return { ...e, extra: { ...e.extra, workspace: `${e.api}/workspaces/${encodeURIComponent(workspaceId)}` } };
}

/** Santander's connector, with the workspace creation lote's shared interface has no slot for. */
export interface SantanderConnector extends BankConnector {
  parseWebhook: NonNullable<BankConnector["parseWebhook"]>;
  /** `POST /workspaces` for the convênio, with the payment webhook URL when given. */
  registerWorkspace(account: TitleKey["account"], webhookUrl?: string, description?: string): ApiRequest;
  parseWorkspace: typeof parseWorkspace;
}

/** Santander's connector. */
export const connector: SantanderConnector = {
  provider: "033",
  name: "Santander — API de Cobrança (collection_bill_management v2)",
  sources: SOURCES,
  environments: {
    // trust-sandbox answers mock data (ACBr: "nao devolve todas as informações"); ACBr's homologação
    // is trust-open-h, enabled on request to the bank. Both are configuration.
    sandbox: env("trust-sandbox.api.santander.com.br"),
    production: env("trust-open.api.santander.com.br"),
  },
  auth: {
    kind: "oauth2_client_credentials",
    tokenPath: "/auth/oauth/v2/token",
    clientAuth: "form",
    mtls: true,
    apiKey: { in: "header", name: "X-Application-Key" },
    // "Validade: 900s" (the public reference, from a sandbox token); the response's expires_in wins.
    tokenSeconds: 900,
  },
  limits: {
    ratePerSecond: 5,
    concurrency: 4,
    source:
      "Santander publishes no rate limit in the public sources found (the reference lists 429 'rate limit. Backoff exponencial'); 5/s and 4 in flight are lote's conservative guess.",
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
  parseSettled: (res: ApiResponse, ctx) => parseSettled(res, ctx),
  parseWebhook,
  registerWorkspace: buildWorkspace,
  parseWorkspace,
  probe: () => buildProbe(),
};
