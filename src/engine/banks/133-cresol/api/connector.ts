/**
 * 133 — Cresol, boleto API (Governarti: `cresolapi.governarti.com.br`, homologação
 * `api-dev.governarti.com.br`) connector: registration, query, due-date change and write-off as
 * data and pure functions. Auth: OAuth2 password grant at the Keycloak realm `cresol`
 * (`/auth/realms/cresol/protocol/openid-connect/token` on `cresolauth.governarti.com.br`,
 * homologação `auth-dev.governarti.com.br`): the public client `cresolApi` with its secret in the
 * form, the beneficiary's login and password, scope `read`; tokens of 300 s. No client
 * certificate in the sources. Cresol sends no payment notification in any source: a paid title
 * shows in its query (`ocorrencias` of tipo C), asked title by title by the service.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import { buildInstruction, buildProbe, buildQuery, buildRegister, INSTRUCTIONS } from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";

export const SOURCES = [
  "frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Cresol.pas and ACBrBoletoRet_Cresol.pas @1726250073b800b7cd6e7e912522e54b1ed2b111 (hosts, token form, POST/PUT/GET /titulos, baixa, answers)",
  "An integrator's 'Cresol API, boletos' reference (GitHub Markdown, code index id 56897390966): the paths of Cresol's production Swagger on 2026-07-08, list parameters, token answer, field list, a homologação title and its linha digitável",
  "BoletoNetCore's Cresol client (code index ids 3734923763, 3717170524): the production and homologação hosts",
];

const OPERATIONS: ApiOperation[] = ["register", "query", ...INSTRUCTIONS];

export const TOKEN_PATH = "/auth/realms/cresol/protocol/openid-connect/token";

/** Cresol's connector. */
export const connector: BankConnector = {
  provider: "133",
  name: "Cresol — API de boletos (Governarti)",
  sources: SOURCES,
  environments: {
    sandbox: { api: "https://api-dev.governarti.com.br", auth: "https://auth-dev.governarti.com.br" },
    production: { api: "https://cresolapi.governarti.com.br", auth: "https://cresolauth.governarti.com.br" },
  },
  auth: {
    kind: "oauth2_password",
    tokenPath: TOKEN_PATH,
    clientAuth: "form",
    scopes: { all: ["read"] },
    mtls: false,
    tokenSeconds: 300,
  },
  limits: {
    ratePerSecond: 2,
    concurrency: 1,
    source:
      "Cresol publishes no limit in the sources found; the integrator's reference saw HTTP 500 on parallel token calls in homologação: one in flight and 2 per second are lote's conservative guess.",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: buildRegister,
  parseRegister: (res) => parseRegister(res),
  query: buildQuery,
  parseQuery,
  instruct: buildInstruction,
  parseInstruct: (res) => parseInstruct(res),
  probe: () => buildProbe(),
};
