/**
 * Santander API de Cobrança — the payment notification Santander posts to the workspace's
 * `webhookURL` when `bankSlipBillingWebhookActive` (or `pixBillingWebhookActive`) is set. Its shape
 * is transcribed from ONE independent client, juspay/hyperswitch `SantanderWebhookBody` (message
 * WBHKPAGEST, function PAGAMENTO | ESTORNO, paymentType SANTANDER | OUTROS_BANCOS | PIX, the
 * covenant, bankNumber, paymentDate, payedValue, interestValue, fine, deductionValue, rebateValue,
 * iofValue …): the guide that documents it was not readable in public sources, so the shape is
 * unconfirmed. Santander documents no signature: the service authenticates the delivery by the
 * connection's secret path and confirms each payment by a query.
 */
import type { ApiPayment, WebhookDelivery } from "../../../connect/types";
import { centsOf, datePart, loteOurNumber } from "./format";

type Obj = Record<string, unknown>;
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined;

/** The payment of one notification, or an issue; an ESTORNO (reversal) carries no payment. */
function paymentOf(n: Obj, at: string): ApiPayment | { path: string; message: string } | null {
  if (String(n.function ?? "").toUpperCase() === "ESTORNO") return null;
  const bankNumber = str(n.bankNumber);
  const cents = centsOf(n.payedValue);
  if (!bankNumber) return { path: `${at}.bankNumber`, message: "missing" };
  if (cents === undefined) return { path: `${at}.payedValue`, message: "not an amount" };
  const paidOn = datePart(n.paymentDate);
  const txid = str(n.txId);
  const extra: Record<string, number> = {};
  for (const [k, v] of [
    ["interest_cents", n.interestValue],
    ["fine_cents", n.fine],
    ["discount_cents", n.rebateValue],
    ["rebate_cents", n.deductionValue],
  ] as const) {
    const c = centsOf(v);
    if (c) extra[k] = c;
  }
  return {
    payment_id: `liquidacao:${bankNumber}`,
    ...(loteOurNumber(bankNumber) ? { our_number: loteOurNumber(bankNumber) } : {}),
    provider_ids: { bankNumber, ...(str(n.covenant) ? { covenantCode: str(n.covenant) as string } : {}) },
    amount_cents: cents,
    ...extra,
    ...(paidOn ? { paid_on: paidOn } : {}),
    ...(txid ? { txid } : {}),
    channel: String(n.paymentType ?? "").toUpperCase() === "PIX" ? "pix" : "boleto",
  };
}

/**
 * Reads a notification (one object, or a list of them).
 *
 * @example parseWebhook({ headers: {}, body: '{"function":"PAGAMENTO","bankNumber":"0000000012343","payedValue":"50.00",…}' })
 */
export function parseWebhook(
  d: WebhookDelivery,
): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] } {
  let body: unknown;
  try {
    body = JSON.parse(d.body);
  } catch {
    return { issues: [{ path: "", message: "not JSON" }] };
  }
  const list = Array.isArray(body) ? body : [body];
  const payments: ApiPayment[] = [];
  const issues: { path: string; message: string }[] = [];
  for (const [i, n] of list.entries()) {
    if (!n || typeof n !== "object") {
      issues.push({ path: `${i}`, message: "not an object" });
      continue;
    }
    const p = paymentOf(n as Obj, Array.isArray(body) ? `${i}` : "");
    if (p && "message" in p) issues.push({ path: p.path.replace(/^\./, ""), message: p.message });
    else if (p) payments.push(p);
  }
  return issues.length > 0 ? { issues } : { payments };
}
