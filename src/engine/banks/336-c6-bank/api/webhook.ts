/**
 * C6's bank-slip notification, registered with `POST /v1/webhooks/` `{ url, service: "BANK_SLIP" }`.
 * C6's public material shows the registration only; the Python provider validated in C6's sandbox
 * reads the delivery as "o próprio objeto (boleto ou pix) com o novo status" (index file
 * 66954986174). lote reads it so — **unconfirmed** — as a notice only: the service authenticates
 * the delivery by the connection's secret URL (C6 documents no signature) and confirms it by
 * reading the BolePix, whose answer is what it settles.
 */
import type { ApiPayment, WebhookDelivery } from "../../../connect/types";
import { obj, paymentsOf, str } from "./response";

/**
 * The payments a delivery announces: the BolePix object when it is PAID (its amount as the read
 * would give it), none for other states; issues when the body is not a BolePix object.
 *
 * @example parseC6Webhook({ headers: {}, body: '{"id":"…","status":"PAID",…}' })
 */
export function parseC6Webhook(
  d: WebhookDelivery,
): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] } {
  let body: unknown;
  try {
    body = JSON.parse(d.body);
  } catch {
    return { issues: [{ path: "body", message: "not JSON" }] };
  }
  const slip = obj(body);
  if (!str(slip.id) && !str(slip.external_reference_id))
    return { issues: [{ path: "body.id", message: "no id or external_reference_id" }] };
  if (!str(slip.status)) return { issues: [{ path: "body.status", message: "missing" }] };
  return { payments: paymentsOf(slip) };
}
