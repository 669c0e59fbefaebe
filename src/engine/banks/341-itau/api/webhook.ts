/**
 * Itaú's boleto notifications ("notificações de boletos", boletos v3): after a BAIXA_EFETIVA
 * (liquidação) or BAIXA_OPERACIONAL, Itaú gets a token from the connection's `webhook_oauth_url`
 * (client credentials, HTTP Basic) and POSTs the notification to `webhook_url` (boletos v3 OpenAPI
 * 1.34.1, schema `notificacaoBoleto`). That OpenAPI does not give the notification's body; lote reads
 * the shape independent integrations read: `{ "boletos": [ { numeroNossoNumero, idBoleto,
 * idBeneficiario, codigoCarteira, valorTitulo, valorPagoTotalCobranca, dataInclusaoPagamento,
 * dataCredito, dataNotificacao, tipoLiquidacao, txid, endToEndId, … } ] }` (amounts "300.00").
 * Unconfirmed by Itaú's own documentation: docs/connectors/341-itau.md lists the sources.
 */
import type { ApiPayment, WebhookDelivery } from "../../../connect/types";
import { decimalCents, ourNumber8 } from "./format";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown) =>
  typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined;

/** A notification's date as ISO: Itaú writes `2022-07-27` (and `data_hora` values begin with it). */
const isoDay = (v: unknown) => {
  const s = str(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : undefined;
};

/**
 * The payments in a notification. Each is confirmed by a query before lote settles it; the
 * payment_id is the same nosso número + date + amount key the query gives (response.ts).
 * @example parseWebhook({ headers: {}, body: '{"boletos":[…]}' }) // { payments: [...] }
 */
export function parseWebhook(
  d: WebhookDelivery,
): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] } {
  let body: unknown;
  try {
    body = JSON.parse(d.body);
  } catch {
    return { issues: [{ path: "body", message: "not JSON" }] };
  }
  const root = obj(body);
  const list = root?.boletos ?? obj(root?.data)?.boletos;
  if (!Array.isArray(list)) return { issues: [{ path: "boletos", message: "no boletos list" }] };
  const payments: ApiPayment[] = [];
  const issues: { path: string; message: string }[] = [];
  list.forEach((raw, n) => {
    const b = obj(raw);
    const nnRaw = str(b?.numeroNossoNumero);
    const amount = decimalCents(b?.valorPagoTotalCobranca);
    if (!b || !nnRaw || !/^\d{1,8}$/.test(nnRaw) || amount === undefined) {
      issues.push({ path: `boletos.${n}`, message: "needs numeroNossoNumero and valorPagoTotalCobranca" });
      return;
    }
    const nn = ourNumber8(nnRaw);
    const paidOn = isoDay(b.dataInclusaoPagamento) ?? isoDay(b.dataNotificacao);
    const credit = isoDay(b.dataCredito);
    const ids: Record<string, string> = {};
    for (const [k, v] of [
      ["id_boleto", b.idBoleto],
      ["id_beneficiario", b.idBeneficiario],
      ["codigo_carteira", b.codigoCarteira],
      ["tipo_liquidacao", b.tipoLiquidacao],
      ["end_to_end_id", b.endToEndId],
    ] as const) {
      const s = str(v);
      if (s) ids[k] = s;
    }
    const txid = str(b.txid);
    const pix = txid !== undefined || ids.end_to_end_id !== undefined;
    payments.push({
      payment_id: `341:${nn}:${paidOn ?? ""}:${amount}`,
      our_number: nn,
      provider_ids: ids,
      ...(txid ? { txid } : {}),
      amount_cents: amount,
      ...(paidOn ? { paid_on: paidOn } : {}),
      ...(credit ? { credit_on: credit } : {}),
      channel: pix ? "pix" : "boleto",
    });
  });
  if (issues.length > 0 && payments.length === 0) return { issues };
  return { payments };
}
