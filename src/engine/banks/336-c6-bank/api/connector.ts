/**
 * C6 Bank's connector: the BolePix API (`/v2/bank_slips`, boleto with Pix) behind mTLS, with
 * OAuth2 client credentials at `/v1/auth` (client id and secret in the form: the Postman collection
 * leandronunes07/c6bank-php-sdk `postman/01.auth-collection.json` @4ecad5d9, frones/ACBr
 * `ACBrBoletoW_C6.pas` @027a4929). C6 assigns the nosso número and the codes (`checkC6Codes`).
 *
 * Why BolePix and not the v1 boleto API (`/v1/bank_slips`, also in that Postman collection and in
 * ACBr): v1 addresses a slip by C6's id only, so a registration whose answer was lost cannot be
 * found again; BolePix addresses it by lote's own 26-character `external_reference_id`, and adds
 * the Pix. Field by field: docs/connectors/336-c6-bank.md.
 */
import type { ApiOperation, BankConnector } from "../../../connect/types";
import { instruct, probe, query, register } from "./request";
import { parseInstruct, parseQuery, parseRegister } from "./response";
import { parseC6Webhook } from "./webhook";

const OPERATIONS: readonly ApiOperation[] = [
  "register",
  "query",
  "due_date_change",
  "amount_change",
  "write_off",
  "webhook",
  "webhook_register",
];

export const connector: BankConnector = {
  provider: "336",
  name: "C6 Bank — BolePix API (v2 bank_slips)",
  sources: [
    "C6 Bank, C6 Developers (developers.c6bank.com.br): specs behind an account, not public",
    "C6 Roteiro de Testes v3.0, as a homologation script transcribes it (lote's index file 71332354794)",
    "Go adapter of C6's BolePix OpenAPI 3.0.3 v1.0.1 (lote's index file 62174496082)",
    "Python C6 provider, official specs validated in the sandbox (lote's index file 66954986174)",
    "github.com/leandronunes07/c6bank-php-sdk postman/*.json @4ecad5d9837ba40a677af12259caf8f3b3409fd7",
    "github.com/frones/ACBr Fontes/ACBrBoleto/WS/ACBrBoletoW_C6.pas @027a4929, ACBrBoletoRet_C6.pas @5f46a696",
  ],
  environments: {
    sandbox: { api: "https://baas-api-sandbox.c6bank.info" },
    production: { api: "https://baas-api.c6bank.info" },
  },
  auth: { kind: "oauth2_client_credentials", tokenPath: "/v1/auth", clientAuth: "form", mtls: true },
  limits: {
    ratePerSecond: 2,
    concurrency: 2,
    source:
      "C6 publishes no rate limit; its sandbox answers only on weekdays 7h–23h (the Python provider). 2/s and 2 in flight are lote's guess.",
  },
  assignsCodes: true,
  operations: new Set(OPERATIONS),
  register,
  parseRegister,
  query,
  parseQuery,
  instruct,
  parseInstruct,
  parseWebhook: parseC6Webhook,
  probe,
};
