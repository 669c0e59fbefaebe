/**
 * The state and answer shapes of the Banco do Brasil simulator (simulator.ts): a title as BB
 * keeps it, the codes BB computes for it, its query/list/webhook answers and BB's error bodies.
 *
 * The codes are computed here from BB's published rules, never by lote's bank rules: for a
 * 7-digit convênio the campo livre is `000000` + nosso número (convênio 7 + sequencial 10) +
 * carteira (Banco do Brasil, "Especificações Técnicas para Confecção de Boleto de Cobrança");
 * the rest is FEBRABAN's layout, through the engine's shared barcode math (held to published
 * vectors). A test checks them against BB's own sandbox answers.
 */

import { assembleBarcode, barcodeToDigitableLine } from "../../../boleto/barcode";
import { type JsonSchema, validateSchema } from "../../../connect/schema";
import { nextSeq, type SimContext, type SimResult } from "../../../connect/sim";
import { daysToIso } from "../../../math/date";
import { dueFactor } from "../../../math/due-factor";
import { amountField, centsToDecimal, decimalToCents } from "../../../math/money";

/** A title as the simulator keeps it (money in centavos, dates ISO). */
export interface SimTitle {
  numero: string;
  convenio: number;
  carteira: number;
  variacao: number;
  tipoTitulo: number;
  seuNumero: string;
  issuedOn: string;
  registeredOn: string;
  due: string;
  amount: number;
  rebate: number;
  /** BB's codigoEstadoTituloCobranca. */
  state: number;
  movedOn?: string;
  protestDays?: number;
  barcode: string;
  line: string;
  qr?: { url: string; txId: string; emv: string };
  payer: { tipo: number; numero: number; nome: string };
  payments: { amount: number; paidOn: string; channel: "boleto" | "pix"; at: number }[];
  /** Changes applied by PATCH, by indicator (for inspection). */
  changes: string[];
}

export const titleKey = (numero: string) => `bb:title:${numero}`;

/** "Today" and the time of day in São Paulo (UTC-3, no daylight saving since 2019). */
export function clock(ctx: SimContext): { iso: string; time: string } {
  const local = ctx.now - 3 * 3600 * 1000;
  const day = Math.floor(local / 86400000);
  const secs = Math.floor((local - day * 86400000) / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return {
    iso: daysToIso(day),
    time: `${two(Math.floor(secs / 3600))}:${two(Math.floor(secs / 60) % 60)}:${two(secs % 60)}`,
  };
}

/** BB's `dd.mm.aaaa` ↔ ISO. */
export const toBb = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
export const fromBb = (d: string) => `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`;

/** Centavos as BB's JSON decimal. */
export const money = (cents: number) => Number(centsToDecimal(cents));

/** Barcode and linha digitável BB computes for a 7-digit convênio's title. */
export function bbCodes(numero: string, carteira: number, due: string, amount: number) {
  const freeField = `000000${numero.slice(3)}${String(carteira).padStart(2, "0")}`;
  const barcode = assembleBarcode("001", dueFactor(due), amountField(amount), freeField);
  return { barcode, line: barcodeToDigitableLine(barcode) };
}

/** BB's business error body. */
export function erros(codigo: string, mensagem: string, ocorrencia: string, providencia?: string) {
  return { erros: [{ codigo, versao: "1", mensagem, ...(providencia ? { providencia } : {}), ocorrencia }] };
}

/** BB's gateway error body. */
export function gatewayError(statusCode: number, error: string, message: string) {
  return { statusCode, error, message, attributes: { error } };
}

const paid = (t: SimTitle) => t.payments.reduce((s, p) => s + p.amount, 0);
const lastPayment = (t: SimTitle) => t.payments[t.payments.length - 1];

/** `GET /boletos/{id}` answer, in the field names of BB's sandbox answer. */
export function queryAnswer(t: SimTitle) {
  const last = lastPayment(t);
  return {
    codigoLinhaDigitavel: t.line,
    textoCodigoBarrasTituloCobranca: t.barcode,
    codigoEstadoTituloCobranca: t.state,
    codigoTipoTituloCobranca: t.tipoTitulo,
    codigoModalidadeTitulo: 1,
    numeroTituloCedenteCobranca: t.seuNumero,
    numeroCarteiraCobranca: t.carteira,
    numeroVariacaoCarteiraCobranca: t.variacao,
    codigoTipoInscricaoSacado: t.payer.tipo,
    numeroInscricaoSacadoCobranca: t.payer.numero,
    nomeSacadoCobranca: t.payer.nome,
    dataEmissaoTituloCobranca: toBb(t.issuedOn),
    dataRegistroTituloCobranca: toBb(t.registeredOn),
    dataVencimentoTituloCobranca: toBb(t.due),
    valorOriginalTituloCobranca: money(t.amount),
    valorAtualTituloCobranca: money(t.amount - t.rebate),
    valorAbatimentoTituloCobranca: money(t.rebate),
    valorAbatimentoTotal: money(t.rebate),
    quantidadeDiaProtesto: t.protestDays ?? 0,
    valorPagoSacado: money(paid(t)),
    dataRecebimentoTitulo: last ? toBb(last.paidOn) : "",
    dataCreditoLiquidacao: "",
    valorJuroMoraRecebido: 0,
    valorMultaRecebido: 0,
    valorDescontoUtilizado: 0,
  };
}

/** One item of `GET /boletos` (the list). */
export function listItem(t: SimTitle) {
  return {
    numeroBoletoBB: t.numero,
    dataRegistro: toBb(t.registeredOn),
    dataVencimento: toBb(t.due),
    valorOriginal: money(t.amount),
    carteiraConvenio: t.carteira,
    variacaoCarteiraConvenio: t.variacao,
    codigoEstadoTituloCobranca: t.state,
    contrato: t.convenio,
    dataMovimento: t.movedOn ? toBb(t.movedOn) : "",
    dataCredito: "",
    valorAtual: money(t.amount - t.rebate),
    valorPago: money(paid(t)),
  };
}

/** The webhook object BB sends for a payment ("Baixa Operacional" emitida pelo BB). */
export function webhookItem(t: SimTitle, p: SimTitle["payments"][number], time: string) {
  return {
    id: t.numero,
    dataRegistro: toBb(t.registeredOn),
    dataVencimento: toBb(t.due),
    valorOriginal: money(t.amount),
    valorPagoSacado: money(p.amount),
    numeroConvenio: t.convenio,
    numeroOperacao: t.convenio,
    carteiraConvenio: t.carteira,
    variacaoCarteiraConvenio: t.variacao,
    codigoEstadoBaixaOperacional: 1,
    dataLiquidacao: `${toBb(p.paidOn).replaceAll(".", "/")} ${time}`,
    instituicaoLiquidacao: "001",
    canalLiquidacao: p.channel === "pix" ? 4 : 3,
    codigoModalidadeBoleto: 1,
    tipoPessoaPortador: t.payer.tipo,
    identidadePortador: t.payer.numero,
    nomePortador: t.payer.nome,
    formaPagamento: 2,
  };
}

/** The state after payments: liquidado (6) once the current value is paid, else pago parcialmente (18). */
export function stateAfterPayment(t: SimTitle): number {
  return paid(t) >= t.amount - t.rebate ? 6 : 18;
}

export const answer = (status: number, body: unknown, committed = false): SimResult => ({
  response: { status, headers: { "content-type": "application/json" }, body },
  committed,
});

export async function fail(
  ctx: SimContext,
  status: number,
  codigo: string,
  mensagem: string,
): Promise<SimResult> {
  return answer(status, erros(codigo, mensagem, `SIM${await nextSeq(ctx, "ocorrencia")}`));
}

/** The 400 of the first schema violation, or null. */
export async function invalid(ctx: SimContext, schema: JsonSchema, value: unknown, where: string) {
  const issues = validateSchema(schema, value, where);
  const first = issues[0];
  return first ? fail(ctx, 400, "SIM0001", `${first.path}: ${first.message}`) : null;
}

export const num = (o: Record<string, unknown>, k: string) => o[k] as number;
/** A decimal BB received, in centavos (its shortest text, no float arithmetic); undefined past two decimals. */
export const cents = (v: unknown) => (typeof v === "number" ? decimalToCents(String(v)) : undefined);

/** The title BB keeps under a 20-digit number. */
export async function load(ctx: SimContext, id: string): Promise<SimTitle | undefined> {
  return ctx.store.get<SimTitle>(titleKey(id));
}
