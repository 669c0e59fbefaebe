/**
 * 748 — Sicredi, API de Cobrança (Open API Cobrança Parceiros) connector: registration, query,
 * instructions, the day's liquidated titles, the webhook contract and its payment notifications,
 * as data and pure functions.
 *
 * Auth: OAuth2 resource-owner password grant (auth.ts): username = código do beneficiário +
 * cooperativa, password = the código de acesso generated in the Internet Banking, plus the
 * portal's `x-api-key` on every call; no client certificate. The shared `AuthSpec` has no password
 * grant, so this connector carries `SicrediAuthSpec` and index.ts hands it to lote as a
 * `BankConnector` (the type change is proposed in the report).
 */
import type {
  ApiOperation,
  ApiRequest,
  ApiResponse,
  BankConnector,
  SettledOutcome,
  TitleKey,
  WebhookDelivery,
} from "../../../connect/types";
import type { IsoDate } from "../../../types";
import {
  AUTH,
  parseToken,
  refreshRequest,
  type SicrediAuthSpec,
  type SicrediCredentials,
  type SicrediToken,
  tokenRequest,
} from "./auth";
import { buildInstruction, INSTRUCTIONS } from "./instruct";
import { buildProbe, buildQuery, buildRegister, buildSettled, buildWebhookContract } from "./request";
import { parseInstruct, parseQuery, parseRegister, parseSettled, parseWebhook } from "./response";

export const SOURCES = [
  "Sicredi, Manual API da Cobrança (versions 1.0 of 27/06/2022 and 3.2 of 11/12/2023 are referenced on Scribd; only their tables of contents could be read) and the Sicredi developer portal (developer.sicredi.com.br, 'OPEN API - COBRANCA - PARCEIROS 1.0.0', 'OPEN API - OAUTH - PARCEIROS 1.0.0')",
  "ACBr, frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Sicredi_APIV2.pas @c7aab42f89cf18f28be3603f7fceb5236598f7da (URLs, token, headers, POST /boletos body, instruction bodies, liquidados parameters) and ACBrBoletoRet_Sicredi_APIV2.pas @042854660492c22c3b753bca8b424d5a05018467 (error bodies, query and liquidados fields)",
  "Ctrl-Mota/banco-sicredi-connector-php @0cd7695fce9315254776f48ced42318057bcdb34 (README register answer example, HttpService error handling, SicrediCobranca webhook contract and webhook payload example)",
  "divulgueregional/api-sicredi @f19370c1c7dc6d86858377382a3dbfb680c74f82 (src/SicrediBoletos.php endpoints and headers; docs/boletos/README.md request examples)",
  "Independent clients' models: a Go adapter (KaminoClone sicredi package: request/response structs, 202 instruction receipt, liquidados items/hasNext), a Python FastAPI app's app/services/sicredi/schemas.py (field lengths, token answer, webhook contract), a TypeScript client's tests (register 201 and instruction 202 fixtures)",
];

/** The liquidation events a webhook contract can subscribe to (Ctrl-Mota createWebhook). */
export const WEBHOOK_EVENTS = [
  "LIQUIDACAO",
  "LIQUIDACAO_PIX",
  "LIQUIDACAO_COMPE_H5",
  "LIQUIDACAO_COMPE_H6",
  "LIQUIDACAO_COMPE_H8",
  "LIQUIDACAO_REDE",
  "LIQUIDACAO_CARTORIO",
  "AVISO_PAGAMENTO_COMPE",
  "ESTORNO_LIQUIDACAO_REDE",
] as const;

const OPERATIONS: ApiOperation[] = [
  "register",
  "query",
  ...INSTRUCTIONS,
  "settled",
  "webhook",
  "webhook_register",
];

type Key = TitleKey & { issue_date?: IsoDate };

/**
 * The Sicredi connector: a `BankConnector` whose `auth` is the password grant, with the token
 * calls, the webhook contract and the settled flow's context.
 */
export interface SicrediConnector extends Omit<BankConnector, "auth" | "query" | "instruct"> {
  auth: SicrediAuthSpec;
  /** The key may carry the title's issue date (the nosso número's year) when lote stored no printed number. */
  query(k: Key): ApiRequest;
  instruct(k: Key, i: Parameters<BankConnector["instruct"]>[1]): ApiRequest[] | null;
  settled(account: TitleKey["account"], from: IsoDate, to: IsoDate, page?: string): ApiRequest;
  parseSettled(res: ApiResponse, ctx?: { from: IsoDate; to: IsoDate; page?: string }): SettledOutcome;
  parseWebhook(d: WebhookDelivery): ReturnType<typeof parseWebhook>;
  tokenRequest(c: SicrediCredentials, env: "sandbox" | "production"): ApiRequest;
  refreshRequest(refreshToken: string, env: "sandbox" | "production"): ApiRequest;
  parseToken(res: ApiResponse): SicrediToken | null;
  /** POST /webhook/contrato/: the payment notification contract of the account. */
  registerWebhook(account: TitleKey["account"], url: string, eventos?: readonly string[]): ApiRequest;
}

const HOST = "https://api-parceiro.sicredi.com.br";

/** Sicredi's connector. */
export const connector: SicrediConnector = {
  provider: "748",
  name: "Sicredi — API de Cobrança (Open API Cobrança Parceiros)",
  sources: SOURCES,
  environments: {
    sandbox: { api: `${HOST}/sb/cobranca/boleto/v1`, auth: HOST },
    production: { api: `${HOST}/cobranca/boleto/v1`, auth: HOST },
  },
  auth: AUTH,
  limits: {
    ratePerSecond: 2,
    concurrency: 2,
    source:
      "Sicredi publishes no rate or concurrency limit in any source lote could read (the manual's text was not accessible); 2 per second and 2 in flight are lote's conservative guess. Registration is asynchronous at Sicredi (titles registered within minutes, per independent clients' notes).",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: buildRegister,
  parseRegister: (res) => parseRegister(res),
  query: buildQuery,
  parseQuery: (res) => parseQuery(res),
  instruct: buildInstruction,
  parseInstruct: (res) => parseInstruct(res),
  settled: buildSettled,
  parseSettled,
  parseWebhook,
  tokenRequest,
  refreshRequest,
  parseToken,
  registerWebhook: (account, url, eventos = ["LIQUIDACAO"]) =>
    buildWebhookContract(account, url, [...eventos]),
  probe: (account, today) => buildProbe(account, today),
};
