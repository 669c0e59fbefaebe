/**
 * Sicredi cobrança API — answers to outcomes.
 *
 * Success: POST /boletos 201 `{ linhaDigitavel, codigoBarras, cooperativa, posto, nossoNumero,
 * txid?, qrCode? }` (Ctrl-Mota/banco-sicredi-connector-php README; Kamino CriarBoletoResponse);
 * GET /boletos 200 with the title (`situacao`, `valorNominal`, `dataVencimento`, `dadosLiquidacao`…;
 * Kamino ConsultaBoletoResponse); the instructions 202 `{ transactionId, statusComando,
 * tipoMensagem… }` (Kamino ComandoInstrucaoResponse, which checks for 202); liquidados 200
 * `{ items: [...], hasNext }`.
 *
 * Errors: a JSON body with `message` (and `error`, `status`, `code` in some answers: Ctrl-Mota
 * HttpService reads `message` then `error`; Kamino ErrorResponse `{ status, message, error }`; 401
 * `{ message: "UNAUTHORIZED" }`, 422 `{ message, code: "422" }` in a JS client's fixtures). Sicredi
 * publishes no list of codes nor the wording of a duplicate registration, so a duplicate is told by
 * its message (unconfirmed; docs/connectors/748-sicredi.md).
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
  SettledContext,
  SettledOutcome,
  WebhookDelivery,
} from "../../../connect/types";
import { addDays } from "../../../math/date";
import type { IsoDate } from "../../../types";
import { centsOf, dateOfArray, datePart, loteOurNumber } from "./format";
import { parsePage } from "./request";

type Failure = Exclude<ApiOutcome, { kind: "ok" }>;
type Body = Record<string, unknown>;

const DUPLICATE = /j[aá] (existe|cadastrad|registrad|foi cadastrad|foi registrad)|duplicad|\bexistente/i;
const NOT_FOUND = /n[aã]o (encontrad|localizad|existe)|inexistente|not found/i;

const obj = (v: unknown): Body | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Body) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : undefined;

/**
 * The code, message and field of an error body: `{ status, error, message }` at the top (ACBr
 * ACBrBoletoRet_Sicredi_APIV2 for POST /boletos and 401) or `{ errors: [{ status, message }] }`
 * (ACBr for the instructions and the query), `code` where a client saw one.
 */
export function errorOf(res: ApiResponse): { code: string; message: string; field?: string } {
  const b = obj(res.body);
  const first = Array.isArray(b?.errors) ? obj(b.errors[0]) : undefined;
  const src = first ?? b;
  const message =
    str(src?.message) ??
    str(src?.mensagem) ??
    str(src?.error_description) ??
    str(src?.error) ??
    (typeof res.body === "string" ? res.body.slice(0, 300) : undefined) ??
    `HTTP ${res.status}`;
  const code =
    str(src?.code) ?? str(src?.codigo) ?? str(src?.status) ?? str(src?.error) ?? String(res.status);
  const field = str(src?.field) ?? str(src?.campo);
  return { code, message, ...(field ? { field } : {}) };
}

function retryAfter(res: ApiResponse): number | undefined {
  const v = res.headers["retry-after"];
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * The outcome of an answer that is not the operation's success: 401/403 unauthorized (the token
 * or the x-api-key), 408/429/5xx transient, 400/409/422 rejected (duplicate on a registration
 * whose message says the title exists), 404 on a registration unknown (reconcile by a query).
 */
export function failure(res: ApiResponse, op: "register" | "other"): Failure {
  const { code, message, field } = errorOf(res);
  const s = res.status;
  if (s === 401 || s === 403) return { kind: "unauthorized", code, message, status: s };
  if (s === 408 || s === 429 || s >= 500) {
    const after = retryAfter(res);
    return {
      kind: "transient",
      code,
      message,
      status: s,
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    };
  }
  if (op === "register" && (s === 400 || s === 409 || s === 422) && (s === 409 || DUPLICATE.test(message)))
    return { kind: "duplicate", code, message, status: s };
  if (op === "register" && s === 404) return { kind: "unknown", code, message, status: s };
  if (s >= 400 && s < 500) return { kind: "rejected", code, message, status: s, ...(field ? { field } : {}) };
  return { kind: "unknown", code, message, status: s };
}

/** The codes of a title answer (registration or query). */
function codesOf(b: Body) {
  const our = loteOurNumber(b.nossoNumero);
  const barcode = str(b.codigoBarras);
  const line = str(b.linhaDigitavel);
  const emv = str(b.qrCode) ?? str(b.QrCode) ?? str(b.codigoQrCode);
  const txid = str(b.txid) ?? str(b.txId);
  return {
    ...(our ? { our_number: our } : {}),
    ...(barcode ? { barcode } : {}),
    ...(line ? { digitable_line: line } : {}),
    ...(emv ? { pix_emv: emv } : {}),
    ...(txid ? { pix_txid: txid } : {}),
  };
}

/** The provider ids lote keeps: the 9-digit nosso número and, for a HIBRIDO title, the Pix txid. */
function idsOf(b: Body): Record<string, string> {
  const nn = str(b.nossoNumero);
  const txid = str(b.txid) ?? str(b.txId);
  return {
    ...(nn ? { nossoNumero: nn.padStart(9, "0") } : {}),
    ...(txid ? { txid } : {}),
  };
}

/** POST /boletos: 201 (200 accepted too) with nossoNumero and the codes. */
export function parseRegister(res: ApiResponse): RegisterOutcome {
  if (res.status !== 201 && res.status !== 200) return failure(res, "register");
  const b = obj(res.body);
  if (!b || str(b.nossoNumero) === undefined)
    return {
      kind: "unknown",
      code: "NO_NOSSO_NUMERO",
      message: `${res.status} without nossoNumero`,
      status: res.status,
    };
  return { kind: "ok", provider_ids: idsOf(b), codes: codesOf(b) };
}

/**
 * `situacao` in lote's words: EM CARTEIRA / VENCIDO (open), LIQUIDADO and its variants (LIQUIDADO
 * PIX, COMPE, REDE, CARTORIO), BAIXADO POR SOLICITACAO, PROTESTADO / EM CARTORIO, REJEITADO (the
 * values independent clients map; Sicredi's list is not published).
 */
export function stateOf(
  s: string,
): "registered" | "paid" | "written_off" | "protested" | "rejected" | "other" {
  const v = s.trim().replace(/\s+/g, " ").toUpperCase();
  if (v === "EM CARTEIRA" || v === "VENCIDO" || v === "NORMAL" || v === "EM ABERTO") return "registered";
  if (v.startsWith("LIQUIDADO")) return "paid";
  if (v.startsWith("BAIXADO")) return "written_off";
  if (v.startsWith("PROTESTADO") || v.includes("CARTORIO")) return "protested";
  if (v === "REJEITADO") return "rejected";
  return "other";
}

/**
 * The payment id lote dedupes by: a Sicredi boleto is liquidated once, so the nosso número names
 * its payment in the webhook, the liquidados list and the query alike.
 */
export const paymentId = (nossoNumero: string): string => `liquidacao:${nossoNumero.padStart(9, "0")}`;

const channelOf = (s: unknown): ApiPayment["channel"] =>
  typeof s === "string" && /PIX/i.test(s) ? "pix" : "boleto";

/** The payment `dadosLiquidacao` of a queried title shows. */
function queryPayment(b: Body, nn: string): ApiPayment[] {
  const d = obj(b.dadosLiquidacao);
  const amount = d ? centsOf(d.valor) : undefined;
  if (!d || amount === undefined) return [];
  const our = loteOurNumber(nn);
  const paid = datePart(d.data);
  const opt = (k: string, v: unknown) => {
    const c = centsOf(v);
    return c ? { [k]: c } : {};
  };
  return [
    {
      payment_id: paymentId(nn),
      ...(our ? { our_number: our } : {}),
      provider_ids: { nossoNumero: nn },
      amount_cents: amount,
      ...opt("interest_cents", d.juros),
      ...opt("fine_cents", d.multa),
      ...opt("discount_cents", d.desconto),
      ...opt("rebate_cents", d.abatimento),
      ...(paid ? { paid_on: paid } : {}),
      channel: str(b.situacao)?.toUpperCase().includes("PIX") ? "pix" : "unknown",
    },
  ];
}

/** GET /boletos?codigoBeneficiario&nossoNumero: the title, or not_found (404, or a 200 without one). */
export function parseQuery(res: ApiResponse): QueryOutcome {
  if (res.status === 404 || res.status === 204) return { kind: "not_found", status: res.status };
  if (res.status !== 200) {
    const f = failure(res, "other");
    if (f.kind === "rejected" && NOT_FOUND.test(f.message)) return { kind: "not_found", status: res.status };
    return f;
  }
  const raw = Array.isArray(res.body) ? res.body[0] : res.body;
  const b = obj(raw);
  const nn = b ? str(b.nossoNumero) : undefined;
  if (!b || nn === undefined) return { kind: "not_found", status: res.status };
  const situacao = str(b.situacao) ?? "";
  const amount = centsOf(b.valorNominal ?? b.valor);
  const due = datePart(b.dataVencimento);
  const nn9 = nn.padStart(9, "0");
  return {
    kind: "ok",
    state: stateOf(situacao),
    provider_state: situacao,
    provider_ids: idsOf(b),
    codes: codesOf(b),
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    ...(due ? { due_date: due } : {}),
    payments: queryPayment(b, nn9),
  };
}

/** PATCH /boletos/{nossoNumero}/…: 202 (200 and 204 accepted too) is the command's receipt. */
export function parseInstruct(res: ApiResponse): ApiOutcome {
  if (res.status === 202 || res.status === 200 || res.status === 204) return { kind: "ok" };
  return failure(res, "other");
}

/** One item of the liquidados list as a payment. */
function settledPayment(it: Body): ApiPayment | undefined {
  const nn = str(it.nossoNumero);
  const amount = centsOf(it.valorLiquidado ?? it.valor);
  if (nn === undefined || amount === undefined) return undefined;
  const nn9 = nn.padStart(9, "0");
  const our = loteOurNumber(nn9);
  const paid = datePart(it.dataPagamento);
  const opt = (k: string, v: unknown) => {
    const c = centsOf(v);
    return c ? { [k]: c } : {};
  };
  return {
    payment_id: paymentId(nn9),
    ...(our ? { our_number: our } : {}),
    provider_ids: { nossoNumero: nn9 },
    amount_cents: amount,
    ...opt("interest_cents", it.jurosLiquido),
    ...opt("fine_cents", it.multaLiquida),
    ...opt("discount_cents", it.descontoLiquido),
    ...opt("rebate_cents", it.abatimentoLiquido),
    ...(paid ? { paid_on: paid } : {}),
    channel: channelOf(it.tipoLiquidacao),
  };
}

/**
 * GET /boletos/liquidados/dia: the day's page. The next page token is the same day's next page
 * while `hasNext`, then the window's next day (page 1) until `to`.
 */
export function parseSettled(res: ApiResponse, ctx?: SettledContext): SettledOutcome {
  if (res.status !== 200) return failure(res, "other");
  const b = obj(res.body);
  const items = Array.isArray(b?.items)
    ? b.items
    : Array.isArray(res.body)
      ? (res.body as unknown[])
      : undefined;
  if (!items) return { kind: "unknown", code: "NO_ITEMS", message: "200 without items", status: res.status };
  const payments = items.map((x) => obj(x)).flatMap((x) => (x ? (settledPayment(x) ?? []) : []));
  let next: string | undefined;
  if (ctx) {
    const [day, n] = parsePage(ctx.page, ctx.from);
    if (b?.hasNext === true) next = `${day}:${n + 1}`;
    else if (day < ctx.to) next = `${addDays(day as IsoDate, 1)}:1`;
  }
  return { kind: "ok", payments, ...(next ? { next } : {}) };
}

/**
 * A webhook delivery: one JSON event `{ agencia, posto, beneficiario, nossoNumero, dataEvento,
 * movimento, valorLiquidacao, valorDesconto, valorJuros, valorMulta, valorAbatimento, carteira,
 * dataPrevisaoPagamento, idEventoWebhook }` (Ctrl-Mota SicrediCobranca::createWebhook's example).
 * Events other than a liquidação (AVISO_PAGAMENTO_COMPE, ESTORNO_LIQUIDACAO_REDE) carry no
 * payment. Sicredi documents no signature: the service authenticates by the secret path.
 */
export function parseWebhook(
  d: WebhookDelivery,
): { payments: ApiPayment[] } | { issues: { path: string; message: string }[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(d.body);
  } catch {
    return { issues: [{ path: "body", message: "not JSON" }] };
  }
  const events = Array.isArray(parsed) ? parsed : [parsed];
  const payments: ApiPayment[] = [];
  const issues: { path: string; message: string }[] = [];
  for (const [n, raw] of events.entries()) {
    const e = obj(raw);
    const at = Array.isArray(parsed) ? `body[${n}]` : "body";
    if (!e) {
      issues.push({ path: at, message: "not an object" });
      continue;
    }
    const movimento = str(e.movimento) ?? "";
    if (!movimento.toUpperCase().startsWith("LIQUIDACAO")) continue;
    const nn = str(e.nossoNumero);
    const amount = centsOf(e.valorLiquidacao);
    if (nn === undefined) {
      issues.push({ path: `${at}.nossoNumero`, message: "missing" });
      continue;
    }
    if (amount === undefined) {
      issues.push({ path: `${at}.valorLiquidacao`, message: "missing or not a decimal" });
      continue;
    }
    const nn9 = nn.padStart(9, "0");
    const our = loteOurNumber(nn9);
    const paid = dateOfArray(e.dataEvento) ?? datePart(e.dataEvento);
    const credit = dateOfArray(e.dataPrevisaoPagamento) ?? datePart(e.dataPrevisaoPagamento);
    const idEvento = str(e.idEventoWebhook);
    const opt = (k: string, v: unknown) => {
      const c = centsOf(v);
      return c ? { [k]: c } : {};
    };
    payments.push({
      payment_id: paymentId(nn9),
      ...(our ? { our_number: our } : {}),
      provider_ids: { nossoNumero: nn9, ...(idEvento ? { idEventoWebhook: idEvento } : {}), movimento },
      amount_cents: amount,
      ...opt("interest_cents", e.valorJuros),
      ...opt("fine_cents", e.valorMulta),
      ...opt("discount_cents", e.valorDesconto),
      ...opt("rebate_cents", e.valorAbatimento),
      ...(paid ? { paid_on: paid } : {}),
      ...(credit ? { credit_on: credit } : {}),
      channel: channelOf(movimento),
    });
  }
  return issues.length > 0 ? { issues } : { payments };
}
