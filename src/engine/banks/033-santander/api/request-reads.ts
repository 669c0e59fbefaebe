/**
 * Santander API de Cobrança — the reads and the onboarding call: the query of one title by its
 * nosso número (`GET /bills?beneficiaryCode&bankNumber`), the probe (`GET /workspaces`) and the
 * workspace (`POST /workspaces`). Sources in docs/connectors/033-santander.md.
 */
import type { ApiRequest, TitleKey } from "../../../connect/types";
import { covenantOf, keyBankNumber } from "./format";

/**
 * `GET /bills?beneficiaryCode&bankNumber`: the title by the nosso número, what lote asks before
 * retrying a registration (it needs neither the workspace nor the registration's nsu).
 *
 * @example buildQuery(key).query // { beneficiaryCode: "3567206", bankNumber: "0000000012343" }
 */
export function buildQuery(k: TitleKey): ApiRequest {
  return {
    method: "GET",
    path: "/bills",
    query: { beneficiaryCode: covenantOf(k.account), bankNumber: keyBankNumber(k) },
  };
}

/** The probe: `GET /workspaces`, the list of the credentials' workspaces; it changes nothing. */
export function buildProbe(): ApiRequest {
  return { method: "GET", path: "/workspaces" };
}

/**
 * `POST /workspaces`: the BILLING workspace for the convênio, with the payment webhook URL when
 * given (Santander sends bank-slip payments to `webhookURL` when `bankSlipBillingWebhookActive`).
 *
 * @example buildWorkspace(account, "https://lote.example/h/x").body // { json: { type: "BILLING", covenants: [{ code: 3567206 }], … } }
 */
export function buildWorkspace(
  account: TitleKey["account"],
  webhookUrl?: string,
  description = "lote",
): ApiRequest {
  return {
    method: "POST",
    path: "/workspaces",
    body: {
      json: {
        type: "BILLING",
        description,
        covenants: [{ code: Number(covenantOf(account)) }],
        ...(webhookUrl
          ? { webhookURL: webhookUrl, bankSlipBillingWebhookActive: true, pixBillingWebhookActive: true }
          : {}),
      },
    },
  };
}
