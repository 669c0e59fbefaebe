/**
 * Banco do Brasil's API Cobrança v2 answers → lote's outcomes.
 *
 * - Registration (`RespostaRegistroBoletos`): `numero`, `numeroCarteira`, `numeroVariacaoCarteira`,
 *   `codigoCliente`, `linhaDigitavel`, `codigoBarraNumerico`, `numeroContratoCobranca`, `qrCode
 *   {url, txId, emv}` — BB's sandbox answers in imobanco/bb-wrapper `examples/cobranças/data/
 *   registra_boleto*.json` (88f3074) and ACBr `ACBrBoletoRet_BancoBrasil_API.pas` (0adf3eb).
 * - One title: `codigoEstadoTituloCobranca`, `dataVencimentoTituloCobranca`,
 *   `valorOriginalTituloCobranca`, `valorPagoSacado`, `dataRecebimentoTitulo`,
 *   `dataCreditoLiquidacao`, `valorJuroMoraRecebido`, `valorMultaRecebido`,
 *   `valorDescontoUtilizado`, `valorAbatimentoTotal`, `codigoLinhaDigitavel`,
 *   `textoCodigoBarrasTituloCobranca` (bb-wrapper `consulta_boleto.json`; ACBr tpConsultaDetalhe).
 * - Settled list: `indicadorContinuidade`, `proximoIndice`, `boletos[]{numeroBoletoBB,
 *   codigoEstadoTituloCobranca, dataMovimento, dataCredito, valorPago}` (bb-wrapper
 *   `lista_boletos_liquidados_1.json`); an empty list is a 404 ("lista vazia, o retorno será 404").
 *
 * A payment's id is lote's: BB gives none, so it is `numero:paid_on:amount`, the same from the
 * query, the settled list and the webhook, so the three deduplicate.
 */
import type {
  ApiOutcome,
  ApiPayment,
  ApiResponse,
  QueryOutcome,
  RegisterOutcome,
  SettledOutcome,
} from "../../../connect/types";
import { TITLE_STATES } from "./codes";
import { errorOutcome } from "./errors";
import { bbCents, isoOfBb, num, sequenceOf, str } from "./format";

const ok2xx = (res: ApiResponse) => res.status >= 200 && res.status < 300;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** lote's id of a BB payment (BB gives none): title number, payment day, amount. */
export function paymentId(numero: string, paidOn: string | undefined, cents: number): string {
  return `${numero}:${paidOn ?? "?"}:${cents}`;
}

/**
 * The registration's outcome: BB's title number and the codes it computed (lote checks them
 * against its own before rendering; the Pix EMV is BB's alone).
 */
export function parseRegisterResponse(res: ApiResponse): RegisterOutcome {
  if (!ok2xx(res)) return errorOutcome(res);
  const b = res.body;
  const numero = str(b, "numero");
  if (!isObject(b) || numero === undefined || !/^\d{20}$/.test(numero))
    return {
      kind: "unknown",
      code: "BB_REGISTER_UNREADABLE",
      message: "no title number in BB's answer",
      status: res.status,
    };
  const provider_ids: Record<string, string> = { numero };
  const contract = str(b, "numeroContratoCobranca");
  if (contract) provider_ids.numeroContratoCobranca = contract;
  const codes: NonNullable<Extract<RegisterOutcome, { kind: "ok" }>["codes"]> = {};
  const barcode = str(b, "codigoBarraNumerico");
  const line = str(b, "linhaDigitavel");
  if (barcode) codes.barcode = barcode;
  if (line) codes.digitable_line = line;
  const qr = b.qrCode;
  // BB puts its refusal text in url/txId when it could not attach the Pix ("Pix não registrado").
  const emv = str(qr, "emv");
  if (emv?.startsWith("000201")) {
    codes.pix_emv = emv;
    const txid = str(qr, "txId");
    if (txid) codes.pix_txid = txid;
  }
  return { kind: "ok", provider_ids, codes };
}

/** The payment a title's query shows, if BB records one. */
function queryPayment(b: Record<string, unknown>, numero: string): ApiPayment[] {
  const amount = bbCents(b.valorPagoSacado);
  if (amount === undefined || amount === 0) return [];
  const paid_on = isoOfBb(b.dataRecebimentoTitulo);
  const p: ApiPayment = {
    payment_id: paymentId(numero, paid_on, amount),
    our_number: sequenceOf(numero),
    provider_ids: { numero },
    amount_cents: amount,
    channel: "unknown",
  };
  const extras = [
    ["interest_cents", b.valorJuroMoraRecebido],
    ["fine_cents", b.valorMultaRecebido],
    ["discount_cents", b.valorDescontoUtilizado],
    ["rebate_cents", b.valorAbatimentoTotal],
  ] as const;
  for (const [field, value] of extras) {
    const cents = bbCents(value);
    if (cents) p[field] = cents;
  }
  if (paid_on) p.paid_on = paid_on;
  const credit = isoOfBb(b.dataCreditoLiquidacao);
  if (credit) p.credit_on = credit;
  return [p];
}

/** A title's query: its state in lote's words and BB's, its due date and amount, its payment. */
export function parseQueryResponse(res: ApiResponse, numero: string): QueryOutcome {
  if (res.status === 404) return { kind: "not_found", status: 404 };
  if (!ok2xx(res)) return errorOutcome(res);
  const b = res.body;
  const code = num(b, "codigoEstadoTituloCobranca");
  if (!isObject(b) || code === undefined)
    return {
      kind: "unknown",
      code: "BB_QUERY_UNREADABLE",
      message: "no title state in BB's answer",
      status: res.status,
    };
  const known = TITLE_STATES[code];
  const codes: Record<string, string> = {};
  const barcode = str(b, "textoCodigoBarrasTituloCobranca");
  const line = str(b, "codigoLinhaDigitavel");
  if (barcode) codes.barcode = barcode;
  if (line) codes.digitable_line = line;
  const amount = bbCents(b.valorOriginalTituloCobranca);
  return {
    kind: "ok",
    state: known?.state ?? "other",
    provider_state: `${code} ${known?.name ?? ""}`.trim(),
    provider_ids: { numero },
    codes,
    ...(amount !== undefined ? { amount_cents: amount } : {}),
    due_date: isoOfBb(b.dataVencimentoTituloCobranca) ?? null,
    payments: queryPayment(b, numero),
  };
}

/** An instruction's outcome: any 2xx is BB's acceptance (`dataAtualizacao`/`dataBaixa` follow). */
export function parseInstructResponse(res: ApiResponse): ApiOutcome {
  // The shared ApiOutcome's ok branch is `{ kind: "ok" } & Record<string, never>`, which no
  // literal satisfies (`kind` itself is a string key): the cast is the shared type's, see report.
  if (ok2xx(res)) return { kind: "ok" } as ApiOutcome;
  return errorOutcome(res);
}

/** The settled titles of one page and the next page's `indice`. */
export function parseSettledResponse(res: ApiResponse): SettledOutcome {
  if (res.status === 404) return { kind: "ok", payments: [] };
  if (!ok2xx(res)) return errorOutcome(res);
  const b = res.body;
  if (!isObject(b) || !Array.isArray(b.boletos))
    return {
      kind: "unknown",
      code: "BB_LIST_UNREADABLE",
      message: "no boletos list in BB's answer",
      status: res.status,
    };
  const payments: ApiPayment[] = [];
  for (const item of b.boletos) {
    const numero = str(item, "numeroBoletoBB");
    const amount = bbCents(isObject(item) ? item.valorPago : undefined);
    if (numero === undefined || amount === undefined || amount === 0) continue;
    const paid_on = isoOfBb(str(item, "dataMovimento"));
    const p: ApiPayment = {
      payment_id: paymentId(numero, paid_on, amount),
      our_number: sequenceOf(numero),
      provider_ids: { numero },
      amount_cents: amount,
      channel: "unknown",
    };
    if (paid_on) p.paid_on = paid_on;
    const credit = isoOfBb(str(item, "dataCredito"));
    if (credit) p.credit_on = credit;
    payments.push(p);
  }
  const more = str(b, "indicadorContinuidade") === "S" ? str(b, "proximoIndice") : undefined;
  return { kind: "ok", payments, ...(more ? { next: more } : {}) };
}
