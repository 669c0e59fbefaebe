/**
 * Cora's connector: API v2 in the Integração Direta modality — mTLS with the certificate and key
 * Cora issues, and OAuth2 client credentials at `/token` on the same host with only the client id
 * in the form (Cora, "Client Credentials & Client ID", developers.cora.com.br/docs/
 * client-credentials-int-direta; api-evangelist/cora `authentication/cora-authentication.yml`
 * @20821c9b). Cora assigns the nosso número, barcode, linha digitável and Pix (`checkCoraCodes`).
 *
 * Offered: register (with a real idempotency key), query (by Cora's id, else by lote's `code` in
 * the due date's list), write-off (cancelamento), payment notifications (`invoice.paid`), and the
 * endpoint registration (`webhookRegister`). Cora v2 documents no other instruction and no list by
 * payment date. Field by field: docs/connectors/403-cora.md.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import { instruct, probe, query, register } from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";
import { parseCoraWebhook } from "./webhook";

const OPERATIONS: readonly ApiOperation[] = ["register", "query", "write_off", "webhook", "webhook_register"];

export const connector: BankConnector = {
  provider: "403",
  name: "Cora — API v2 (Integração Direta)",
  sources: [
    "Cora, Emissão de boleto registrado v2 — https://developers.cora.com.br/reference/emissão-de-boleto-registrado-v2",
    "Cora, Consulta de boletos — https://developers.cora.com.br/reference/consultar-boletos",
    "Cora, Exemplo de POST da Notificação — https://developers.cora.com.br/reference/exemplo-de-post-da-notificação",
    "Cora, Client Credentials & Client ID — https://developers.cora.com.br/docs/client-credentials-int-direta",
    "github.com/api-evangelist/cora (authentication, conventions) @20821c9b5d4d29f45edf4b2c2b5c467d4d8a2ca5",
    "github.com/helbertfurbino/contacora-api src/Cora @bedfba173ddb6404e7ffecbe7284e20bd70a0611",
    "github.com/DevNF/cora-api src @dee846e05aef08864687d36792cace00e66c7c20",
    "github.com/betocampoy/cora-sdk src @6a765aacac535fabe2c3f92b1a4a7c04b5cf6ae5",
    "github.com/frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_Cora.pas @0c833e80, ACBrBoletoRet_Cora.pas @15e645dd",
  ],
  environments: {
    sandbox: { api: "https://matls-clients.api.stage.cora.com.br" },
    production: { api: "https://matls-clients.api.cora.com.br" },
  },
  auth: {
    kind: "oauth2_client_credentials",
    tokenPath: "/token",
    clientAuth: "client_id_only",
    mtls: true,
  },
  limits: {
    ratePerSecond: 2,
    concurrency: 2,
    source:
      "Cora documents no rate or concurrency limit for API v2: 2 per second and 2 in flight are lote's guess.",
  },
  assignsCodes: true,
  operations: new Set(OPERATIONS),
  register,
  parseRegister,
  query,
  parseQuery,
  instruct,
  parseInstruct,
  parseWebhook: parseCoraWebhook,
  probe,
};
