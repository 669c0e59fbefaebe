/**
 * The answers of the Pix API's operations outside lote's `BankConnector` shape: the webhook's
 * registration (`/webhook/{chave}`), one received Pix (`GET /pix/{e2eid}`) and devoluções
 * (`/pix/{e2eid}/devolucao/{id}`). Statuses per bacen/pix-api openapi.yaml 2.9.0: `PUT /webhook`
 * 200, `DELETE /webhook` 204, `PUT /devolucao` 201, reads 200; 404 is the spec's
 * `*NaoEncontrado`/`NaoEncontrado`; anything else goes through `failure`.
 */
import type { ApiOutcome, ApiResponse } from "../../connect/types";
import { failure, OK, unreadable } from "./outcome";
import { type PixReceived, type PixRefund, readPix, readRefund } from "./read";

type NotFound = { kind: "not_found"; status: number };

/** `PUT /webhook/{chave}`: 200 (some PSPs answer 201 or 204). */
export function parseWebhookPut(res: ApiResponse): ApiOutcome {
  return res.status >= 200 && res.status <= 204 ? OK : failure(res);
}

/** `GET /webhook/{chave}` (`WebhookCompleto`): the URL the PSP notifies. */
export function parseWebhookGet(res: ApiResponse): ApiOutcome<{ webhookUrl: string }> | NotFound {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const url = (res.body as { webhookUrl?: unknown } | null)?.webhookUrl;
  return typeof url === "string" ? { kind: "ok", webhookUrl: url } : unreadable(res, "webhook");
}

/** `DELETE /webhook/{chave}`: 204; 404 when none was registered. */
export function parseWebhookDelete(res: ApiResponse): ApiOutcome | NotFound {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  return res.status === 204 || res.status === 200 ? OK : failure(res);
}

/** `GET /pix/{e2eid}` (`Pix`): the payment and its devoluções. */
export function parsePixRead(res: ApiResponse): ApiOutcome<{ received: PixReceived }> | NotFound {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 200) return failure(res);
  const r = readPix(res.body);
  return "payment" in r ? { kind: "ok", received: r } : unreadable(res, r.path);
}

/**
 * `PUT` (201) or `GET` (200) of `/pix/{e2eid}/devolucao/{id}` (`Devolucao`).
 *
 * @example parseDevolucao({ status: 201, headers: {}, body: DEVOLUCAO_RESPONSE_1.value }) // { kind: "ok", refund: { id: "123456", amount_cents: 789, status: "EM_PROCESSAMENTO", … } }
 */
export function parseDevolucao(res: ApiResponse): ApiOutcome<{ refund: PixRefund }> | NotFound {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (res.status !== 201 && res.status !== 200) return failure(res);
  const refund = readRefund(res.body);
  return refund ? { kind: "ok", refund } : unreadable(res, "devolucao");
}
