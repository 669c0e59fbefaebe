/**
 * 237 — Bradesco, API Cobrança (openapi.bradesco.com.br) connector: registration
 * (`/v1/boleto/registrarBoleto`), query (`/v1/boleto/titulo-consultar`) and write-off
 * (`/v1/boleto/titulo-baixar`), as data and pure functions.
 *
 * Auth is not OAuth2 client credentials: the token comes from a JWT assertion signed with the
 * certificate's private key (RFC 7523 JWT bearer grant, `auth.kind: "oauth2_jwt_bearer"`), and
 * every call is signed too. The service's transport (src/connectors/auth.ts) uses
 * `connector.signing` (signing.ts): it asks for the claims and the text to sign, signs with
 * WebCrypto (RS256), and adds the headers.
 */
import type { ApiOperation, AuthSpec, BankConnector } from "../../../connect/types";
import { buildInstruction, buildProbe, buildQuery } from "./reads";
import { buildRegister } from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";
import {
  assertionClaims,
  assertionSigningInput,
  bodyText,
  canonicalString,
  signedHeaders,
  TOKEN_PATH,
  timestamp,
  tokenRequest,
} from "./signing";

export const SOURCES = [
  "ottomillrath/BoletoNetCore BoletoNetCore/Banco/Bradesco/BancoBradesco.Online.cs @0d310407018b22adda1d97c0df33251f23d9760c (token, registrarBoleto, titulo-consultar, titulo-baixar, request and response classes)",
  "HelioNeto/postman-bradesco-boleto-hibrido README.md @57e1f550793600758b0fbc0b81484bba2f12bb52, pre-request.js @68afeb04e077d92db7d640fd68cc6413e81b209f (assertion, request text, SHA256withRSA)",
  "ACBr, frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Bradesco.pas @1dc1f9a512d031c8ebda286fc8abb3299f239464, ACBrBoletoRet_Bradesco.pas @32f915d2fb6de6b0374b1f8d965badee6c8b6d6b (hosts, token versions, paths, answers)",
  "Bradesco, 'Manual Registro de Boleto Bancário On-line' (v1.7; Janeiro 2019) — the layout, as its example is reproduced in vitorccs/bradesco-api-php (README, src/Helpers/Fixer.php @026361674660808ebe733b60654fc670ae7fe333) and other public clients",
];

/** The token and signing steps the service's transport performs (signing.ts). */
export const signing = {
  tokenPath: TOKEN_PATH,
  assertionClaims,
  assertionSigningInput,
  tokenRequest,
  bodyText,
  canonicalString,
  signedHeaders,
  timestamp,
} as const;

/** Bradesco's connector, with the signing steps lote's shared interface has no slot for. */
export interface BradescoConnector extends BankConnector {
  signing: typeof signing;
  /** Token lifetime and endpoint, as the shared `AuthSpec` cannot say "JWT bearer". */
  jwtBearer: { tokenPath: string; grantType: string; assertionSeconds: number };
}

const AUTH: AuthSpec = {
  kind: "oauth2_jwt_bearer",
  tokenPath: TOKEN_PATH,
  mtls: true,
  apiKey: { in: "header", name: "access-token" },
};

const OPERATIONS: ApiOperation[] = ["register", "query", "write_off"];

/** Bradesco's connector. */
export const connector: BradescoConnector = {
  provider: "237",
  name: "Bradesco — API Cobrança (registro de boleto)",
  sources: SOURCES,
  environments: {
    // ACBr C_URL_HOM / C_URL_OAUTH_HOM; BoletoNetCore Homologacao.
    sandbox: { api: "https://proxy.api.prebanco.com.br", auth: "https://proxy.api.prebanco.com.br" },
    production: { api: "https://openapi.bradesco.com.br", auth: "https://openapi.bradesco.com.br" },
  },
  auth: AUTH,
  jwtBearer: {
    tokenPath: TOKEN_PATH,
    grantType: "urn:ietf:params:oauth:grant-type:jwt-bearer",
    assertionSeconds: 3600,
  },
  signing,
  limits: {
    ratePerSecond: 2,
    concurrency: 2,
    source:
      "Bradesco publishes no rate limit in the public sources found: 2/s and 2 in flight are lote's conservative guess.",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: buildRegister,
  parseRegister,
  query: buildQuery,
  parseQuery,
  instruct: buildInstruction,
  parseInstruct,
  probe: (account) => buildProbe(account),
};
