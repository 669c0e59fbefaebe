/**
 * Banco Inter's connector: API Cobrança v3 ("Boleto com Pix", Bolepix). v3 is Inter's current
 * cobrança API — the portal documents only it (v2, `/cobranca/v2/boletos`, had no Pix and is what
 * eduardokum/laravel-boleto keeps as "versao 2") — and it registers the boleto and its Pix
 * (cobrança com vencimento) in one call.
 *
 * Inter assigns the nosso número, the barcode, the linha digitável and the Pix: registration is
 * asynchronous (200 `{ codigoSolicitacao }`, the codes come with the first query or callback
 * after EM_PROCESSAMENTO), and lote checks them with `checkInterCodes` before rendering.
 *
 * Sources: Inter API Cobrança v3 reference (developers.inter.co/references/cobranca-bolepix) and
 * token reference (developers.inter.co/references/token), as the OpenAPI the portal renders
 * (edusouza/inter-pj-cli spec/inter-empresas-openapi.json @29c94b63); clients
 * eduardokum/laravel-boleto @0081d095, samfelgar/inter-sdk @d3f1b588, divulgueregional/api-inter-v2
 * @6a814c94. Field-by-field: docs/connectors/077-inter.md.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import { type InterOptions, instruct, probe, query, register, settled } from "./request";
import { parseInstruct, parseQuery, parseRegister, parseSettled, parseWebhook } from "./response";

const READ = ["boleto-cobranca.read"] as const;
const WRITE = ["boleto-cobranca.write"] as const;

const OPERATIONS: readonly ApiOperation[] = [
  "register",
  "query",
  "due_date_change",
  "amount_change",
  "write_off",
  "settled",
  "webhook",
];

/**
 * The connector with one connection's settings.
 *
 * @example interConnector({ daysToCancel: 30 }).register(title)
 */
export function interConnector(options: InterOptions = {}): BankConnector {
  return {
    provider: "077",
    name: "Banco Inter — API Cobrança v3 (Boleto com Pix)",
    sources: [
      "Banco Inter, API Cobrança (Boleto com Pix) v3 — https://developers.inter.co/references/cobranca-bolepix",
      "Banco Inter, Token (OAuth) — https://developers.inter.co/references/token",
      "OpenAPI of the portal: github.com/edusouza/inter-pj-cli spec/inter-empresas-openapi.json @29c94b63f41c5a7871d9a2f21457d21ba63e6287",
      "github.com/eduardokum/laravel-boleto src/Api/Banco/Inter.php @0081d0958f6257c39d4594ce2ca466d725cd5b5c",
      "github.com/samfelgar/inter-sdk src/PixCharges @d3f1b58874d491ed929e68cc70e29a229c6e6115",
    ],
    environments: {
      sandbox: { api: "https://cdpj-sandbox.partners.uatinter.co" },
      production: { api: "https://cdpj.partners.bancointer.com.br" },
    },
    auth: {
      kind: "oauth2_client_credentials",
      tokenPath: "/oauth/v2/token",
      clientAuth: "form",
      scopes: {
        all: [...READ, ...WRITE],
        register: WRITE,
        due_date_change: WRITE,
        amount_change: WRITE,
        write_off: WRITE,
        webhook_register: WRITE,
        query: READ,
        settled: READ,
      },
      mtls: true,
      tokenSeconds: 3600,
    },
    limits: {
      ratePerSecond: 2,
      concurrency: 2,
      source:
        "Inter API Cobrança v3: 120 calls/minute in production (10 in sandbox) for emitir, recuperar, listar, sumário, PDF and cancelar; 10/minute for editar and its status; 5/minute for the webhook and for the token. Concurrency is undocumented: 2 is lote's guess.",
    },
    assignsCodes: true,
    operations: new Set(OPERATIONS),
    register: (t) => register(t, options),
    parseRegister,
    query,
    parseQuery,
    instruct,
    parseInstruct,
    settled,
    // (res, page?): the shared signature passes only res; the page asked for is proposed as a 2nd argument.
    parseSettled: (res, ctx) => parseSettled(res, ctx?.page),
    parseWebhook,
    probe,
  };
}

/** The connector with lote's defaults (numDiasAgenda 60). */
export const connector: BankConnector = interConnector();
