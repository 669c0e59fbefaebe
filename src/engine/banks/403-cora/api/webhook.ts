/**
 * Cora's payment notification: a `POST` with an empty body whose headers say what happened —
 * `webhook-event-id` (`evt_…`), `webhook-event-type` (resource.trigger, `invoice.paid`) and
 * `webhook-resource-id` (the invoice, `inv_…`), from `user-agent: Cora-Webhook` (Cora, "Exemplo de
 * POST da Notificação", developers.cora.com.br/reference/exemplo-de-post-da-notificação).
 *
 * The notification carries no amount and Cora documents no signature: the service authenticates
 * the delivery by the connection's secret URL and confirms every notice by a query of the invoice
 * (`GET /v2/invoices/{id}`), whose `total_paid` is what it settles. Until then the payment's
 * amount is 0, "not said": it is a notice, never a settlement.
 */
import type { ApiPayment, WebhookDelivery } from "../../../connect/types";

/** The events that mean money arrived. */
const PAID = new Set(["invoice.paid"]);

/**
 * The notice of a Cora delivery: one payment (amount unknown, 0) for `invoice.paid`, none for
 * other events; issues when the headers are not Cora's.
 *
 * @example parseCoraWebhook({ headers: { "webhook-event-type": "invoice.paid", … }, body: "" })
 */
export function parseCoraWebhook(
  d: WebhookDelivery,
): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] } {
  const h = (name: string) => d.headers[name] ?? d.headers[name.toLowerCase()];
  const event = h("webhook-event-id");
  const type = h("webhook-event-type");
  const resource = h("webhook-resource-id");
  const issues: { path: string; message: string }[] = [];
  if (!event) issues.push({ path: "headers.webhook-event-id", message: "missing" });
  if (!type) issues.push({ path: "headers.webhook-event-type", message: "missing" });
  if (!resource) issues.push({ path: "headers.webhook-resource-id", message: "missing" });
  if (issues.length > 0 || !event || !type || !resource) return { issues };
  if (!PAID.has(type)) return { payments: [] };
  return {
    payments: [{ payment_id: event, provider_ids: { id: resource }, amount_cents: 0, channel: "unknown" }],
  };
}
