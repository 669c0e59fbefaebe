/**
 * Reading one Inter cobrança — the `{ cobranca, boleto, pix }` of the detail and of each list
 * item, and the flat `CallbackCobranca` of the webhook — into lote's state, codes and payment.
 * Source: Inter API Cobrança v3 reference (developers.inter.co/references/cobranca-bolepix),
 * `SituacaoCobrancaEnum`, `CobrancaDetalhadaResponseBody`, `CallbackCobranca`; the callback is a
 * JSON list, but samfelgar/inter-sdk `PixChargeWebhookPayload::fromRequest` (@d3f1b588) also
 * reads a single object, and a published real callback (see `examples-codes.ts`) is one.
 */
import type { ApiPayment, ProviderCodes, QueryOutcome, WebhookDelivery } from "../../../connect/types";
import { decimalToCents } from "../../../math/money";
import type { IsoDate } from "../../../types";

export interface InterItem {
  cobranca?: unknown;
  boleto?: unknown;
  pix?: unknown;
}

type State = Extract<QueryOutcome, { kind: "ok" }>["state"];

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * Inter's situação in lote's words. MARCADO_RECEBIDO (the beneficiary marked it paid outside
 * Inter) and EXPIRADO (cancelled numDiasAgenda days after the due date) close the title without a
 * payment through Inter; EM_PROCESSAMENTO is a registration Inter has not finished.
 */
export function stateOf(situacao: string): State {
  switch (situacao) {
    case "A_RECEBER":
    case "ATRASADO":
      return "registered";
    case "RECEBIDO":
      return "paid";
    case "CANCELADO":
    case "EXPIRADO":
    case "MARCADO_RECEBIDO":
      return "written_off";
    case "PROTESTO":
      return "protested";
    case "FALHA_EMISSAO":
      return "rejected";
    default:
      return "other";
  }
}

/** Centavos of a decimal the API writes as text (`"1234.56"`) or as a JSON number (1234.56). */
export function centsOf(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return decimalToCents(String(v));
  if (typeof v === "string") return decimalToCents(v);
  return undefined;
}

/** The São Paulo date of a callback's `dataHoraSituacao` (Brazil has kept UTC−3 since 2019). */
export function saoPauloDate(dateTime: string): IsoDate | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(dateTime)) return dateTime;
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(dateTime))
    return /^\d{4}-\d{2}-\d{2}T/.test(dateTime) ? dateTime.slice(0, 10) : undefined;
  const ms = Date.parse(dateTime);
  return Number.isNaN(ms) ? undefined : new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The codes of a `boleto` (+ `pix`), or of a flat callback. */
function codesOf(boleto: Record<string, unknown>, pix: Record<string, unknown>): ProviderCodes | undefined {
  const barcode = str(boleto.codigoBarras);
  const line = str(boleto.linhaDigitavel);
  if (!barcode && !line) return undefined;
  const codes: ProviderCodes = {};
  const set = (k: keyof ProviderCodes, v: string | undefined) => {
    if (v !== undefined) codes[k] = v;
  };
  set("our_number", str(boleto.nossoNumero));
  set("barcode", barcode);
  set("digitable_line", line);
  set("pix_emv", str(pix.pixCopiaECola));
  set("pix_txid", str(pix.txid));
  return codes;
}

/** What a query reports about one item, or undefined when it has no codigoSolicitacao. */
export function summaryOf(item: InterItem) {
  const c = obj(item.cobranca);
  const id = str(c.codigoSolicitacao);
  if (!id) return undefined;
  const seu = str(c.seuNumero);
  const provider_ids: Record<string, string> = { codigoSolicitacao: id };
  if (seu) provider_ids.seuNumero = seu;
  return {
    situacao: str(c.situacao) ?? "",
    provider_ids,
    codes: codesOf(obj(item.boleto), obj(item.pix)),
    amount_cents: centsOf(c.valorNominal),
    due_date: str(c.dataVencimento),
  };
}

/** The payment behind a RECEBIDO: one per cobrança, so `codigoSolicitacao` keys it. */
function payment(
  id: string,
  received: unknown,
  origem: unknown,
  paidOn: IsoDate | undefined,
  ourNumber: string | undefined,
  txid: string | undefined,
): ApiPayment | undefined {
  const amount = centsOf(received);
  if (amount === undefined) return undefined;
  const channel = origem === "BOLETO" ? "boleto" : origem === "PIX" ? "pix" : "unknown";
  const p: ApiPayment = {
    payment_id: `${id}:RECEBIDO`,
    provider_ids: { codigoSolicitacao: id },
    amount_cents: amount,
    channel,
  };
  if (ourNumber) p.our_number = ourNumber;
  if (channel === "pix" && txid) p.txid = txid;
  if (paidOn) p.paid_on = paidOn;
  return p;
}

/** The payment of a detail or list item, when it is RECEBIDO. */
export function paymentOf(item: InterItem): ApiPayment | undefined {
  const c = obj(item.cobranca);
  const id = str(c.codigoSolicitacao);
  if (!id || c.situacao !== "RECEBIDO") return undefined;
  const paidOn = str(c.dataSituacao);
  return payment(
    id,
    c.valorTotalRecebido,
    c.origemRecebimento,
    paidOn,
    str(obj(item.boleto).nossoNumero),
    str(obj(item.pix).txid),
  );
}

/**
 * The payments of a callback delivery (the RECEBIDO entries; emission, cancellation and expiry
 * entries carry no payment). Inter documents no signature on its callbacks: the service
 * authenticates the delivery and confirms each payment by a query.
 */
export function parseWebhook(
  d: WebhookDelivery,
): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(d.body);
  } catch {
    return { issues: [{ path: "", message: "the body is not JSON" }] };
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const issues: { path: string; message: string }[] = [];
  const payments: ApiPayment[] = [];
  list.forEach((entry, i) => {
    const e = obj(entry);
    const id = str(e.codigoSolicitacao);
    if (!id || !str(e.situacao)) {
      issues.push({ path: `${i}`, message: "a callback entry needs codigoSolicitacao and situacao" });
      return;
    }
    if (e.situacao !== "RECEBIDO") return;
    const when = str(e.dataHoraSituacao);
    const p = payment(
      id,
      e.valorTotalRecebido,
      e.origemRecebimento,
      when ? saoPauloDate(when) : undefined,
      str(e.nossoNumero),
      str(e.txid),
    );
    if (p) payments.push(p);
    else
      issues.push({ path: `${i}.valorTotalRecebido`, message: "a RECEBIDO entry needs valorTotalRecebido" });
  });
  return issues.length > 0 ? { issues } : { payments };
}
