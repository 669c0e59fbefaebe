/**
 * 422 — Safra, cobrança API (`api.safranegocios.com.br/gateway/cobrancas/v1`, homologação
 * `api-hml.safranegocios.com.br`) connector: registration and query by nosso número as data and
 * pure functions. Auth: OAuth2 password grant at `/gateway/v1/oauth2/token` (form `client_id`,
 * `username`, `password`), as ACBr and four independent clients do. A TypeScript type file names
 * `api.safra.com.br/cobranca/v1` and an Oracle IDCS token URL instead — unconfirmed, reachable by
 * the connection's `base_urls`. No baixa or change in any source; no payment notification: a
 * paid title shows in its query (`situacao` PAGO), asked title by title by the service.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import { buildProbe, buildQuery, buildRegister } from "./request";
import { parseQuery, parseRegister } from "./response";

export const SOURCES = [
  "frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Safra.pas and ACBrBoletoRet_Safra.pas @16418a3fa2e9e9f189215f3f2b403adfc9749e76 (hosts, password grant, Safra-Correlation-ID, POST /boletos body, GET /boletos query, answers)",
  "Two Node.js Safra clients (code index ids 21136878784, 21322249456): the homologação hosts, the password grant form, the query's parameters",
  "A PHP Safra integration (code index ids 15825664632, 15631272561): the production hosts, the body (documento, pagador.endereco), the answer under data, the duplicate's message",
  "A Protheus (ADVPL) integration (code index ids 41910201031, 41893833177): the hosts, the token form, agencia/conta with DVs, documento, the answer data.codigoBarras",
  "UNCONFIRMED hosts and grant: a TypeScript type file (code index id 15412702223): api.safra.com.br/cobranca/v1, an Oracle IDCS token URL",
];

export const TOKEN_PATH = "/gateway/v1/oauth2/token";

const OPERATIONS: ApiOperation[] = ["register", "query"];

/** Safra's connector. */
export const connector: BankConnector = {
  provider: "422",
  name: "Safra — API de cobranças (gateway)",
  sources: SOURCES,
  environments: {
    sandbox: {
      api: "https://api-hml.safranegocios.com.br/gateway/cobrancas/v1",
      auth: "https://api-hml.safranegocios.com.br",
    },
    production: {
      api: "https://api.safranegocios.com.br/gateway/cobrancas/v1",
      auth: "https://api.safranegocios.com.br",
    },
  },
  auth: {
    kind: "oauth2_password",
    tokenPath: TOKEN_PATH,
    clientAuth: "client_id_only",
    mtls: false,
  },
  limits: {
    ratePerSecond: 2,
    concurrency: 1,
    source:
      "Safra publishes no limit in the sources found: one in flight and 2 per second are lote's conservative guess.",
  },
  assignsCodes: false,
  operations: new Set(OPERATIONS),
  register: buildRegister,
  parseRegister: (res) => parseRegister(res),
  query: buildQuery,
  parseQuery,
  instruct: () => null,
  parseInstruct: (res) => ({
    kind: "unknown",
    code: `HTTP_${res.status}`,
    message: "no instruction",
    status: res.status,
  }),
  probe: (account) => buildProbe(account),
};
