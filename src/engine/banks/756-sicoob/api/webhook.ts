/**
 * Sicoob API Cobrança Bancária V3 — the payment webhook and its registration.
 *
 * Portal, "Webhook": "Sempre que o Sicoob recebe a confirmação da baixa operacional de um boleto,
 * o sistema … envia automaticamente uma notificação para uma URL configurada"; POST /webhooks
 * registers it (codigoTipoMovimento 7 "Pagamento (baixa operacional)", codigoPeriodoMovimento 1
 * "Movimento Atual (D0)"; https on port 443; the URL must answer 200, 201 or 204). Besides payments
 * Sicoob posts `{ idWebhook, validacaoWebhook: true }` on registration, URL change and reactivation.
 * "A baixa operacional não se refere à liquidação final, mas sim do registro da intenção de
 * pagamento realizada": the service confirms each payment by a query before it settles.
 * Sicoob documents no signature or header on the notification: the connection's secret URL is
 * the only authentication.
 */
import type { ApiPayment, ApiRequest, WebhookDelivery } from "../../../connect/types";
import { centsOf, loteOurNumber, ourNumberOfBarcode, saoPauloDate } from "./format";

interface Dados {
  numeroIdentificadorBaixa?: unknown;
  codigoBarrasBoleto?: unknown;
  nossoNumero?: unknown;
  valorPagamento?: unknown;
  dataHoraSituacaoBaixa?: unknown;
  cancelamentoBaixa?: unknown;
  idWebhook?: unknown;
}

type Parsed = { payments: ApiPayment[] } | { issues: { path: string; message: string }[] };

const issue = (path: string, message: string): Parsed => ({ issues: [{ path, message }] });

/**
 * The payments of a webhook delivery: one per "baixa operacional" (none for a URL validation or a
 * `cancelamentoBaixa`, which undoes an earlier one and is left to the confirming query).
 *
 * @example parseWebhook({ headers: {}, body: JSON.stringify(WEBHOOK_EXAMPLE.body) }).payments[0].amount_cents // 40741
 */
export function parseWebhook(d: WebhookDelivery): Parsed {
  let body: { idWebhook?: unknown; tipoMovimento?: unknown; validacaoWebhook?: unknown; dados?: Dados };
  try {
    body = JSON.parse(d.body);
  } catch {
    return issue("", "the body is not JSON");
  }
  if (!body || typeof body !== "object") return issue("", "the body is not an object");
  if (body.validacaoWebhook === true) return { payments: [] };
  if (body.tipoMovimento !== 7)
    return issue("tipoMovimento", "only 7 (Pagamento, baixa operacional) is known");
  const x = body.dados;
  if (!x || typeof x !== "object") return issue("dados", "missing");
  if (x.cancelamentoBaixa === true) return { payments: [] };
  const apiOur =
    ourNumberOfBarcode(x.codigoBarrasBoleto) ??
    (typeof x.nossoNumero === "string" || typeof x.nossoNumero === "number"
      ? String(x.nossoNumero)
      : undefined);
  const our = loteOurNumber(apiOur);
  if (apiOur === undefined || our === undefined) return issue("dados.nossoNumero", "missing or not digits");
  const amount = centsOf(x.valorPagamento);
  if (amount === undefined) return issue("dados.valorPagamento", "not an amount with two decimals");
  const id = String(Number(apiOur));
  const paid = saoPauloDate(x.dataHoraSituacaoBaixa);
  const baixa = typeof x.numeroIdentificadorBaixa === "string" ? x.numeroIdentificadorBaixa : undefined;
  return {
    payments: [
      {
        // One liquidação per title: the same id the query and the movimentações file give.
        payment_id: `liquidacao:${id}`,
        our_number: our,
        provider_ids: {
          nossoNumero: id,
          ...(baixa ? { numeroIdentificadorBaixa: baixa } : {}),
          ...(body.idWebhook !== undefined ? { idWebhook: String(body.idWebhook) } : {}),
        },
        amount_cents: amount,
        ...(paid ? { paid_on: paid } : {}),
        // codigoCanalPagamento's values are not published.
        channel: "unknown",
      },
    ],
  };
}

/**
 * POST /webhooks: registers the connection's URL for payment notifications (scope
 * webhooks_inclusao). lote's shared connector has no webhook-registration builder yet (proposed).
 */
export function buildWebhookRegistration(url: string, email?: string): ApiRequest {
  return {
    method: "POST",
    path: "/webhooks",
    body: { json: { url, codigoTipoMovimento: 7, codigoPeriodoMovimento: 1, ...(email ? { email } : {}) } },
  };
}
