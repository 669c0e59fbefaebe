/**
 * Banco do Brasil's webhook of the API Cobrança: a "Baixa Operacional" of a boleto — the
 * receiving bank telling the Base Centralizada (PCR) the boleto is being paid — POSTed to the URL
 * configured in the BB developer portal, over mutual TLS.
 *
 * Fields: `id` (20 digits), `dataRegistro`/`dataVencimento` (`dd.mm.aaaa`), `valorOriginal`,
 * `valorPagoSacado`, `numeroConvenio`, `numeroOperacao`, `carteiraConvenio`,
 * `variacaoCarteiraConvenio`, `codigoEstadoBaixaOperacional` (1 emitida pelo BB, 2 por outro
 * banco, 10 cancelamento), `dataLiquidacao` (`dd/mm/aaaa HH:mm:ss`), `instituicaoLiquidacao`
 * (COMPE), `canalLiquidacao` (… 4 Pix …), `codigoModalidadeBoleto`, `tipoPessoaPortador`,
 * `identidadePortador`, `nomePortador`, `formaPagamento` — BB's schema "Objeto de Webook" as
 * transcribed in Accordous/bb-client `README-webhook-WebhookBaixaBoleto.md` and its example in
 * `README-webhooks.md` (5c7916e). BB delivers a JSON array of such objects (public receivers
 * iterate it: e.g. a FastAPI handler "O BB envia uma lista direta de eventos de baixa
 * operacional"); a single object is read too.
 *
 * A cancellation (10) is not a payment and yields none: the service's confirming query shows the
 * title open again. BB does not sign the body; the service authenticates the delivery (mTLS, the
 * connection's secret path) and confirms each payment by a query.
 */
import type { ApiPayment, WebhookDelivery } from "../../../connect/types";
import { OPERATIONAL_PAYMENT, PIX_CHANNEL } from "./codes";
import { bbCents, isoOfBb, num, sequenceOf, str } from "./format";
import { paymentId } from "./response";

/**
 * The payments of a webhook delivery, or what makes it unreadable.
 *
 * @example parseBbWebhook({ headers: {}, body: '[{"id":"0003…","valorPagoSacado":10,…}]' }).payments[0].amount_cents // 1000
 */
export function parseBbWebhook(
  d: WebhookDelivery,
): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(d.body);
  } catch {
    return { issues: [{ path: "body", message: "not JSON" }] };
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const payments: ApiPayment[] = [];
  const issues: { path: string; message: string }[] = [];
  for (const [i, item] of items.entries()) {
    const at = Array.isArray(parsed) ? `body.${i}` : "body";
    const numero = str(item, "id");
    if (numero === undefined || !/^\d{20}$/.test(numero)) {
      issues.push({ path: `${at}.id`, message: "not a 20-digit title number" });
      continue;
    }
    const state = num(item, "codigoEstadoBaixaOperacional");
    if (state === undefined) {
      issues.push({ path: `${at}.codigoEstadoBaixaOperacional`, message: "missing" });
      continue;
    }
    if (!OPERATIONAL_PAYMENT.has(state)) continue;
    const amount = bbCents((item as Record<string, unknown>).valorPagoSacado);
    if (amount === undefined) {
      issues.push({ path: `${at}.valorPagoSacado`, message: "not an amount with at most two decimals" });
      continue;
    }
    const paid_on = isoOfBb(str(item, "dataLiquidacao"));
    const p: ApiPayment = {
      payment_id: paymentId(numero, paid_on, amount),
      our_number: sequenceOf(numero),
      provider_ids: { numero },
      amount_cents: amount,
      channel: num(item, "canalLiquidacao") === PIX_CHANNEL ? "pix" : "boleto",
    };
    if (paid_on) p.paid_on = paid_on;
    payments.push(p);
  }
  if (issues.length > 0 && payments.length === 0) return { issues };
  return { payments };
}
